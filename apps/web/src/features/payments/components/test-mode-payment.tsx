import type { CaptureResponse } from '@ochre/shared/schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { capturePayment, createPayment, type PaymentTarget } from '../api/payments';
import { paymentError } from './payment-feedback';

class CreateFailed extends Error {}

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
  const pay = useMutation({
    mutationFn: async () => {
      const paypalOrderID = await createPayment(target).catch((error: unknown) => {
        throw new CreateFailed(paymentError(t, error, 'Failed to create PayPal order.'), { cause: error });
      });
      return capturePayment(target, paypalOrderID);
    },
    onSuccess: onPaid,
    onError: (error) =>
      toast.error(error instanceof CreateFailed ? error.message : paymentError(t, error, 'Payment failed.')),
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
      <Button
        size="lg"
        variant="dark"
        className="w-full"
        onClick={() => pay.mutate()}
        loading={pay.isPending}
      >
        {t('payment.testButton')}
      </Button>
    </div>
  );
}
