import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type Cache, createCache } from '../lib/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: shared rate limits, caches and job coordination. */
    redis: Redis | null;
    cache: Cache;
  }
}

export const redisPlugin = fp(async (app: FastifyInstance, opts: { url: string | undefined }) => {
  let redis: Redis | null = null;
  if (opts.url) {
    redis = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  app.decorate('redis', redis);
  app.decorate('cache', createCache(redis));
});
