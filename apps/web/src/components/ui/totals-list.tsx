import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useLang, useTranslation } from '../../lib/i18n';

/** Subtotal, shipping, tax and total, in dollars with two decimals. */
export function TotalsList({
  subtotal,
  shipping,
  tax,
  total,
  taxRate,
  className,
}: {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  /** Shown beside "Tax" when known, e.g. 0.08 → "Tax (8%)". */
  taxRate?: number;
  className?: string;
}) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const money = (value: number) => formatPrice(value, lang);
  const row = 'flex items-center justify-between gap-4';
  return (
    <dl className={cn('space-y-3 text-[0.9375rem]', className)}>
      <div className={row}>
        <dt className="text-muted">{t('totals.subtotal')}</dt>
        <dd className="font-medium text-ink tabular-nums">{money(subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('totals.shipping')}</dt>
        <dd className={cn('font-medium tabular-nums', shipping === 0 ? 'text-palm-700' : 'text-ink')}>
          {shipping === 0 ? t('totals.free') : money(shipping)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">
          {taxRate === undefined
            ? t('totals.tax')
            : t('totals.taxRate', { percent: Math.round(taxRate * 100) })}
        </dt>
        <dd className="font-medium text-ink tabular-nums">{money(tax)}</dd>
      </div>
      <div className={cn(row, 'border-t border-line pt-4')}>
        <dt className="text-base font-semibold text-ink">{t('totals.total')}</dt>
        <dd className="text-xl amount" data-testid="order-total">
          {money(total)}
        </dd>
      </div>
    </dl>
  );
}
