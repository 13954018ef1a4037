import type { Reservation } from '@ochre/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { daysFromNow, postTravelReservation, TRAVELER } from '../../../test/helpers/bookings';
import { createTravelProgram, createUser, type TestUser } from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';

let t: TestApp;
let customer: TestUser;
let program: Awaited<ReturnType<typeof createTravelProgram>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
  program = await createTravelProgram(t.app, {
    destination: 'sahara-merzouga',
    title: 'Sahara and the Draa Valley',
    priceCents: 890_00,
    maxGroupSize: 8,
  });
});
afterAll(async () => t.close());

describe('POST /organized-travel/reservations', () => {
  it('needs an account', async () => {
    const res = await postTravelReservation(t.app, null, { programId: program.id });
    expect(res.statusCode).toBe(401);
  });

  it('reserves a program at price per person × travelers, answering reservation._id', async () => {
    const date = daysFromNow(45);
    const res = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      destination: 'sahara-merzouga',
      numberOfTravelers: 3,
      preferredDate: date,
      totalPrice: 2670,
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ reservation: Reservation; data: Reservation }>(res);
    expect(body.reservation).toEqual(body.data);
    expect(body.reservation).toMatchObject({
      kind: 'travel',
      title: 'Sahara and the Draa Valley',
      program: { _id: program.id, destination: 'sahara-merzouga', duration: '4 days / 3 nights' },
      activity: null,
      reservationDate: date,
      numberOfPersons: 3,
      unitPrice: 890,
      totalPrice: 2670,
      status: 'pending',
      paymentStatus: 'pending',
      customerInfo: { name: 'Amina Tazi', email: 'amina@example.com', phone: TRAVELER.phone },
      traveler: {
        firstName: 'Amina',
        lastName: 'Tazi',
        emergencyContact: 'Youssef Tazi',
        emergencyPhone: '+212 600 111 222',
        specialRequests: 'A quiet room, please.',
      },
    });
    await waitForEmail(
      t.config.outboxDir,
      (m) => m.includes(`Reservation ${body.reservation.reference} received`) && m.includes('Travelers'),
    );
  });

  it('finds the program by destination alone', async () => {
    const res = await postTravelReservation(t.app, customer.token, { destination: 'sahara-merzouga' });
    expect(res.statusCode).toBe(201);
  });

  it('keeps travelers between 1 and 10, and within the group size', async () => {
    const big = await createTravelProgram(t.app, { maxGroupSize: 16 });
    for (const numberOfTravelers of [0, 11]) {
      const res = await postTravelReservation(t.app, customer.token, {
        programId: big.id,
        numberOfTravelers,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ numberOfTravelers: 'Number of travelers must be between 1 and 10' });
    }
    expect(
      (await postTravelReservation(t.app, customer.token, { programId: big.id, numberOfTravelers: 10 }))
        .statusCode,
    ).toBe(201);
    const small = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      numberOfTravelers: 9,
    });
    expect(small.statusCode).toBe(400);
    expect(json(small).message).toBe('This program takes groups of up to 8 travelers.');
  });

  it('requires the traveler’s details and a preferred date today or later', async () => {
    const res = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      firstName: '',
      lastName: '',
      phone: '',
      email: 'not-an-address',
      preferredDate: daysFromNow(-1),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      phone: 'This field is required',
      email: 'Please enter a valid email address',
      preferredDate: 'This date is in the past. Please choose today or a later date.',
    });
    const noDate = await postTravelReservation(t.app, customer.token, {
      programId: program.id,
      preferredDate: '',
    });
    expect(json(noDate).errors).toEqual({ preferredDate: 'Please select a preferred start date' });
  });

  it('refuses a tampered total', async () => {
    const res = await postTravelReservation(t.app, customer.token, { programId: program.id, totalPrice: 15 });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toHaveProperty('totalPrice');
  });

  it("answers 'Program Not Found' for an unknown program, and asks for one when none is named", async () => {
    const unknown = await postTravelReservation(t.app, customer.token, { destination: 'atlantis' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Program Not Found');
    const none = await postTravelReservation(t.app, customer.token, {});
    expect(none.statusCode).toBe(400);
    expect(json(none).errors).toEqual({ programId: 'Please say which travel program to reserve.' });
  });
});
