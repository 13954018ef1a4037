import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A calm message where a list has nothing to show, or failed to load, with what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
  role,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-line bg-white/60 px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-sand-100 text-ochre-600">
          {icon}
        </div>
      ) : null}
      <p className="font-display text-xl font-semibold text-ink">{title}</p>
      {children ? <div className="mt-2 max-w-md text-muted">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
