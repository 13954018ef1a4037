import { rm } from 'node:fs/promises';
import type { AdminOrderSummary } from '@ochre/shared/schemas/admin-orders';
import type { Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { buyAndPay, placeOrder } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/commerce';
import { auditLog } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ORDER_HOLD_MINUTES: '30' });
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app, { name: 'Omar Benjelloun', email: 'omar.b@example.com' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.app.services.orders.drain();
  await rm(t.config.outboxDir, { recursive: true, force: true });
});

const send = (url: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders${url}`, headers: bearer(admin.token) });
const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders${query}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return json<{ data: AdminOrderSummary[] }>(res).data;
};
const stockOf = async (id: string) => (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('admin orders', () => {
  it('records cash taken on site: paid, sold counted, stock kept, receipt e-mailed, audited', async () => {
    const product = await createProduct(t.app, { name: 'Thuya box', countInStock: 4, priceCents: 30_00 });
    const order = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 2 }]);
    expect(await stockOf(product.id)).toMatchObject({ countInStock: 2, soldCount: 0 });

    const res = await send(`/${order._id}/mark-paid`);
    expect(res.statusCode).toBe(200);
    const paid = json<{ data: Order; message: string }>(res);
    expect(paid.data).toMatchObject({ isPaid: true, status: 'paid', paymentMethod: 'Cash on site' });
    expect(paid.data.paidAt).not.toBeNull();
    expect(await stockOf(product.id)).toMatchObject({ countInStock: 2, soldCount: 2 });

    // Order e-mails go to the address given at checkout.
    const receipt = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`Payment received for order ${order.orderNumber}`),
    );
    expect(receipt).toContain('To: amina@example.com');
    expect(receipt).toContain('by Cash on site');

    const again = await send(`/${order._id}/mark-paid`);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ message: 'This order has already been paid.' });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(entry).toMatchObject({
      action: 'order.mark_paid',
      details: { method: 'Cash on site', total: paid.data.totalPrice },
    });
  });

  it('takes the stock again for an order whose hold lapsed, or refuses when it is gone', async () => {
    const product = await createProduct(t.app, { name: 'Last pouf', countInStock: 1 });
    const order = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
    await t.app.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order._id));
    await t.app.services.orders.releaseLapsedHolds();
    expect((await stockOf(product.id)).countInStock).toBe(1);

    const other = await createUser(t.app);
    await buyAndPay(t.app, other.token, [product.id]);
    const refused = await send(`/${order._id}/mark-paid`);
    expect(refused.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.isPaid).toBe(false);
    expect((await stockOf(product.id)).countInStock).toBe(0);
  });

  it('marks a paid shop order shipped once, and tells the customer', async () => {
    const product = await createProduct(t.app, { name: 'Leather pouf' });
    const unpaid = await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
    const early = await send(`/${unpaid._id}/mark-shipped`);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({
      message: 'This order is not paid yet. Mark it paid before shipping it.',
    });

    const order = await buyAndPay(t.app, customer.token, [product.id]);
    const shipped = await send(`/${order._id}/mark-shipped`);
    expect(shipped.statusCode).toBe(200);
    expect(json<{ data: Order }>(shipped).data).toMatchObject({
      status: 'shipped',
      shippedAt: expect.any(String),
    });
    const notice = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`order ${order.orderNumber} is on its way`),
    );
    expect(notice).toContain('To: amina@example.com');
    expect(notice).toContain('Hello Omar Benjelloun');
    expect((await send(`/${order._id}/mark-shipped`)).statusCode).toBe(409);
    expect((await send('/missing/mark-shipped')).statusCode).toBe(404);
  });

  it('finds orders by number, e-mail, status, payment and Marrakech dates', async () => {
    const shopper = await createUser(t.app, { email: 'zineb.filter@example.com' });
    const product = await createProduct(t.app);
    const paid = await buyAndPay(t.app, shopper.token, [product.id]);
    const unpaid = await placeOrder(t.app, shopper.token, [{ product: product.id, qty: 3 }]);

    expect((await list(`?search=${paid.orderNumber}`)).map((o) => o._id)).toEqual([paid._id]);
    expect((await list(`?search=%23${paid.orderNumber}`)).map((o) => o._id)).toEqual([paid._id]);
    const byEmail = await list('?search=zineb.filter');
    expect(byEmail.map((o) => o._id).sort()).toEqual([paid._id, unpaid._id].sort());
    expect(byEmail.find((o) => o._id === unpaid._id)).toMatchObject({
      isPaid: false,
      status: 'pending',
      itemCount: 3,
      customer: { email: 'zineb.filter@example.com' },
    });
    expect((await list('?search=zineb.filter&paid=paid')).map((o) => o._id)).toEqual([paid._id]);
    expect((await list('?search=zineb.filter&status=pending')).map((o) => o._id)).toEqual([unpaid._id]);

    // 23:30 UTC on 31 March is 00:30 on 1 April in Marrakech.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-31T23:30:00Z') })
      .where(eq(orders.id, paid._id));
    expect((await list('?search=zineb.filter&from=2026-04-01&to=2026-04-01')).map((o) => o._id)).toEqual([
      paid._id,
    ]);
    expect(await list('?search=zineb.filter&from=2026-03-31&to=2026-03-31')).toEqual([]);

    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?from=2026-04-02&to=2026-04-01',
      headers: bearer(admin.token),
    });
    expect(backwards.statusCode).toBe(400);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid._id}`,
      headers: bearer(admin.token),
    });
    expect(json<{ data: Order }>(detail).data).toMatchObject({ user: { email: 'zineb.filter@example.com' } });
  });
});
