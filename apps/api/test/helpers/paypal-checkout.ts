import type { FastifyInstance } from 'fastify';
import { bearer } from './app';
import type { FakePaypal } from './fake-paypal';
import { VALID_SIGNATURE } from './fake-paypal';

/** The app configured against the fake PayPal (webhooks too when `webhooks`). */
export const paypalEnv = (paypal: FakePaypal, webhooks = false): Record<string, string> => ({
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_API_BASE: paypal.url,
  ...(webhooks ? { PAYPAL_WEBHOOK_ID: paypal.webhookId } : {}),
});

/** Opens a PayPal order for our order and has the buyer approve it; answers PayPal's order id. */
export async function approvedPayment(
  app: FastifyInstance,
  paypal: FakePaypal,
  token: string,
  orderId: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/create-paypal-order`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`Payment refused: ${res.statusCode} ${res.body}`);
  const { orderID } = res.json() as { orderID: string };
  paypal.approve(orderID);
  return orderID;
}

export const capturePayment = (app: FastifyInstance, token: string, orderId: string, paypalOrderID: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/capture-paypal-order`,
    headers: bearer(token),
    payload: { paypalOrderID },
  });

/** A PayPal capture webhook event, as PayPal sends it. */
export const captureEvent = (type: string, paypalOrderId: string, captureId: string, value: string) => ({
  id: `WH-${captureId}`,
  event_version: '1.0',
  create_time: new Date().toISOString(),
  resource_type: 'capture',
  event_type: type,
  resource: {
    id: captureId,
    status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
    amount: { currency_code: 'USD', value },
    supplementary_data: { related_ids: { order_id: paypalOrderId } },
  },
});

/** Delivers a webhook event with a signature the fake PayPal confirms. */
export const deliverWebhook = (app: FastifyInstance, event: object) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook',
    headers: {
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': VALID_SIGNATURE,
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-auth-algo': 'SHA256withRSA',
    },
    payload: event,
  });
