import { PRODUCT_LIST_PAGE_SIZE } from '@ochre/shared/constants';
import { slugify } from '@ochre/shared/rules/text';
import type { ProductCategory } from '@ochre/shared/schemas/products';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Sheet } from '../../../components/ui/dialog';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { productCategoriesQuery, productListQuery } from '../api/products';
import { ProductFiltersPanel } from '../components/product-filters';
import { ProductResults } from '../components/product-results';
import { ProductsToolbar, type ProductView } from '../components/products-toolbar';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  hasActiveFilters,
  type ProductFilters,
  parseFilters,
} from '../filters';

/** /category/{category} may name a category as written or by its slug. */
function matchCategory(categories: readonly ProductCategory[] | undefined, requested: string) {
  return categories?.find((c) => c.name === requested || c.slug === slugify(requested));
}

export const loader = pageLoader(async ({ url, params, queryClient }) => {
  const filters = parseFilters(url.searchParams, params.category);
  const loading = Promise.all([
    queryClient.prefetchQuery(productListQuery(filters)),
    queryClient.prefetchQuery(productCategoriesQuery()),
  ]);
  // The server sends the first page complete; in the browser the page shows at once and fills in.
  if (import.meta.env.SSR) await loading;
});

export const handle: RouteHandle = {
  head: ({ t, params, search, queryClient }) => {
    const filters = parseFilters(new URLSearchParams(search), params.category);
    const category = params.category
      ? (matchCategory(queryClient.getQueryData(productCategoriesQuery().queryKey), params.category)?.name ??
        params.category)
      : '';
    return {
      title: filters.search
        ? t('shop:list.searchTitle', { search: filters.search })
        : category
          ? t('shop:list.categoryTitle', { category })
          : t('shop:list.title'),
      description: t('shop:list.description'),
      canonicalPath: params.category ? `/category/${encodeURIComponent(params.category)}` : '/products',
      noindex: Boolean(filters.search),
    };
  },
};

/** SPEC §2 Products: /products, /category/{category} and /search. */
export function Component() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // Router navigations render in a transition; until the address catches up, the controls
  // show the choice just made, so a click never seems undone.
  const [chosen, setChosen] = useState<ProductFilters | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address caught up
  useEffect(() => setChosen(null), [search]);
  const [view, setView] = useState<ProductView>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);

  const categories = useQuery(productCategoriesQuery());
  const pathCategory = params.category
    ? (matchCategory(categories.data, params.category)?.name ?? params.category)
    : undefined;
  const filters = chosen ?? parseFilters(searchParams, pathCategory);
  const list = useQuery(productListQuery(filters));

  const update = useCallback(
    (patch: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      const current = chosen ?? parseFilters(new URLSearchParams(search), pathCategory);
      const next = { ...current, page: 1, ...patch };
      setChosen(next);
      // The category lives in the path on /category/{category}; choosing another leaves it for /products.
      if (pathCategory !== undefined && next.category !== pathCategory) {
        const query = filtersToParams(next).toString();
        navigate(`/products${query ? `?${query}` : ''}`, options);
        return;
      }
      setSearchParams(filtersToParams(next, { withCategory: pathCategory === undefined }), {
        replace: options.replace,
        preventScrollReset: true,
      });
    },
    [chosen, search, pathCategory, navigate, setSearchParams],
  );
  const clear = () => {
    if (pathCategory !== undefined) {
      navigate('/products');
      return;
    }
    const next = { ...DEFAULT_FILTERS, sortBy: filters.sortBy };
    setChosen(next);
    setSearchParams(filtersToParams(next));
  };
  const changePage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = list.data;
  const activeFilters = [
    filters.search,
    filters.category,
    filters.rating,
    filters.inStock,
    filters.minPrice > DEFAULT_FILTERS.minPrice || filters.maxPrice < DEFAULT_FILTERS.maxPrice,
  ].filter(Boolean).length;
  const first = data?.total ? (filters.page - 1) * PRODUCT_LIST_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.data.length - (data.data.length ? 1 : 0) : 0;
  const summary = data
    ? t('list.showing', {
        from: formatNumber(first, lang),
        to: formatNumber(last, lang),
        count: data.total,
        total: formatNumber(data.total, lang),
      })
    : t('list.loading');

  const crumbs: Crumb[] = [
    { label: t('common:nav.home'), to: '/' },
    { label: t('list.breadcrumb'), to: '/products' },
  ];
  if (filters.category) crumbs.push({ label: filters.category });

  const heading = filters.search
    ? t('list.searchHeading', { search: filters.search })
    : filters.category || t('list.heading');

  const panel = (
    <ProductFiltersPanel
      filters={filters}
      categories={categories.data ?? []}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <>
      <div className="border-b border-line bg-sand-100/60">
        <Container className="py-8 sm:py-12">
          <Breadcrumb items={crumbs} />
          <h1 className="mt-4 big-figure text-ink">{heading}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('list.intro')}</p>
        </Container>
      </div>

      <Container className="grid gap-10 py-10 lg:grid-cols-[16rem_1fr] lg:py-12">
        <aside className="hidden lg:block" aria-label={t('filters.title')}>
          <div className="sticky top-28 rounded-card border border-line bg-white p-6">{panel}</div>
        </aside>

        <section aria-labelledby="product-results" className="min-w-0 space-y-6">
          <h2 id="product-results" className="sr-only">
            {t('list.results')}
          </h2>
          <ProductsToolbar
            summary={summary}
            sortBy={filters.sortBy}
            onSort={(sortBy) => update({ sortBy })}
            view={view}
            onView={setView}
            activeFilters={activeFilters}
            onOpenFilters={() => setFiltersOpen(true)}
          />

          <ProductResults
            list={list}
            view={view}
            page={filters.page}
            onPage={changePage}
            onClear={hasActiveFilters(filters) ? clear : null}
          />
        </section>
      </Container>

      <Sheet open={filtersOpen} onOpenChange={setFiltersOpen} title={t('filters.title')}>
        {panel}
        <Button className="mt-6 w-full" onClick={() => setFiltersOpen(false)}>
          {data ? t('filters.show', { count: data.total }) : t('filters.done')}
        </Button>
      </Sheet>
    </>
  );
}
