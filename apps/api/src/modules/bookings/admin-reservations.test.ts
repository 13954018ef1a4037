import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { Pagination } from '@ochre/shared/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import {
  CUSTOMER_INFO,
  daysFromNow,
  postTravelReservation,
  reserveActivity,
} from '../../../test/helpers/bookings';
import {
  createActivity,
  createTravelProgram,
  createUser,
  type TestUser,
} from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import type { AuditRecord } from '../audit/service';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let balloon: Reservation;
let cooking: Reservation;
let sahara: Reservation;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true, email: 'admin@ochre.example' });
  customer = await createUser(t.app, { name: 'Amina Tazi', email: 'amina.account@example.com' });
  const balloonTrip = await createActivity(t.app, { name: 'Sunrise Balloon' });
  const cookingClass = await createActivity(t.app, { name: 'Medina Cooking Class' });
  const program = await createTravelProgram(t.app, { title: 'Sahara and the Draa Valley' });
  balloon = await reserveActivity(t.app, customer.token, balloonTrip.id, { reservationDate: daysFromNow(5) });
  cooking = await reserveActivity(t.app, customer.token, cookingClass.id, {
    reservationDate: daysFromNow(0),
    customerInfo: { ...CUSTOMER_INFO, name: 'Youssef Alaoui', email: 'youssef@example.com' },
  });
  sahara = json<{ reservation: Reservation }>(
    await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      preferredDate: daysFromNow(40),
    }),
  ).reservation;
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(admin.token) });

async function list(query = ''): Promise<{ data: Reservation[]; pagination: Pagination }> {
  const res = await asAdmin('GET', `/api/admin/reservations${query}`);
  expect(res.statusCode).toBe(200);
  return json(res);
}
const ids = (body: { data: Reservation[] }) => body.data.map((r) => r._id);

describe('GET /admin/reservations', () => {
  it('lists both kinds together, newest first, with the account that booked', async () => {
    const body = await list();
    expect(ids(body)).toEqual([sahara._id, cooking._id, balloon._id]);
    expect(body.pagination).toMatchObject({ total: 3, pages: 1 });
    expect(body.data[0]).toMatchObject({
      kind: 'travel',
      user: { _id: customer.id, name: 'Amina Tazi', email: 'amina.account@example.com' },
    });
  });

  it('filters by kind, status, payment status, dates and words', async () => {
    expect(ids(await list('?kind=travel'))).toEqual([sahara._id]);
    expect(ids(await list('?kind=activity'))).toEqual([cooking._id, balloon._id]);
    expect(ids(await list(`?from=${daysFromNow(1)}&to=${daysFromNow(10)}`))).toEqual([balloon._id]);
    expect(ids(await list('?search=youssef'))).toEqual([cooking._id]);
    expect(ids(await list(`?search=${sahara.reference}`))).toEqual([sahara._id]);
    expect(ids(await list('?search=draa'))).toEqual([sahara._id]);
    expect(ids(await list('?status=confirmed'))).toEqual([]);
    expect(ids(await list('?paymentStatus=pending&limit=2'))).toHaveLength(2);
    expect((await list('?paymentStatus=pending&limit=2&page=2')).pagination).toMatchObject({
      total: 3,
      pages: 2,
      page: 2,
    });
  });

  it('refuses filters that are not ones', async () => {
    const res = await asAdmin('GET', '/api/admin/reservations?status=lost&from=tomorrow');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).errors as object).sort()).toEqual(['from', 'status']);
  });

  it('shows one reservation', async () => {
    const res = await asAdmin('GET', `/api/admin/reservations/travel/${sahara._id}`);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      _id: sahara._id,
      traveler: { firstName: 'Amina' },
    });
    const missing = await asAdmin('GET', `/api/admin/reservations/activity/${sahara._id}`);
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reservations' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${balloon._id}/confirm`,
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('admin actions', () => {
  it('confirms with a payment link, e-mails it and records who did it', async () => {
    const res = await asAdmin('POST', `/api/admin/reservations/activity/${balloon._id}/confirm`, {});
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: Reservation }>(res);
    expect(body.message).toBe('Reservation confirmed. The customer has been sent a payment link.');
    expect(body.data).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
    const token = body.data.paymentToken!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const mail = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Reservation ${balloon.reference} confirmed`),
    );
    expect(mail).toContain(`/payment/reservation/${token}`);

    const audit = json<{ data: AuditRecord[] }>(
      await asAdmin('GET', '/api/admin/audit-log?entity=activity_reservation'),
    );
    expect(audit.data[0]).toMatchObject({
      actor: { _id: admin.id, email: 'admin@ochre.example' },
      action: 'reservation.confirm',
      entityId: balloon._id,
      details: { from: 'pending', to: 'confirmed' },
    });

    const twice = await asAdmin('POST', `/api/admin/reservations/activity/${balloon._id}/confirm`);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('A confirmed reservation cannot be confirmed.');
  });

  it('completes a confirmed reservation only from its date on', async () => {
    const early = await asAdmin('POST', `/api/admin/reservations/activity/${balloon._id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('A reservation can be marked completed only on or after its date.');

    const pending = await asAdmin('POST', `/api/admin/reservations/activity/${cooking._id}/complete`);
    expect(json(pending).message).toBe('A pending reservation cannot be completed.');
    await asAdmin('POST', `/api/admin/reservations/activity/${cooking._id}/confirm`);
    const today = await asAdmin('POST', `/api/admin/reservations/activity/${cooking._id}/complete`);
    expect(today.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(today).data.status).toBe('completed');

    const cancelDone = await asAdmin('POST', `/api/admin/reservations/activity/${cooking._id}/cancel`);
    expect(json(cancelDone).message).toBe('A completed reservation cannot be cancelled.');
  });

  it('cancels with a reason, retires the payment link and tells the customer', async () => {
    const res = await asAdmin('POST', `/api/admin/reservations/travel/${sahara._id}/cancel`, {
      reason: 'The desert road is closed by floods.',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({ status: 'cancelled', paymentToken: null });
    await waitForEmail(t.config.outboxDir, (m) => m.includes(`Reservation ${sahara.reference} cancelled`));
    const audit = json<{ data: AuditRecord[] }>(
      await asAdmin('GET', '/api/admin/audit-log?entity=travel_reservation'),
    );
    expect(audit.data[0]).toMatchObject({
      action: 'reservation.cancel',
      details: { from: 'pending', to: 'cancelled', reason: 'The desert road is closed by floods.' },
    });
  });

  it('answers 404 for an unknown reservation and 400 for an unknown action or kind', async () => {
    expect((await asAdmin('POST', '/api/admin/reservations/activity/nope/confirm')).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/admin/reservations/activity/${balloon._id}/refund`)).statusCode).toBe(
      400,
    );
    expect((await asAdmin('POST', `/api/admin/reservations/hotel/${balloon._id}/confirm`)).statusCode).toBe(
      400,
    );
  });
});
