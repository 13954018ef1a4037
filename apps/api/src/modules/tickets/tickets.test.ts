import { displayTicketCode } from '@ochre/shared/rules/tickets';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { CheckInView, Manifest } from '@ochre/shared/schemas/tickets';
import { ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
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
import { emailAttachments, waitForMessage } from '../../../test/helpers/outbox';
import { pdfText } from '../../../test/helpers/pdf-text';
import { mailOutbox } from '../../db/schema/mail';

let t: TestApp;
let admin: TestUser;
let activity: Awaited<ReturnType<typeof createActivity>>;
const date = daysFromNow(9);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  activity = await createActivity(t.app, {
    name: 'Agafay sunset dinner',
    location: 'Agafay desert camp',
    priceCents: 50_00,
  });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** A customer's reservation for 2 adults and a child ($150.00), paid with a deposit or in full. */
async function booked(
  paid: 'deposit' | 'full' | 'unpaid',
  name = 'Amina Tazi',
): Promise<{ customer: TestUser; reservation: Reservation }> {
  const customer = await createUser(t.app, { name });
  const reservation = await reserveActivity(t.app, customer.token, activity.id, {
    reservationDate: date,
    numberOfPersons: 3,
    customerInfo: {
      name,
      email: 'guest@example.com',
      phone: '+212 600 000 000',
      whatsapp: '+212 661 234 567',
      notes: '',
    },
  });
  if (paid !== 'unpaid') {
    const order = await orderFor(t.app, customer.token, reservation, paid === 'deposit');
    const capture = await payOrder(t.app, order, { token: customer.token });
    expect(capture.statusCode).toBe(200);
  }
  return { customer, reservation };
}

const ticketUrl = (reservation: Reservation) =>
  `/api/reservations/${reservation.kind}/${reservation._id}/ticket`;

/** The ticket code as printed on the PDF, read back from its text. */
async function codeOnTicket(customer: TestUser, reservation: Reservation): Promise<string> {
  const res = await call('GET', ticketUrl(reservation), customer.token);
  expect(res.statusCode).toBe(200);
  const printed = /([0-9A-Z]{4}(?:-[0-9A-Z]{1,4}){10})/.exec(pdfText(res.rawPayload));
  expect(printed).not.toBeNull();
  return printed![1]!;
}

describe('the e-ticket', () => {
  it('is a PDF with the code, the time and place, who comes and the balance, for a deposit-paid booking', async () => {
    const { customer, reservation } = await booked('deposit');
    const res = await call('GET', ticketUrl(reservation), customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ticket-${reservation.reference}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('E-TICKET');
    expect(text).toContain('Agafay sunset dinner');
    expect(text).toContain('At Agafay desert camp');
    expect(text).toContain('3 adults');
    expect(text).toContain('Balance to pay on the day: $140.00');
    expect(text).toContain(`Reservation ${reservation.reference}`);
  });

  it('is attached to the payment e-mail as a PDF naming the booking, which also links to the account', async () => {
    const { reservation } = await booked('deposit');
    const { raw, text } = await waitForMessage(t.config.outboxDir, (m) =>
      m.includes(`Payment received for reservation ${reservation.reference}`),
    );
    expect(text).toContain(
      'Your e-ticket is attached to this e-mail and in your account: show its QR code when you arrive.',
    );
    expect(text).toContain('/account?tab=reservations');
    expect(text).toContain(`Attachment: ticket-${reservation.reference}.pdf (application/pdf)`);
    const [ticket, ...others] = emailAttachments(raw);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({
      filename: `ticket-${reservation.reference}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = pdfText(ticket!.content);
    expect(pdf).toContain(`Reservation ${reservation.reference}`);
    expect(pdf).toContain('Agafay sunset dinner');
    expect(pdf).toContain('Balance to pay on the day: $140.00');

    // The outbox keeps which ticket to attach, not its bytes: a retry after a crash makes it again.
    const [row] = await t.app.db
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(ilike(mailOutbox.subject, `%payment received for reservation ${reservation.reference}%`));
    expect(row?.attachments).toEqual([
      { type: 'ticket', reservationKind: 'activity', reservationId: reservation._id },
    ]);
  });

  it('is attached to the confirmation e-mail when staff confirm a paid booking', async () => {
    const { reservation } = await booked('full', 'Salma Idrissi');
    const confirm = await call(
      'POST',
      `/api/admin/reservations/${reservation.kind}/${reservation._id}/confirm`,
      admin.token,
      {},
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { raw, text } = await waitForMessage(t.config.outboxDir, (m) =>
      m.includes(`Reservation ${reservation.reference} confirmed`),
    );
    expect(text).toContain('Everything is paid.');
    const [ticket] = emailAttachments(raw);
    expect(ticket?.filename).toBe(`ticket-${reservation.reference}.pdf`);
    const pdf = pdfText(ticket!.content);
    expect(pdf).toContain(`Reservation ${reservation.reference}`);
    expect(pdf).toContain('Salma Idrissi');
    expect(pdf).toContain('Paid in full');
  });

  it('is not attached before it exists: the e-mail of an unpaid booking carries nothing', async () => {
    const { reservation } = await booked('unpaid');
    const { raw } = await waitForMessage(t.config.outboxDir, (m) =>
      m.includes(`Reservation ${reservation.reference} received`),
    );
    expect(emailAttachments(raw)).toEqual([]);
  });

  it('says paid in full when nothing is owed', async () => {
    const { customer, reservation } = await booked('full');
    const text = pdfText((await call('GET', ticketUrl(reservation), customer.token)).rawPayload);
    expect(text).toContain('Paid in full');
  });

  it('does not exist for an unpaid booking', async () => {
    const { customer, reservation } = await booked('unpaid');
    const res = await call('GET', ticketUrl(reservation), customer.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This reservation has no ticket until it is paid.');
  });

  it('is refused to another customer and to a guest', async () => {
    const { reservation } = await booked('full');
    const stranger = await createUser(t.app);
    const res = await call('GET', ticketUrl(reservation), stranger.token);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Reservation not found.');
    expect((await call('GET', ticketUrl(reservation))).statusCode).toBe(401);
  });
});

describe('check-in', () => {
  it('shows the booking for a code, then checks it in once; the second scan gets the first time', async () => {
    const { customer, reservation } = await booked('deposit', 'Youssef Alami');
    const code = await codeOnTicket(customer, reservation);

    const lookup = await call('POST', '/api/admin/check-in/lookup', admin.token, { code });
    expect(lookup.statusCode).toBe(200);
    expect(json<{ data: CheckInView }>(lookup).data).toMatchObject({
      _id: reservation._id,
      name: 'Youssef Alami',
      title: 'Agafay sunset dinner',
      units: { adult: 3, child: 0, infant: 0 },
      balanceDue: 140,
      checkedInAt: null,
    });

    const first = await call('POST', '/api/admin/check-in', admin.token, { code: code.toLowerCase() });
    expect(first.statusCode).toBe(200);
    const checkedInAt = json<{ data: CheckInView }>(first).data.checkedInAt;
    expect(checkedInAt).toEqual(expect.any(String));

    const second = await call('POST', '/api/admin/check-in', admin.token, { code });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      message: 'This ticket was already checked in.',
      errors: { checkedInAt },
    });

    const audit = json<{ data: { action: string; entityId: string }[] }>(
      await call('GET', '/api/admin/audit-log?search=check-in', admin.token),
    );
    expect(audit.data.filter((entry) => entry.entityId === reservation._id)).toHaveLength(1);
    const mine = json<{ data: Reservation[] }>(
      await call('GET', '/api/reservations/myreservations', customer.token),
    );
    expect(mine.data.find((r) => r._id === reservation._id)?.checkedInAt).toBe(checkedInAt);
  });

  it('lets exactly one of two simultaneous scans through', async () => {
    const { customer, reservation } = await booked('full');
    const code = await codeOnTicket(customer, reservation);
    const results = await Promise.all(
      [1, 2].map(() => call('POST', '/api/admin/check-in', admin.token, { code })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('works the same for a travel program paid with a deposit', async () => {
    const program = await createTravelProgram(t.app, { title: 'Sahara and the Draa Valley' });
    const customer = await createUser(t.app, { name: 'Amina Tazi' });
    const res = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      preferredDate: daysFromNow(40),
    });
    expect(res.statusCode).toBe(201);
    const reservation = json<{ data: Reservation }>(res).data;
    const order = await orderFor(t.app, customer.token, reservation, true);
    expect((await payOrder(t.app, order, { token: customer.token })).statusCode).toBe(200);

    const code = await codeOnTicket(customer, reservation);
    expect(code.startsWith('T')).toBe(true);
    const first = await call('POST', '/api/admin/check-in', admin.token, { code });
    expect(first.statusCode).toBe(200);
    expect(json<{ data: CheckInView }>(first).data).toMatchObject({
      kind: 'travel',
      _id: reservation._id,
      title: 'Sahara and the Draa Valley',
      name: 'Amina Tazi',
    });
    expect((await call('POST', '/api/admin/check-in', admin.token, { code })).statusCode).toBe(409);
  });

  it('refuses a forged or altered code without naming any booking', async () => {
    const { customer, reservation } = await booked('full');
    const code = await codeOnTicket(customer, reservation);
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${code.slice(0, -1)}${last}`;
    // The same booking under another kind's letter, and a made-up code of the right shape.
    const otherKind = `T${code.slice(1)}`;
    const madeUp = displayTicketCode(`a${reservation._id}${'0'.repeat(16)}`);
    for (const forged of [altered, otherKind, madeUp, 'hello']) {
      for (const url of ['/api/admin/check-in', '/api/admin/check-in/lookup']) {
        const res = await call('POST', url, admin.token, { code: forged });
        expect(res.statusCode).toBe(400);
        expect(json(res).message).toBe('This ticket code is not valid.');
      }
    }
  });

  it('refuses the ticket of a cancelled booking', async () => {
    const { customer, reservation } = await booked('deposit');
    const code = await codeOnTicket(customer, reservation);
    const cancel = await call(
      'POST',
      `/api/admin/reservations/activity/${reservation._id}/cancel`,
      admin.token,
      {},
    );
    expect(cancel.statusCode).toBe(200);
    const res = await call('POST', '/api/admin/check-in', admin.token, { code });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This reservation was cancelled: its ticket is no longer valid.');
  });

  it('is for admins only', async () => {
    const { customer, reservation } = await booked('full');
    const code = await codeOnTicket(customer, reservation);
    for (const url of ['/api/admin/check-in', '/api/admin/check-in/lookup']) {
      expect((await call('POST', url, customer.token, { code })).statusCode).toBe(403);
      expect((await call('POST', url, null, { code })).statusCode).toBe(401);
    }
  });
});

describe('the day’s manifest', () => {
  it('lists each departure with its guests, pickups, extras, payments and contacts, and exports CSV', async () => {
    const day = daysFromNow(11);
    const timed = await createActivity(t.app, {
      name: 'Atlas day trip',
      priceCents: 40_00,
      booking: {
        startTimes: [{ time: '08:30', capacity: 10 }],
        pickup: { hotel: true, points: [] },
        extras: [{ id: 'lunch', name: 'Berber lunch', price: 12, per: 'person' }],
      },
    });
    const customer = await createUser(t.app, { name: 'Leila Bennani' });
    const reservation = await reserveActivity(t.app, customer.token, timed.id, {
      reservationDate: day,
      startTime: '08:30',
      units: { adult: 2, child: 0, infant: 0 },
      pickup: { type: 'hotel', place: 'Riad Yasmine', landmark: 'Bab Doukkala' },
      extras: ['lunch'],
      customerInfo: {
        name: 'Leila Bennani',
        email: 'leila@example.com',
        phone: '+212 600 123 456',
        whatsapp: '+212 661 000 111',
        notes: 'Window seat',
      },
    });
    const res = await call('GET', `/api/admin/manifest?date=${day}`, admin.token);
    expect(res.statusCode).toBe(200);
    const manifest = json<{ data: Manifest }>(res).data;
    expect(manifest.departures).toEqual([
      expect.objectContaining({
        title: 'Atlas day trip',
        startTime: '08:30',
        guests: { adult: 2, child: 0, infant: 0 },
        bookings: [
          expect.objectContaining({
            _id: reservation._id,
            name: 'Leila Bennani',
            phone: '+212 600 123 456',
            whatsapp: '+212 661 000 111',
            pickup: { type: 'hotel', place: 'Riad Yasmine', landmark: 'Bab Doukkala' },
            extras: [{ label: 'Berber lunch', quantity: 2 }],
            paidAmount: 0,
            balanceDue: 104,
            paymentStatus: 'pending',
          }),
        ],
      }),
    ]);

    const csv = await call('GET', `/api/admin/manifest/export?date=${day}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^date,time,departure,reference,name,phone,whatsapp,adults,/);
    expect(row).toContain(`${day},08:30,Atlas day trip,${reservation.reference},Leila Bennani`);
    expect(row).toContain('Riad Yasmine - Bab Doukkala');
    expect(row).toContain('Berber lunch x 2');

    expect((await call('GET', `/api/admin/manifest?date=${day}`, customer.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/manifest/export?date=${day}`, customer.token)).statusCode).toBe(
      403,
    );
  });
});

describe('the private calendar feed', () => {
  it('answers the bookings at its secret address, and nothing at another or after rotation', async () => {
    const { reservation } = await booked('deposit', 'Karim Idrissi');
    const feed = json<{ data: { url: string } }>(
      await call('GET', '/api/admin/calendar-feed', admin.token),
    ).data;
    expect(feed.url).toMatch(/\/api\/calendar\/[\w-]{40,}\/bookings\.ics$/);
    const again = json<{ data: { url: string } }>(await call('GET', '/api/admin/calendar-feed', admin.token));
    expect(again.data.url).toBe(feed.url);
    const path = new URL(feed.url).pathname;

    const ics = await call('GET', path);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain(`UID:activity-${reservation._id}@ochre`);
    expect(ics.body).toContain('SUMMARY:Agafay sunset dinner: Karim Idrissi (3 adults)');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);

    const token = path.split('/')[3]!;
    const wrong = `${token.slice(0, -1)}${token.at(-1) === 'A' ? 'B' : 'A'}`;
    const refused = await call('GET', `/api/calendar/${wrong}/bookings.ics`);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe('Calendar not found.');

    const customer = await createUser(t.app);
    expect((await call('GET', '/api/admin/calendar-feed', customer.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/calendar-feed/rotate', customer.token)).statusCode).toBe(403);

    const rotated = await call('POST', '/api/admin/calendar-feed/rotate', admin.token);
    expect(rotated.statusCode).toBe(200);
    const next = json<{ data: { url: string } }>(rotated).data.url;
    expect(next).not.toBe(feed.url);
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('GET', new URL(next).pathname)).statusCode).toBe(200);
  });
});
