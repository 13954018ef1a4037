import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../schemas/orders';
import { ORDER_TRANSITIONS, type OrderState, orderTransition } from './order-lifecycle';

const shop = (status: OrderStatus): OrderState => ({ kind: 'shop', status });

describe('order status transitions', () => {
  it('pays a pending or expired order, never one paid, shipped or cancelled', () => {
    expect(orderTransition(shop('pending'), 'pay')).toEqual({ ok: true, value: 'paid' });
    expect(orderTransition(shop('expired'), 'pay')).toEqual({ ok: true, value: 'paid' });
    for (const status of ['paid', 'shipped'] as const) {
      expect(orderTransition(shop(status), 'pay')).toEqual({
        ok: false,
        reason: 'This order has already been paid.',
      });
    }
    expect(orderTransition({ kind: 'activity', status: 'cancelled' }, 'pay')).toEqual({
      ok: false,
      reason: 'This order was cancelled and can no longer be paid.',
    });
  });

  it('ships only paid shop orders, once', () => {
    expect(orderTransition(shop('paid'), 'ship')).toEqual({ ok: true, value: 'shipped' });
    expect(orderTransition(shop('pending'), 'ship')).toEqual({
      ok: false,
      reason: 'This order is not paid yet. Mark it paid before shipping it.',
    });
    expect(orderTransition(shop('expired'), 'ship').ok).toBe(false);
    expect(orderTransition(shop('shipped'), 'ship')).toEqual({
      ok: false,
      reason: 'This order has already been marked as shipped.',
    });
    expect(orderTransition({ kind: 'travel', status: 'paid' }, 'ship')).toEqual({
      ok: false,
      reason: 'Only shop orders are shipped.',
    });
    expect(orderTransition({ kind: 'activity', status: 'pending' }, 'ship')).toEqual({
      ok: false,
      reason: 'Only shop orders are shipped.',
    });
    expect(orderTransition(shop('cancelled'), 'ship')).toEqual({
      ok: false,
      reason: 'This order cannot be shipped.',
    });
  });

  it('lets a pending order expire and an expired one be reopened for payment', () => {
    expect(orderTransition(shop('pending'), 'expire')).toEqual({ ok: true, value: 'expired' });
    expect(orderTransition(shop('expired'), 'expire').ok).toBe(false);
    expect(orderTransition(shop('expired'), 'reopen')).toEqual({ ok: true, value: 'pending' });
    expect(orderTransition(shop('paid'), 'reopen').ok).toBe(false);
  });

  it('cancels only orders nobody has paid', () => {
    const order = (status: OrderStatus): OrderState => ({ kind: 'travel', status });
    expect(orderTransition(order('pending'), 'cancel')).toEqual({ ok: true, value: 'cancelled' });
    expect(orderTransition(order('expired'), 'cancel')).toEqual({ ok: true, value: 'cancelled' });
    expect(orderTransition(order('paid'), 'cancel')).toEqual({
      ok: false,
      reason: 'This order has already been paid.',
    });
    expect(orderTransition(order('cancelled'), 'cancel').ok).toBe(false);
  });

  it('never leaves a paid, shipped or cancelled order for an unpaid status', () => {
    for (const move of Object.values(ORDER_TRANSITIONS)) {
      if (move.to === 'pending' || move.to === 'expired' || move.to === 'cancelled') {
        expect(move.from).not.toContain('paid');
        expect(move.from).not.toContain('shipped');
      }
      expect(move.from).not.toContain('cancelled');
    }
  });
});
