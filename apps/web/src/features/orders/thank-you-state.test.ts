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

  it('has nothing to show without state (the page then goes home)', () => {
    for (const state of [null, undefined, 'x', {}, { orderId: '' }, { orderNumber: 'abc' }]) {
      expect(readThankYouState(state)).toBeNull();
    }
  });
});
