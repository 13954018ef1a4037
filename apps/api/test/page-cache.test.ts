import { createHash } from 'node:crypto';
import type { ServerEntry, Transport } from '@ochre/shared/ssr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/plugins/public-cache';
import { webPlugin } from '../src/plugins/web';
import { bearer, createTestApp, type TestApp } from './helpers/app';
import { createProduct, createUser, type TestUser } from './helpers/factories';

/**
 * The page cache around a small server entry that keeps the real one's contract: it reads
 * the API through the transport it is given, and marks its inline script with the nonce.
 * (The real pages are covered by the browser journeys.)
 */
const STATE_SCRIPT = 'window.__STATE__={"ready":true}';
/** The template's own inline script, as the build's that starts the app. */
const TEMPLATE_SCRIPT = 'window.__STARTED__=true';
let renders = 0;
let api: Transport;
/** The API addresses that went through the server's request pipeline. */
const apiRequests: string[] = [];
const entry: ServerEntry = {
  configureApi: (transport) => {
    api = transport;
  },
  negotiateLang: (cookie, acceptLanguage) =>
    cookie === 'fr' || (!cookie && acceptLanguage?.startsWith('fr')) ? 'fr' : 'en',
  async render({ request, lang, suggestLang, currency, nonce }) {
    renders += 1;
    const url = new URL(request.url);
    const get = (path: string) =>
      api(`http://internal/api${path}`, { headers: { accept: 'application/json' } });
    if (url.searchParams.has('mine')) await get('/orders/myorders');
    const response = await get(`/products/slug/${url.pathname.split('/').pop()}`);
    const product = ((await response.json()) as { data?: { name: string; countInStock: number } }).data;
    return {
      kind: 'page',
      status: response.status,
      // A marked script that loads a file: its token goes, but it has no text to hash.
      head: `<script nonce="${nonce}" type="module" src="/assets/entry.js"></script>`,
      html: product
        ? `<h1>${product.name}</h1><p>${product.countInStock} in stock (${lang})</p><p>suggest ${suggestLang ?? 'none'}</p><p>in ${currency}</p>`
        : '<h1>Not found</h1>',
      state: `<script nonce="${nonce}">${STATE_SCRIPT}</script>`,
      lang,
      dir: 'ltr',
    };
  },
};

let t: TestApp;
let site: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
  // The same database behind a production server with the page renderer (the test app closes the database).
  site = await buildApp(
    { ...t.config, env: 'production' },
    { database: { ...t.database, close: async () => {} } },
  );
  await site.register(webPlugin, {
    config: { ...t.config, env: 'production' },
    source: {
      template: async () =>
        `<!doctype html><html lang="en" dir="ltr"><head><!--app-head--><script>${TEMPLATE_SCRIPT}</script></head><body><!--app-html--><!--app-state--></body></html>`,
      entry: async () => entry,
    },
  });
  // onResponse: the local cache's hits skip the later onRequest hooks.
  site.addHook('onResponse', (request, _reply, done) => {
    if (request.url.startsWith('/api/')) apiRequests.push(request.url);
    done();
  });
  await site.ready();
});
afterAll(async () => {
  await site?.close();
  await t.close();
});

/** The back office changes a product's stock (through the test app: another instance). */
const setStock = async (id: string, countInStock: number) => {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    headers: bearer(admin.token),
    payload: { countInStock },
  });
  expect(saved.statusCode).toBe(200);
};

const page = async (url: string, headers: Record<string, string> = {}) => {
  const before = renders;
  const response = await site.inject({ url, headers });
  return { response, rendered: renders - before };
};

