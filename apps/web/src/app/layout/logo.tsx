import { Link } from '../../components/ui/link';
import { cn } from '../../lib/cn';

/** The Ochre wordmark: a horseshoe arch and the name. */
export function Logo({
  name,
  className,
  inverted,
}: {
  name: string;
  className?: string;
  inverted?: boolean;
}) {
  return (
    <Link to="/" className={cn('group inline-flex items-center gap-2.5', className)} aria-label={name}>
      <svg viewBox="0 0 32 36" className="h-8 w-7 shrink-0" aria-hidden="true">
        <path
          d="M16 1C7.7 1 1 7.7 1 16v19h30V16C31 7.7 24.3 1 16 1Z"
          className="fill-ochre-600 transition-colors group-hover:fill-ochre-500"
        />
        <path
          d="M16 8.5c-4.4 0-8 3.6-8 8V35h16V16.5c0-4.4-3.6-8-8-8Z"
          className={inverted ? 'fill-ink' : 'fill-sand-50'}
        />
        <circle cx="16" cy="22" r="3" className="fill-ochre-600" />
      </svg>
      <span
        className={cn(
          'font-display text-2xl font-semibold tracking-tight',
          inverted ? 'text-white' : 'text-ink',
        )}
      >
        {name}
      </span>
    </Link>
  );
}
