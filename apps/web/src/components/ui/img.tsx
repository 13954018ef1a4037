import type { ComponentPropsWithoutRef } from 'react';

/** Widths stored next to every uploaded picture (see the API's storage plugin). */
const VARIANT_WIDTHS = [480, 960] as const;

/** srcset for our own WebP uploads; other addresses are used as they are. */
export function srcSetFor(src: string, fullWidth: number): string | undefined {
  if (!/^\/uploads\/.+\.webp$/.test(src)) return undefined;
  const stem = src.slice(0, -'.webp'.length);
  return [
    ...VARIANT_WIDTHS.filter((w) => w < fullWidth).map((w) => `${stem}-${w}.webp ${w}w`),
    `${src} ${fullWidth}w`,
  ].join(', ');
}

interface ImgProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Width of the largest stored version (1600 for landscapes, 1200 for products, 1920 for hero slides). */
  fullWidth?: number;
  /** The page's main picture: load it first instead of lazily. */
  priority?: boolean;
}

/** A sized, lazy, responsive picture: the browser picks the smallest file that fills its box. */
export function Img({ src, alt, width, height, fullWidth = 1600, priority, sizes, ...rest }: ImgProps) {
  return (
    <img
      src={src}
      srcSet={srcSetFor(src, fullWidth)}
      sizes={sizes ?? '(min-width: 1024px) 50vw, 100vw'}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