describe('pages', () => {
  it('are rendered once and then served to every visitor, with what a CDN may keep', async () => {
    await createProduct(t.app, { slug: 'kilim', name: 'Kilim cushion', countInStock: 6 });
    // The product's change notice must reach this instance before the first render, or it clears that render.
    await site.settleChanges();
    const first = await page('/products/kilim');
    expect(first.rendered).toBe(1);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.body).toContain('<h1>Kilim cushion</h1>');
    expect(first.response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');

    const second = await page('/products/kilim');
    expect(second.rendered).toBe(0);
    expect(second.response.body).toBe(first.response.body);
    // A burst from a shared link shares the same render.
    expect((await page('/products/kilim?utm_source=tiktok&fbclid=IwAR0x')).rendered).toBe(0);
    // Another language is another page, at its own address.
    const french = await page('/fr/products/kilim');
    expect(french.rendered).toBe(1);
    expect(french.response.body).toContain('(fr)');
    expect(french.response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Prices in another currency are another page too; an unknown one is dollars.
    const euros = await page('/fr/products/kilim', { cookie: 'currency=EUR' });
    expect(euros.rendered).toBe(1);
    expect(euros.response.body).toContain('in EUR');
    expect((await page('/fr/products/kilim', { cookie: 'currency=GBP' })).response.body).toContain('in USD');
  });

  it('take a visitor who chose a language to its address, and only offer it to a browser that prefers it', async () => {
    await createProduct(t.app, { slug: 'lantern', name: 'Brass lantern' });
    await site.settleChanges();
    const chosen = await page('/products/lantern?utm_source=x', { cookie: 'lang=fr' });
    expect(chosen.response.statusCode).toBe(302);
    expect(chosen.response.headers.location).toBe('/fr/products/lantern?utm_source=x');
    expect(chosen.response.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect((await page('/fr/products/lantern', { cookie: 'lang=fr' })).response.statusCode).toBe(200);

    const offered = await page('/products/lantern', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(offered.response.statusCode).toBe(200);
    expect(offered.response.body).toContain('(en)');
    expect(offered.response.body).toContain('suggest fr');
    // Chose English: no offer, and that page is another kept render.
    const stayed = await page('/products/lantern', { cookie: 'lang=en', 'accept-language': 'fr' });
    expect(stayed.response.body).toContain('suggest none');
    // Once the English page is kept (and answered before cookies are parsed), the choice still leads away.
    const later = await page('/products/lantern', { cookie: 'lang=fr' });
    expect(later.response.statusCode).toBe(302);
    expect(later.response.headers.location).toBe('/fr/products/lantern');
    expect((await page('/fr/products/lantern', { 'accept-language': 'fr' })).response.body).toContain(
      'suggest none',
    );
  });

  it("allow their own and their template's inline scripts by hash, and no other", async () => {
    await createProduct(t.app, { slug: 'smuggler', name: '<script>alert(1)</script>' });
    const { response } = await page('/products/smuggler');
    const csp = String(response.headers['content-security-policy']);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hash(TEMPLATE_SCRIPT)}' 'sha256-${hash(STATE_SCRIPT)}' `,
    );
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    expect(csp).not.toContain('nonce');
    expect(response.body).toContain(`<script>${STATE_SCRIPT}</script>`);
    expect(response.body).not.toContain('nonce=');
  });

  it('show a back-office change at once', async () => {
    const product = await createProduct(t.app, { slug: 'pouf', name: 'Leather pouf', countInStock: 5 });
    expect((await page('/products/pouf')).response.body).toContain('5 in stock');
    await setStock(product.id, 2);
    // The save went through another instance: this one hears of it from the database.
    await site.settleChanges();
    const after = await page('/products/pouf');
    expect(after.rendered).toBe(1);
    expect(after.response.body).toContain('2 in stock');
  });

  it('answered again from the cache keep their headers, their language and a change made meanwhile', async () => {
    const product = await createProduct(t.app, { slug: 'lamp', name: 'Copper lamp', countInStock: 3 });
    await site.settleChanges();
    const first = await page('/products/lamp');
    const [hit, french] = [await page('/products/lamp'), await page('/fr/products/lamp')];
    const shared = ({ response }: typeof first) => {
      const { 'x-request-id': _id, date: _date, ...rest } = response.headers;
      return rest;
    };
    expect(hit.rendered).toBe(0);
    expect(shared(hit)).toEqual(shared(first));
    expect(hit.response.headers['content-security-policy']).toContain("'sha256-");
    expect(french.response.body).toContain('(fr)');
    // The language chosen in the menu is read among other cookies, and leads to its address.
    const chosen = await page('/products/lamp', { cookie: 'theme=dark; lang=fr' });
    expect(chosen.response.statusCode).toBe(302);
    expect(chosen.response.headers.location).toBe('/fr/products/lamp');
    await setStock(product.id, 1);
    await site.settleChanges();
    expect((await page('/products/lamp')).response.body).toContain('1 in stock');
  });

  it("read the API's kept public answers without a request through it, and still follow a change", async () => {
    const product = await createProduct(t.app, { slug: 'brazier', name: 'Brass brazier', countInStock: 4 });
    await site.settleChanges();
    const before = apiRequests.length;
    expect((await page('/products/brazier')).rendered).toBe(1);
    expect(apiRequests.slice(before)).toEqual(['/api/products/slug/brazier']);
    // Another page reading the same public answer takes it from this instance's cache.
    const french = await page('/fr/products/brazier');
    expect(french.rendered).toBe(1);
    expect(french.response.body).toContain('4 in stock (fr)');
    expect(french.response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(apiRequests.slice(before)).toHaveLength(1);
    // That page noted what it read, so a change to the product renders it again.
    await setStock(product.id, 1);
    await site.settleChanges();
    const changed = await page('/fr/products/brazier');
    expect(changed.rendered).toBe(1);
    expect(changed.response.body).toContain('1 in stock (fr)');
  });

  it('that are missing are kept as 404s until the product appears', async () => {
    const missing = await page('/products/tagine');
    expect(missing.response.statusCode).toBe(404);
    expect((await page('/products/tagine')).rendered).toBe(0);
    await createProduct(t.app, { slug: 'tagine', name: 'Clay tagine' });
    await site.settleChanges();
    const found = await page('/products/tagine');
    expect(found.response.statusCode).toBe(200);
    expect(found.response.body).toContain('Clay tagine');
  });

  it('that read anything personal are neither kept nor shared', async () => {
    await createProduct(t.app, { slug: 'teapot', name: 'Silver teapot' });
    const first = await page('/products/teapot?mine=1');
    expect(first.response.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect((await page('/products/teapot?mine=1')).rendered).toBe(1);
  });

  it('revalidate by ETag', async () => {
    await createProduct(t.app, { slug: 'rug', name: 'Boucherouite rug' });
    const { response } = await page('/products/rug');
    const again = await site.inject({
      url: '/products/rug',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
