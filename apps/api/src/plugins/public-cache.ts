import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { LOCAL_TTL_MS } from '../lib/cache';
import { type CachedResponse, cachedBytes, cachedResponse } from '../lib/cached-response';
import { AppError } from '../lib/errors';
import { newId } from '../lib/ids';
import { appErrorBody } from './errors';

/** A public read: the same answer for every visitor, made from these tables only. */
export interface PublicCacheOptions {
  tables: readonly string[];
  /** An admin's bearer token shows drafts here: admins are answered fresh and privately. */
  byReader?: boolean;
  ttlMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheOptions;
  }
  interface FastifyInstance {
    /**
     * Resolves once this instance has dropped what every change committed before the call
     * made stale (a write reaches the other instances within milliseconds, this one at once).
     */
    settleChanges(): Promise<void>;
    /**
     * The answer this instance keeps for a public GET of `url` (path and query), if any: the
     * server's own pages read it without a round through the request pipeline.
     */
    keptPublicAnswer(url: string): CachedResponse | undefined;
  }
}

/** The channel on which the database announces each table a committed transaction changed (migration 0003). */
export const CHANGES_CHANNEL = 'ochre_changes';

/**
 * What a CDN may do with a public answer: keep it 5 s (the back office's promise), serve it
 * stale for a minute while fetching a fresh one, and much longer while the origin is down.
 * Browsers revalidate every time (ETag), so nobody holds an old copy of their own.
 */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, s-maxage=5, stale-while-revalidate=60, stale-if-error=86400';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** Lists the tables a public answer was made from, for the page cache (plugins/web.ts). */
export const CACHE_TAGS_HEADER = 'x-cache-tags';
const SETTLE_TIMEOUT_MS = 2000;
const SETTLE_PREFIX = 'settle:';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A public read is kept by its address, `?lang=` included. */
const apiKey = (url: string) => `api ${url}`;

/**
 * Public reads come from the local cache, which forgets what every committed write changes
 * on every instance: the database announces each changed table on CHANGES_CHANNEL (a
 * trigger per table) and every instance listens. Everything else under /api is personal
 * and no shared cache may keep it.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const { local } = app.cache;
  const settling = new Map<string, () => void>();
  const stopListening = await app.database.listen(CHANGES_CHANNEL, {
    message: (payload) => {
      // Another instance's settle marker changes nothing here.
      if (payload.startsWith(SETTLE_PREFIX)) settling.get(payload)?.();
      else local.invalidate([payload]);
    },
    lost: () => local.clear(),
  });
  app.addHook('onClose', stopListening);

  // Notifications arrive in commit order: once our own marker is heard, every earlier change is in.
  const settle = async () => {
    const marker = `${SETTLE_PREFIX}${newId(12)}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => settling.set(marker, resolve));
    try {
      await app.database.notify(CHANGES_CHANNEL, marker);
      await Promise.race([
        heard,
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            local.clear();
            resolve();
          }, SETTLE_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      settling.delete(marker);
    }
  };

  app.decorate('settleChanges', settle);
  app.decorate('keptPublicAnswer', (url: string) => local.peek<CachedResponse>(apiKey(url)));

  app.addHook('onSend', async (request, reply) => {
    // A write's author reads their change next: the answer leaves once this instance has forgotten what it changed.
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) await settle();
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
  });

  app.addHook('onRoute', (route) => {
    const options = route.config?.publicCache;
    if (!options) return;
    const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': PUBLIC_CACHE_CONTROL,
      vary: options.byReader ? 'Accept-Encoding, Authorization' : 'Accept-Encoding',
      ...(options.tables.length ? { [CACHE_TAGS_HEADER]: options.tables.join(' ') } : {}),
    };

    /** The handler's answer, a missing record included: a link to it is asked for as often as a live one. */
    const answer = async (scope: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => {
      try {
        return cachedResponse(200, headers, JSON.stringify(await handler.call(scope, request, reply)));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        return cachedResponse(404, headers, JSON.stringify(appErrorBody(error)));
      }
    };

    route.handler = async function cachedRead(this: FastifyInstance, request, reply) {
      if (options.byReader && request.user?.isAdmin) {
        reply.header('cache-control', PERSONAL_CACHE_CONTROL).header('vary', 'Authorization');
        return handler.call(this, request, reply);
      }
      const cached = await local.wrap(apiKey(request.url), async () => {
        const value = await answer(this, request, reply);
        return {
          value,
          ttlMs: options.ttlMs ?? LOCAL_TTL_MS,
          tags: options.tables,
          bytes: cachedBytes(value),
        };
      });
      return app.sendFromCache(request, reply, cached, (r) => apiKey(r.url));
    } as RouteHandlerMethod;
  });
});
