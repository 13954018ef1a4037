import { useQuery } from '@tanstack/react-query';
import { CircleSlash, FlaskConical } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { paymentConfigQuery } from '../api/payments';

/**
 * For the back office: a banner while the site takes no real money, either because test
 * payments stand in for PayPal or because online payment is off (CONTRACT: PAYMENTS_TEST_MODE).
 */
export function PaymentModeNotice({ className }: { className?: string }) {
  const { t } = useTranslation('shop');
  const { data } = useQuery(paymentConfigQuery());
  if (!data || data.mode === 'paypal') return null;
  const off = data.mode === 'off';
  const Icon = off ? CircleSlash : FlaskConical;
  return (
    <div
      role="note"
      className={cn(
        'flex gap-3 rounded-2xl border p-4 text-sm',
        off
          ? 'border-danger-600/30 bg-danger-50 text-danger-700'
          : 'border-ochre-300 bg-ochre-50 text-ochre-800',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t(off ? 'payment.adminOffTitle' : 'payment.adminTestTitle')}</p>
        <p className="mt-1">{t(off ? 'payment.adminOffText' : 'payment.adminTestText')}</p>
      </div>
    </div>
  );
}
