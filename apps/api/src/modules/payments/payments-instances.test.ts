import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Order } from '@ochre/shared/schemas/orders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, sharedInstances, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
import { placeOrder } from '../../../test/helpers/orders';
import { approvedPayment, capturePayment, paypalEnv } from '../../../test/helpers/paypal-checkout';
import { orders, payments } from '../../db/schema/commerce';
import { newId } from '../../lib/ids';
import { RECONCILE_PAYMENTS } from './reconcile-job';

/**
 * Two app instances on PostgreSQL and Redis (one on PGlite, which belongs to
 * one process): payments in doubt are settled once, and refunds clicked on
 * both never give back more than was taken.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let paypal: FakePaypal;
let t: TestApp;
let instances: FastifyInstance[];
let closeInstances: () => Promise<void>;
let admin: TestUser;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({ ...paypalEnv(paypal), ...(process.env.TEST_DB === 'pg' ? { REDIS_URL } : {}) });
  ({ instances, close: closeInstances } = await sharedInstances(t));
  admin = await createUser(t.app, { isAdmin: true });
});
afterAll(async () => {
  await closeInstances?.();
  await t.close();
  await paypal.close();
});

async function receiptsFor(order: Order): Promise<number> {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(path.join(t.config.outboxDir, f), 'utf8')));
  return mails.filter((m) => m.includes(`Payment received for order ${order.orderNumber}`)).length;
}

describe('payments on two instances', () => {
  it('settles each payment in doubt once, whichever instance checks', async () => {
    const product = await createProduct(t.app, { priceCents: 12_00, countInStock: 20 });
    const placed: { order: Order; paypalOrderId: string }[] = [];
    for (let n = 0; n < 6; n++) {
      // One buyer each: a customer keeps at most five unpaid orders.
      const buyer = await createUser(t.app);
      const order = await placeOrder(t.app, buyer.token, [{ product: product.id, qty: 1 }]);
      const paypalOrderId = await approvedPayment(t.app, paypal, buyer.token, order._id);
      paypal.captureNow(paypalOrderId);
      placed.push({ order, paypalOrderId });
    }
    const ids = placed.map((p) => p.order._id);
    // Every capture's request died after PayPal took the money, and the check is due.
    await t.app.db
      .update(payments)
      .set({ status: 'capturing', reconcileAt: sql`now() - interval '1 second'` })
      .where(inArray(payments.orderId, ids));

    await Promise.all(
      instances.flatMap((app) => [
        app.services.payments.reconcileDue(),
        app.services.payments.reconcileDue(),
        app.jobs.send(RECONCILE_PAYMENTS, {}).then(() => app.jobs.runDue(RECONCILE_PAYMENTS)),
      ]),
    );

    const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.isPaid)).toBe(true);
    for (const { order, paypalOrderId } of placed) {
      expect(
        paypal.requests.filter((r) => r.method === 'GET' && r.path.endsWith(paypalOrderId)),
      ).toHaveLength(1);
      await expect.poll(() => receiptsFor(order)).toBe(1);
    }
  });

  it('never refunds more than was taken when clicks land on both instances', async () => {
    const customer = await createUser(t.app);
    const product = await createProduct(t.app, { priceCents: 30_00, countInStock: 5 });
    const order = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(200);
    const captureId = paypal.orders.get(paypalOrderId)!.capture!.id;
    const sameKey = newId();

    const clicks = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        instances[n % instances.length]!.inject({
          method: 'POST',
          url: `/api/admin/orders/${order._id}/refunds`,
          headers: bearer(admin.token),
          // Two of them are the same click retried; the others are new refunds of almost everything.
          payload: {
            amount: order.totalPrice - 1,
            reason: 'Broken',
            idempotencyKey: n < 2 ? sameKey : newId(),
          },
        }),
      ),
    );
    expect(clicks.filter((c) => c.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const given = paypal.refunds
      .filter((r) => r.captureId === captureId)
      .reduce((sum, r) => sum + Number(r.amount.value), 0);
    expect(given).toBeCloseTo(order.totalPrice - 1);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.refundedCents).toBe(Math.round((order.totalPrice - 1) * 100));
  });
});
