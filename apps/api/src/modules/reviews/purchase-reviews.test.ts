import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Review, ReviewableProduct } from '@ochre/shared/schemas/reviews';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser, type TestUser } from '../../../test/helpers/factories';
import { type FilePart, multipartBody, testPicture } from '../../../test/helpers/multipart';
import { buyAndPay, placeOrder } from '../../../test/helpers/orders';
import { products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NOT_PURCHASED = 'You can only review products you have bought and paid for.';

/** The account's Add Review tab: POST /reviews as multipart (product, rating, comment, images). */
const postForm = (user: TestUser, fields: Record<string, string>, files: FilePart[] = []) => {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload,
    headers: { ...headers, ...bearer(user.token) },
  });
};

const reviewable = async (user: TestUser) =>
  json<{ data: ReviewableProduct[] }>(
    await t.app.inject({
      method: 'GET',
      url: '/api/reviews/reviewable-products',
      headers: bearer(user.token),
    }),
  ).data;

const storedReviewPictures = async () => readdir(path.join(t.config.uploadsDir, 'reviews')).catch(() => []);

describe('reviews of purchases', () => {
  it('refuses a product the customer has not bought, as multipart and as JSON', async () => {
    const [user, product] = await Promise.all([createUser(t.app), createProduct(t.app)]);
    const form = await postForm(user, {
      product: product.id,
      rating: '5',
      comment: 'Lovely lantern, truly.',
    });
    expect(form.statusCode).toBe(403);
    expect(json(form)).toMatchObject({ success: false, message: NOT_PURCHASED });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { refModel: 'Product', refId: product.id, rating: 5, comment: 'Lovely lantern, truly.' },
      headers: bearer(user.token),
    });
    expect(asJson.statusCode).toBe(403);
    expect(await t.app.db.$count(reviews, eq(reviews.refId, product.id))).toBe(0);
  });

  it('refuses while the order is not paid, and does not keep the pictures', async () => {
    const [user, product] = await Promise.all([createUser(t.app), createProduct(t.app)]);
    await placeOrder(t.app, user.token, [{ product: product.id, qty: 1 }]);
    expect(await reviewable(user)).toEqual([]);
    const before = await storedReviewPictures();
    const res = await postForm(
      user,
      { product: product.id, rating: '4', comment: 'Waiting for it to arrive.' },
      [{ field: 'images', filename: 'a.png', bytes: await testPicture() }],
    );
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ message: NOT_PURCHASED });
    expect(await storedReviewPictures()).toEqual(before);
  });

  it("accepts a paid purchase with pictures, resized, shown in the product's reviews", async () => {
    const user = await createUser(t.app, { name: 'Nadia Berrada' });
    const [product, other] = await Promise.all([
      createProduct(t.app, { name: 'Berber rug' }),
      createProduct(t.app, { name: 'Argan oil' }),
    ]);
    await buyAndPay(t.app, user.token, [product.id, other.id]);
    expect((await reviewable(user)).map((p) => p.name).sort()).toEqual(['Argan oil', 'Berber rug']);

    const res = await postForm(
      user,
      { product: product.id, rating: '5', comment: 'Thick wool, deep colours, fast delivery.' },
      [
        { field: 'images', filename: 'rug.png', bytes: await testPicture(2400, 1600) },
        {
          field: 'images',
          filename: 'detail.jpg',
          bytes: await sharp(await testPicture())
            .jpeg()
            .toBuffer(),
        },
      ],
    );
    expect(res.statusCode).toBe(201);
    const review = json<{ data: Review; message: string }>(res);
    expect(review.message).toBe('Review submitted successfully!');
    expect(review.data).toMatchObject({
      refModel: 'Product',
      refId: product.id,
      rating: 5,
      name: 'Nadia Berrada',
    });
    expect(review.data.images).toHaveLength(2);

    for (const url of review.data.images) {
      expect(url).toMatch(/^\/uploads\/reviews\/[a-z0-9]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(1200);
    }

    const list = json<{ data: Review[] }>(
      await t.app.inject({ method: 'GET', url: `/api/reviews?refModel=Product&refId=${product.id}` }),
    );
    expect(list.data[0]?.images).toEqual(review.data.images);
    const [stored] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(stored).toMatchObject({ numReviews: 1, ratingAvg: 5 });
    expect((await reviewable(user)).map((p) => p.name)).toEqual(['Argan oil']);

    const twice = await postForm(user, {
      product: product.id,
      rating: '1',
      comment: 'Trying a second time.',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('checks every picture from its bytes and keeps none of a refused review', async () => {
    const [user, product] = await Promise.all([createUser(t.app), createProduct(t.app)]);
    await buyAndPay(t.app, user.token, [product.id]);
    const before = await storedReviewPictures();
    const res = await postForm(
      user,
      { product: product.id, rating: '3', comment: 'Nice, but see the photo.' },
      [
        { field: 'images', filename: 'ok.png', bytes: await testPicture() },
        { field: 'images', filename: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>') },
      ],
    );
    expect(res.statusCode).toBe(415);
    expect(await storedReviewPictures()).toEqual(before);
    expect(await t.app.db.$count(reviews, eq(reviews.refId, product.id))).toBe(0);

    const tooMany = await postForm(
      user,
      { product: product.id, rating: '3', comment: 'Six photos of one teapot.' },
      await Promise.all(
        Array.from({ length: 6 }, async (_, i) => ({
          field: 'images',
          filename: `${i}.png`,
          bytes: await testPicture(40, 40),
        })),
      ),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(await t.app.db.$count(reviews, eq(reviews.refId, product.id))).toBe(0);
  });

  it('answers with the exact messages for a missing product or rating and a short comment', async () => {
    const user = await createUser(t.app);
    const missing = await postForm(user, { product: '', rating: '', comment: 'Long enough comment.' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      message: 'Please select a product and provide a rating.',
      errors: { product: 'Please select a product and provide a rating.' },
    });
    const short = await postForm(user, { product: 'abc', rating: '4', comment: 'Too short' });
    expect(json(short)).toMatchObject({
      errors: { comment: 'Comment must be at least 10 characters long.' },
    });
    const extra = await postForm(user, {
      product: 'abc',
      rating: '4',
      comment: 'Long enough comment.',
      userId: 'x',
    });
    expect(json(extra)).toMatchObject({ errors: { userId: 'This field is not allowed.' } });
  });

  it('lists only published products, bought and paid for, of this customer', async () => {
    const [buyer, someoneElse] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [kept, hidden] = await Promise.all([
      createProduct(t.app, { name: 'Tadelakt vase' }),
      createProduct(t.app, { name: 'Discontinued pouf' }),
    ]);
    await buyAndPay(t.app, buyer.token, [kept.id, hidden.id]);
    await t.app.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden.id));
    const list = await reviewable(buyer);
    expect(list).toEqual([
      expect.objectContaining({
        _id: kept.id,
        name: 'Tadelakt vase',
        slug: kept.slug,
        paidAt: expect.any(String),
      }),
    ]);
    expect(await reviewable(someoneElse)).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/reviews/reviewable-products' });
    expect(guest.statusCode).toBe(401);
  });
});
