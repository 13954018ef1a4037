import type { Order } from '@ochre/shared/schemas/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FakePaypal, startFakePaypal } from '../../../test/helpers/fake-paypal';
import { placeOrder } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import { approvedPayment, capturePayment, paypalEnv } from '../../../test/helpers/paypal-checkout';
import { products } from '../../db/schema/catalog';
import { orders, payments } from '../../db/schema/commerce';
import { RELEASE_LAPSED_HOLDS } from '../orders/hold-release-job';
import { RECONCILE_PAYMENTS } from './reconcile-job';

let paypal: FakePaypal;
let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp(paypalEnv(paypal));
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function newOrder(stock = 3): Promise<{ order: Order; productId: string }> {
  const product = await createProduct(t.app, { priceCents: 25_00, countInStock: stock });
  const order = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
  return { order, productId: product.id };
}

const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptOf = async (orderId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const stockOf = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;

/** PAYPAL_RECONCILE_AFTER_S has passed for this order's attempts. */
const checkDue = (orderId: string) =>
  t.app.db
    .update(payments)
    .set({ reconcileAt: sql`now() - interval '1 second'` })
    .where(eq(payments.orderId, orderId));
/** The order's stock hold (ORDER_HOLD_MINUTES) has lapsed. */
const holdLapses = (orderId: string) =>
  t.app.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));

/** What the cron clock does each minute. */
async function tick(queue: string) {
  await t.app.jobs.send(queue, {});
  return t.app.jobs.runDue(queue);
}
const looksUp = (paypalOrderId: string) =>
  paypal.requests.filter((r) => r.method === 'GET' && r.path.endsWith(paypalOrderId)).length;

describe('settling payments in doubt by asking PayPal', () => {
  it('pays an order whose capture answer was lost, with the receipt, without the buyer', async () => {
    const { order } = await newOrder();
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.loseCaptureAnswers(3);
    const lost = await capturePayment(t.app, customer.token, order._id, paypalOrderId);
    expect(lost.statusCode).toBe(502);
    expect(paypal.captures()).toBeGreaterThan(0);
    expect((await orderRow(order._id)).isPaid).toBe(false);
    expect(await attemptOf(order._id)).toMatchObject({ status: 'created', reconcileAt: expect.any(Date) });

    // Not due yet: PayPal is not asked.
    await tick(RECONCILE_PAYMENTS);
    expect(looksUp(paypalOrderId)).toBe(0);

    await checkDue(order._id);
    expect(await tick(RECONCILE_PAYMENTS)).toEqual(['completed']);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: true, status: 'paid' });
    expect(await attemptOf(order._id)).toMatchObject({
      status: 'completed',
      captureId: paypal.orders.get(paypalOrderId)!.capture!.id,
      reconcileAt: null,
    });
    await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Payment received for order ${order.orderNumber}`),
    );
    expect(looksUp(paypalOrderId)).toBe(1);

    // Settled: later runs leave it alone.
    await tick(RECONCILE_PAYMENTS);
    expect(looksUp(paypalOrderId)).toBe(1);
  });

  it('pays an order whose server died after PayPal took the money', async () => {
    const { order } = await newOrder();
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.captureNow(paypalOrderId);
    // The capture claim as the dead request left it.
    await t.app.db.update(payments).set({ status: 'capturing' }).where(eq(payments.orderId, order._id));
    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect((await orderRow(order._id)).isPaid).toBe(true);
  });

  it('fails an attempt PayPal never captured, and only then gives the stock back', async () => {
    const { order, productId } = await newOrder(3);
    await approvedPayment(t.app, paypal, customer.token, order._id);
    await t.app.db.update(payments).set({ status: 'capturing' }).where(eq(payments.orderId, order._id));
    await holdLapses(order._id);

    // Money may be on its way: the sweeper keeps the stock.
    await tick(RELEASE_LAPSED_HOLDS);
    expect(await stockOf(productId)).toBe(2);
    expect((await orderRow(order._id)).stockHeld).toBe(true);

    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect((await attemptOf(order._id)).status).toBe('failed');
    expect(await orderRow(order._id)).toMatchObject({ isPaid: false, status: 'expired', stockHeld: false });
    expect(await stockOf(productId)).toBe(3);
  });

  it('pays a PENDING capture once PayPal completes it, with no webhook and no buyer', async () => {
    const { order, productId } = await newOrder(3);
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.pendNextCapture();
    expect((await capturePayment(t.app, customer.token, order._id, paypalOrderId)).statusCode).toBe(402);
    await holdLapses(order._id);
    await tick(RELEASE_LAPSED_HOLDS);
    expect(await stockOf(productId)).toBe(2);

    // Still under review: it stays pending, checked again later.
    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    const stillPending = await attemptOf(order._id);
    expect(stillPending.status).toBe('pending');
    expect(stillPending.reconcileAt!.getTime()).toBeGreaterThan(Date.now());
    expect(
      paypal.requests.filter((r) => r.path === `/v2/payments/captures/${stillPending.captureId}`),
    ).toHaveLength(1);

    paypal.settlePending(paypalOrderId, 'COMPLETED');
    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: true, status: 'paid' });
    expect(await stockOf(productId)).toBe(2);
    await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Payment received for order ${order.orderNumber}`),
    );
  });

  it('fails a PENDING capture PayPal denies, and gives the stock back', async () => {
    const { order, productId } = await newOrder(3);
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.pendNextCapture();
    await capturePayment(t.app, customer.token, order._id, paypalOrderId);
    await holdLapses(order._id);
    paypal.settlePending(paypalOrderId, 'DENIED');
    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect((await attemptOf(order._id)).status).toBe('failed');
    expect((await orderRow(order._id)).isPaid).toBe(false);
    expect(await stockOf(productId)).toBe(3);
  });

  it('changes nothing while PayPal does not answer, and settles at a later check', async () => {
    const { order } = await newOrder();
    const paypalOrderId = await approvedPayment(t.app, paypal, customer.token, order._id);
    paypal.captureNow(paypalOrderId);
    await t.app.db.update(payments).set({ status: 'capturing' }).where(eq(payments.orderId, order._id));
    await checkDue(order._id);
    paypal.failNext(`/v2/checkout/orders/${paypalOrderId}`, 3);
    await tick(RECONCILE_PAYMENTS);
    expect((await attemptOf(order._id)).status).toBe('capturing');
    expect((await orderRow(order._id)).isPaid).toBe(false);

    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect((await orderRow(order._id)).isPaid).toBe(true);
  });

  it('fails an attempt PayPal does not know', async () => {
    const { order } = await newOrder();
    await approvedPayment(t.app, paypal, customer.token, order._id);
    await t.app.db
      .update(payments)
      .set({ status: 'capturing', providerOrderId: 'UNKNOWN-ORDER-1' })
      .where(eq(payments.orderId, order._id));
    await checkDue(order._id);
    await tick(RECONCILE_PAYMENTS);
    expect((await attemptOf(order._id)).status).toBe('failed');
  });
});
