import { ACTIVITY_SORTS, type ActivitySort } from '@ochre/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Sheet } from '../../../components/ui/dialog';
import { Img } from '../../../components/ui/img';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { activityCategoriesQuery, activityListQuery, activityLocationsQuery } from '../api/activities';
import { ActivityFiltersPanel } from '../components/activity-filters';
import { ActivityResults } from '../components/activity-results';
import {
  type ActivityFilters,
  activeActivityFilterCount,
  activityFiltersToParams,
  DEFAULT_ACTIVITY_FILTERS,
  parseActivityFilters,
} from '../filters';

export const loader = pageLoader(async ({ url, queryClient }) => {
  const loading = Promise.all([
    queryClient.prefetchQuery(activityListQuery(parseActivityFilters(url.searchParams))),
    queryClient.prefetchQuery(activityCategoriesQuery()),
    queryClient.prefetchQuery(activityLocationsQuery()),
  ]);
  // The server sends the first page complete; in the browser the page shows at once and fills in.
  if (import.meta.env.SSR) await loading;
});

export const handle: RouteHandle = {
  head: ({ t, search }) => {
    const filters = parseActivityFilters(new URLSearchParams(search));
    return {
      title: filters.category
        ? t('booking:list.categoryTitle', { category: filters.category })
        : t('booking:list.title'),
      description: t('booking:list.description'),
      canonicalPath: '/activities',
      image: '/uploads/demo/site/category-activities.webp',
      noindex: Boolean(filters.search),
    };
  },
};

/** SPEC §2 Activities: filters mirrored in the address, a sidebar on large screens and a sheet on small ones. */
export function Component() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const sortId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // Router navigations render in a transition; until the address catches up, the controls show the choice just made.
  const [chosen, setChosen] = useState<ActivityFilters | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address caught up
  useEffect(() => setChosen(null), [search]);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filters = chosen ?? parseActivityFilters(searchParams);
  const list = useQuery(activityListQuery(filters));
  const categories = useQuery(activityCategoriesQuery());
  const locations = useQuery(activityLocationsQuery());

  const update = useCallback(
    (patch: Partial<ActivityFilters>, options: { replace?: boolean } = {}) => {
      const current = chosen ?? parseActivityFilters(new URLSearchParams(search));
      const next = { ...current, page: 1, ...patch };
      setChosen(next);
      setSearchParams(activityFiltersToParams(next), { replace: options.replace, preventScrollReset: true });
    },
    [chosen, search, setSearchParams],
  );
  const clear = () => {
    const next = { ...DEFAULT_ACTIVITY_FILTERS, sort: filters.sort };
    setChosen(next);
    setSearchParams(activityFiltersToParams(next), { preventScrollReset: true });
  };
  const changePage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const total = list.data?.pagination.total;
  const panel = (
    <ActivityFiltersPanel
      filters={filters}
      categories={categories.data ?? []}
      locations={locations.data ?? []}
      onChange={update}
      onClear={clear}
    />
  );
  const active = activeActivityFilterCount(filters);

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <Img
          src="/uploads/demo/site/category-activities.webp"
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/50 to-ink/20" />
        <Container className="py-14 sm:py-20">
          <Breadcrumb
            className="text-white/75 [&_a:hover]:text-white [&_span]:text-white"
            items={[{ label: t('common:nav.home'), to: '/' }, { label: t('list.breadcrumb') }]}
          />
          <h1 className="mt-5 max-w-3xl font-display text-4xl font-semibold sm:text-6xl">
            {t('list.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t('list.intro')}</p>
        </Container>
      </section>

      <Container className="grid gap-10 py-10 lg:grid-cols-[17rem_1fr] lg:py-14">
        <aside className="hidden lg:block" aria-label={t('filters.title')}>
          <div className="sticky top-28 rounded-card border border-line bg-white p-6">{panel}</div>
        </aside>

        <section aria-labelledby="activity-results" className="min-w-0 space-y-6">
          <h2 id="activity-results" className="sr-only">
            {t('list.results')}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {t('filters.open')}
              {active ? (
                <span className="ms-0.5 rounded-full bg-ochre-600 px-1.5 text-xs leading-5 text-white">
                  {active}
                </span>
              ) : null}
            </Button>
            <p className="me-auto text-sm text-muted" aria-live="polite">
              {total === undefined
                ? t('list.loading')
                : t('list.found', { count: total, total: formatNumber(total, lang) })}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm text-muted max-sm:sr-only">
                {t('sort.label')}
              </label>
              <select
                id={sortId}
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as ActivitySort })}
                className="h-9 rounded-full border border-line bg-white ps-3.5 pe-8 text-sm font-medium text-ink hover:border-sand-300 focus:border-majorelle-500 focus:ring-2 focus:ring-majorelle-500/20 focus:outline-none"
              >
                {ACTIVITY_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <ActivityResults list={list} page={filters.page} onPage={changePage} onClear={clear} />
        </section>
      </Container>

      <Sheet open={filtersOpen} onOpenChange={setFiltersOpen} title={t('filters.title')}>
        {panel}
        <Button className="mt-6 w-full" onClick={() => setFiltersOpen(false)}>
          {total === undefined ? t('filters.done') : t('filters.show', { count: total })}
        </Button>
      </Sheet>
    </>
  );
}
