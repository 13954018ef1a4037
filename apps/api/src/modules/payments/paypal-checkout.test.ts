import type { CaptureResponse, Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
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
  });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const newOrder = async (priceCents = 30_00) =>
  placeOrder(t.app, customer.token, [{ product: (await createProduct(t.app, { priceCents })).id, qty: 2 }]);

async function start(order: Order) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/create-paypal-order`,
    headers: bearer(customer.token),
  });
}
const capture = (order: Order, paypalOrderID: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${order._id}/capture-paypal-order`,
    headers: bearer(customer.token),
    payload: { paypalOrderID },
  });
const isPaid = async (order: Order) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, order._id)))[0]!.isPaid;

describe('checkout with PayPal', () => {
  it('gives the browser the client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/config/paypal' });
    expect(json(res)).toEqual({ clientId: 'fake-client-id', mode: 'paypal' });
  });

  it("creates the PayPal order for the server's total, and pays only once the buyer approved", async () => {
    const order = await newOrder();
    const { orderID } = json<{ orderID: string }>(await start(order));
    expect(paypal.orders.get(orderID)?.amount).toMatchObject({ currency_code: 'USD', value: '66.00' });

    const early = await capture(order, orderID);
    expect(early.statusCode).toBe(422);
    expect(json(early)).toEqual({ success: false, message: 'Payment failed. Please try again.' });
    expect(await isPaid(order)).toBe(false);

    paypal.approve(orderID);
    const res = await capture(order, orderID);
    expect(res.statusCode).toBe(200);
    expect(json<CaptureResponse>(res)).toMatchObject({
      message: 'Payment successful!',
      data: { isPaid: true, paymentMethod: 'PayPal', totalPrice: 66 },
    });
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempt).toMatchObject({ provider: 'paypal', status: 'completed', amountCents: 66_00 });
    expect(attempt?.captureId).toBe(paypal.orders.get(orderID)?.capture?.id);
  });

  it('leaves the order unpaid when the card is declined, and lets the buyer try again', async () => {
    const order = await newOrder();
    const { orderID } = json<{ orderID: string }>(await start(order));
    paypal.approve(orderID);
    paypal.refuseNextCapture('INSTRUMENT_DECLINED');
    const declined = await capture(order, orderID);
    expect(declined.statusCode).toBe(402);
    expect(json(declined)).toEqual({ success: false, message: 'Payment failed. Please try again.' });
    expect(await isPaid(order)).toBe(false);

    expect((await capture(order, orderID)).statusCode).toBe(200);
    expect(await isPaid(order)).toBe(true);
  });

  it('does not mark the order paid when PayPal took a different amount', async () => {
    const order = await newOrder();
    const { orderID } = json<{ orderID: string }>(await start(order));
    paypal.approve(orderID);
    paypal.captureAmountOnce('1.00');
    const res = await capture(order, orderID);
    expect(res.statusCode).toBe(402);
    expect(json(res)).toEqual({ success: false, message: 'Payment failed.' });
    expect(await isPaid(order)).toBe(false);
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempt?.status).toBe('failed');
    // The same attempt is never accepted afterwards.
    expect((await capture(order, orderID)).statusCode).toBe(402);
    expect(await isPaid(order)).toBe(false);
  });

  it('survives a PayPal 500 by retrying, and reports an outage without changing the order', async () => {
    const order = await newOrder();
    const { orderID } = json<{ orderID: string }>(await start(order));
    paypal.approve(orderID);
    paypal.failNext('/capture', 3);
    const outage = await capture(order, orderID);
    expect(outage.statusCode).toBe(502);
    expect(json(outage)).toEqual({
      success: false,
      message: 'An error occurred during the PayPal transaction.',
    });
    expect(await isPaid(order)).toBe(false);

    const before = paypal.captures();
    paypal.failNext('/capture', 1);
    expect((await capture(order, orderID)).statusCode).toBe(200);
    expect(paypal.captures() - before).toBe(1);
    expect(await isPaid(order)).toBe(true);
  });

  it('says so when PayPal cannot create the order', async () => {
    const order = await newOrder();
    paypal.failNext('/v2/checkout/orders', 3);
    const res = await start(order);
    expect(res.statusCode).toBe(502);
    expect(json(res)).toEqual({ success: false, message: 'Failed to create PayPal order.' });
  });
});
