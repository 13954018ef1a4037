import type { Reservation } from '@ochre/shared/schemas/bookings';
import { describe, expect, it } from 'vitest';
import { toReservationData } from './reservation-data';

const reservation: Reservation = {
  _id: 'abcdefg1234567890',
  reference: 'abcdefg',
  kind: 'activity',
  title: 'Sunrise Balloon',
  activity: { _id: 'a1', name: 'Sunrise Balloon', slug: 'sunrise-balloon', image: '', location: 'Palmeraie' },
  program: null,
  reservationDate: '2026-12-10',
  date: '2026-12-10',
  numberOfPersons: 2,
  participants: 2,
  unitPrice: 195,
  units: { adult: 2, child: 0, infant: 0 },
  startTime: '06:00',
  pickup: { type: 'hotel', place: 'Riad Yasmine', landmark: '' },
  lines: [{ kind: 'adult', label: 'adult', quantity: 2, unitPrice: 195, total: 390 }],
  totalPrice: 390,
  paidAmount: 0,
  balanceDue: 390,
  refundedAmount: 0,
  refunds: [],
  holdExpiresAt: null,
  rebookedAt: null,
  status: 'pending',
  paymentStatus: 'pending',
  checkedInAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('reservation data for the confirmation page', () => {
  it('says what was paid now and what remains', () => {
    expect(toReservationData(reservation, 10)).toEqual({
      reservationId: 'abcdefg1234567890',
      reference: 'abcdefg',
      kind: 'activity',
      title: 'Sunrise Balloon',
      place: 'Palmeraie',
      path: '/activities/sunrise-balloon',
      date: '2026-12-10',
      persons: 2,
      breakdown: {
        units: { adult: 2, child: 0, infant: 0 },
        startTime: '06:00',
        pickup: { type: 'hotel', place: 'Riad Yasmine', landmark: '' },
        extras: [],
      },
      totalPrice: 390,
      paidNow: 10,
      balanceDue: 380,
      status: 'pending',
    });
  });

  it('counts what was paid before (a balance paid through a link)', () => {
    const data = toReservationData({ ...reservation, paidAmount: 15, balanceDue: 375 }, 375);
    expect(data.balanceDue).toBe(0);
  });

  it('links a travel program by its destination', () => {
    const travel: Reservation = {
      ...reservation,
      kind: 'travel',
      activity: null,
      program: {
        _id: 'p1',
        title: 'Imperial Cities',
        destination: 'imperial-cities',
        image: '',
        duration: '8 days',
      },
    };
    expect(toReservationData(travel, 15)).toMatchObject({
      path: '/travels/imperial-cities',
      place: 'Imperial Cities',
    });
  });
});
