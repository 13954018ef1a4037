import { cn } from '../../lib/cn';

/** A placeholder block while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-xl bg-sand-200/80', className)} aria-hidden="true" />;
}
