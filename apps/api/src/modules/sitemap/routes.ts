import { CONTENT_LANGS } from '@ochre/shared/constants';
import { languagePrefix } from '@ochre/shared/rules/language-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCAL_TTL_MS } from '../../lib/cache';
import { cachedBytes, cachedResponse, sendCached } from '../../lib/cached-response';
import { NotFound } from '../../lib/errors';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import type { SitemapService } from './service';
import { sitemapIndexXml, sitemapParts, sitemapPartXml } from './sitemap-xml';

/** The tables the listed pages come from: a change to any of them drops the kept sitemap. */
const TABLES = [
  'products',
  'activities',
  'travel_programs',
  'articles',
  'settings',
  'homepage_sections',
  'social_videos',
];

/** Pages no search engine should read, in every language. */
const PRIVATE_PATHS = ['/account', '/checkout', '/article-generator', '/payment/'];

const partParams = z.object({ part: z.coerce.number().int().min(1).max(10_000) });

/** CONTRACT: /sitemap.xml lists every public page in every language; robots.txt names it. */
export async function sitemapRoutes(
  app: FastifyInstance,
  { service, publicUrl }: { service: SitemapService; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const kept = (key: string, body: () => Promise<string | null>) =>
    app.cache.local.wrap(key, async () => {
      const xml = await body();
      const value = cachedResponse(
        xml === null ? 404 : 200,
        { 'content-type': 'application/xml; charset=utf-8', 'cache-control': PUBLIC_CACHE_CONTROL },
        xml ?? '',
      );
      return { value, ttlMs: LOCAL_TTL_MS, tags: TABLES, bytes: cachedBytes(value) };
    });

  r.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await kept('sitemap index', async () =>
        sitemapIndexXml(publicUrl, sitemapParts(await service.pages())),
      ),
    ),
  );

  r.get('/sitemap-:part.xml', { schema: { hide: true, params: partParams } }, async (request, reply) => {
    const answer = await kept(`sitemap ${request.params.part}`, async () => {
      const part = sitemapParts(await service.pages())[request.params.part - 1];
      return part ? sitemapPartXml(publicUrl, part) : null;
    });
    if (answer.status === 404) throw new NotFound();
    return sendCached(request, reply, answer);
  });

  r.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const disallowed = CONTENT_LANGS.flatMap((lang) =>
      PRIVATE_PATHS.map((path) => `Disallow: ${languagePrefix(lang)}${path}`),
    );
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'),
      );
  });
}
