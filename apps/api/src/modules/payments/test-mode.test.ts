import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { Order } from '@ochre/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { orderFor, payOrder, reserveActivity } from '../../../test/helpers/bookings';
import { createActivity, createProduct, createUser } from '../../../test/helpers/factories';
import { placeOrder } from '../../../test/helpers/orders';

const UNAVAILABLE =
  'Online payment is not available on this site right now. Your booking or order is kept, unpaid: please contact us to pay.';

function startWithWarnings(env: Record<string, string>) {
  const warnings: string[] = [];
  const app = createTestApp(env, {
    beforeReady: (instance) => {
      vi.spyOn(instance.log, 'warn').mockImplementation(((message: unknown) => {
        warnings.push(String(message));
      }) as never);
    },
  });
  return { app, warnings };
}

describe('payments in test mode (PayPal not configured)', () => {
  let t: TestApp;
  let warnings: string[];
  beforeAll(async () => {
    const started = startWithWarnings({});
    t = await started.app;
    warnings = started.warnings;
  });
  afterAll(() => t.close());

  it('warns at start and tells the payment areas it is test mode', async () => {
    expect(warnings.some((line) => line.startsWith('PAYMENTS IN TEST MODE'))).toBe(true);
    const config = await t.app.inject({ method: 'GET', url: '/api/orders/config/paypal' });
    expect(json(config)).toEqual({ clientId: null, mode: 'test' });
  });
});

describe('PAYMENTS_TEST_MODE=0 without PayPal', () => {
  let t: TestApp;
  let warnings: string[];
  beforeAll(async () => {
    const started = startWithWarnings({ PAYMENTS_TEST_MODE: '0' });
    t = await started.app;
    warnings = started.warnings;
  });
  afterAll(() => t.close());

  it('says payments are off, at start and to the payment areas', async () => {
    expect(warnings.some((line) => line.startsWith('Online payments are off'))).toBe(true);
    const config = await t.app.inject({ method: 'GET', url: '/api/orders/config/paypal' });
    expect(json(config)).toEqual({ clientId: null, mode: 'off' });
  });

  it('refuses to pay a shop order, saying why, and keeps the order unpaid with its stock', async () => {
    const user = await createUser(t.app);
    const product = await createProduct(t.app, { countInStock: 3 });
    const order = await placeOrder(t.app, user.token, [{ product: product.id, qty: 2 }]);

    const start = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/create-paypal-order`,
      headers: bearer(user.token),
    });
    expect(start.statusCode).toBe(503);
    expect(json(start)).toEqual({ success: false, message: UNAVAILABLE });
    // Nor can a made-up capture go through.
    const capture = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/capture-paypal-order`,
      headers: bearer(user.token),
      payload: { paypalOrderID: 'TEST-FORGED' },
    });
    expect(capture.statusCode).toBe(503);

    const kept = json<{ data: Order }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(user.token) }),
    ).data;
    expect(kept).toMatchObject({ _id: order._id, isPaid: false, status: order.status });
    const stock = json<{ data: { countInStock: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` }),
    ).data.countInStock;
    expect(stock).toBe(1);
  });

  it('refuses to pay a booking, by account or by payment link, and keeps the booking', async () => {
    const user = await createUser(t.app);
    const activity = await createActivity(t.app);
    const reservation: Reservation = await reserveActivity(t.app, user.token, activity.id);
    const order = await orderFor(t.app, user.token, reservation, false);

    const byAccount = await payOrder(t.app, order, { token: user.token });
    expect(byAccount.statusCode).toBe(503);
    expect(json(byAccount)).toEqual({ success: false, message: UNAVAILABLE });
    if (order.paymentToken) {
      const byLink = await payOrder(t.app, order, { paymentToken: order.paymentToken });
      expect(byLink.statusCode).toBe(503);
    }

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/reservations/myreservations',
      headers: bearer(user.token),
    });
    expect(json<{ data: Reservation[] }>(mine).data).toEqual([
      expect.objectContaining({ _id: reservation._id, status: reservation.status }),
    ]);
  });
});
