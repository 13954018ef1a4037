import type { PaymentType } from '@ochre/shared/rules/booking-pricing';
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { PaymentTypeChoice } from './payment-type-choice';

/**
 * The foot of a booking form, the same for activities and travel programs:
 * the price summary (kept live for screen readers), the full-or-deposit
 * choice, the submit button and the reassurance line.
 */
export function BookingCheckout({
  lineLabel,
  totalCents,
  savingsCents = 0,
  depositCents,
  paymentType,
  onPaymentTypeChange,
  pending,
}: {
  /** "$45.00 × 2 persons": what the total is made of. */
  lineLabel: string;
  totalCents: number;
  savingsCents?: number;
  /** The deposit the business asks for; never more than the total. */
  depositCents: number;
  paymentType: PaymentType;
  onPaymentTypeChange: (value: PaymentType) => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const total = formatPrice(totalCents / 100, lang);

  return (
    <>
      <dl className="space-y-2 rounded-2xl bg-sand-100 p-4 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{lineLabel}</dt>
          <dd className="text-ink tabular-nums">{total}</dd>
        </div>
        {savingsCents > 0 ? (
          <div className="flex justify-between gap-4 text-palm-700">
            <dt>{t('summary.savings')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="savings">
              −{formatPrice(savingsCents / 100, lang)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
          <dt className="font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="booking-total">
            {total}
          </dd>
        </div>
      </dl>

      <PaymentTypeChoice
        value={paymentType}
        onChange={onPaymentTypeChange}
        total={totalCents / 100}
        deposit={Math.min(depositCents, totalCents) / 100}
      />

      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {paymentType === 'partial' ? t('form.submitDeposit') : t('form.submit')}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted">
        <LockKeyhole className="size-3.5" aria-hidden="true" />
        {t('form.reassurance')}
      </p>
    </>
  );
}
