import type { Article, ArticlesPage } from '@ochre/shared/schemas/articles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createArticle, createUser, type TestUser } from '../../../test/helpers/factories';
import { articles } from '../../db/schema/content';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

const DAY = 86_400_000;
const words = (n: number, word = 'souk') => Array.from({ length: n }, () => word).join(' ');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  customer = await createUser(t.app);
  // Eleven published articles, one a day, plus one draft: two pages of nine.
  for (let i = 0; i < 11; i++) {
    await createArticle(t.app, {
      slug: `journal-${i}`,
      title: `Journal entry ${i}`,
      content: `<p>${words(10)}</p>`,
      publishedAt: new Date(Date.now() - (20 - i) * DAY),
      createdAt: new Date(Date.now() - (20 - i) * DAY),
    });
  }
  await createArticle(t.app, {
    slug: 'ramadan-draft',
    title: 'Ramadan evenings (draft)',
    isPublished: false,
    publishedAt: null,
  });
  await createArticle(t.app, {
    slug: 'mint-tea',
    title: 'The Moroccan Mint Tea Ceremony',
    content: `<p>Gunpowder green tea, fresh <strong>nana</strong> mint and sugar. ${words(395, 'pour')}</p>`,
    tags: ['Tea', 'Hospitality', 'Culture', 'Recipes', 'Traditions'],
    category: 'Food',
    publishedAt: new Date(Date.now() - 30 * DAY),
  });
  await createArticle(t.app, {
    slug: 'hammam-guide',
    title: 'Hammam etiquette for first-timers',
    content: '<p>Bring a kessa glove and black soap; 100% worth it.</p>',
    tags: ['Wellness'],
    publishedAt: new Date(Date.now() - 40 * DAY),
  });
});
afterAll(async () => t.close());

const list = async (query: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/articles${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return json<ArticlesPage>(res);
};

describe('GET /api/articles', () => {
  it('pages published articles nine at a time, newest first', async () => {
    const first = await list('?pageNumber=1&pageSize=9');
    expect(first).toMatchObject({ success: true, page: 1, pages: 2, total: 13 });
    expect(first.articles).toHaveLength(9);
    expect(first.articles.map((a) => a.slug).slice(0, 3)).toEqual(['journal-10', 'journal-9', 'journal-8']);
    const second = await list('?pageNumber=2&pageSize=9');
    expect(second.articles.map((a) => a.slug)).toEqual([
      'journal-1',
      'journal-0',
      'mint-tea',
      'hammam-guide',
    ]);
    expect((await list('')).articles).toHaveLength(9);
    expect((await list('?pageNumber=3')).articles).toEqual([]);
  });

  it('hides drafts from visitors and customers, and shows them to admins', async () => {
    const slugs = async (token?: string) => (await list('?pageSize=50', token)).articles.map((a) => a.slug);
    expect(await slugs()).not.toContain('ramadan-draft');
    expect(await slugs(customer.token)).not.toContain('ramadan-draft');
    const asAdmin = await list('?pageSize=50', admin.token);
    expect(asAdmin.total).toBe(14);
    expect(asAdmin.articles.find((a) => a.slug === 'ramadan-draft')).toMatchObject({ isPublished: false });
  });

  it('treats a stale token as a visitor rather than failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles', headers: bearer('not-a-token') });
    expect(res.statusCode).toBe(200);
    expect(json<ArticlesPage>(res).total).toBe(13);
  });

  it('finds articles by keyword in the title, tags, category and text, but not in the markup', async () => {
    const slugs = async (keyword: string) =>
      (await list(`?keyword=${encodeURIComponent(keyword)}`)).articles.map((a) => a.slug);
    expect(await slugs('mint')).toEqual(['mint-tea']);
    expect(await slugs('HOSPITALITY')).toEqual(['mint-tea']);
    expect(await slugs('kessa')).toEqual(['hammam-guide']);
    expect(await slugs('nana gunpowder')).toEqual(['mint-tea']);
    expect(await slugs('nana kessa')).toEqual([]);
    expect(await slugs('strong')).toEqual([]);
    expect(await slugs('%')).toEqual(['hammam-guide']);
    expect(await slugs('_')).toEqual([]);
    expect(await slugs('ramadan')).toEqual([]);
    const searched = await list('?keyword=journal&pageSize=9');
    expect(searched).toMatchObject({ total: 11, pages: 2 });
  });

  it('puts title matches before matches in the text', async () => {
    await createArticle(t.app, {
      slug: 'souk-bargaining',
      title: 'Bargaining in the souk',
      publishedAt: new Date(Date.now() - 90 * DAY),
    });
    const found = await list('?keyword=souk&pageSize=50');
    expect(found.articles[0]?.slug).toBe('souk-bargaining');
    expect(found.total).toBe(12);
  });

  it('sends card data: a 150-character snippet without tags, reading time and author', async () => {
    const found = await list('?keyword=mint');
    const card = found.articles[0]!;
    expect(card.snippet).toMatch(/^Gunpowder green tea, fresh nana mint and sugar\. pour pour/);
    expect(card.snippet.endsWith('...')).toBe(true);
    expect(card.snippet.length).toBeLessThanOrEqual(153);
    expect(card.snippet).not.toContain('<');
    expect(card.readingTime).toBe(3);
    expect(card.tags).toEqual(['Tea', 'Hospitality', 'Culture', 'Recipes', 'Traditions']);
    expect(card).not.toHaveProperty('content');
  });

  it('refuses nonsense paging', async () => {
    for (const query of ['?pageNumber=0', '?pageSize=500', '?pageNumber=two', '?page=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/articles${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/articles/slug/:slug and /api/articles/:id', () => {
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers an article by slug, or by id when cards link to the id', async () => {
    const res = await get('/api/articles/slug/mint-tea');
    expect(res.statusCode).toBe(200);
    const article = json<{ data: Article }>(res).data;
    expect(article).toMatchObject({
      slug: 'mint-tea',
      title: 'The Moroccan Mint Tea Ceremony',
      category: 'Food',
      readingTime: 3,
      isPublished: true,
    });
    expect(article.content).toContain('<strong>nana</strong>');
    const byIdThroughSlug = await get(`/api/articles/slug/${article._id}`);
    expect(json<{ data: Article }>(byIdThroughSlug).data.slug).toBe('mint-tea');
    const byId = await get(`/api/articles/${article._id}`);
    expect(json<{ data: Article }>(byId).data.slug).toBe('mint-tea');
  });

  it('answers 404 for unknown articles, and for drafts unless an admin asks', async () => {
    const missing = await get('/api/articles/slug/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Article not found.' });
    expect((await get('/api/articles/slug/ramadan-draft')).statusCode).toBe(404);
    expect((await get('/api/articles/slug/ramadan-draft', customer.token)).statusCode).toBe(404);
    const draft = await get('/api/articles/slug/ramadan-draft', admin.token);
    expect(draft.statusCode).toBe(200);
    const id = json<{ data: Article }>(draft).data._id;
    expect((await get(`/api/articles/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/articles/${id}`, admin.token)).statusCode).toBe(200);
  });
});

