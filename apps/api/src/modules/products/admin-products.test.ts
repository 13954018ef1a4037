import { existsSync } from 'node:fs';
import type { AdminProduct } from '@ochre/shared/schemas/admin-catalog';
import type { Order } from '@ochre/shared/schemas/orders';
import type { Product } from '@ochre/shared/schemas/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { multipartBody, testPicture } from '../../../test/helpers/multipart';
import { buyAndPay, placeOrder } from '../../../test/helpers/orders';
import { products } from '../../db/schema/catalog';
import { auditLog } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
});
afterAll(async () => t.close());

const LANTERN = {
  name: 'Hammered Copper Lantern',
  description: 'Hand-hammered in the Fez medina.',
  longDescription: 'Each lantern takes two days.\n\nIt throws stars across the room.',
  price: 89.5,
  originalPrice: 110,
  images: [] as string[],
  category: 'Home Decor',
  brand: 'Atelier Fez',
  sku: 'LAN-CU-01',
  countInStock: 7,
  isFeatured: true,
  isPublished: false,
  seoTitle: 'Copper lantern from Fez',
  seoDescription: 'A hand-hammered copper lantern.',
  seoKeywords: ['lantern', 'copper'],
};

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(admin.token) });

async function upload(): Promise<string> {
  const { payload, headers } = multipartBody({ folder: 'products' }, [
    { field: 'image', filename: 'lantern.png', bytes: await testPicture(2000, 2000) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { ...headers, ...bearer(admin.token) },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { url: string } }>(res).data.url;
}

const publicProduct = (slug: string) => t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
const auditOf = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('admin products', () => {
  it('creates a draft with uploaded pictures, publishes it, and the shop shows it', async () => {
    const image = await upload();
    expect(image).toMatch(/^\/uploads\/products\/[a-z0-9]+\.webp$/);
    const res = await send('POST', '/products', { ...LANTERN, images: [image] });
    expect(res.statusCode).toBe(201);
    const created = json<{ data: AdminProduct }>(res).data;
    expect(created).toMatchObject({
      slug: 'hammered-copper-lantern',
      price: 89.5,
      originalPrice: 110,
      isOnSale: true,
      isPublished: false,
      countInStock: 7,
      images: [image],
      orderCount: 0,
    });
    const [stored] = await t.app.db.select().from(products).where(eq(products.id, created._id));
    expect(stored).toMatchObject({ priceCents: 8950, originalPriceCents: 11000, sku: 'LAN-CU-01' });

    expect((await publicProduct(created.slug)).statusCode).toBe(404);
    const published = await send('PATCH', `/products/${created._id}`, { isPublished: true });
    expect(json<{ data: AdminProduct }>(published).data.isPublished).toBe(true);
    const shown = json<{ data: Product }>(await publicProduct(created.slug)).data;
    expect(shown).toMatchObject({ name: LANTERN.name, image, seoTitle: 'Copper lantern from Fez' });

    expect((await auditOf(created._id)).map((e) => e.action).sort()).toEqual([
      'product.create',
      'product.publish',
    ]);
  });

  it('refuses what is not a product: missing name, bad prices, negative stock, odd pictures, unknown fields', async () => {
    const before = await t.app.db.$count(products);
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', 'This field is required'],
      [{ price: 10.555 }, 'price', 'Enter an amount in dollars with at most two decimals.'],
      [{ price: -1 }, 'price', 'Enter an amount in dollars with at most two decimals.'],
      [
        { price: 120, originalPrice: 100 },
        'originalPrice',
        'The original price must be higher than the price.',
      ],
      [{ countInStock: -2 }, 'countInStock', 'Stock must be a whole number of 0 or more.'],
      [{ countInStock: 1.5 }, 'countInStock', 'Stock must be a whole number of 0 or more.'],
      [{ images: ['javascript:alert(1)'] }, 'images.0', 'Use an uploaded picture or an https address.'],
      [{ slug: 'Not A Slug!' }, 'slug', 'Use lowercase letters, digits and hyphens only.'],
      [{ soldCount: 500 }, 'soldCount', 'This field is not allowed.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('POST', '/products', { ...LANTERN, sku: '', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field]).toBe(message);
    }
    expect(await t.app.db.$count(products)).toBe(before);
  });

  it('keeps the address through a rename, takes a new one only when asked, and keeps slugs and SKUs unique', async () => {
    const first = json<{ data: AdminProduct }>(
      await send('POST', '/products', { ...LANTERN, name: 'Brass Tray', sku: 'TRAY-1' }),
    ).data;
    const second = json<{ data: AdminProduct }>(
      await send('POST', '/products', { ...LANTERN, name: 'Brass Tray', sku: '' }),
    ).data;
    expect([first.slug, second.slug]).toEqual(['brass-tray', 'brass-tray-2']);

    const renamed = await send('PUT', `/products/${first._id}`, {
      ...LANTERN,
      name: 'Engraved Brass Tray',
      sku: 'TRAY-1',
    });
    expect(json<{ data: AdminProduct }>(renamed).data).toMatchObject({
      name: 'Engraved Brass Tray',
      slug: 'brass-tray',
    });

    const clash = await send('PUT', `/products/${second._id}`, { ...LANTERN, slug: 'brass-tray', sku: '' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({ errors: { slug: 'Another product already uses this address.' } });
    const skuClash = await send('POST', '/products', { ...LANTERN, name: 'Another tray', sku: 'TRAY-1' });
    expect(skuClash.statusCode).toBe(409);
    expect(json(skuClash)).toMatchObject({ errors: { sku: 'Another product already has this SKU.' } });

    const moved = await send('PUT', `/products/${second._id}`, {
      ...LANTERN,
      slug: 'small-brass-tray',
      sku: '',
    });
    expect(json<{ data: AdminProduct }>(moved).data.slug).toBe('small-brass-tray');

    const [update] = (await auditOf(first._id)).filter((e) => e.action === 'product.update');
    expect(update?.details).toMatchObject({ name: 'Engraved Brass Tray', changed: ['name'] });
  });

  it('lists drafts too, with filters for status, low stock and search', async () => {
    await createProduct(t.app, { name: 'Saffron tin', countInStock: 0, sku: 'SAF-1' });
    await createProduct(t.app, { name: 'Rose water', countInStock: 3, isPublished: false });
    const list = async (query: string) =>
      json<{ data: AdminProduct[]; categories: string[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/products${query}`,
          headers: bearer(admin.token),
        }),
      );
    expect((await list('?stock=out')).data.map((p) => p.name)).toContain('Saffron tin');
    const low = (await list('?stock=low')).data;
    expect(low.every((p) => p.countInStock <= 5)).toBe(true);
    expect(low[0]?.countInStock).toBe(0);
    expect((await list('?status=draft')).data.map((p) => p.name)).toContain('Rose water');
    expect((await list('?status=published')).data.map((p) => p.name)).not.toContain('Rose water');
    expect((await list('?search=saf-1')).data.map((p) => p.name)).toEqual(['Saffron tin']);
    expect((await list('')).categories).toContain('Home Decor');
  });

  it('deletes a product without breaking the orders that listed it, and its pictures go unless an order shows them', async () => {
    const image = await upload();
    const spare = await upload();
    const product = json<{ data: AdminProduct }>(
      await send('POST', '/products', {
        ...LANTERN,
        name: 'Ceramic Tagine',
        sku: '',
        images: [image, spare],
        isPublished: true,
      }),
    ).data;
    const order = await buyAndPay(t.app, customer.token, [product._id]);
    expect(
      json<{ data: AdminProduct }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/products/${product._id}`,
          headers: bearer(admin.token),
        }),
      ).data.orderCount,
    ).toBe(1);

    const res = await send('DELETE', `/products/${product._id}`);
    expect(res.statusCode).toBe(200);
    expect((await publicProduct(product.slug)).statusCode).toBe(404);

    const kept = json<{ data: Order }>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(customer.token) }),
    ).data;
    expect(kept.orderItems).toEqual([
      expect.objectContaining({ name: 'Ceramic Tagine', price: 89.5, qty: 1, product: null, image }),
    ]);
    expect(existsSync(t.app.storage.pathFor(image)!)).toBe(true);
    expect(existsSync(t.app.storage.pathFor(spare)!)).toBe(false);
    expect((await auditOf(product._id)).map((e) => e.action)).toContain('product.delete');
    expect((await send('DELETE', `/products/${product._id}`)).statusCode).toBe(404);
  });

  it('will not delete a product an unpaid order still holds, but unpublishes it', async () => {
    const product = await createProduct(t.app, { name: 'Berber necklace' });
    await placeOrder(t.app, customer.token, [{ product: product.id, qty: 1 }]);
    const res = await send('DELETE', `/products/${product.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: expect.stringContaining('Unpublish it now') });
    const hidden = await send('PATCH', `/products/${product.id}`, { isPublished: false });
    expect(hidden.statusCode).toBe(200);
    expect((await publicProduct(product.slug)).statusCode).toBe(404);
  });

  it('accepts only pictures in uploads, into known folders', async () => {
    const notImage = multipartBody({ folder: 'products' }, [
      { field: 'image', filename: 'x.png', bytes: Buffer.from('GIF89a but not really') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: notImage.payload,
      headers: { ...notImage.headers, ...bearer(admin.token) },
    });
    expect(refused.statusCode).toBe(415);
    const badFolder = multipartBody({ folder: '../avatars' }, [
      { field: 'image', filename: 'x.png', bytes: await testPicture(10, 10) },
    ]);
    const outside = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: badFolder.payload,
      headers: { ...badFolder.headers, ...bearer(admin.token) },
    });
    expect(outside.statusCode).toBe(400);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: badFolder.payload,
      headers: { ...badFolder.headers, ...bearer(customer.token) },
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
