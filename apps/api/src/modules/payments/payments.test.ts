import type { CaptureResponse, Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { placeOrder } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import { products } from '../../db/schema/catalog';
import { orders, payments } from '../../db/schema/commerce';

let t: TestApp;
let customer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app, { name: 'Amina Tazi' });
  stranger = await createUser(t.app);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const product = async (overrides: Partial<typeof products.$inferInsert> = {}) =>
  (await createProduct(t.app, overrides)).id;
const productRow = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;
const orderRow = async (id: string) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function start(order: Order, token: string | null = customer.token): Promise<string> {
  const res = await call('POST', `/api/orders/${order._id}/create-paypal-order`, token);
  expect(res.statusCode).toBe(200);
  return json<{ orderID: string }>(res).orderID;
}

describe('test mode', () => {
  it('says so in the PayPal configuration', async () => {
    const res = await call('GET', '/api/orders/config/paypal');
    expect(json(res)).toEqual({ clientId: null, mode: 'test' });
  });

  it('pays an order through the same create and capture endpoints', async () => {
    const id = await product({ name: 'Atlas Thyme Honey', priceCents: 22_00, countInStock: 5 });
    const order = await placeOrder(t.app, customer.token, [{ product: id, qty: 2 }]);
    const orderID = await start(order);
    expect(orderID).toMatch(/^TEST-/);

    const res = await call('PUT', `/api/orders/${order._id}/capture-paypal-order`, customer.token, {
      paypalOrderID: orderID,
    });
    expect(res.statusCode).toBe(200);
    const body = json<CaptureResponse>(res);
    expect(body).toMatchObject({
      success: true,
      message: 'Payment successful!',
      order: { _id: order._id, orderNumber: order.orderNumber, isPaid: true },
      data: { isPaid: true, paymentMethod: 'Test payment', totalPrice: 58.4 },
    });
    expect(Date.parse(body.data.paidAt!)).toBeGreaterThan(Date.now() - 60_000);

    // A paid order keeps its stock and counts as sold.
    const after = await productRow(id);
    expect(after.countInStock).toBe(3);
    expect(after.soldCount).toBe(2);
    expect(await orderRow(order._id)).toMatchObject({ status: 'paid', holdExpiresAt: null });

    const receipt = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`payment received for order ${order.orderNumber}`),
    );
    expect(receipt).toContain('$58.40');
  });

  it('answers a repeated capture with the paid order, and refuses to start paying it again', async () => {
    const order = await placeOrder(t.app, customer.token, [{ product: await product(), qty: 1 }]);
    const orderID = await start(order);
    const capture = () =>
      call('PUT', `/api/orders/${order._id}/capture-paypal-order`, customer.token, {
        paypalOrderID: orderID,
      });
    const [first, second] = await Promise.all([capture(), capture()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await capture()).statusCode).toBe(200);
    const completed = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(completed.map((p) => p.status)).toEqual(['completed']);
    expect((await productRow(order.orderItems[0]!.product!)).soldCount).toBe(1);

    const again = await call('POST', `/api/orders/${order._id}/create-paypal-order`, customer.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ success: false, message: 'This order has already been paid.' });
  });

  it("keeps everyone away from someone else's order", async () => {
    const order = await placeOrder(t.app, customer.token, [{ product: await product(), qty: 1 }]);
    const create = await call('POST', `/api/orders/${order._id}/create-paypal-order`, stranger.token);
    expect(create.statusCode).toBe(404);
    const orderID = await start(order);
    for (const path of ['capture-paypal-order', 'pay']) {
      const res = await call('PUT', `/api/orders/${order._id}/${path}`, stranger.token, {
        paypalOrderID: orderID,
      });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, message: 'Order not found.' });
    }
    expect((await call('POST', `/api/orders/${order._id}/create-paypal-order`, null)).statusCode).toBe(401);
    expect((await orderRow(order._id)).isPaid).toBe(false);
  });

  it('never marks an order paid without a capture of one of its own payments', async () => {
    const order = await placeOrder(t.app, customer.token, [{ product: await product(), qty: 1 }]);
    const other = await placeOrder(t.app, customer.token, [{ product: await product(), qty: 1 }]);
    const otherPayment = await start(other);

    const bare = await call('PUT', `/api/orders/${order._id}/pay`, customer.token, {});
    expect(bare.statusCode).toBe(400);
    expect(json(bare)).toMatchObject({ message: 'The payment reference is missing.' });

    for (const reference of ['TEST-MADE-UP', otherPayment]) {
      for (const body of [{ paypalOrderID: reference }, { id: reference, status: 'COMPLETED' }]) {
        const res = await call('PUT', `/api/orders/${order._id}/pay`, customer.token, body);
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ message: 'We could not find this payment.' });
      }
    }
    expect((await orderRow(order._id)).isPaid).toBe(false);

    // With a real payment of its own, /pay captures it like capture-paypal-order.
    const own = await start(order);
    const paid = await call('PUT', `/api/orders/${order._id}/pay`, customer.token, { id: own });
    expect(json<CaptureResponse>(paid).order.isPaid).toBe(true);
  });

  it('pays by payment link, without an account', async () => {
    const order = await placeOrder(t.app, customer.token, [{ product: await product(), qty: 1 }]);
    const base = `/api/orders/payment/${order.paymentToken}`;
    const created = await call('POST', `${base}/create-paypal-order`);
    const { orderID } = json<{ orderID: string }>(created);
    const captured = await call('PUT', `${base}/capture-paypal-order`, null, { paypalOrderID: orderID });
    const body = json<CaptureResponse>(captured);
    expect(body.order).toMatchObject({ _id: order._id, orderNumber: order.orderNumber, isPaid: true });
    expect(body.data.user).toBeUndefined();

    const again = await call('POST', `${base}/create-paypal-order`);
    expect(json(again)).toEqual({ success: false, message: 'This order has already been paid.' });
    const bad = await call('POST', '/api/orders/payment/forged-token-value/create-paypal-order');
    expect(json(bad)).toEqual({ success: false, message: 'Invalid or expired payment link.' });
  });
});

