import { cn } from '../../lib/cn';

/** A person's picture, or their initials on a warm background. */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (image) {
    return (
      <img src={image} alt="" width={64} height={64} className={cn('rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-ochre-100 text-xs font-semibold text-ochre-800',
        className,
      )}
      aria-hidden="true"
    >
      {initials || '?'}
    </span>
  );
}
