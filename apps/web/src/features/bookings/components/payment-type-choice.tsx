import type { PaymentType } from '@ochre/shared/rules/booking-pricing';
import { CircleCheck, Wallet } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/**
 * SPEC §3 Payment types: pay everything now, or a deposit now and the rest
 * later (SPEC §9: $10.00 for activities, $15.00 for travel and payment links).
 */
export function PaymentTypeChoice({
  value,
  onChange,
  total,
  deposit,
  disabled,
}: {
  value: PaymentType;
  onChange: (value: PaymentType) => void;
  /** Dollars owed in full. */
  total: number;
  /** Dollars charged as the deposit. */
  deposit: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const name = useId();
  const options = [
    {
      type: 'full' as const,
      icon: CircleCheck,
      title: t('payment.full'),
      amount: formatPrice(total, lang),
      note: t('payment.fullNote'),
    },
    {
      type: 'partial' as const,
      icon: Wallet,
      title: t('payment.partial'),
      amount: formatPrice(deposit, lang),
      note: t('payment.partialNote', { rest: formatPrice(Math.max(0, total - deposit), lang) }),
    },
  ];
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{t('payment.legend')}</legend>
      {options.map(({ type, icon: Icon, title, amount, note }) => (
        <label
          key={type}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500',
            value === type ? 'border-ochre-500 bg-ochre-50/70' : 'border-line bg-white hover:border-sand-300',
          )}
        >
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="mt-1 size-4 accent-ochre-600"
          />
          <Icon
            className={cn('mt-0.5 size-5 shrink-0', value === type ? 'text-ochre-600' : 'text-muted')}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-ink">{title}</span>
              <span className="amount">{amount}</span>
            </span>
            <span className="mt-0.5 block text-sm text-muted">{note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
