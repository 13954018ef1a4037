import { showsPayNow } from '@ochre/shared/rules/reservation-lifecycle';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { CaptureResponse, Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { orderFor, payOrder, postTravelReservation, reserveActivity } from '../../../test/helpers/bookings';
import {
  createActivity,
  createTravelProgram,
  createUser,
  type TestUser,
} from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import { orders } from '../../db/schema/commerce';

let t: TestApp;
let admin: TestUser;
let activity: Awaited<ReturnType<typeof createActivity>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  activity = await createActivity(t.app, { name: 'Sunrise Balloon', priceCents: 45_00 });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function reservationOf(user: TestUser, id: string): Promise<Reservation> {
  const mine = json<{ data: Reservation[] }>(
    await call('GET', '/api/reservations/myreservations', user.token),
  );
  return mine.data.find((r) => r._id === id)!;
}

const act = (kind: string, id: string, action: string) =>
  call('POST', `/api/admin/reservations/${kind}/${id}/${action}`, admin.token, {});

/** A customer with a fresh reservation for 3 persons ($135.00). */
async function booked(): Promise<{ customer: TestUser; reservation: Reservation }> {
  const customer = await createUser(t.app, { name: 'Amina Tazi' });
  const reservation = await reserveActivity(t.app, customer.token, activity.id, { numberOfPersons: 3 });
  return { customer, reservation };
}

describe('POST /orders/from-reservation', () => {
  it('charges the $10.00 deposit when partial', async () => {
    const { customer, reservation } = await booked();
    const res = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
      isPartial: true,
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; data: Order }>(res);
    expect(body.message).toBe('Order created. Proceed to payment.');
    expect(body.data).toMatchObject({
      kind: 'activity',
      isPartial: true,
      shippingAddress: null,
      itemsPrice: 10,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 10,
      isPaid: false,
      paymentMethod: 'Test payment',
      orderItems: [{ qty: 1, price: 10, product: null }],
    });
    expect(body.data.orderItems[0]?.name).toMatch(/^Deposit: Sunrise Balloon, .+ \(3 adults\)$/);
  });

  it('charges the whole total when full, the booking as its line', async () => {
    const { customer, reservation } = await booked();
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect(order).toMatchObject({ totalPrice: 135, isPartial: false, orderItems: [{ qty: 3, price: 45 }] });
  });

  it('gives the same order when asked again, instead of adding one', async () => {
    const { customer, reservation } = await booked();
    const first = await orderFor(t.app, customer.token, reservation, true);
    const again = await orderFor(t.app, customer.token, reservation, true);
    expect(again._id).toBe(first._id);
    const full = await orderFor(t.app, customer.token, reservation, false);
    expect(full._id).not.toBe(first._id);
  });

  it("refuses guests, someone else's reservation and unknown ones", async () => {
    const { reservation } = await booked();
    const stranger = await createUser(t.app);
    expect(
      (await call('POST', '/api/orders/from-reservation', null, { reservationId: reservation._id }))
        .statusCode,
    ).toBe(401);
    for (const reservationId of [reservation._id, 'no-such-reservation']) {
      const res = await call('POST', '/api/orders/from-reservation', stranger.token, { reservationId });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Reservation not found.');
    }
    const [count] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.activityReservationId, reservation._id));
    expect(count).toBeUndefined();
  });

  it('refuses amounts from the client: only the reservation and the payment type count', async () => {
    const { customer, reservation } = await booked();
    const res = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
      isPartial: false,
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({ totalPrice: 'This field is not allowed.' });
  });
});

