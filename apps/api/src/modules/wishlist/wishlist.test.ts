import type { Wishlist } from '@ochre/shared/schemas/wishlist';
import { WISHLIST_MAX_ITEMS } from '@ochre/shared/schemas/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createActivity, createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/wishlist';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (user: TestUser) =>
  json<{ data: Wishlist }>(
    await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(user.token) }),
  ).data;
const put = (user: TestUser, kind: string, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/wishlist/${kind}/${id}`, headers: bearer(user.token) });
const del = (user: TestUser, kind: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/wishlist/${kind}/${id}`, headers: bearer(user.token) });

describe('the wish list', () => {
  it('saves products and activities once each, newest first, and removes them', async () => {
    const user = await createUser(t.app);
    const lamp = await createProduct(t.app, { name: 'Brass lamp', countInStock: 3 });
    const rug = await createProduct(t.app, { name: 'Wool rug' });
    const ride = await createActivity(t.app, { name: 'Camel ride' });

    for (const [kind, id] of [
      ['product', lamp.id],
      ['activity', ride.id],
      ['product', rug.id],
      ['product', lamp.id],
    ] as const) {
      expect((await put(user, kind, id)).statusCode).toBe(200);
    }
    const saved = await list(user);
    expect(saved.products.map((p) => p.name)).toEqual(['Wool rug', 'Brass lamp']);
    expect(saved.products[1]).toMatchObject({ countInStock: 3, price: expect.any(Number) });
    expect(saved.activities.map((a) => a.name)).toEqual(['Camel ride']);

    expect((await del(user, 'product', lamp.id)).statusCode).toBe(200);
    expect((await del(user, 'product', lamp.id)).statusCode).toBe(200);
    expect((await list(user)).products.map((p) => p.name)).toEqual(['Wool rug']);
  });

  it('is each account’s own: another account neither sees nor removes it', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const vase = await createProduct(t.app);
    await put(owner, 'product', vase.id);

    expect(await list(other)).toEqual({ products: [], activities: [] });
    await del(other, 'product', vase.id);
    expect((await list(owner)).products.map((p) => p._id)).toEqual([vase.id]);

    const guest = await t.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(guest.statusCode).toBe(401);
    const guestPut = await t.app.inject({ method: 'PUT', url: `/api/wishlist/product/${vase.id}` });
    expect(guestPut.statusCode).toBe(401);
  });

  it('refuses unknown kinds, unknown or unpublished items, and a full list', async () => {
    const user = await createUser(t.app);
    const draft = await createProduct(t.app, { isPublished: false });
    const badKind = await put(user, 'travel', draft.id);
    expect(badKind.statusCode).toBe(400);
    expect(json(badKind)).toMatchObject({ success: false, errors: { kind: expect.any(String) } });
    expect(json(await put(user, 'product', 'no-such-id'))).toEqual({
      success: false,
      message: 'This product is no longer available.',
    });
    expect((await put(user, 'product', draft.id)).statusCode).toBe(404);
    expect((await put(user, 'activity', draft.id)).statusCode).toBe(404);

    const many = await t.app.db
      .insert(products)
      .values(
        Array.from({ length: WISHLIST_MAX_ITEMS }, (_, i) => ({
          slug: `full-list-${user.id}-${i}`,
          name: `Item ${i}`,
          priceCents: 10_00,
          category: 'Decor',
        })),
      )
      .returning({ id: products.id });
    await t.app.db
      .insert(wishlistItems)
      .values(many.map(({ id: productId }) => ({ userId: user.id, productId })));
    const extra = await createProduct(t.app);
    expect((await put(user, 'product', extra.id)).statusCode).toBe(409);
  });

  it('hides an item taken off sale and forgets one deleted from the catalogue', async () => {
    const user = await createUser(t.app);
    const hidden = await createProduct(t.app);
    const gone = await createProduct(t.app);
    await put(user, 'product', hidden.id);
    await put(user, 'product', gone.id);
    await t.app.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id));
    await t.app.db.delete(products).where(eq(products.id, gone.id));
    expect((await list(user)).products).toEqual([]);
    const rows = await t.app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(rows.map((r) => r.productId)).toEqual([hidden.id]);
  });

  it('merges a guest’s hearts at sign-in, dropping what is not on sale', async () => {
    const user = await createUser(t.app);
    const kept = await createProduct(t.app);
    const fromGuest = await createProduct(t.app);
    const ride = await createActivity(t.app);
    await put(user, 'product', kept.id);

    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/merge',
      headers: bearer(user.token),
      payload: { products: [fromGuest.id, kept.id, 'no-such-id', fromGuest.id], activities: [ride.id] },
    });
    expect(merged.statusCode).toBe(200);
    const data = json<{ data: Wishlist }>(merged).data;
    expect(data.products.map((p) => p._id).sort()).toEqual([kept.id, fromGuest.id].sort());
    expect(data.activities.map((a) => a._id)).toEqual([ride.id]);

    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/merge',
      headers: bearer(user.token),
      payload: { products: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => `p${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
