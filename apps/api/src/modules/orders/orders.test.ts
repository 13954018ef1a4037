import type { Order } from '@ochre/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { postOrder, SHIPPING_ADDRESS } from '../../../test/helpers/orders';
import { waitForEmail } from '../../../test/helpers/outbox';
import { pdfText } from '../../../test/helpers/pdf-text';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/commerce';
import { siteRepository } from '../site/repository';

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app, { name: 'Amina Tazi' });
  await siteRepository.upsertSettingsSection(t.app.db, 'general', {
    siteName: 'Ochre',
    contactEmail: 'hello@ochre.example',
    contactPhone: '+212 524 38 91 57',
    address: { street: '24 Derb Dabachi', city: 'Marrakech', state: 'Marrakech-Safi', postalCode: '40000' },
  });
});
afterAll(async () => t.close());

const place = (token: string | null, payload: Record<string, unknown>) => postOrder(t.app, token, payload);

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const stockOf = async (id: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;

const orderCount = async (userId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.userId, userId))).length;

describe('placing an order', () => {
  it('needs an account', async () => {
    const product = await createProduct(t.app);
    const res = await place(null, { orderItems: [{ product: product.id, qty: 1 }] });
    expect(res.statusCode).toBe(401);
  });

  it('prices every line from the catalogue and totals with the checkout rule', async () => {
    const glasses = await createProduct(t.app, {
      name: 'Beldi Tea Glasses',
      priceCents: 12_50,
      countInStock: 8,
    });
    const res = await place(customer.token, {
      orderItems: [{ product: glasses.id, qty: 2, name: 'Beldi Tea Glasses', price: 12.5 }],
      itemsPrice: 25,
      shippingPrice: 10,
      taxPrice: 2.5,
      totalPrice: 37.5,
      notes: 'Gift wrap, please.',
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: Order }>(res);
    expect(body.message).toBe('Order created. Proceed to payment.');
    const order = body.data;
    expect(order).toMatchObject({
      orderNumber: order._id.slice(0, 7),
      kind: 'shop',
      orderItems: [{ name: 'Beldi Tea Glasses', qty: 2, price: 12.5, product: glasses.id }],
      shippingAddress: { ...SHIPPING_ADDRESS, state: '' },
      paymentMethod: 'Test payment',
      itemsPrice: 25,
      shippingPrice: 10,
      taxPrice: 2.5,
      totalPrice: 37.5,
      notes: 'Gift wrap, please.',
      isPaid: false,
      paidAt: null,
      user: { _id: customer.id, name: 'Amina Tazi', email: customer.email },
    });
    expect(order.paymentToken).toMatch(/^[\w-]{43}$/);
    // The stock is set aside for 30 minutes.
    expect(await stockOf(glasses.id)).toBe(6);
    const holdMinutes = (Date.parse(order.holdExpiresAt!) - Date.parse(order.createdAt)) / 60_000;
    expect(holdMinutes).toBeCloseTo(30, 0);
  });

  it('ships free over $50 and rounds tax to the cent', async () => {
    const rug = await createProduct(t.app, { priceCents: 33_33 });
    const res = await place(customer.token, { orderItems: [{ product: rug.id, qty: 2 }] });
    expect(json<{ data: Order }>(res).data).toMatchObject({
      itemsPrice: 66.66,
      shippingPrice: 0,
      taxPrice: 6.67,
      totalPrice: 73.33,
    });
  });

  it('merges a product listed twice', async () => {
    const spice = await createProduct(t.app, { priceCents: 9_00, countInStock: 10 });
    const res = await place(customer.token, {
      orderItems: [
        { product: spice.id, qty: 1 },
        { product: spice.id, qty: 2 },
      ],
    });
    expect(json<{ data: Order }>(res).data.orderItems).toMatchObject([{ qty: 3, price: 9 }]);
    expect(await stockOf(spice.id)).toBe(7);
  });

  it('refuses a tampered price or total and changes nothing', async () => {
    const lantern = await createProduct(t.app, { name: 'Brass Lantern', priceCents: 68_00, countInStock: 5 });
    const user = await createUser(t.app);
    const cheap = await place(user.token, { orderItems: [{ product: lantern.id, qty: 1, price: 0.01 }] });
    expect(cheap.statusCode).toBe(409);
    expect(json(cheap)).toEqual({
      success: false,
      message: 'Prices have changed since you added these items. Please review your cart.',
      errors: { 'orderItems.0.price': 'The price of Brass Lantern is now $68.00.' },
    });
    const lowTotal = await place(user.token, {
      orderItems: [{ product: lantern.id, qty: 1, price: 68 }],
      itemsPrice: 68,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 68,
    });
    expect(lowTotal.statusCode).toBe(409);
    expect(json(lowTotal)).toMatchObject({
      message: 'The order total has changed. Please review your order.',
      errors: { taxPrice: 'It is $6.80.', totalPrice: 'It is $74.80.' },
    });
    expect(await stockOf(lantern.id)).toBe(5);
    expect(await orderCount(user.id)).toBe(0);
  });

  it('refuses quantities above the stock, out-of-stock and unknown products', async () => {
    const mirror = await createProduct(t.app, { name: 'Thuya Mirror', countInStock: 3 });
    const soldOut = await createProduct(t.app, { name: 'Tin Lantern', countInStock: 0 });
    const draft = await createProduct(t.app, { name: 'Draft', isPublished: false });
    const user = await createUser(t.app);

    const tooMany = await place(user.token, { orderItems: [{ product: mirror.id, qty: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toMatchObject({
      message: 'Only 3 of Thuya Mirror left in stock.',
      errors: { 'orderItems.0.qty': 'Only 3 of Thuya Mirror left in stock.' },
    });

    const out = await place(user.token, { orderItems: [{ product: soldOut.id, qty: 1 }] });
    expect(out.statusCode).toBe(409);
    expect(json(out)).toMatchObject({ message: 'Tin Lantern is out of stock.' });

    for (const product of ['no-such-product', draft.id]) {
      const unknown = await place(user.token, { orderItems: [{ product, qty: 1 }] });
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown)).toMatchObject({ message: 'A product in your cart is no longer available.' });
    }

    // A later line failing leaves the earlier ones' stock untouched.
    const mixed = await place(user.token, {
      orderItems: [
        { product: mirror.id, qty: 2 },
        { product: soldOut.id, qty: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(409);
    expect(json(mixed)).toMatchObject({ errors: { 'orderItems.1.qty': 'Tin Lantern is out of stock.' } });
    expect(await stockOf(mirror.id)).toBe(3);
    expect(await orderCount(user.id)).toBe(0);
  });

  it('refuses quantities below 1, fractions and empty carts', async () => {
    const product = await createProduct(t.app);
    for (const [qty, message] of [
      [0, 'Quantity must be at least 1.'],
      [-2, 'Quantity must be at least 1.'],
      [1.5, 'Quantity must be a whole number.'],
    ] as const) {
      const res = await place(customer.token, { orderItems: [{ product: product.id, qty }] });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ errors: { 'orderItems.0.qty': message } });
    }
    const empty = await place(customer.token, { orderItems: [] });
    expect(json(empty)).toMatchObject({ message: 'Your cart is empty.' });
  });

  it('checks the shipping address like the checkout form does', async () => {
    const product = await createProduct(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: {
        orderItems: [{ product: product.id, qty: 1 }],
        shippingAddress: { ...SHIPPING_ADDRESS, fullName: ' ', email: 'not-an-email', country: 'Atlantis' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: {
        'shippingAddress.fullName': 'This field is required',
        'shippingAddress.email': 'Please enter a valid email address',
        'shippingAddress.country': 'Please choose a country we ship to.',
      },
    });
  });

  it('sends the customer an order confirmation with the payment link', async () => {
    const product = await createProduct(t.app, { name: 'Amlou Spread' });
    const user = await createUser(t.app, { name: 'Omar Idrissi' });
    const res = await place(user.token, {
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, email: 'omar@example.com' },
    });
    const order = json<{ data: Order }>(res).data;
    const mail = await waitForEmail(t.config.outboxDir, (m) =>
      m.includes(`order ${order.orderNumber} received`),
    );
    expect(mail).toContain('To: omar@example.com');
    expect(mail).toContain('Amlou Spread');
    expect(mail).toContain(`/payment/order/token/${order.paymentToken}`);
  });

  it('lets one customer keep at most 5 unpaid orders at once', async () => {
    const product = await createProduct(t.app, { countInStock: 100 });
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await place(user.token, { orderItems: [{ product: product.id, qty: 1 }] })).statusCode).toBe(
        201,
      );
    }
    const sixth = await place(user.token, { orderItems: [{ product: product.id, qty: 1 }] });
    expect(sixth.statusCode).toBe(409);
    expect(json(sixth).message).toMatch(/several unpaid orders/);
  });
});

describe('reading orders', () => {
  let order: Order;
  let other: TestUser;
  beforeAll(async () => {
    const product = await createProduct(t.app, { name: 'Leather Pouf', priceCents: 89_00 });
    order = json<{ data: Order }>(
      await place(customer.token, { orderItems: [{ product: product.id, qty: 1 }] }),
    ).data;
    other = await createUser(t.app);
  });

  it('shows an order to its owner and to admins only', async () => {
    const mine = await get(`/api/orders/${order._id}`, customer.token);
    expect(json(mine)).toMatchObject({ success: true, data: { _id: order._id, totalPrice: 97.9 } });

    const theirs = await get(`/api/orders/${order._id}`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).toEqual({ success: false, message: 'Order not found.' });

    const admin = await createUser(t.app, { isAdmin: true });
    const asAdmin = await get(`/api/orders/${order._id}`, admin.token);
    expect(json<{ data: Order }>(asAdmin).data.user).toMatchObject({
      _id: customer.id,
      email: customer.email,
    });

    expect((await get(`/api/orders/${order._id}`)).statusCode).toBe(401);
    expect((await get('/api/orders/nothing-here', customer.token)).statusCode).toBe(404);
  });

  it("lists the customer's own orders, newest first", async () => {
    const res = await get('/api/orders/myorders', customer.token);
    const list = json<{ success: boolean; data: Order[] }>(res).data;
    expect(list[0]?._id).toBe(order._id);
    expect(list.every((o) => o.user?._id === customer.id)).toBe(true);
    expect(json<{ data: Order[] }>(await get('/api/orders/myorders', other.token)).data).toEqual([]);
  });

  it('shows the order behind a payment link, without the account details', async () => {
    const res = await get(`/api/orders/payment/${order.paymentToken}`);
    const data = json<{ data: Order }>(res).data;
    expect(data).toMatchObject({ _id: order._id, totalPrice: 97.9, isPaid: false });
    expect(data.user).toBeUndefined();
    expect(data.paymentToken).toBeUndefined();
    expect(data.shippingAddress).toBeNull();

    const wrong = await get('/api/orders/payment/not-a-real-token-at-all');
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong)).toEqual({ success: false, message: 'Invalid or expired payment link.' });
  });

  it('makes a PDF invoice for the owner only', async () => {
    const res = await get(`/api/orders/${order._id}/invoice`, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Ochre',
      '24 Derb Dabachi',
      'hello@ochre.example',
      `Invoice number: ${order.orderNumber}`,
      'NOT PAID',
      'Amina Tazi',
      '12 Derb Sidi Bouloukat',
      'Leather Pouf',
      '$89.00',
      'Subtotal',
      'Free',
      '$8.90',
      '$97.90',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await get(`/api/orders/${order._id}/invoice`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order._id}/invoice`)).statusCode).toBe(401);
  });
});
