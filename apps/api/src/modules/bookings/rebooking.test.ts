import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, orderFor, payOrder, reserveActivity } from '../../../test/helpers/bookings';
import { createActivity, createUser, type TestUser } from '../../../test/helpers/factories';
import { emailAttachments, readableEmail, waitForMessage } from '../../../test/helpers/outbox';
import { pdfText } from '../../../test/helpers/pdf-text';
import { auditLog } from '../../db/schema';
import { activities } from '../../db/schema/catalog';
import { localeOf } from '../../i18n/locale';

let t: TestApp;
let customer: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  stranger = await createUser(t.app);
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(() => t.close());

/** Two guests, standard policy (free until 24 h before) unless told otherwise, paid in full unless told otherwise. */
async function booking(
  date: string,
  { paid = true, capacityPerDate = 10, booking = {} as object, lang = 'en' } = {},
): Promise<Reservation> {
  const activity = await createActivity(t.app, {
    name: 'Ourika valley walk',
    location: 'Setti Fatma car park',
    priceCents: 60_00,
    capacityPerDate,
    booking,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/activities/${activity.id}/reserve?lang=${lang}`,
    headers: bearer(customer.token),
    payload: {
      customerInfo: {
        name: 'Nadia Berrada',
        email: 'nadia@example.com',
        phone: '+212 600 000 000',
        whatsapp: '+212 661 234 567',
        notes: '',
      },
      reservationDate: date,
      numberOfPersons: 2,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const reservation = json<{ data: Reservation }>(res).data;
  if (paid) {
    const order = await orderFor(t.app, customer.token, reservation, false);
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);
  }
  return reservation;
}

const move = (r: Reservation, date: string, token = customer.token, path = '/api/reservations') =>
  t.app.inject({
    method: 'POST',
    url: `${path}/${r.kind}/${r._id}/move`,
    headers: bearer(token),
    payload: { date },
  });
const message = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

/** How many e-mails in the outbox contain this text. */
async function countMessages(text: string): Promise<number> {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  let found = 0;
  for (const file of files) {
    if (readableEmail(await readFile(path.join(t.config.outboxDir, file), 'latin1')).includes(text)) found++;
  }
  return found;
}

describe('a customer moves a paid booking', () => {
  it('once, without charge, to a date with places left; audited', async () => {
    const reservation = await booking(daysFromNow(10));
    const res = await move(reservation, daysFromNow(12));
    expect(res.statusCode).toBe(200);
    const moved = json<{ data: Reservation }>(res).data;
    expect(moved).toMatchObject({ reservationDate: daysFromNow(12), totalPrice: 120, paymentStatus: 'paid' });
    expect(moved.rebookedAt).not.toBeNull();

    const again = await move(reservation, daysFromNow(13));
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('This reservation has already been moved once.');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reservation._id), eq(auditLog.action, 'reservation.move')));
    expect(entry).toMatchObject({ actorId: customer.id, details: { by: 'customer' } });
  });

  it('e-mails the customer once: the new date, where to meet, and the same ticket with the new date', async () => {
    const reservation = await booking(daysFromNow(10));
    const ticketBefore = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.kind}/${reservation._id}/ticket`,
      headers: bearer(customer.token),
    });
    const codeOf = (pdf: Buffer) => /([0-9A-Z]{4}(?:-[0-9A-Z]{1,4}){10})/.exec(pdfText(pdf))?.[1];
    expect((await move(reservation, daysFromNow(12))).statusCode).toBe(200);

    const newDate = localeOf('en').calendarDate(daysFromNow(12));
    const subject = `reservation ${reservation.reference} moved to ${newDate}`;
    const { raw, text } = await waitForMessage(t.config.outboxDir, (m) => m.includes(subject));
    expect(text).toContain('Your booking has moved');
    expect(text).toContain(`Your reservation for Ourika valley walk is now on ${newDate}.`);
    expect(text).toContain('Where: Setti Fatma car park.');
    expect(text).toContain('Your e-ticket keeps its code and stays valid');
    expect(text).toContain('/account?tab=reservations');
    const [ticket] = emailAttachments(raw);
    expect(ticket?.filename).toBe(`ticket-${reservation.reference}.pdf`);
    const pdf = pdfText(ticket!.content);
    expect(pdf).toContain(newDate);
    // The code names the reservation, not its date: the ticket the customer already has still scans.
    expect(codeOf(ticket!.content)).toBe(codeOf(ticketBefore.rawPayload));

    // A refused second move sends nothing more.
    expect((await move(reservation, daysFromNow(13))).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countMessages(subject)).toBe(1);
  });

  it('refuses an unpaid booking, a late one, a full date and the same date', async () => {
    const unpaid = await booking(daysFromNow(10), { paid: false });
    expect(message(await move(unpaid, daysFromNow(12)))).toBe(
      'Only a paid reservation can be moved. Pay it first, or contact us.',
    );

    // Tomorrow's booking: free changes ended at midnight, 24 h before its day starts.
    const late = await booking(daysFromNow(1));
    expect(message(await move(late, daysFromNow(12)))).toBe(
      'Free changes have closed for this reservation. Contact us to change it.',
    );

    const full = await booking(daysFromNow(10), { capacityPerDate: 2 });
    await reserveActivity(t.app, stranger.token, full.activity!._id, { reservationDate: daysFromNow(11) });
    const refused = await move(full, daysFromNow(11));
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe('This departure is sold out. Please choose another time or date.');

    expect(message(await move(full, daysFromNow(10)))).toBe('Choose another date or time.');
  });

  it("cannot move someone else's booking", async () => {
    const reservation = await booking(daysFromNow(10));
    expect((await move(reservation, daysFromNow(12), stranger.token)).statusCode).toBe(404);
  });
});

