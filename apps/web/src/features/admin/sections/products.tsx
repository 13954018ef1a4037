import { LOW_STOCK_THRESHOLD } from '@ochre/shared/constants';
import type { AdminProduct } from '@ochre/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Package, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';
import { formatPrice } from '../../../lib/format';
import { type Lang, translateError } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminProductsQuery, useDeleteProduct, usePatchProduct } from '../api/products-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { FilterBar } from '../components/filter-bar';
import { CategoryFilter, LabelledSelect, PublishStatusFilter } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { NewItemButton } from '../components/new-item-button';
import { ProductEditor } from '../components/product-editor';
import { RowMenu } from '../components/row-menu';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = { status: ['all', 'published', 'draft'], stock: ['all', 'low', 'out'] } as const;

function StockBadge({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  if (count === 0)
    return (
      <Badge tone="red" className="whitespace-nowrap">
        {t('products.outOfStock')}
      </Badge>
    );
  if (count <= LOW_STOCK_THRESHOLD)
    return (
      <Badge tone="ochre" className="whitespace-nowrap">
        {t('products.left', { count })}
      </Badge>
    );
  return <span className="tabular-nums text-ink-soft">{count}</span>;
}

function DeleteProduct({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteProduct();
  const patch = usePatchProduct();
  const fail = (error: Error) => toast.error(translateError(t, error));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('products.deleteTitle', { name: product.name })}
      description={
        product.orderCount
          ? t('products.deleteOrdered', { count: product.orderCount })
          : t('products.deleteText')
      }
      confirmLabel={t('products.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(product._id, {
          onSuccess: () => {
            toast.success(t('products.deleted', { name: product.name }));
            onClose();
          },
          onError: fail,
        })
      }
    >
      {product.isPublished ? (
        <div className="rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
          <p>{t('products.preferUnpublish')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            loading={patch.isPending}
            onClick={() =>
              patch.mutate(
                { id: product._id, patch: { isPublished: false } },
                {
                  onSuccess: () => {
                    toast.success(t('products.unpublished', { name: product.name }));
                    onClose();
                  },
                  onError: fail,
                },
              )
            }
          >
            {t('products.unpublishInstead')}
          </Button>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** The shop's products: find, publish, feature, restock, edit and delete. */
export default function ProductsAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [edit, setEdit] = useSectionParam('edit');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()),
    status: filters.status as (typeof FILTERS.status)[number],
    stock: filters.stock as (typeof FILTERS.stock)[number],
    category: category || undefined,
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminProductsQuery(query), enabled: edit === null });
  const patch = usePatchProduct();

  if (edit !== null) return <ProductEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const toggle = (product: AdminProduct, change: { isPublished?: boolean; isFeatured?: boolean }) =>
    patch.mutate(
      { id: product._id, patch: change },
      {
        onSuccess: () =>
          toast.success(
            change.isPublished === undefined
              ? t(change.isFeatured ? 'products.featuredOn' : 'products.featuredOff', { name: product.name })
              : t(change.isPublished ? 'products.published' : 'products.unpublished', { name: product.name }),
          ),
        onError: (error) => toast.error(translateError(t, error)),
      },
    );

  const filtered = Boolean(query.search || category || filters.status !== 'all' || filters.stock !== 'all');

  return (
    <AdminPanel
      title={t('products.title')}
      description={t('products.text')}
      actions={<NewItemButton label={t('products.new')} onClick={() => setEdit('new')} />}
    >
      <FilterBar>
        <SearchInput
          label={t('products.search')}
          placeholder={t('products.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
        <PublishStatusFilter
          value={filters.status}
          onChange={(status) => {
            setFilters({ status });
            setPage(1);
          }}
        />
        <LabelledSelect
          label={t('products.stock')}
          value={filters.stock}
          onChange={(e) => {
            setFilters({ stock: e.target.value });
            setPage(1);
          }}
        >
          <option value="all">{t('filters.all')}</option>
          <option value="low">{t('products.lowStock', { count: LOW_STOCK_THRESHOLD })}</option>
          <option value="out">{t('products.outOfStock')}</option>
        </LabelledSelect>
        <CategoryFilter
          label={t('products.category')}
          value={category}
          categories={list.data?.categories ?? []}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
        />
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Package className="size-6" />,
          title: filtered ? t('products.noneFound') : t('products.none'),
          text: filtered ? t('filters.tryOther') : t('products.noneText'),
          action: filtered ? undefined : (
            <NewItemButton label={t('products.new')} onClick={() => setEdit('new')} />
          ),
        }}
      >
        <DataTable caption={t('products.title')}>
          <thead>
            <tr>
              <Th>{t('products.product')}</Th>
              <Th className="hidden md:table-cell">{t('products.price')}</Th>
              <Th className="hidden sm:table-cell">{t('products.stock')}</Th>
              <Th>
                {/* The switches name their product; on a phone the column keeps its width for them. */}
                <span className="max-sm:sr-only">{t('status.published')}</span>
              </Th>
              <Th className="hidden lg:table-cell">{t('products.featured')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((product) => (
              <tr key={product._id} className="hover:bg-sand-50" data-testid="product-row">
                <Td>
                  <div className="flex items-center gap-3">
                    {product.image ? (
                      <img
                        src={product.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-sand-100 text-muted">
                        <Package className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <div className="min-w-0">
                      <button
                        type="button"
                        onClick={() => setEdit(product._id)}
                        className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                      >
                        {product.name}
                      </button>
                      <p className="truncate text-xs text-muted">
                        {[product.category, product.sku].filter(Boolean).join(' · ')}
                      </p>
                      <p className="text-xs text-muted md:hidden">
                        {formatPrice(product.price, lang)} · <StockBadge count={product.countInStock} />
                      </p>
                    </div>
                  </div>
                </Td>
                <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {formatPrice(product.price, lang)}
                  {product.isOnSale && product.originalPrice ? (
                    <s className="ms-2 text-xs text-muted">{formatPrice(product.originalPrice, lang)}</s>
                  ) : null}
                </Td>
                <Td className="hidden sm:table-cell">
                  <StockBadge count={product.countInStock} />
                </Td>
                <Td>
                  <Switch
                    checked={product.isPublished}
                    onChange={(isPublished) => toggle(product, { isPublished })}
                    label={t('products.publishNamed', { name: product.name })}
                    disabled={patch.isPending && patch.variables?.id === product._id}
                  />
                </Td>
                <Td className="hidden lg:table-cell">
                  <Switch
                    checked={product.isFeatured}
                    onChange={(isFeatured) => toggle(product, { isFeatured })}
                    label={t('products.featureNamed', { name: product.name })}
                    disabled={patch.isPending && patch.variables?.id === product._id}
                  />
                </Td>
                <Td className="text-end">
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:hidden"
                      onClick={() => setEdit(product._id)}
                      aria-label={t('products.editNamed', { name: product.name })}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="hidden xl:inline">{t('edit')}</span>
                    </Button>
                    <RowMenu
                      label={t('moreFor', { name: product.name })}
                      actions={[
                        ...(product.isPublished
                          ? [
                              {
                                label: t('products.viewInShop'),
                                icon: <ExternalLink />,
                                onSelect: () =>
                                  window.open(`/products/${product.slug}`, '_blank', 'noopener'),
                              },
                            ]
                          : []),
                        {
                          label: product.isFeatured ? t('products.unfeature') : t('products.feature'),
                          icon: <Star />,
                          onSelect: () => toggle(product, { isFeatured: !product.isFeatured }),
                        },
                        {
                          label: t('products.delete'),
                          icon: <Trash2 />,
                          danger: true,
                          onSelect: () => setDeleting(product),
                        },
                      ]}
                    />
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
      {deleting ? <DeleteProduct product={deleting} onClose={() => setDeleting(null)} /> : null}
    </AdminPanel>
  );
}
