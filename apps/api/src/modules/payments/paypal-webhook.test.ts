import type { Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal, VALID_SIGNATURE } from '../../../test/helpers/fake-paypal';
import { placeOrder } from '../../../test/helpers/orders';
import { orders, payments } from '../../db/schema/commerce';

let paypal: FakePaypal;
let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
  });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

/** An order whose capture PayPal held for review: the buyer is told, the order is not paid yet. */
async function pendingOrder(): Promise<{ order: Order; paypalOrderId: string; captureId: string }> {
  const order = await placeOrder(t.app, customer.token, [
    { product: (await createProduct(t.app, { priceCents: 40_00 })).id, qty: 1 },
  ]);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/create-paypal-order`,
    headers: bearer(customer.token),
  });
  const paypalOrderId = json<{ orderID: string }>(started).orderID;
  paypal.approve(paypalOrderId);
  paypal.pendNextCapture();
  const capture = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${order._id}/capture-paypal-order`,
    headers: bearer(customer.token),
    payload: { paypalOrderID: paypalOrderId },
  });
  expect(capture.statusCode).toBe(402);
  expect(json(capture)).toMatchObject({
    message: 'PayPal is reviewing this payment. We will confirm your order by e-mail as soon as it clears.',
  });
  return { order, paypalOrderId, captureId: paypal.orders.get(paypalOrderId)!.capture!.id };
}

const deliver = (event: object, signature = VALID_SIGNATURE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook',
    headers: {
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': signature,
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-auth-algo': 'SHA256withRSA',
    },
    payload: event,
  });

const captureEvent = (type: string, paypalOrderId: string, captureId: string, value: string) => ({
  id: `WH-${captureId}`,
  event_version: '1.0',
  create_time: new Date().toISOString(),
  resource_type: 'capture',
  event_type: type,
  summary: `Payment ${type.split('.').at(-1)?.toLowerCase()}`,
  resource: {
    id: captureId,
    status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
    amount: { currency_code: 'USD', value },
    supplementary_data: { related_ids: { order_id: paypalOrderId } },
  },
});

const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attempts = async (orderId: string) =>
  t.app.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('PayPal webhooks', () => {
  it('pays an order whose capture clears after review, once, however often PayPal delivers', async () => {
    const { order, paypalOrderId, captureId } = await pendingOrder();
    expect((await orderRow(order._id)).isPaid).toBe(false);
    expect((await attempts(order._id)).map((a) => a.status)).toEqual(['pending']);

    const event = captureEvent(
      'PAYMENT.CAPTURE.COMPLETED',
      paypalOrderId,
      captureId,
      order.totalPrice.toFixed(2),
    );
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ success: true, outcome: 'paid' });
    expect((await orderRow(order._id)).isPaid).toBe(true);

    const replay = await deliver(event);
    expect(json(replay)).toEqual({ success: true, outcome: 'ignored' });
    expect((await attempts(order._id)).map((a) => a.status)).toEqual(['completed']);
  });

  it('refuses a delivery whose signature PayPal does not confirm, and changes nothing', async () => {
    const { order, paypalOrderId, captureId } = await pendingOrder();
    const res = await deliver(
      captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, captureId, order.totalPrice.toFixed(2)),
      'forged',
    );
    expect(res.statusCode).toBe(400);
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });

  it('does not pay an order with a capture for another amount', async () => {
    const { order, paypalOrderId, captureId } = await pendingOrder();
    const res = await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, captureId, '1.00'));
    expect(json(res)).toEqual({ success: true, outcome: 'ignored' });
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });

  it('closes the attempt when PayPal denies the payment after review', async () => {
    const { order, paypalOrderId, captureId } = await pendingOrder();
    await deliver(
      captureEvent('PAYMENT.CAPTURE.DENIED', paypalOrderId, captureId, order.totalPrice.toFixed(2)),
    );
    expect((await attempts(order._id)).map((a) => a.status)).toEqual(['failed']);
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });

  it('ignores events it does not act on and refuses malformed ones', async () => {
    expect(json(await deliver({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} }))).toEqual({
      success: true,
      outcome: 'ignored',
    });
    const malformed = await deliver({ nothing: true });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('without PAYPAL_WEBHOOK_ID', () => {
  it('has no webhook endpoint', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
