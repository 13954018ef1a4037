import type { Article, ArticleSummary } from '@ochre/shared/schemas/articles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { articles, auditLog, reviews } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true, name: 'Salma Idrissi' });
  reader = await createUser(t.app);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(admin.token) });
const publicArticle = (slug: string) => t.app.inject({ method: 'GET', url: `/api/articles/slug/${slug}` });

const ARTICLE = {
  title: 'Ten Hours in the Medina',
  content:
    '<h2>Morning</h2><p>Start at <strong>Bab Doukkala</strong> <a href="https://example.com">before nine</a>.</p>' +
    '<p><img src="/uploads/articles/souk.webp" alt="The souk"></p>' +
    '<p style="color:red" onclick="steal()">Mind the mopeds.</p><script>alert(1)</script>' +
    '<iframe src="https://evil.example"></iframe>',
  image: '/uploads/articles/cover.webp',
  category: 'Guides',
  tags: ['Medina', 'Walking'],
  metaTitle: 'A day in the Marrakech medina',
  metaDescription: 'Where to walk, eat and rest.',
  keywords: ['medina', 'marrakech'],
};

describe('admin articles', () => {
  it('saves a draft with sanitised HTML and SEO fields, then publishes it for readers', async () => {
    const res = await send('POST', '/articles', ARTICLE);
    expect(res.statusCode).toBe(201);
    const draft = json<{ data: Article }>(res).data;
    expect(draft).toMatchObject({
      slug: 'ten-hours-in-the-medina',
      isPublished: false,
      publishedAt: null,
      author: { name: 'Salma Idrissi' },
      metaTitle: 'A day in the Marrakech medina',
      keywords: ['medina', 'marrakech'],
    });
    const [stored] = await t.app.db.select().from(articles).where(eq(articles.id, draft._id));
    expect(stored?.content).toBe(
      '<h2>Morning</h2><p>Start at <strong>Bab Doukkala</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">before nine</a>.</p>' +
        '<p><img src="/uploads/articles/souk.webp" alt="The souk" loading="lazy" /></p><p>Mind the mopeds.</p>',
    );
    expect((await publicArticle(draft.slug)).statusCode).toBe(404);

    const published = await send('PATCH', `/articles/${draft._id}`, { isPublished: true });
    expect(json<{ data: Article }>(published).data.publishedAt).not.toBeNull();
    const shown = json<{ data: Article }>(await publicArticle(draft.slug)).data;
    expect(shown.content).not.toContain('script');
    expect(shown.content).not.toContain('onclick');

    const back = await send('PATCH', `/articles/${draft._id}`, { isPublished: false });
    expect(json(back)).toMatchObject({ message: 'Article moved back to drafts.' });
    expect((await publicArticle(draft.slug)).statusCode).toBe(404);

    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['article.create', 'article.publish', 'article.unpublish']);
  });

  it('keeps the address through a rename unless the editor changes it, and never lets two articles share one', async () => {
    const a = json<{ data: Article }>(
      await send('POST', '/articles', { ...ARTICLE, title: 'Jardin Secret' }),
    ).data;
    const b = json<{ data: Article }>(
      await send('POST', '/articles', { ...ARTICLE, title: 'Jardin Secret' }),
    ).data;
    expect([a.slug, b.slug]).toEqual(['jardin-secret', 'jardin-secret-2']);
    const renamed = await send('PUT', `/articles/${a._id}`, {
      ...ARTICLE,
      title: 'Le Jardin Secret, revisited',
    });
    expect(json<{ data: Article }>(renamed).data.slug).toBe('jardin-secret');
    const clash = await send('PUT', `/articles/${b._id}`, { ...ARTICLE, slug: 'jardin-secret' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({ errors: { slug: 'Another article already uses this address.' } });
    const moved = await send('PUT', `/articles/${b._id}`, { ...ARTICLE, slug: 'secret-garden-tips' });
    expect(json<{ data: Article }>(moved).data.slug).toBe('secret-garden-tips');
  });

  it('lists drafts and published articles separately, and refuses bad input', async () => {
    await send('POST', '/articles', { ...ARTICLE, title: 'Published piece', isPublished: true });
    const list = async (query: string) =>
      json<{ data: ArticleSummary[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/articles${query}`,
          headers: bearer(admin.token),
        }),
      ).data;
    expect((await list('?status=published')).every((a) => a.isPublished)).toBe(true);
    expect((await list('?status=draft')).every((a) => !a.isPublished)).toBe(true);
    expect((await list('?search=published%20piece')).map((a) => a.title)).toEqual(['Published piece']);

    for (const [change, field] of [
      [{ title: '' }, 'title'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ slug: 'Hello World' }, 'slug'],
      [{ authorName: 'Someone else' }, 'authorName'],
    ] as const) {
      const res = await send('POST', '/articles', { ...ARTICLE, ...change });
      expect(res.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors[field]).toBeDefined();
    }
  });

  it('deletes an article with its reviews', async () => {
    const article = json<{ data: Article }>(
      await send('POST', '/articles', { ...ARTICLE, title: 'Short-lived', isPublished: true }),
    ).data;
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { refModel: 'Article', refId: article._id, rating: 4, comment: 'Useful little guide.' },
      headers: bearer(reader.token),
    });
    expect(review.statusCode).toBe(201);
    expect((await send('DELETE', `/articles/${article._id}`)).statusCode).toBe(200);
    expect((await publicArticle(article.slug)).statusCode).toBe(404);
    expect(await t.app.db.$count(reviews, eq(reviews.refId, article._id))).toBe(0);
    expect((await send('DELETE', `/articles/${article._id}`)).statusCode).toBe(404);
  });
});
