import { idParams } from '@ochre/shared/schemas/common';
import {
  type CaptureResponse,
  capturePaymentBody,
  type Order,
  paymentTokenParams,
} from '@ochre/shared/schemas/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { OrderPayments } from './order-payments';
import { PAYMENT_MESSAGES } from './payment-errors';
import type { PaymentsService } from './service';

const webhookHeaders = z.object({
  'paypal-transmission-id': z.string().min(1).max(200),
  'paypal-transmission-time': z.string().min(1).max(100),
  'paypal-transmission-sig': z.string().min(1).max(2000),
  'paypal-cert-url': z.url().max(500),
  'paypal-auth-algo': z.string().min(1).max(100),
});
const webhookBody = z.looseObject({ id: z.string().min(1).max(200), event_type: z.string().min(1).max(200) });

/**
 * SPEC §7 payment endpoints, for every kind of order: by order id for its
 * signed-in owner, or by payment token for whoever holds the link.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  { payments, orderPayments }: { payments: PaymentsService; orderPayments: OrderPayments },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: 30, timeWindow: 60_000 } };

  const paid = (order: Order): CaptureResponse => ({
    success: true,
    message: PAYMENT_MESSAGES.success,
    order: { _id: order._id, orderNumber: order.orderNumber, isPaid: order.isPaid, paidAt: order.paidAt },
    data: order,
  });

  r.get('/orders/config/paypal', async () => payments.config());

  if (payments.acceptsWebhooks) {
    // PayPal's deliveries: answered 2xx once handled, so it stops retrying; a bad signature is refused.
    r.post(
      '/payments/paypal/webhook',
      { schema: { headers: webhookHeaders, body: webhookBody } },
      async (request) => {
        const h = request.headers;
        const outcome = await payments.receiveWebhook({
          transmissionId: h['paypal-transmission-id'],
          transmissionTime: h['paypal-transmission-time'],
          transmissionSig: h['paypal-transmission-sig'],
          certUrl: h['paypal-cert-url'],
          authAlgo: h['paypal-auth-algo'],
          event: request.body,
        });
        return { success: true, outcome };
      },
    );
  }

  r.post(
    '/orders/:id/create-paypal-order',
    { onRequest: app.requireUser, schema: { params: idParams }, config: limited },
    async (request) => ({
      success: true,
      ...(await orderPayments.start(currentUser(request), request.params.id)),
    }),
  );

  const captureById = {
    onRequest: app.requireUser,
    schema: { params: idParams, body: capturePaymentBody },
    config: limited,
  };
  r.put('/orders/:id/capture-paypal-order', captureById, async (request) =>
    paid(await orderPayments.capture(currentUser(request), request.params.id, request.body.paypalOrderID)),
  );
  // The older client's "mark paid" call: it pays only through the same verified capture.
  r.put('/orders/:id/pay', captureById, async (request) =>
    paid(await orderPayments.capture(currentUser(request), request.params.id, request.body.paypalOrderID)),
  );

  r.post(
    '/orders/payment/:token/create-paypal-order',
    { schema: { params: paymentTokenParams }, config: limited },
    async (request) => ({ success: true, ...(await orderPayments.startByLink(request.params.token)) }),
  );

  r.put(
    '/orders/payment/:token/capture-paypal-order',
    { schema: { params: paymentTokenParams, body: capturePaymentBody }, config: limited },
    async (request) =>
      paid(await orderPayments.captureByLink(request.params.token, request.body.paypalOrderID)),
  );
}
