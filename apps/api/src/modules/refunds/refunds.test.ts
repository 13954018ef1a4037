import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  daysFromNow,
  orderFor,
  payOrder as payReservationOrder,
  reserveActivity,
} from '../../../test/helpers/bookings';
import { createActivity, createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
import { makeJobsDue } from '../../../test/helpers/jobs';
import { placeOrder } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import { approvedPayment, capturePayment, paypalEnv } from '../../../test/helpers/paypal-checkout';
import { orders, refunds } from '../../db/schema/commerce';
import { newId } from '../../lib/ids';
import { SEND_REFUND } from './service';

let paypal: FakePaypal;
let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp(paypalEnv(paypal));
  customer = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function paidOrder(priceCents = 50_00): Promise<{ order: Order; captureId: string }> {
  const product = await createProduct(t.app, { priceCents, countInStock: 5 });
  const order = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
  const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
  expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(200);
  return { order, captureId: paypal.orders.get(paypalOrderId)!.capture!.id };
}

const refund = (orderId: string, body: object, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: bearer(token),
    payload: { reason: 'Damaged in transit', idempotencyKey: newId(), ...body },
  });
const refundsOf = (orderId: string) => t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const refundedAtPaypal = (captureId: string) =>
  paypal.refunds.filter((r) => r.captureId === captureId).reduce((sum, r) => sum + Number(r.amount.value), 0);

describe('refunds from the back office through PayPal', () => {
  it('refunds part of a paid order, recorded with PayPal’s id and shown to the customer', async () => {
    const { order, captureId } = await paidOrder();
    const key = newId();
    const res = await refund(order._id, { amount: 20, idempotencyKey: key });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: Order }>(res);
    expect(body.message).toBe('Refund completed. The customer has been told.');
    expect(body.data).toMatchObject({ refundedAmount: 20, isPaid: true });

    const [row] = await refundsOf(order._id);
    expect(row).toMatchObject({ status: 'completed', amountCents: 20_00, createdBy: admin.id });
    expect(paypal.refunds).toContainEqual(
      expect.objectContaining({
        id: row!.providerRefundId,
        captureId,
        amount: { currency_code: 'USD', value: '20.00' },
      }),
    );
    const call = paypal.requests.find((r) => r.path === `/v2/payments/captures/${captureId}/refund`);
    expect(call?.requestId).toBe(`admin:${key}`);

    const mine = json<{ data: Order }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(customer.token) }),
    ).data;
    expect(mine.refunds).toEqual([
      expect.objectContaining({
        amount: 20,
        reason: 'Damaged in transit',
        status: 'completed',
        automatic: false,
      }),
    ]);
    const list = json<{ data: Order[] }>(
      await t.app.inject({ method: 'GET', url: '/api/orders/myorders', headers: bearer(customer.token) }),
    ).data;
    expect(list.find((o) => o._id === order._id)?.refundedAmount).toBe(20);
    await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`$20.00 refunded for order ${order.orderNumber}`),
    );
  });

  it('gives the money back once when the same request is retried', async () => {
    const { order, captureId } = await paidOrder();
    const key = newId();
    const first = await refund(order._id, { amount: 10, idempotencyKey: key });
    const again = await refund(order._id, { amount: 10, idempotencyKey: key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(refundedAtPaypal(captureId)).toBe(10);
  });

  it('never refunds more than was taken, however many clicks arrive at once', async () => {
    const { order, captureId } = await paidOrder();
    const total = order.totalPrice;
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => refund(order._id, { amount: total - 1 })),
    );
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(json(clicks.find((c) => c.statusCode === 409)!)).toMatchObject({
      message: 'At most $1.00 can still be refunded.',
    });
    expect(refundedAtPaypal(captureId)).toBeCloseTo(total - 1);
    expect((await refund(order._id, { amount: 1 })).statusCode).toBe(201);
    const rest = await refund(order._id, { amount: 0.01 });
    expect(rest.statusCode).toBe(409);
    expect(json(rest)).toMatchObject({ message: 'At most $0.00 can still be refunded.' });
    expect(refundedAtPaypal(captureId)).toBeCloseTo(total);
  });

  it('refuses unpaid orders, bad amounts, and non-admins', async () => {
    const product = await createProduct(t.app, { priceCents: 5_00 });
    const unpaid = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
    const res = await refund(unpaid._id, { amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'Only a paid order can be refunded.' });

    const { order } = await paidOrder();
    expect((await refund(order._id, { amount: 0 })).statusCode).toBe(400);
    expect((await refund(order._id, { amount: 5, reason: ' ' })).statusCode).toBe(400);
    expect((await refund(order._id, { amount: 5 }, customer.token)).statusCode).toBe(403);
    expect((await refund('nope1234567890abc', { amount: 5 })).statusCode).toBe(404);
  });

  it('keeps a refund pending while PayPal is down, and its job sends it later, once', async () => {
    const { order, captureId } = await paidOrder();
    paypal.failNext('/refund', 3);
    const res = await refund(order._id, { amount: 5 });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      message: 'Refund recorded. PayPal has not confirmed it yet; it is retried until it does.',
    });
    const [pending] = await refundsOf(order._id);
    expect(pending?.status).toBe('pending');
    // The pending amount already counts: nothing more than the rest can be refunded meanwhile.
    expect((await refund(order._id, { amount: order.totalPrice })).statusCode).toBe(409);

    // The job's time comes.
    await makeJobsDue(t.app.db, SEND_REFUND);
    await t.app.jobs.runDue(SEND_REFUND);
    const [sent] = await refundsOf(order._id);
    expect(sent).toMatchObject({ status: 'completed', providerRefundId: expect.any(String) });
    expect(refundedAtPaypal(captureId)).toBe(5);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.refundedCents).toBe(
      5_00,
    );
  });

  it('records PayPal’s refusal as a failed refund that takes nothing', async () => {
    const { order, captureId } = await paidOrder();
    // Refunded in PayPal's own dashboard first: our refund would exceed what is left.
    paypal.refunds.push({
      id: 'OUTSIDE',
      captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: order.totalPrice.toFixed(2) },
      noteToPayer: undefined,
    });
    const res = await refund(order._id, { amount: 5 });
    expect(res.statusCode).toBe(502);
    expect(json(res)).toMatchObject({ message: 'PayPal refused the refund. Nothing was refunded.' });
    const [row] = await refundsOf(order._id);
    expect(row).toMatchObject({ status: 'failed', failure: expect.stringContaining('fully refunded') });
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order._id)))[0]?.refundedCents).toBe(0);
  });
});

