import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  holdsPlaces,
  paymentRefusal,
  type ReservationState,
  showsPayNow,
  transition,
} from './reservation-lifecycle';

const state = (overrides: Partial<ReservationState> = {}): ReservationState => ({
  status: 'pending',
  paymentStatus: 'pending',
  date: '2026-12-10',
  totalCents: 150_00,
  paidCents: 0,
  ...overrides,
});

describe('reservation status transitions', () => {
  it('confirms a pending reservation, and nothing else', () => {
    expect(transition(state(), 'confirm', '2026-12-01')).toEqual({ ok: true, value: 'confirmed' });
    expect(transition(state({ status: 'confirmed' }), 'confirm', '2026-12-01')).toEqual({
      ok: false,
      reason: 'A confirmed reservation cannot be confirmed.',
    });
  });

  it('cancels pending and confirmed reservations, never completed ones', () => {
    expect(transition(state(), 'cancel', '2026-12-01')).toMatchObject({ ok: true, value: 'cancelled' });
    expect(transition(state({ status: 'confirmed' }), 'cancel', '2026-12-01')).toMatchObject({ ok: true });
    expect(transition(state({ status: 'completed' }), 'cancel', '2026-12-01')).toEqual({
      ok: false,
      reason: 'A completed reservation cannot be cancelled.',
    });
    expect(transition(state({ status: 'cancelled' }), 'cancel', '2026-12-01').ok).toBe(false);
  });

  it('completes a confirmed reservation from its date on', () => {
    const confirmed = state({ status: 'confirmed' });
    expect(transition(confirmed, 'complete', '2026-12-09')).toEqual({
      ok: false,
      reason: 'A reservation can be marked completed only on or after its date.',
    });
    expect(transition(confirmed, 'complete', '2026-12-10')).toEqual({ ok: true, value: 'completed' });
    expect(transition(state(), 'complete', '2026-12-11').ok).toBe(false);
  });
});

describe('payments', () => {
  it('moves pending → partially paid → paid', () => {
    const deposit = applyPayment(state(), 10_00);
    expect(deposit).toEqual({ paidCents: 10_00, paymentStatus: 'partially_paid', excessCents: 0 });
    const rest = applyPayment(state({ paidCents: 10_00, paymentStatus: 'partially_paid' }), 140_00);
    expect(rest).toEqual({ paidCents: 150_00, paymentStatus: 'paid', excessCents: 0 });
  });

  it('goes straight to paid when paid in full', () => {
    expect(applyPayment(state(), 150_00).paymentStatus).toBe('paid');
  });

  it('never counts more than owed and reports the excess', () => {
    expect(applyPayment(state({ paidCents: 140_00, paymentStatus: 'partially_paid' }), 15_00)).toEqual({
      paidCents: 150_00,
      paymentStatus: 'paid',
      excessCents: 5_00,
    });
    expect(applyPayment(state({ paidCents: 150_00, paymentStatus: 'paid' }), 10_00)).toEqual({
      paidCents: 150_00,
      paymentStatus: 'paid',
      excessCents: 10_00,
    });
  });

  it('takes no money for cancelled, completed or settled reservations', () => {
    expect(paymentRefusal(state())).toBeNull();
    expect(paymentRefusal(state({ status: 'confirmed', paidCents: 10_00 }))).toBeNull();
    expect(paymentRefusal(state({ status: 'cancelled' }))).toBe('This reservation was cancelled.');
    expect(paymentRefusal(state({ status: 'completed' }))).toBe('This reservation is already completed.');
    expect(paymentRefusal(state({ paidCents: 150_00, paymentStatus: 'paid' }))).toBe(
      'This reservation has already been paid.',
    );
  });
});

describe('places and the Pay Now link', () => {
  it('holds places unless cancelled', () => {
    expect(holdsPlaces('pending')).toBe(true);
    expect(holdsPlaces('confirmed')).toBe(true);
    expect(holdsPlaces('completed')).toBe(true);
    expect(holdsPlaces('cancelled')).toBe(false);
  });

  it('shows Pay Now only when unpaid, confirmed and holding a token (SPEC §4)', () => {
    expect(showsPayNow({ status: 'confirmed', paymentStatus: 'pending', paymentToken: 'tok' })).toBe(true);
    expect(showsPayNow({ status: 'confirmed', paymentStatus: 'partially_paid', paymentToken: 'tok' })).toBe(
      false,
    );
    expect(showsPayNow({ status: 'pending', paymentStatus: 'pending', paymentToken: 'tok' })).toBe(false);
    expect(showsPayNow({ status: 'confirmed', paymentStatus: 'pending', paymentToken: null })).toBe(false);
  });
});
