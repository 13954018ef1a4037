import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { articles } from '../db/schema/content';
import { uniqueSlug } from './unique-slug';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('uniqueSlug', () => {
  it('numbers a slug that is taken, and lets a row keep its own', async () => {
    const slug = () => uniqueSlug(t.app.db, articles, articles.slug, 'Mint Tea: A Guide!');
    expect(await slug()).toBe('mint-tea-a-guide');
    const [first] = await t.app.db
      .insert(articles)
      .values({ slug: await slug(), title: 'x' })
      .returning();
    expect(await slug()).toBe('mint-tea-a-guide-2');
    await t.app.db.insert(articles).values({ slug: await slug(), title: 'x' });
    expect(await slug()).toBe('mint-tea-a-guide-3');
    expect(await uniqueSlug(t.app.db, articles, articles.slug, 'Mint Tea: A Guide!', first!.id)).toBe(
      'mint-tea-a-guide',
    );
  });

  it('makes a slug even from a title with no Latin letters', async () => {
    expect(await uniqueSlug(t.app.db, articles, articles.slug, 'مراكش')).toMatch(/^[a-z0-9]{8}$/);
  });
});
