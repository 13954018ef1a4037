import { describe, expect, it } from 'vitest';
import { bookingCompleted, reminderDue, reviewRequestSince } from './follow-ups';

const now = new Date('2026-06-10T10:00:00Z');
const paid = { status: 'confirmed', paymentStatus: 'paid', date: '2026-06-11' } as const;

describe('reminderDue', () => {
  it('is due within the 24 hours before the start of a paid or deposit-paid booking', () => {
    expect(reminderDue({ ...paid, start: new Date('2026-06-11T09:00:00Z') }, now)).toBe(true);
    expect(reminderDue({ ...paid, start: new Date('2026-06-11T11:00:00Z') }, now)).toBe(false);
    expect(
      reminderDue({ ...paid, paymentStatus: 'partially_paid', start: new Date('2026-06-11T09:00:00Z') }, now),
    ).toBe(true);
  });

  it('is not due for an unpaid, cancelled or started booking', () => {
    const start = new Date('2026-06-11T09:00:00Z');
    expect(reminderDue({ ...paid, paymentStatus: 'pending', start }, now)).toBe(false);
    expect(reminderDue({ ...paid, status: 'cancelled', start }, now)).toBe(false);
    expect(reminderDue({ ...paid, start: new Date('2026-06-10T09:00:00Z') }, now)).toBe(false);
  });
});

describe('bookingCompleted', () => {
  it('is completed when staff marked it, or paid in full once its Marrakech day passed', () => {
    expect(bookingCompleted({ ...paid, status: 'completed', paymentStatus: 'partially_paid' }, now)).toBe(
      true,
    );
    expect(bookingCompleted({ ...paid, date: '2026-06-09' }, now)).toBe(true);
    expect(bookingCompleted({ ...paid, date: '2026-06-10' }, now)).toBe(false);
    expect(bookingCompleted({ ...paid, date: '2026-06-09', paymentStatus: 'partially_paid' }, now)).toBe(
      false,
    );
    expect(bookingCompleted({ ...paid, date: '2026-06-09', status: 'cancelled' }, now)).toBe(false);
  });

  it('asks for reviews of bookings from the last 14 days', () => {
    expect(reviewRequestSince(now)).toBe('2026-05-27');
  });
});
