import type { Order } from '@ochre/shared/schemas/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { orderFor, reserveActivity } from '../../../test/helpers/bookings';
import { createActivity, createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
import { placeOrder } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import {
  approvedPayment,
  captureEvent,
  capturePayment,
  deliverWebhook,
  paypalEnv,
} from '../../../test/helpers/paypal-checkout';
import { products } from '../../db/schema/catalog';
import { activityReservations, orders, payments, refunds } from '../../db/schema/commerce';
import { siteRepository } from '../site/repository';
import { RECONCILE_PAYMENTS } from './reconcile-job';

let paypal: FakePaypal;
let t: TestApp;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp(paypalEnv(paypal, true));
  await siteRepository.upsertSettingsSection(t.app.db, 'general', {
    siteName: 'Ochre',
    contactEmail: 'team@ochre.test',
  });
  customer = await createUser(t.app);
  other = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (orderId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const refundsOf = (orderId: string) => t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const stockOf = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;

async function tick(queue: string) {
  await t.app.jobs.send(queue, {});
  return t.app.jobs.runDue(queue);
}

/**
 * The capture request never reached PayPal (three 500s), the reconciler found
 * the PayPal order uncaptured and released the hold: the order is expired, its
 * stock back on sale. Answers PayPal's order id.
 */
async function abandonedAfterApproval(order: Order): Promise<string> {
  const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
  paypal.failNext('/capture', 3);
  expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(502);
  await t.app.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, order._id));
  await t.app.db
    .update(payments)
    .set({ reconcileAt: sql`now() - interval '1 second'` })
    .where(eq(payments.orderId, order._id));
  await tick(RECONCILE_PAYMENTS);
  expect(await orderRow(order._id)).toMatchObject({ status: 'expired', stockHeld: false });
  return paypalOrderId;
}

/** PayPal completes the capture after all and says so by webhook. */
async function moneyArrives(order: Order, paypalOrderId: string) {
  const capture = paypal.captureNow(paypalOrderId);
  const res = await deliverWebhook(
    t.app,
    captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, capture.id, order.totalPrice.toFixed(2)),
  );
  expect(res.statusCode).toBe(200);
  return capture;
}

describe('money that arrives late never oversells', () => {
  it('takes the stock again when it is still there, and pays the order', async () => {
    const lamp = await createProduct(t.app, { priceCents: 40_00, countInStock: 1 });
    const order = await placeOrder(t.app, customer.token, [{ product: lamp.id, qty: 1 }]);
    const paypalOrderId = await abandonedAfterApproval(order);
    expect(await stockOf(lamp.id)).toBe(1);

    await moneyArrives(order, paypalOrderId);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: true, status: 'paid', stockHeld: true });
    expect(await stockOf(lamp.id)).toBe(0);
    expect(await refundsOf(order._id)).toEqual([]);
  });

  it('refunds in full when the stock is gone, and tells the customer and the back office', async () => {
    const lamp = await createProduct(t.app, { priceCents: 40_00, countInStock: 1 });
    const order = await placeOrder(t.app, customer.token, [{ product: lamp.id, qty: 1 }]);
    const paypalOrderId = await abandonedAfterApproval(order);
    // Someone else buys the last one meanwhile.
    const theirs = await placeOrder(t.app, other.token, [{ product: lamp.id, qty: 1 }]);
    expect(await stockOf(lamp.id)).toBe(0);

    const capture = await moneyArrives(order, paypalOrderId);
    expect(await stockOf(lamp.id)).toBe(0);
    const total = Math.round(order.totalPrice * 100);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: false, refundedCents: total });
    expect(await orderRow(theirs._id)).toMatchObject({ stockHeld: true });
    expect((await attemptOf(order._id)).status).toBe('refunded');
    const [refund] = await refundsOf(order._id);
    expect(refund).toMatchObject({ status: 'completed', amountCents: total, createdBy: null });
    expect(paypal.refunds).toContainEqual(
      expect.objectContaining({ id: refund!.providerRefundId, captureId: capture.id }),
    );
    const refundCall = paypal.requests.find((r) => r.path === `/v2/payments/captures/${capture.id}/refund`);
    expect(refundCall?.requestId).toBe(refund!.requestId);

    await waitForEmail(t.config.outboxDir, (m) => m.includes(`refunded for order ${order.orderNumber}`));
    await waitForEmail(
      t.config.outboxDir,
      (m) =>
        m.includes('To: team@ochre.test') &&
        m.includes(`Late payment refunded for order ${order.orderNumber}`),
    );
    // The customer and the back office see it.
    const mine = json<{ data: Order }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(customer.token) }),
    ).data;
    expect(mine).toMatchObject({ isPaid: false, refundedAmount: order.totalPrice });
    expect(mine.refunds).toEqual([
      expect.objectContaining({ amount: order.totalPrice, automatic: true, status: 'completed' }),
    ]);

    // PayPal delivering again refunds nothing more.
    await deliverWebhook(
      t.app,
      captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, capture.id, order.totalPrice.toFixed(2)),
    );
    expect(paypal.refunds.filter((r) => r.captureId === capture.id)).toHaveLength(1);
  });

  it('refunds money for a reservation that staff cancelled while PayPal reviewed the payment', async () => {
    const activity = await createActivity(t.app, { priceCents: 30_00, capacityPerDate: 10 });
    const reservation = await reserveActivity(t.app, customer.token, activity.id);
    const order = await orderFor(t.app, customer.token, reservation, false);
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.pendNextCapture();
    expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(402);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/cancel`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);

    paypal.settlePending(paypalOrderId, 'COMPLETED');
    await t.app.db
      .update(payments)
      .set({ reconcileAt: sql`now() - interval '1 second'` })
      .where(eq(payments.orderId, order._id));
    await tick(RECONCILE_PAYMENTS);
    expect(await orderRow(order._id)).toMatchObject({
      isPaid: false,
      status: 'cancelled',
      refundedCents: 60_00,
    });
    const [row] = await t.app.db
      .select()
      .from(activityReservations)
      .where(eq(activityReservations.id, reservation._id));
    expect(row).toMatchObject({ status: 'cancelled', paidCents: 0, paymentStatus: 'pending' });
    expect((await refundsOf(order._id)).map((r) => r.status)).toEqual(['completed']);
  });

  it('refunds a second capture of an order already paid', async () => {
    const lamp = await createProduct(t.app, { priceCents: 10_00, countInStock: 5 });
    const order = await placeOrder(t.app, customer.token, [{ product: lamp.id, qty: 1 }]);
    const first = await approvedPayment(t.app, paypal, customer.token, order._id);
    const second = await approvedPayment(t.app, paypal, customer.token, order._id);
    expect((await capturePayment(t.app, customer.token, order._id, first)).statusCode).toBe(200);
    await moneyArrives(order, second);
    expect(await orderRow(order._id)).toMatchObject({
      isPaid: true,
      refundedCents: Math.round(order.totalPrice * 100),
    });
    expect(await stockOf(lamp.id)).toBe(4);
    // The payment that counts can still be refunded in full.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds`,
      headers: bearer(admin.token),
      payload: { amount: order.totalPrice, reason: 'Changed their mind', idempotencyKey: 'key-double-1' },
    });
    expect(refund.statusCode).toBe(201);
  });
});
