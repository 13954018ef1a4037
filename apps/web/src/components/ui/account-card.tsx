import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';
import { Link } from './link';
import { LoadFailedState } from './load-failed-state';
import { Skeleton } from './skeleton';

/** A titled panel inside an account tab. */
export function AccountCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1.5 text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * A list in an account tab as it loads: placeholders, then a failure with
 * Retry, an empty state leading to the catalogue, or the items.
 */
export function AccountListState<T>({
  query,
  placeholder,
  failed,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[]; refetch: () => unknown };
  /** The height class of a placeholder row (`h-24`). */
  placeholder: string;
  failed: string;
  empty: { icon: ReactNode; title: string; text: string; to: string; label: string };
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className={placeholder} />
        <Skeleton className={placeholder} />
      </div>
    );
  }
  if (query.isError || !query.data) return <LoadFailedState title={failed} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        action={
          <Link to={empty.to} className={buttonClasses('primary')}>
            {empty.label}
          </Link>
        }
      >
        {empty.text}
      </EmptyState>
    );
  }
  return children(query.data);
}
