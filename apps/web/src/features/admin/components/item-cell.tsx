import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list row's first cell: the item's name, which opens it, and a line or two
 * about it; with a picture (or the section's icon) before them when `icon` is given.
 */
export function ItemCell({
  name,
  onOpen,
  image,
  icon: Icon,
  portrait = false,
  children,
}: {
  name: ReactNode;
  onOpen: () => void;
  image?: string | null;
  icon?: LucideIcon;
  /** A 3:4 picture (video thumbnails) instead of a square. */
  portrait?: boolean;
  children: ReactNode;
}) {
  const text = (
    <>
      <button
        type="button"
        onClick={onOpen}
        className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
      >
        {name}
      </button>
      {children}
    </>
  );
  if (!Icon) return text;
  const size = portrait ? 'h-16 w-12' : 'size-12';
  return (
    <div className="flex items-center gap-3">
      {image ? (
        <img
          src={image}
          alt=""
          width={48}
          height={portrait ? 64 : 48}
          loading="lazy"
          className={`${size} shrink-0 rounded-lg object-cover`}
        />
      ) : (
        <span
          className={`flex ${size} shrink-0 items-center justify-center rounded-lg bg-sand-100 text-muted`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">{text}</div>
    </div>
  );
}
