import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadFailed } from './list-state';

/**
 * One item opened from a back-office list: the way back, its heading and
 * badges once it is loaded, then its view (a placeholder while it loads, a
 * retry if it failed).
 */
export function DetailFrame<T>({
  query,
  backLabel,
  onBack,
  heading,
  placeholder = 'h-80',
  children,
}: {
  query: UseQueryResult<T>;
  backLabel: string;
  onBack: () => void;
  heading: (item: T) => ReactNode;
  /** The placeholder's height class. */
  placeholder?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card sm:p-7">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {backLabel}
        </Button>
        {query.data ? heading(query.data) : null}
      </div>
      {query.isPending ? (
        <Skeleton className={placeholder} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
