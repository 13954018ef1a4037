import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Cache, createCache } from '../lib/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: shared rate limits, caches and job coordination. */
    redis: Redis | null;
    /** With REDIS_URL: whether Redis answers now (`degraded` while everything runs per instance). */
    redisHealth(): Promise<'ok' | 'degraded'>;
    cache: Cache;
  }
}

/** How long a Redis command may take before its caller gives up on it and works alone. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Redis is a help, never a dependency: when it cannot be reached (at start or later) the
 * server keeps serving with its own memory for limits and caches, says so once in the log,
 * and goes back to Redis by itself as soon as it answers again.
 */
export const redisPlugin = fp(async (app: FastifyInstance, opts: { url: string | undefined }) => {
  let redis: Redis | null = null;
  if (opts.url) {
    const client = new Redis(opts.url, {
      lazyConnect: true,
      // Fail at once while disconnected, rather than queue requests behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    });
    let degraded = false;
    let closing = false;
    const lost = (err: unknown) => {
      if (degraded || closing) return;
      degraded = true;
      app.log.warn(
        { err },
        'Redis is unreachable: rate limits, caches and job limits now hold per instance until it returns',
      );
    };
    client.on('ready', () => {
      if (!degraded) return;
      degraded = false;
      app.log.info('Redis is back: rate limits, caches and job limits are shared again');
    });
    client.on('error', lost);
    client.on('close', () => lost(new Error('connection closed')));
    await client.connect().catch(lost);
    app.addHook('onClose', async () => {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  const shared = redis;
  app.decorate('redis', redis);
  app.decorate('redisHealth', async () => {
    if (shared?.status !== 'ready') return 'degraded';
    return shared.ping().then(
      () => 'ok' as const,
      () => 'degraded' as const,
    );
  });
  app.decorate('cache', createCache(redis));
});
