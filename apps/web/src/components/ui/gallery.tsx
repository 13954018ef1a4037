import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { Img } from './img';
import type { LightboxImage } from './lightbox';

const Lightbox = lazy(() => import('./lightbox'));

/**
 * A main picture with thumbnails; the picture opens a keyboard-driven lightbox.
 * The first picture is the page's main image and loads first.
 */
export function Gallery({
  images,
  aspect = 'aspect-[4/3]',
  fullWidth = 1600,
  className,
}: {
  images: LightboxImage[];
  aspect?: string;
  fullWidth?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const image = images[current] ?? images[0];
  if (!image) return null;
  const badge =
    images.length > 1
      ? t('gallery.count', { current: current + 1, total: images.length })
      : t('gallery.zoom');

  return (
    <div className={cn('space-y-3', className)}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn('group media-box w-full rounded-card', aspect)}
        // The name carries the badge's visible text too, so voice control can say what it sees.
        aria-label={`${t('gallery.open', { alt: image.alt })}, ${badge}`}
      >
        <Img
          src={image.src}
          alt={image.alt}
          width={1200}
          height={900}
          fullWidth={fullWidth}
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority={current === 0}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <span className="absolute end-3 bottom-3 icon-line rounded-full bg-ink/70 px-3 py-1.5 text-xs font-medium text-white backdrop-blur">
          <Expand className="size-3.5" aria-hidden="true" />
          {badge}
        </span>
      </button>

      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {images.map((thumb, index) => (
            <li key={thumb.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t('gallery.show', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                className={cn(
                  'block size-20 overflow-hidden rounded-xl border-2 transition-colors sm:size-24',
                  index === current ? 'border-ochre-500' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <Img
                  src={thumb.src}
                  alt=""
                  width={96}
                  height={96}
                  fullWidth={fullWidth}
                  sizes="96px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {open ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={current}
            onClose={() => setOpen(false)}
            onIndexChange={setCurrent}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
