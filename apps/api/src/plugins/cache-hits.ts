import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedResponse, type SentHeaders, sendCached, sendKept } from '../lib/cached-response';

/**
 * The local cache key a GET of one address is kept under, read off each request (its language,
 * say), or null when this request must take the full path (it is sent elsewhere, say).
 */
export type CacheKeyOf = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends an answer kept in the local cache under `keyOf(request)`; the next GETs of the
     * same address are then answered from there before any other hook runs.
     */
    sendFromCache(
      request: FastifyRequest,
      reply: FastifyReply,
      cached: CachedResponse,
      keyOf: CacheKeyOf,
    ): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    /** The kept answer this request was sent, so its headers can be remembered once it is out. */
    cachedAnswer: CachedResponse | null;
  }
}

/** Addresses remembered; past this many the list starts again (hits then take the full path once). */
const MAX_ADDRESSES = 50_000;

/** Headers that belong to one exchange only, never to be sent again with another. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'x-request-id',
]);

/** What a full answer said that every later hit may say too; nothing when it set a cookie. */
function replayable(headers: Record<string, SentHeaders[string] | undefined>): SentHeaders | undefined {
  if (headers['set-cookie'] !== undefined) return undefined;
  const kept: SentHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !OWN_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * A public answer the local cache holds goes out from the first hook: the security
 * headers, the rate limiter, cookie parsing, routing's later hooks and the handler are
 * all skipped, and the answer carries the headers its first full answer had. Only an
 * address whose GET has already reached a cached read is taken this way, so it answers
 * exactly what the route would; a request with credentials always takes the full path.
 * The onSend and onResponse hooks (request id, metrics, the log) still run.
 */
export const cacheHitsPlugin = fp(async (app: FastifyInstance) => {
  const addresses = new Map<string, CacheKeyOf>();
  app.decorateRequest('cachedAnswer', null);

  app.addHook('onRequest', (request, reply, done) => {
    const keyOf = request.method === 'GET' ? addresses.get(request.url) : undefined;
    const key = keyOf && !request.headers.authorization ? keyOf(request) : null;
    const cached = key === null ? undefined : app.cache.local.peek<CachedResponse>(key);
    // Answered: the rest of the request's hooks and its handler do not run.
    if (cached && sendKept(request, reply, cached)) return;
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const cached = request.cachedAnswer;
    if (cached && !cached.sentHeaders && reply.statusCode === cached.status) {
      cached.sentHeaders = replayable(reply.getHeaders());
    }
    done();
  });

  app.decorate('sendFromCache', (request, reply, cached, keyOf) => {
    if (request.method === 'GET') {
      if (addresses.size >= MAX_ADDRESSES) addresses.clear();
      addresses.set(request.url, keyOf);
      request.cachedAnswer = cached;
    }
    return sendCached(request, reply, cached);
  });
});
