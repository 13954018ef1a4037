import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Tv } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatTime } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { useHydrated } from '../../../lib/use-hydrated';
import { liveMatchesQuery } from '../api/soccer';
import { MatchCard } from '../components/match-card';

export const loader = pageLoader(({ queryClient }) => queryClient.prefetchQuery(liveMatchesQuery()));

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('content:soccer.meta.title'),
    description: t('content:soccer.meta.description'),
  }),
};

export function Component() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useQuery(liveMatchesQuery());
  const hydrated = useHydrated();

  return (
    <>
      <PageHero eyebrow={t('soccer.eyebrow')} title={t('soccer.title')}>
        <p>{t('soccer.intro')}</p>
      </PageHero>

      <Container className="py-10 sm:py-14">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-palm-600 opacity-50 motion-reduce:hidden" />
              <span className="relative inline-flex size-2.5 rounded-full bg-palm-600" />
            </span>
            {hydrated && dataUpdatedAt
              ? t('soccer.updated', { time: formatTime(dataUpdatedAt, lang) })
              : t('soccer.refreshes')}
          </p>
          <Button variant="outline" size="sm" onClick={() => refetch()} loading={isFetching}>
            {isFetching ? null : <RefreshCw className="size-4" aria-hidden="true" />}
            {t('soccer.refresh')}
          </Button>
        </div>

        {error && data ? (
          <p role="alert" className="mt-6 rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-700">
            {t('soccer.error', { message: translateMessage(t, error.message) })}
          </p>
        ) : null}

        <div className="mt-8">
          {isPending ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i}>
                  <Skeleton className="h-56 rounded-card" />
                </li>
              ))}
            </ul>
          ) : error && !data ? (
            <LoadFailedState
              icon={<Tv className="size-6" aria-hidden="true" />}
              title={t('soccer.error', { message: translateMessage(t, error.message) })}
              onRetry={() => refetch()}
            />
          ) : data.length === 0 ? (
            <EmptyState
              role="status"
              icon={<Tv className="size-6" aria-hidden="true" />}
              title={t('soccer.empty')}
            >
              {t('soccer.emptyText')}
            </EmptyState>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {data.map((match) => (
                <li key={match.fixture.id}>
                  <MatchCard match={match} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </>
  );
}
