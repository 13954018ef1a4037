import type { CaptureResponse } from '@ochre/shared/schemas/orders';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { translateError, useTranslation } from '../../../lib/i18n';
import { capturePayment, createPayment, type PaymentTarget } from '../api/payments';
import { loadPaypalSdk } from '../paypal-sdk';

/**
 * PayPal's own buttons (JS SDK): createOrder and onApprove call our endpoints,
 * so the amount is always the server's. A declined card (402) lets the buyer
 * choose another way to pay without starting over.
 */
export function PaypalButtons({
  clientId,
  target,
  onPaid,
}: {
  clientId: string;
  target: PaymentTarget;
  onPaid: (response: CaptureResponse) => void;
}) {
  const { t } = useTranslation('shop');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ target, onPaid, t });
  latest.current = { target, onPaid, t };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the SDK after a failure
  useEffect(() => {
    let cancelled = false;
    let close: (() => Promise<void>) | undefined;
    setState('loading');
    loadPaypalSdk(clientId)
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        const buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'pill', color: 'gold', label: 'pay', height: 48 },
          createOrder: async () => {
            try {
              return await createPayment(latest.current.target);
            } catch (error) {
              toast.error(
                translateError(latest.current.t, error, 'Failed to create PayPal order.', {
                  serverOnly: true,
                }),
              );
              throw error;
            }
          },
          onApprove: async ({ orderID }, actions) => {
            try {
              latest.current.onPaid(await capturePayment(latest.current.target, orderID));
            } catch (error) {
              if (isApiError(error) && error.status === 402) {
                toast.error(
                  translateError(latest.current.t, error, 'Payment failed. Please try again.', {
                    serverOnly: true,
                  }),
                );
                await actions.restart();
                return;
              }
              toast.error(translateError(latest.current.t, error, 'Payment failed.', { serverOnly: true }));
            }
          },
          onError: () => toast.error(latest.current.t('payment.paypalError')),
        });
        close = () => buttons.close();
        await buttons.render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void close?.().catch(() => {});
    };
  }, [clientId, attempt]);

  return (
    <div className="space-y-3">
      {state === 'loading' ? (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" role="status">
          <Spinner className="size-4" />
          {t('payment.loadingPaypal')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div role="alert" className="space-y-3 rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
          <p>{t('payment.paypalUnavailable')}</p>
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={container} className="min-h-12" />
    </div>
  );
}
