import { LOW_STOCK_THRESHOLD } from '@ochre/shared/constants';
import { stockState } from '@ochre/shared/rules/stock';
import type { AdminProduct } from '@ochre/shared/schemas/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Package, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { formatDollars } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminProductsQuery, useDeleteProduct, usePatchProduct } from '../api/products-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { ItemCell } from '../components/item-cell';
import { CategoryFilter, ChoiceFilter, PublishStatusFilter } from '../components/labelled-select';
import { NewItemButton } from '../components/new-item-button';
import { ProductEditor } from '../components/product-editor';
import { openOnSite, RowActions } from '../components/row-actions';
import { useAdminList } from '../use-admin-list';
import { useSaid } from '../use-said';

const FILTERS = { status: ['all', 'published', 'draft'], stock: ['all', 'low', 'out'] } as const;

function StockBadge({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  const state = stockState(count);
  if (state.kind === 'out')
    return (
      <Badge tone="red" className="whitespace-nowrap">
        {t('products.outOfStock')}
      </Badge>
    );
  if (state.kind === 'low')
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
  const said = useSaid();
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
        remove.mutate(product._id, said(t('products.deleted', { name: product.name }), onClose))
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
                said(t('products.unpublished', { name: product.name }), onClose),
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
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'edit', filters: FILTERS, local: ['category'] });
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const query = {
    search: state.searchQuery,
    status: state.filters.status,
    stock: state.filters.stock,
    category: state.local.category || undefined,
    page: state.page,
    limit: 20,
  };
  const list = useQuery({ ...adminProductsQuery(query), enabled: state.open === null });
  const patch = usePatchProduct();
  const said = useSaid();
  const { open: edit, setOpen: setEdit } = state;

  if (edit !== null) return <ProductEditor id={edit === 'new' ? null : edit} onDone={() => setEdit(null)} />;

  const toggle = (product: AdminProduct, change: { isPublished?: boolean; isFeatured?: boolean }) =>
    patch.mutate(
      { id: product._id, patch: change },
      said(
        change.isPublished === undefined
          ? t(change.isFeatured ? 'products.featuredOn' : 'products.featuredOff', { name: product.name })
          : t(change.isPublished ? 'products.published' : 'products.unpublished', { name: product.name }),
      ),
    );
  const newItem = <NewItemButton label={t('products.new')} onClick={() => setEdit('new')} />;

  return (
    <AdminPanel title={t('products.title')} description={t('products.text')} actions={newItem}>
      <AdminList
        section="products"
        state={state}
        list={list}
        icon={Package}
        newItem={newItem}
        filters={
          <>
            <PublishStatusFilter
              value={state.filters.status}
              onChange={(status) => state.setFilters({ status })}
            />
            <ChoiceFilter
              label={t('products.stock')}
              value={state.filters.stock}
              choices={['low', 'out'] as const}
              labelOf={(stock) =>
                stock === 'low'
                  ? t('products.lowStock', { count: LOW_STOCK_THRESHOLD })
                  : t('products.outOfStock')
              }
              onChange={(stock) => state.setFilters({ stock })}
            />
            <CategoryFilter
              label={t('products.category')}
              value={state.local.category}
              categories={list.data?.categories ?? []}
              onChange={(category) => state.setLocal({ category })}
            />
          </>
        }
        head={
          <>
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
          </>
        }
      >
        {(product) => (
          <tr key={product._id} className="hover:bg-sand-50" data-testid="product-row">
            <Td>
              <ItemCell
                name={product.name}
                onOpen={() => setEdit(product._id)}
                image={product.image}
                icon={Package}
              >
                <p className="truncate text-xs text-muted">
                  {[product.category, product.sku].filter(Boolean).join(' · ')}
                </p>
                <p className="text-xs text-muted md:hidden">
                  {formatDollars(product.price, lang)} · <StockBadge count={product.countInStock} />
                </p>
              </ItemCell>
            </Td>
            <Td className="hidden whitespace-nowrap tabular-nums md:table-cell">
              {formatDollars(product.price, lang)}
              {product.isOnSale && product.originalPrice ? (
                <s className="ms-2 text-xs text-muted">{formatDollars(product.originalPrice, lang)}</s>
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
              <RowActions
                name={product.name}
                editLabel={t('products.editNamed', { name: product.name })}
                onEdit={() => setEdit(product._id)}
                actions={[
                  product.isPublished && {
                    label: t('products.viewInShop'),
                    icon: <ExternalLink />,
                    onSelect: openOnSite(lang, `/products/${product.slug}`),
                  },
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
            </Td>
          </tr>
        )}
      </AdminList>
      {deleting ? <DeleteProduct product={deleting} onClose={() => setDeleting(null)} /> : null}
    </AdminPanel>
  );
}
