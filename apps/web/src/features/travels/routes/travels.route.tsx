import { TRAVEL_SKELETON_CARDS } from '@ochre/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Map as MapIcon, RefreshCw, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/field';
import { Img } from '../../../components/ui/img';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { travelProgramsQuery } from '../api/travels';
import { TravelCard } from '../components/travel-card';
import { searchPrograms } from '../search-programs';

export const loader = pageLoader(async ({ queryClient }) => {
  const loading = queryClient.prefetchQuery(travelProgramsQuery());
  if (import.meta.env.SSR) await loading;
});

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('travel:list.title'),
    description: t('travel:list.description'),
    canonicalPath: '/travels',
    image: '/uploads/demo/travels/sahara-merzouga-hero.webp',
  }),
};

/** SPEC §9: three placeholder cards while the programs load. */
function ProgramsSkeleton() {
  return (
    <div
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      aria-hidden="true"
      data-testid="travels-skeleton"
    >
      {Array.from({ length: TRAVEL_SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-card bg-white shadow-card">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** SPEC §2 Travels: every program, searched in the browser on title or destination. */
export function Component() {
  const { t } = useTranslation('travel');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const programs = useQuery(travelProgramsQuery());
  const shown = programs.data ? searchPrograms(programs.data, deferred) : [];

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <Img
          src="/uploads/demo/travels/sahara-merzouga-hero.webp"
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10" />
        <Container className="py-16 sm:py-24">
          <Breadcrumb
            className="text-white/75 [&_a:hover]:text-white [&_span]:text-white"
            items={[{ label: t('common:nav.home'), to: '/' }, { label: t('list.breadcrumb') }]}
          />
          <h1 className="mt-5 max-w-3xl font-display text-4xl font-semibold sm:text-6xl">
            {t('list.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t('list.intro')}</p>
          <search className="relative mt-8 block max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              {t('list.search')}
            </label>
            <Search
              className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('list.searchPlaceholder')}
              className="h-13 rounded-full ps-12 text-base"
            />
          </search>
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">{t('list.results')}</h2>
        {programs.isPending ? (
          <ProgramsSkeleton />
        ) : !programs.data ? (
          <LoadFailedState
            icon={<RefreshCw className="size-6" />}
            title={t('list.error')}
            onRetry={() => programs.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<MapIcon className="size-6" />}
            title={t('list.empty')}
            action={
              query ? (
                <Button variant="dark" onClick={() => setQuery('')}>
                  {t('list.clear')}
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="mb-6 text-sm text-muted" aria-live="polite">
              {t('list.found', { count: shown.length })}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((program) => (
                <li key={program._id}>
                  <TravelCard program={program} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </>
  );
}
