import { ACTIVITY_SKELETON_CARDS } from '@ochre/shared/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { Compass, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import type { ActivityCardList } from '../api/activities';
import { ActivityCard } from './activity-card';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** SPEC §9: six placeholder cards while the list loads. */
export function ActivitiesSkeleton() {
  return (
    <div className={GRID} aria-hidden="true" data-testid="activities-skeleton">
      {Array.from({ length: ACTIVITY_SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-card bg-white shadow-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-12 w-full" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-7 w-20" />
              <Skeleton className="h-9 w-24 rounded-full" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list's loading, error and empty states, or its activities and pages. */
export function ActivityResults({
  list,
  page,
  onPage,
  onClear,
}: {
  list: UseQueryResult<ActivityCardList>;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('booking');
  const { data } = list;

  if (list.isPending) return <ActivitiesSkeleton />;
  if (!data) {
    return (
      <LoadFailedState
        icon={<RefreshCw className="size-6" />}
        title={t('list.error')}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (data.activities.length === 0) {
    return (
      <EmptyState
        icon={<Compass className="size-6" />}
        title={t('list.empty')}
        action={
          <Button variant="dark" onClick={onClear}>
            {t('list.clearFilters')}
          </Button>
        }
      >
        {t('list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <div
      aria-busy={list.isFetching}
      className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
    >
      <ul className={GRID}>
        {data.activities.map((activity) => (
          <li key={activity._id} className="flex">
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={data.pagination.pages} onChange={onPage} className="mt-10" />
    </div>
  );
}
