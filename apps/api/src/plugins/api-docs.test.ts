import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses?: unknown }>>;
}

/** Routes that are not part of the API: the reference's own page and files, and the JSON 404 for unknown paths. */
const UNDOCUMENTED = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/, /^\/api\/\*$/];

describe('API reference', () => {
  it('documents every registered API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
      ),
    );
    const missing = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .filter((r) => !UNDOCUMENTED.some((pattern) => pattern.test(r.url)))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    expect(documented.size).toBeGreaterThan(100);
  });

  it('marks signed-in routes and describes the main answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    expect(doc.paths['/api/auth/profile']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/products']?.get?.responses).toHaveProperty('200');
  });

  it('serves a reference page from the app itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
  });
});
