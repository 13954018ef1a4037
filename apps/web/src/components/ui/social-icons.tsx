import type { SVGProps } from 'react';
import sprite from './brand-icons.svg?no-inline';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * A brand mark for a social link (simplified, single-colour, decorative: the link carries the name),
 * drawn from a cacheable sprite rather than written out in every page, twice on some.
 */
function BrandIcon({ id, ...props }: IconProps & { id: string }) {
  return (
    <svg fill="currentColor" aria-hidden="true" {...props}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}

export const InstagramIcon = (props: IconProps) => <BrandIcon id="instagram" {...props} />;
export const FacebookIcon = (props: IconProps) => <BrandIcon id="facebook" {...props} />;
export const YoutubeIcon = (props: IconProps) => <BrandIcon id="youtube" {...props} />;
export const XIcon = (props: IconProps) => <BrandIcon id="x" {...props} />;