describe('the free change follows the policy the booking was made under', () => {
  it('stays closed when the activity later offers a longer free period, and open the other way', async () => {
    // Free until 72 h before a booking in two days: closed already.
    const strict = { cancellation: { tiers: [{ hoursBefore: 72, percent: 100 }], depositRefundable: true } };
    const closed = await booking(daysFromNow(2), { booking: strict });
    await t.app.db.update(activities).set({ booking: {} }).where(eq(activities.id, closed.activity!._id));
    expect(message(await move(closed, daysFromNow(12)))).toBe(
      'Free changes have closed for this reservation. Contact us to change it.',
    );

    // Free until 24 h before a booking in two days: open still, though the activity now says 72 h.
    const open = await booking(daysFromNow(2));
    await t.app.db.update(activities).set({ booking: strict }).where(eq(activities.id, open.activity!._id));
    expect((await move(open, daysFromNow(6))).statusCode).toBe(200);
  });
});

describe('the back office moves a booking', () => {
  it('e-mails the customer in the language they booked in', async () => {
    const reservation = await booking(daysFromNow(10), { lang: 'fr' });
    const res = await move(reservation, daysFromNow(11), admin.token, '/api/admin/reservations');
    expect(res.statusCode).toBe(200);
    const newDate = localeOf('fr').calendarDate(daysFromNow(11));
    // The subject is an encoded header: the body names the booking.
    const { raw, text } = await waitForMessage(
      t.config.outboxDir,
      (m) => m.includes('Votre réservation a été déplacée') && m.includes(reservation.reference),
    );
    expect(text).toContain('Votre réservation a été déplacée');
    expect(text).toContain(`est désormais le ${newDate}.`);
    expect(text).toContain('Où : Setti Fatma car park.');
    expect(text).toContain('lang="fr"');
    expect(emailAttachments(raw).map((file) => file.filename)).toEqual([
      `ticket-${reservation.reference}.pdf`,
    ]);
  });

  it('e-mails an unpaid booking without a ticket', async () => {
    const reservation = await booking(daysFromNow(10), { paid: false });
    expect(
      (await move(reservation, daysFromNow(14), admin.token, '/api/admin/reservations')).statusCode,
    ).toBe(200);
    const { raw, text } = await waitForMessage(t.config.outboxDir, (m) =>
      m.includes(`reservation ${reservation.reference} moved to`),
    );
    expect(text).not.toContain('e-ticket');
    expect(emailAttachments(raw)).toEqual([]);
  });

  it('whenever it is open, even past the free limit and unpaid', async () => {
    const late = await booking(daysFromNow(1), { paid: false });
    const res = await move(late, daysFromNow(5), admin.token, '/api/admin/reservations');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Reservation }>(res).data).toMatchObject({
      reservationDate: daysFromNow(5),
      rebookedAt: null,
    });
    // The customer's one free move is still theirs.
    expect((await move(late, daysFromNow(6), stranger.token, '/api/admin/reservations')).statusCode).toBe(
      403,
    );
  });
});
