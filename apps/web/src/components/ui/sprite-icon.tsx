import type { LucideProps } from 'lucide-react';
import { type CSSProperties, forwardRef } from 'react';
import { cn } from '../../lib/cn';

/**
 * What a `lucide-react` icon becomes in the production build (see icon-sprite.ts): the same
 * props, drawn from the sprite. Stroke, fill and size defaults live in the `.i` rule of
 * app.css; a prop given here goes to `style`, as lucide's attributes would have overridden them.
 */
export function spriteIcon(href: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when the icon module loads, as lucide's createLucideIcon is
  return forwardRef<SVGSVGElement, LucideProps>(function SpriteIcon(
    { size, color, strokeWidth, fill, stroke, className, style, children, ...rest },
    ref,
  ) {
    const own: CSSProperties = {
      ...(size === undefined ? {} : { width: size, height: size }),
      ...(color === undefined ? {} : { color }),
      ...(strokeWidth === undefined ? {} : { strokeWidth }),
      ...(fill === undefined ? {} : { fill }),
      ...(stroke === undefined ? {} : { stroke }),
    };
    // As lucide does: an icon nobody labelled is hidden from assistive technology.
    const labelled =
      Boolean(children) || Object.keys(rest).some((key) => key.startsWith('aria-') || key === 'role');
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller labels it (aria-label or a title child), as with lucide
      <svg
        ref={ref}
        className={cn('i', className)}
        style={Object.keys(own).length ? { ...own, ...style } : style}
        aria-hidden={labelled ? undefined : 'true'}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  });
}
