import type { PaymentType } from '@ochre/shared/rules/booking-pricing';
import type { CancellationRules } from '@ochre/shared/rules/cancellation';
import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { CancellationPolicyText } from './cancellation-policy';
import { PaymentTypeChoice } from './payment-type-choice';

/**
 * The foot of a booking form, the same for activities and travel programs:
 * the price summary (kept live for screen readers), the full-or-deposit
 * choice, the cancellation policy in words, the submit button and the
 * reassurance line.
 */
export function BookingCheckout({
  lines,
  totalCents,
  savingsCents = 0,
  depositCents,
  paymentType,
  onPaymentTypeChange,
  cancellation,
  pending,
}: {
  /** What the total is made of: "Adults: $45.00 × 2", then each extra. */
  lines: { label: string; totalCents: number }[];
  totalCents: number;
  savingsCents?: number;
  /** The deposit the business asks for; never more than the total. */
  depositCents: number;
  paymentType: PaymentType;
  onPaymentTypeChange: (value: PaymentType) => void;
  cancellation: CancellationRules;
  pending: boolean;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const total = formatPrice(totalCents / 100, lang);

  return (
    <>
      <dl className="space-y-2 rounded-2xl bg-sand-100 p-4 text-sm" aria-live="polite">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-ink-soft">{line.label}</dt>
            <dd className="text-ink tabular-nums">{formatPrice(line.totalCents / 100, lang)}</dd>
          </div>
        ))}
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
          <dd className="amount" data-testid="booking-total">
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

      <section aria-labelledby="checkout-cancellation" className="space-y-1">
        <h3 id="checkout-cancellation" className="text-sm font-semibold text-ink">
          {t('policy.title')}
        </h3>
        <CancellationPolicyText rules={cancellation} />
      </section>

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
