import { discountPercent } from '@ochre/shared/rules/discount';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useLang, useTranslation } from '../../lib/i18n';

/** A price in dollars, with the former price struck through when it was higher. */
export function Price({
  value,
  original,
  className,
  size = 'md',
}: {
  value: number;
  original?: number | null;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const reduced = original != null && original > value;
  return (
    <span className={cn('price-line', className)}>
      <span className={cn('amount', size === 'lg' ? 'text-3xl' : size === 'sm' ? 'text-base' : 'text-xl')}>
        {formatPrice(value, lang)}
      </span>
      {reduced ? (
        <>
          <span className="sr-only">{t('price.was')}</span>
          <s className={cn('was-price', size === 'lg' && 'text-lg')}>{formatPrice(original, lang)}</s>
        </>
      ) : null}
    </span>
  );
}

/** "-25%" when the original price is higher (SPEC §5). */
export function DiscountBadge({
  price,
  original,
  className,
}: {
  price: number;
  original?: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const percent = discountPercent(price, original);
  if (percent === null) return null;
  return (
    // "-20%" keeps its sign in front in right-to-left pages too.
    <span dir="ltr" className={cn('discount-badge', className)}>
      {t('price.off', { percent })}
    </span>
  );
}
