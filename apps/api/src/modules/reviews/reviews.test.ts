import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createArticle, createProduct, createUser } from '../../../test/helpers/factories';
import { buyAndPay } from '../../../test/helpers/orders';
import { products } from '../../db/schema/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: token ? bearer(token) : {} });

describe('reviews', () => {
  it('needs an account to post', async () => {
    const product = await createProduct(t.app);
    const res = await post(null, {
      refId: product.id,
      refModel: 'Product',
      rating: 5,
      comment: 'Beautiful brass work.',
    });
    expect(res.statusCode).toBe(401);
  });

  it('enforces the rating range and the comment length on the server', async () => {
    const user = await createUser(t.app);
    const product = await createProduct(t.app);
    const short = await post(user.token, {
      refId: product.id,
      refModel: 'Product',
      rating: 5,
      comment: 'Nice.',
    });
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({
      errors: { comment: 'Comment must be at least 10 characters long.' },
    });
    for (const rating of [0, 6, 3.5]) {
      const bad = await post(user.token, {
        refId: product.id,
        refModel: 'Product',
        rating,
        comment: 'Lovely lantern indeed.',
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({
        errors: { rating: 'Please select a product and provide a rating.' },
      });
    }
    const unknownModel = await post(user.token, {
      refId: product.id,
      refModel: 'User',
      rating: 5,
      comment: 'Lovely lantern indeed.',
    });
    expect(unknownModel.statusCode).toBe(400);
  });

  it('keeps the average and the count correct, and allows one review per person', async () => {
    const product = await createProduct(t.app);
    const [a, b, c] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    for (const user of [a, b, c]) await buyAndPay(t.app, user.token, [product.id]);
    for (const [user, rating] of [
      [a!, 5],
      [b!, 4],
      [c!, 2],
    ] as const) {
      const res = await post(user.token, {
        refId: product.id,
        refModel: 'Product',
        rating,
        comment: 'Honest words about it.',
      });
      expect(res.statusCode).toBe(201);
    }
    const again = await post(a!.token, {
      refId: product.id,
      refModel: 'Product',
      rating: 1,
      comment: 'Changed my mind now.',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ message: 'You have already reviewed this.' });

    const [stored] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(stored?.numReviews).toBe(3);
    expect(stored?.ratingAvg).toBeCloseTo(3.67, 2);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/reviews?refId=${product.id}&refModel=Product`,
    });
    const body = json<{
      data: { rating: number; name: string; user: { name: string } }[];
      summary: { count: number; breakdown: number[] };
    }>(list);
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ rating: 2, name: 'Test Customer', user: { name: 'Test Customer' } });
    expect(body.summary).toMatchObject({ count: 3, average: 3.7, breakdown: [0, 1, 0, 1, 1] });
  });

  it('refuses reviews of unknown or unpublished items', async () => {
    const user = await createUser(t.app);
    const missing = await post(user.token, {
      refId: 'nope',
      refModel: 'Article',
      rating: 4,
      comment: 'Where is this article?',
    });
    expect(missing.statusCode).toBe(404);
    const draft = await createArticle(t.app, { isPublished: false });
    const onDraft = await post(user.token, {
      refId: draft.id,
      refModel: 'Article',
      rating: 4,
      comment: 'A draft, not yet out.',
    });
    expect(onDraft.statusCode).toBe(404);
  });

  it('reviews articles too', async () => {
    const user = await createUser(t.app);
    const article = await createArticle(t.app);
    const res = await post(user.token, {
      refId: article.id,
      refModel: 'Article',
      rating: 5,
      comment: 'Made my first tea right.',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Review submitted successfully!',
      data: { refModel: 'Article' },
    });
  });

  it('lets only one of two simultaneous reviews by the same person through', async () => {
    const user = await createUser(t.app);
    const product = await createProduct(t.app);
    await buyAndPay(t.app, user.token, [product.id]);
    const body = {
      refId: product.id,
      refModel: 'Product',
      rating: 5,
      comment: 'Sent twice by a double tap.',
    };
    const answers = await Promise.all([post(user.token, body), post(user.token, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [stored] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(stored).toMatchObject({ numReviews: 1, ratingAvg: 5 });
  });

  it("keeps an article's rating and count in step, as the article page shows them", async () => {
    const article = await createArticle(t.app);
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await post(a.token, {
      refId: article.id,
      refModel: 'Article',
      rating: 5,
      comment: 'Clear and very useful.',
    });
    await post(b.token, {
      refId: article.id,
      refModel: 'Article',
      rating: 2,
      comment: 'Too short for my taste.',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/slug/${article.slug}` });
    expect(json<{ data: { rating: number; numReviews: number } }>(res).data).toMatchObject({
      rating: 3.5,
      numReviews: 2,
    });
  });

  it('pages the list of reviews, newest first', async () => {
    const article = await createArticle(t.app);
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t.app, { name: `Reader ${i}` });
      await post(user.token, {
        refId: article.id,
        refModel: 'Article',
        rating: 4,
        comment: `Review number ${i}.`,
      });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/reviews?refId=${article.id}&refModel=Article&page=2&limit=2`,
    });
    const body = json<{ data: { name: string }[]; pagination: object }>(page);
    expect(body.data.map((r) => r.name)).toEqual(['Reader 0']);
    expect(body.pagination).toEqual({ total: 3, pages: 2, page: 2, limit: 2 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/reviews?refId=${article.id}&refModel=Hotel`,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
