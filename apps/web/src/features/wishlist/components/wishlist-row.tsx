import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';

/** One saved item on /wishlist: picture, name, price, what is left, its action and Remove. */
export function WishlistRow({
  href,
  image,
  eyebrow,
  name,
  price,
  originalPrice,
  availability,
  action,
  onRemove,
  removing,
}: {
  href: string;
  image: string | undefined;
  eyebrow: string;
  name: string;
  price: number;
  originalPrice: number | null;
  availability: ReactNode;
  action: ReactNode;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="size-24 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-32"
      >
        {image ? (
          <Img
            src={image}
            alt=""
            width={256}
            height={256}
            sizes="128px"
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="truncate text-xs font-semibold tracking-[0.12em] text-ochre-700 uppercase">
            <bdi>{eyebrow}</bdi>
          </p>
          <h3 className="font-display text-lg leading-snug font-semibold text-ink">
            <Link to={href} className="card-link">
              {name}
            </Link>
          </h3>
          <Price value={price} original={originalPrice} size="sm" />
          {availability}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {action}
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('wishlist.removeNamed', { name })}
          >
            {t('wishlist.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
