import { startInstant } from '@ochre/shared/rules/cancellation';
import type { ActivityBookingSetupInput } from '@ochre/shared/schemas/booking-setup';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  daysFromNow,
  orderFor,
  payOrder,
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
import { activityReservations, travelReservations } from '../../db/schema/commerce';
import { mailOutbox } from '../../db/schema/mail';
import { ASK_FOR_REVIEWS, SEND_REMINDERS } from './follow-ups';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/general',
    headers: bearer(admin.token),
    payload: {
      siteName: 'Ochre Marrakech',
      siteDescription: 'Guides, cooks and makers.',
      contactPhone: '+212 6 61 00 00 00',
      contactEmail: 'hello@ochre.example',
      address: { street: '24 Derb Dabachi', city: 'Marrakech', state: 'Marrakech-Safi', postalCode: '40000' },
    },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t.close());

const SETUP: ActivityBookingSetupInput = {
  startTimes: [{ time: '15:00', capacity: 10 }],
  pickup: { hotel: true, points: ['Jemaa el-Fna, Café de France'] },
};

const HOUR = 3_600_000;
const followUps = () => t.app.services.followUps;
const activityRow = async (id: string) =>
  (await t.app.db.select().from(activityReservations).where(eq(activityReservations.id, id)))[0]!;
const setActivity = (id: string, values: Partial<typeof activityReservations.$inferInsert>) =>
  t.app.db.update(activityReservations).set(values).where(eq(activityReservations.id, id));
/** Reminders in the outbox for a reservation, by its reference in the subject. */
const remindersAbout = (reference: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%see you tomorrow, reservation ${reference}`));

/** The subjects in the outbox (the files encode non-ASCII subjects). */
const subjects = async () =>
  (await t.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((row) => row.subject);

/** A reservation at 15:00 `days` ahead, paid in full (or its deposit) in test mode. */
async function booked(days: number, pay: 'full' | 'deposit' | 'none' = 'full'): Promise<Reservation> {
  const customer = await createUser(t.app);
  const activity = await createActivity(t.app, { priceCents: 60_00, booking: SETUP });
  const reservation = await reserveActivity(t.app, customer.token, activity.id, {
    reservationDate: daysFromNow(days),
    startTime: '15:00',
    pickup: { type: 'point', place: 'Jemaa el-Fna, Café de France' },
  });
  if (pay !== 'none') {
    const order = await orderFor(t.app, customer.token, reservation, pay === 'deposit');
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
  }
  return reservation;
}

describe('the reminder a day before', () => {
  it('goes 24 h before the start of a paid booking, once, with the time, the meeting point and WhatsApp', async () => {
    const reservation = await booked(5);
    const start = startInstant(reservation.reservationDate.slice(0, 10), '15:00');

    await followUps().sendReminders(new Date(start.getTime() - 25 * HOUR));
    expect((await activityRow(reservation._id)).reminderSentAt).toBeNull();

    const at = new Date(start.getTime() - 23 * HOUR);
    expect(await followUps().sendReminders(at)).toBeGreaterThanOrEqual(1);
    expect((await activityRow(reservation._id)).reminderSentAt).toEqual(at);
    const mail = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`see you tomorrow, reservation ${reservation.reference}`),
    );
    expect(mail).toContain('at 15:00');
    expect(mail).toContain('Where: Meeting point: Jemaa el-Fna, Café de France.');
    expect(mail).toContain('https://wa.me/212661000000');

    // Later sweeps, and the cron job itself, send nothing more.
    await followUps().sendReminders(new Date(start.getTime() - 2 * HOUR));
    await t.app.jobs.send(SEND_REMINDERS, {});
    expect(await t.app.jobs.runDue(SEND_REMINDERS)).toEqual(['completed']);
    expect(await remindersAbout(reservation.reference)).toHaveLength(1);
  });

  it('goes for a deposit-paid booking, in the language it was booked in', async () => {
    const reservation = await booked(6, 'deposit');
    await setActivity(reservation._id, { language: 'fr' });
    const start = startInstant(reservation.reservationDate.slice(0, 10), '15:00');
    await followUps().sendReminders(new Date(start.getTime() - 20 * HOUR));
    expect(await subjects()).toContain(`Ochre Marrakech : à demain, réservation ${reservation.reference}`);
  });

  it('skips unpaid and cancelled bookings, and ones already started', async () => {
    const unpaid = await booked(7, 'none');
    const cancelled = await booked(7);
    await setActivity(cancelled._id, { status: 'cancelled' });
    const started = await booked(8);
    const start = startInstant(daysFromNow(7), '15:00');
    await followUps().sendReminders(new Date(start.getTime() - 10 * HOUR));
    expect((await activityRow(unpaid._id)).reminderSentAt).toBeNull();
    expect((await activityRow(cancelled._id)).reminderSentAt).toBeNull();
    const startOf8 = startInstant(daysFromNow(8), '15:00');
    await followUps().sendReminders(new Date(startOf8.getTime() + HOUR));
    expect((await activityRow(started._id)).reminderSentAt).toBeNull();
  });

  it('goes again for the new start when staff move a reminded booking', async () => {
    const reservation = await booked(13);
    await followUps().sendReminders(new Date(startInstant(daysFromNow(13), '15:00').getTime() - 5 * HOUR));
    expect((await activityRow(reservation._id)).reminderSentAt).not.toBeNull();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/move`,
      headers: bearer(admin.token),
      payload: { date: daysFromNow(15), startTime: '15:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await activityRow(reservation._id)).reminderSentAt).toBeNull();
    await followUps().sendReminders(new Date(startInstant(daysFromNow(15), '15:00').getTime() - 5 * HOUR));
    expect(await remindersAbout(reservation.reference)).toHaveLength(2);
  });

  it('is sent once when two instances sweep at the same moment', async () => {
    const reservation = await booked(9);
    const at = new Date(startInstant(daysFromNow(9), '15:00').getTime() - 12 * HOUR);
    await Promise.all([followUps().sendReminders(at), followUps().sendReminders(at)]);
    expect(await remindersAbout(reservation.reference)).toHaveLength(1);
  });
});