describe('refunds of reservations', () => {
  const act = (kind: string, id: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${kind}/${id}/${action}`,
      headers: bearer(admin.token),
      payload: {},
    });

  /** A reservation paid by deposit, then balance, through PayPal. */
  async function paidReservation(date = daysFromNow(20)): Promise<Reservation> {
    const activity = await createActivity(t.app, { priceCents: 60_00, capacityPerDate: 10 });
    const reservation = await reserveActivity(t.app, customer.token, activity.id, { reservationDate: date });
    for (const partial of [true, false]) {
      const order = await orderFor(t.app, customer.token, reservation, partial);
      const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
      expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(200);
    }
    return reservation;
  }

  it('spreads a refund over the orders that paid it, balance first', async () => {
    const reservation = await paidReservation();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/refunds`,
      headers: bearer(admin.token),
      payload: { amount: 115, reason: 'One guest could not come', idempotencyKey: newId() },
    });
    expect(res.statusCode).toBe(201);
    const data = json<{ data: Reservation }>(res).data;
    expect(data).toMatchObject({ paidAmount: 120, refundedAmount: 115 });
    // The $110 balance goes back whole, the rest from the $10 deposit.
    expect(data.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([5, 110]);

    const mine = json<{ data: Reservation[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/reservations/myreservations',
        headers: bearer(customer.token),
      }),
    ).data.find((r) => r._id === reservation._id);
    expect(mine).toMatchObject({ refundedAmount: 115 });
    expect(mine?.refunds).toHaveLength(2);

    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/refunds`,
      headers: bearer(admin.token),
      payload: { amount: 6, reason: 'More', idempotencyKey: newId() },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch)).toMatchObject({ message: 'At most $5.00 can still be refunded.' });
  });

  it('refunds what the cancellation policy allows when a paid booking is cancelled', async () => {
    const early = await paidReservation(daysFromNow(20));
    await act('activity', early._id, 'confirm');
    const cancelled = json<{ data: Reservation }>(await act('activity', early._id, 'cancel')).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedAmount: 120 });

    // Cancelled on the day: the policy gives nothing back.
    const late = await paidReservation(daysFromNow(0));
    await act('activity', late._id, 'confirm');
    const onTheDay = json<{ data: Reservation }>(await act('activity', late._id, 'cancel')).data;
    expect(onTheDay).toMatchObject({ status: 'cancelled', refundedAmount: 0, refunds: [] });
  });
});

describe('refunds in test mode', () => {
  it('simulates the refund', async () => {
    const plain = await createTestApp();
    try {
      const buyer = await createUser(plain.app);
      const boss = await createUser(plain.app, { isAdmin: true });
      const activity = await createActivity(plain.app, { priceCents: 20_00 });
      const reservation = await reserveActivity(plain.app, buyer.token, activity.id);
      const order = await orderFor(plain.app, buyer.token, reservation, false);
      expect((await payReservationOrder(plain.app, order, { token: buyer.token })).statusCode).toBe(200);
      const res = await plain.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/refunds`,
        headers: bearer(boss.token),
        payload: { amount: 40, reason: 'Rained out', idempotencyKey: newId() },
      });
      expect(res.statusCode).toBe(201);
      expect(json<{ data: Order }>(res).data.refunds).toEqual([
        expect.objectContaining({
          amount: 40,
          status: 'completed',
          providerRefundId: expect.stringMatching(/^TEST-REFUND-/),
        }),
      ]);
    } finally {
      await plain.close();
    }
  });
});
