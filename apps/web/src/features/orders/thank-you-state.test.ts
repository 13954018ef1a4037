import { describe, expect, it } from 'vitest';
import { readThankYouState } from './thank-you-state';

describe('thank-you navigation state', () => {
  it('reads an order', () => {
    expect(readThankYouState({ orderId: 'abc', orderNumber: 'abc', type: 'activity' })).toEqual({
      orderId: 'abc',
      orderNumber: 'abc',
      type: 'activity',
    });
    expect(readThankYouState({ orderId: 'abc', orderNumber: 'abc' })).toMatchObject({ type: 'shop' });
  });

  it('reads what a reservation booked, and ignores malformed reservation data', () => {
    const reservationData = {
      reservationId: 'r1',
      reference: 'r1',
      kind: 'activity',
      title: 'Sunrise Balloon',
      place: 'Palmeraie',
      path: '/activities/sunrise-balloon',
      date: '2026-12-10',
      persons: 2,
      totalPrice: 390,
      paidNow: 10,
      balanceDue: 380,
      status: 'pending',
    };
    expect(
      readThankYouState({ orderId: 'abc', orderNumber: 'abc', type: 'activity', reservationData }),
    ).toEqual({
      orderId: 'abc',
      orderNumber: 'abc',
      type: 'activity',
      reservationData,
    });
    expect(
      readThankYouState({
        orderId: 'abc',
        orderNumber: 'abc',
        reservationData: { ...reservationData, persons: '2' },
      }),
    ).not.toHaveProperty('reservationData');
  });

  it('has nothing to show without state (the page then goes home)', () => {
    for (const state of [null, undefined, 'x', {}, { orderId: '' }, { orderNumber: 'abc' }]) {
      expect(readThankYouState(state)).toBeNull();
    }
  });
});
