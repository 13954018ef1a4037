import type { CaptureResponse } from '@ochre/shared/schemas/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { orderKeys } from '../api/orders';
import { type PaymentTarget, paymentConfigQuery } from '../api/payments';
import { ChargedInDollars } from './charged-in-dollars';
import { PaymentsOff } from './payments-off';
import { PaypalButtons } from './paypal-buttons';
import { TestModePayment } from './test-mode-payment';

/**
 * The payment area for any order (shop, activity, travel): PayPal's buttons
 * when PayPal is configured, the clearly labelled test-mode button otherwise,
 * or why online payment is unavailable when test payments are switched off.
 * Pass the order id (signed-in owner) or the payment-link token.
 */
export function PaymentButton({
  target,
  amount,
  onPaid,
  className,
}: {
  target: PaymentTarget;
  /** What this payment charges, in US dollars: said plainly beside the button. */
  amount: number;
  /** After the payment went through (the order queries are refreshed either way). */
  onPaid?: (response: CaptureResponse) => void;
  className?: string;
}) {
  const { t } = useTranslation('shop');
  const queryClient = useQueryClient();
  const config = useQuery(paymentConfigQuery());

  const paid = (response: CaptureResponse) => {
    toast.success(t('payment.success'));
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    onPaid?.(response);
  };

  return (
    <div className={cn('space-y-4', className)}>
      <ChargedInDollars amount={amount} />
      {config.isPending ? (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" role="status">
          <Spinner className="size-4" />
          {t('payment.loading')}
        </p>
      ) : config.isError ? (
        <div role="alert" className="space-y-3 rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
          <p>{t('payment.configFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => config.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : config.data.mode === 'paypal' ? (
        <PaypalButtons clientId={config.data.clientId} target={target} onPaid={paid} />
      ) : config.data.mode === 'off' ? (
        <PaymentsOff />
      ) : (
        <TestModePayment target={target} onPaid={paid} />
      )}
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        {t('payment.secure')}
      </p>
    </div>
  );
}