describe('stock held by unpaid orders', () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('goes back after 30 minutes, exactly once, while paid and fresh orders keep theirs', async () => {
    const id = await product({ countInStock: 10 });
    const user = await createUser(t.app);
    const unpaid = await placeOrder(t.app, user.token, [{ product: id, qty: 3 }]);
    const paid = await placeOrder(t.app, user.token, [{ product: id, qty: 2 }]);
    const orderID = await start(paid, user.token);
    await call('PUT', `/api/orders/${paid._id}/capture-paypal-order`, user.token, { paypalOrderID: orderID });
    expect((await productRow(id)).countInStock).toBe(5);

    expect(await t.app.services.orders.releaseLapsedHolds(later(29))).toBe(0);
    expect((await productRow(id)).countInStock).toBe(5);

    const released = await Promise.all([
      t.app.services.orders.releaseLapsedHolds(later(31)),
      t.app.services.orders.releaseLapsedHolds(later(31)),
    ]);
    expect(released.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await productRow(id)).countInStock).toBe(8);
    expect(await orderRow(unpaid._id)).toMatchObject({ stockHeld: false, status: 'expired', isPaid: false });
    expect(await t.app.services.orders.releaseLapsedHolds(later(120))).toBe(0);
    expect((await productRow(id)).countInStock).toBe(8);

    const view = await call('GET', `/api/orders/${unpaid._id}`, user.token);
    expect(json<{ data: Order }>(view).data).toMatchObject({ isPaid: false, holdExpiresAt: null });
  });

  it('is taken again when a lapsed order is paid, if it is still there', async () => {
    const id = await product({ countInStock: 4 });
    const user = await createUser(t.app);
    const order = await placeOrder(t.app, user.token, [{ product: id, qty: 3 }]);
    await t.app.services.orders.releaseLapsedHolds(later(31));
    expect((await productRow(id)).countInStock).toBe(4);

    const orderID = await start(order, user.token);
    expect((await productRow(id)).countInStock).toBe(1);
    const res = await call('PUT', `/api/orders/${order._id}/capture-paypal-order`, user.token, {
      paypalOrderID: orderID,
    });
    expect(json<CaptureResponse>(res).data.isPaid).toBe(true);
    expect((await productRow(id)).countInStock).toBe(1);
  });

  it('refuses to take payment for a lapsed order whose stock was sold meanwhile', async () => {
    const id = await product({ name: 'Azilal Rug', countInStock: 2 });
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    const lapsed = await placeOrder(t.app, first.token, [{ product: id, qty: 2 }]);
    await t.app.services.orders.releaseLapsedHolds(later(31));
    await placeOrder(t.app, second.token, [{ product: id, qty: 1 }]);

    const res = await call('POST', `/api/orders/${lapsed._id}/create-paypal-order`, first.token);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'Sorry, Azilal Rug is no longer available in the quantity you ordered. Please place a new order.',
    );
    expect((await productRow(id)).countInStock).toBe(1);
    expect(await orderRow(lapsed._id)).toMatchObject({ isPaid: false, stockHeld: false });
  });
});
