import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  createActivity,
  createArticle,
  createProduct,
  createTravelProgram,
} from '../../../test/helpers/factories';
import { products } from '../../db/schema/catalog';
import { sitemapParts } from './sitemap-xml';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = t.config.publicUrl;
});
afterAll(async () => t.close());

interface Entry {
  loc: string;
  lastmod: string | undefined;
  alternates: Map<string, string>;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Reads a part's <url> entries with their hreflang alternates (the test's own small reader). */
function readUrlset(xml: string): Entry[] {
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, href] as const,
      ),
    ),
  }));
}

async function everyEntry(): Promise<Entry[]> {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const parts = [
    ...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g),
  ];
  expect(parts.length).toBeGreaterThan(0);
  const entries: Entry[] = [];
  for (const [, loc = '', lastmod] of parts) {
    expect(loc.startsWith(`${base}/sitemap-`)).toBe(true);
    if (lastmod) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    const part = await get(loc.slice(base.length));
    expect(part.statusCode).toBe(200);
    entries.push(...readUrlset(part.body));
  }
  return entries;
}

describe('sitemap', () => {
  it('robots.txt names it and keeps private pages out in every language', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    for (const prefix of ['', '/fr', '/es', '/ar'])
      expect(res.body).toContain(`Disallow: ${prefix}/checkout`);
  });

  it('lists every public page in every language with lastmod and reciprocal alternates, and nothing unpublished', async () => {
    await createProduct(t.app, { slug: 'kilim-cushion', category: 'Textiles & Rugs' });
    await createProduct(t.app, { slug: 'hidden-lamp', isPublished: false });
    await createActivity(t.app, { slug: 'cooking-class' });
    await createActivity(t.app, { slug: 'secret-tour', isPublished: false });
    await createTravelProgram(t.app, { destination: 'sahara' });
    await createTravelProgram(t.app, { destination: 'draft-trip', isPublished: false });
    await createArticle(t.app, { slug: 'mint-tea' });
    await createArticle(t.app, { slug: 'draft-article', isPublished: false });
    await t.app.settleChanges();

    const entries = await everyEntry();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);

    for (const path of [
      '/',
      '/products',
      '/activities',
      '/travels',
      '/articles',
      '/about',
      '/category/Textiles%20%26%20Rugs',
      '/products/kilim-cushion',
      '/activities/cooking-class',
      '/travels/sahara',
      '/articles/mint-tea',
    ]) {
      for (const prefix of ['', '/fr', '/es', '/ar']) {
        const loc = prefix && path === '/' ? `${base}${prefix}/` : `${base}${prefix}${path}`;
        expect(byLoc.has(loc), loc).toBe(true);
      }
    }
    const listed = entries.map((entry) => entry.loc).join('\n');
    for (const hidden of ['hidden-lamp', 'secret-tour', 'draft-trip', 'draft-article']) {
      expect(listed).not.toContain(hidden);
    }

    for (const entry of entries) {
      expect(entry.lastmod, entry.loc).toBeDefined();
      expect(new Date(entry.lastmod!).toISOString()).toBe(entry.lastmod);
      expect([...entry.alternates.keys()].sort()).toEqual(['ar', 'en', 'es', 'fr', 'x-default']);
      expect(entry.alternates.get('x-default')).toBe(entry.alternates.get('en'));
      // Reciprocal: each version is listed too, and names the same set of versions, this one included.
      expect([...entry.alternates.values()]).toContain(entry.loc);
      for (const href of entry.alternates.values()) {
        const other = byLoc.get(href);
        expect(other, href).toBeDefined();
        expect([...other!.alternates]).toEqual([...entry.alternates]);
      }
    }
  });

  it('drops an item the moment it is unpublished', async () => {
    const product = await createProduct(t.app, { slug: 'brass-lantern' });
    await t.app.settleChanges();
    expect((await everyEntry()).some((e) => e.loc === `${base}/fr/products/brass-lantern`)).toBe(true);
    await t.app.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    await t.app.settleChanges();
    expect((await everyEntry()).some((e) => e.loc.includes('brass-lantern'))).toBe(false);
  });

  it('answers 404 for a part that does not exist', async () => {
    expect((await get('/sitemap-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBe(400);
  });

  it('splits a large site into parts under the protocol limit', () => {
    const pages = Array.from({ length: 25 }, (_, i) => ({ path: `/products/p${i}`, lastmod: null }));
    expect(sitemapParts(pages, 10).map((part) => part.length)).toEqual([10, 10, 5]);
    expect(sitemapParts([], 10)).toEqual([[]]);
  });
});