describe('paying a reservation', () => {
  it('moves pending → partially paid with the deposit, then → paid with the balance', async () => {
    const { customer, reservation } = await booked();
    const deposit = await orderFor(t.app, customer.token, reservation, true);
    const paid = await payOrder(t.app, deposit, { token: customer.token });
    expect(paid.statusCode).toBe(200);
    expect(json<CaptureResponse>(paid).order).toMatchObject({ _id: deposit._id, isPaid: true });
    expect(await reservationOf(customer, reservation._id)).toMatchObject({
      paymentStatus: 'partially_paid',
      paidAmount: 10,
      balanceDue: 125,
      status: 'pending',
    });
    await waitForEmail(
      t.config.outboxDir,
      (m) => m.includes(`Payment received for reservation ${reservation.reference}`) && m.includes('$10.00'),
    );

    const again = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
      isPartial: true,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('The deposit is already paid. Please pay the balance.');

    const balance = await orderFor(t.app, customer.token, reservation, false);
    expect(balance).toMatchObject({ totalPrice: 125, orderItems: [{ qty: 1, price: 125 }] });
    expect(balance.orderItems[0]?.name).toMatch(/^Balance: Sunrise Balloon/);
    expect((await payOrder(t.app, balance, { token: customer.token })).statusCode).toBe(200);
    expect(await reservationOf(customer, reservation._id)).toMatchObject({
      paymentStatus: 'paid',
      paidAmount: 135,
      balanceDue: 0,
    });

    const more = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
    });
    expect(more.statusCode).toBe(409);
    expect(json(more).message).toBe('This reservation has already been paid.');
  });

  it('never takes more than owed: an order made before a deposit was paid is refused', async () => {
    const { customer, reservation } = await booked();
    const stale = await orderFor(t.app, customer.token, reservation, false);
    const deposit = await orderFor(t.app, customer.token, reservation, true);
    expect((await payOrder(t.app, deposit, { token: customer.token })).statusCode).toBe(200);

    const res = await payOrder(t.app, stale, { token: customer.token });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'The amount due for this reservation has changed. Please start the payment again.',
    );
    expect(await reservationOf(customer, reservation._id)).toMatchObject({ paidAmount: 10 });
  });

  it('takes no money for a cancelled reservation, and cancels its unpaid orders', async () => {
    const { customer, reservation } = await booked();
    const order = await orderFor(t.app, customer.token, reservation, true);
    expect((await act('activity', reservation._id, 'cancel')).statusCode).toBe(200);

    const res = await payOrder(t.app, order, { token: customer.token });
    expect(res.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ isPaid: false, status: 'cancelled' });
    const again = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
    });
    expect(json(again).message).toBe('This reservation was cancelled.');
  });

  it('gives the reservation order an invoice like any order', async () => {
    const { customer, reservation } = await booked();
    const order = await orderFor(t.app, customer.token, reservation, false);
    await payOrder(t.app, order, { token: customer.token });
    const res = await call('GET', `/api/orders/${order._id}/invoice`, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('travel reservation orders', () => {
  it('charges the $15.00 deposit, or the whole total', async () => {
    const customer = await createUser(t.app);
    const program = await createTravelProgram(t.app, { priceCents: 890_00 });
    const res = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      numberOfTravelers: 2,
    });
    const reservation = json<{ reservation: Reservation }>(res).reservation;

    const deposit = await orderFor(t.app, customer.token, reservation, true);
    expect(deposit).toMatchObject({ kind: 'travel', totalPrice: 15, isPartial: true });
    const full = await orderFor(t.app, customer.token, reservation, false);
    expect(full).toMatchObject({ totalPrice: 1780, orderItems: [{ qty: 2, price: 890 }] });

    expect((await payOrder(t.app, full, { token: customer.token })).statusCode).toBe(200);
    expect(await reservationOf(customer, reservation._id)).toMatchObject({
      paymentStatus: 'paid',
      paidAmount: 1780,
    });
  });

  it('keeps the kinds apart: a travel reservation is not an activity reservation', async () => {
    const customer = await createUser(t.app);
    const program = await createTravelProgram(t.app);
    const res = await postTravelReservation(t.app, customer.token, { programId: program.id });
    const reservation = json<{ reservation: Reservation }>(res).reservation;
    const wrong = await call('POST', '/api/orders/from-reservation', customer.token, {
      reservationId: reservation._id,
    });
    expect(wrong.statusCode).toBe(404);
    const right = await call('POST', '/api/orders/from-travel-reservation', customer.token, {
      travelReservationId: reservation._id,
      isPartial: true,
    });
    expect(right.statusCode).toBe(201);
  });
});

describe('the reservation payment link', () => {
  it("answers 'Invalid or expired payment link.' for a token that is not one", async () => {
    const res = await call('GET', '/api/reservations/payment/not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Invalid or expired payment link.');
  });

  it('works once confirmed: anyone with the link sees what is owed and pays a $15.00 deposit', async () => {
    const { customer, reservation } = await booked();
    expect(reservation.paymentToken).toBeNull();
    const confirmed = json<{ data: Reservation }>(await act('activity', reservation._id, 'confirm')).data;
    const token = confirmed.paymentToken!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const mine = await reservationOf(customer, reservation._id);
    expect(mine).toMatchObject({ status: 'confirmed', paymentStatus: 'pending', paymentToken: token });
    expect(showsPayNow(mine)).toBe(true);

    const view = json<{ data: Reservation }>(await call('GET', `/api/reservations/payment/${token}`)).data;
    expect(view).toMatchObject({
      _id: reservation._id,
      title: 'Sunrise Balloon',
      totalPrice: 135,
      balanceDue: 135,
    });
    expect(view).not.toHaveProperty('customerInfo');
    expect(view).not.toHaveProperty('paymentToken');

    const created = await call('POST', `/api/reservations/payment/${token}/order`, null, { isPartial: true });
    expect(created.statusCode).toBe(201);
    const order = json<{ data: Order & { paymentToken: string } }>(created).data;
    expect(order).toMatchObject({ kind: 'activity', totalPrice: 15, isPartial: true, shippingAddress: null });
    expect(order).not.toHaveProperty('user');

    const paid = await payOrder(t.app, order, { paymentToken: order.paymentToken });
    expect(paid.statusCode).toBe(200);
    const after = await reservationOf(customer, reservation._id);
    expect(after).toMatchObject({ paymentStatus: 'partially_paid', paidAmount: 15, balanceDue: 120 });
    expect(showsPayNow(after)).toBe(false);

    const rest = await call('POST', `/api/reservations/payment/${token}/order`, null, { isPartial: false });
    expect(json<{ data: Order }>(rest).data.totalPrice).toBe(120);
  });

  it('stops working when the reservation is cancelled', async () => {
    const { reservation } = await booked();
    const token = json<{ data: Reservation }>(await act('activity', reservation._id, 'confirm')).data
      .paymentToken!;
    await act('activity', reservation._id, 'cancel');
    for (const res of [
      await call('GET', `/api/reservations/payment/${token}`),
      await call('POST', `/api/reservations/payment/${token}/order`, null, { isPartial: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('Invalid or expired payment link.');
    }
  });
});
