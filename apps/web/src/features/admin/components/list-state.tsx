import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';

/** What a back-office view shows when its data could not be loaded. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return <LoadFailedState title={t('loadFailed')} onRetry={onRetry} />;
}

/** Loading, failed, empty or the list itself: every back-office list says which. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  empty: { icon: ReactNode; title: string; text?: string; action?: ReactNode };
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={t('common:loading')}>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (isError) return <LoadFailed onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return children;
}
