import type { CaptureResponse } from '@ochre/shared/schemas/orders';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { PaymentCreateFailed, type PaymentTarget, useTestModePayment } from '../api/payments';

/**
 * Test mode (CONTRACT): no PayPal, no money. The button runs the same create
 * and capture calls as PayPal's buttons, and says plainly that nothing is charged.
 */
export function TestModePayment({
  target,
  onPaid,
}: {
  target: PaymentTarget;
  onPaid: (response: CaptureResponse) => void;
}) {
  const { t } = useTranslation('shop');
  const pay = useTestModePayment(target);
  const start = () =>
    pay.mutate(undefined, {
      onSuccess: onPaid,
      onError: (error) =>
        toast.error(
          error instanceof PaymentCreateFailed
            ? translateError(t, error.cause, 'Failed to create PayPal order.', { serverOnly: true })
            : translateError(t, error, 'Payment failed.', { serverOnly: true }),
        ),
    });

  return (
    <div className="space-y-4 rounded-card border-2 border-dashed border-majorelle-500/40 bg-majorelle-500/5 p-5">
      <div className="flex flex-col items-start gap-2">
        <Badge tone="blue" className="shrink-0">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t('payment.testBadge')}
        </Badge>
        <p className="text-sm text-ink-soft">{t('payment.testText')}</p>
      </div>
      <Button size="lg" variant="dark" className="w-full" onClick={start} loading={pay.isPending}>
        {t('payment.testButton')}
      </Button>
    </div>
  );
}