describe('the review request', () => {
  it('goes once a paid booking’s day has passed, once, with a link to the reviews', async () => {
    const reservation = await booked(10);
    await setActivity(reservation._id, { reservationDate: daysFromNow(-1) });
    await followUps().askForReviews();
    const row = await activityRow(reservation._id);
    expect(row.reviewRequestSentAt).not.toBeNull();
    const mail = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Thank you for joining ${reservation.activity!.name}`),
    );
    expect(mail).toContain(`/activities/${reservation.activity!.slug}#reviews-${row.activityId}`);

    await t.app.jobs.send(ASK_FOR_REVIEWS, {});
    expect(await t.app.jobs.runDue(ASK_FOR_REVIEWS)).toEqual(['completed']);
    expect((await activityRow(reservation._id)).reviewRequestSentAt).toEqual(row.reviewRequestSentAt);
  });

  it('goes when staff mark a deposit-paid booking completed, in its language', async () => {
    const reservation = await booked(11, 'deposit');
    await setActivity(reservation._id, { reservationDate: daysFromNow(0), language: 'es' });
    await followUps().askForReviews();
    expect((await activityRow(reservation._id)).reviewRequestSentAt).toBeNull();

    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/confirm`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(confirm.statusCode).toBe(200);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/activity/${reservation._id}/complete`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(complete.statusCode).toBe(200);
    await followUps().askForReviews();
    expect((await activityRow(reservation._id)).reviewRequestSentAt).not.toBeNull();
    expect(await subjects()).toContain(`Ochre Marrakech: ¿qué tal ${reservation.activity!.name}?`);
  });

  it('does not ask for a booking not paid in full and not completed, cancelled, or long past', async () => {
    const deposit = await booked(12, 'deposit');
    const cancelled = await booked(12);
    const old = await booked(12);
    await setActivity(deposit._id, { reservationDate: daysFromNow(-2) });
    await setActivity(cancelled._id, { reservationDate: daysFromNow(-2), status: 'cancelled' });
    await setActivity(old._id, { reservationDate: daysFromNow(-20) });
    await followUps().askForReviews();
    for (const { _id } of [deposit, cancelled, old])
      expect((await activityRow(_id)).reviewRequestSentAt).toBeNull();
  });

  it('asks a travel program’s traveller after the departure, pointing at the program’s reviews', async () => {
    const customer = await createUser(t.app);
    const program = await createTravelProgram(t.app);
    const res = await postTravelReservation(t.app, customer.token, { programId: program.id });
    expect(res.statusCode).toBe(201);
    const reservation = (res.json() as { data: Reservation }).data;
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
    await t.app.db
      .update(travelReservations)
      .set({ preferredDate: daysFromNow(-3) })
      .where(eq(travelReservations.id, reservation._id));
    await followUps().askForReviews();
    const mail = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`/travels/${program.destination}#reviews-${program.id}`),
    );
    expect(mail).toContain('Write your review');
  });
});
