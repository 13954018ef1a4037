import { CircleSlash } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';

/** PAYMENTS_TEST_MODE=0 without PayPal: no way to pay online, and the order or booking is kept. */
export function PaymentsOff() {
  const { t } = useTranslation('shop');
  return (
    <div
      role="note"
      className="flex gap-3 rounded-card border border-line bg-sand-50 p-5 text-sm text-ink-soft"
    >
      <CircleSlash className="mt-0.5 size-5 shrink-0 text-danger-600" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold text-ink">{t('payment.offTitle')}</p>
        <p>{t('payment.offText')}</p>
      </div>
    </div>
  );
}