describe('article HTML never carries scripts to readers', () => {
  const XSS =
    '<h1>Tea</h1><p onclick="steal()">Pour <img src="x" onerror="alert(1)"> high</p>' +
    '<script>alert(document.cookie)</script><a href="javascript:alert(1)">click</a>' +
    '<iframe src="https://evil.example"></iframe>';

  it('sanitises stored HTML again when serving it', async () => {
    // A row written without the service (an old import, say) still reaches readers clean.
    await createArticle(t.app, { slug: 'raw-import', title: 'Raw import', content: XSS });
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/slug/raw-import' });
    const { content } = json<{ data: Article }>(res).data;
    expect(content).toBe('<h2>Tea</h2><p>Pour  high</p><a>click</a>');
    const card = (await list('?keyword=raw')).articles[0]!;
    expect(card.snippet).toBe('Tea Pour high click');
  });

  it('sanitises HTML when an article is saved, with a slug of its own', async () => {
    const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: bearer(admin.token) });
    const createdRes = await save('POST', '/api/admin/articles', {
      title: 'Mint tea, the Marrakech way',
      content: XSS,
      tags: ['Tea'],
      isPublished: true,
    });
    expect(createdRes.statusCode).toBe(201);
    const created = json<{ data: Article }>(createdRes).data;
    const again = json<{ data: Article }>(
      await save('POST', '/api/admin/articles', {
        title: 'Mint tea, the Marrakech way',
        content: '<p>Second</p>',
      }),
    ).data;
    expect(created.slug).toBe('mint-tea-the-marrakech-way');
    expect(again.slug).toBe('mint-tea-the-marrakech-way-2');
    expect(again.isPublished).toBe(false);
    expect(again.publishedAt).toBeNull();
    const [stored] = await t.app.db.select().from(articles).where(eq(articles.id, created._id));
    expect(stored?.content).toBe('<h2>Tea</h2><p>Pour  high</p><a>click</a>');
    expect(stored?.publishedAt).toBeInstanceOf(Date);
    expect(created.author).toEqual({ name: 'Test Customer' });

    const updatedRes = await save('PUT', `/api/admin/articles/${again._id}`, {
      title: 'Mint tea, revisited',
      content: '<p onmouseover="x()">Now <em>published</em></p><script>1</script>',
      isPublished: true,
    });
    expect(json<{ data: Article }>(updatedRes).data).toMatchObject({
      slug: 'mint-tea-the-marrakech-way-2',
      title: 'Mint tea, revisited',
      content: '<p>Now <em>published</em></p>',
      isPublished: true,
    });
    expect(json<{ data: Article }>(updatedRes).data.publishedAt).not.toBeNull();
    const missing = await save('PUT', '/api/admin/articles/missing', { title: 'x', content: '' });
    expect(missing.statusCode).toBe(404);
  });
});
