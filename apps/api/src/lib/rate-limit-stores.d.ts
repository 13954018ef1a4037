// The plugin's own stores (plain CommonJS, no declarations of their own), reused by the failover store.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
  export default RedisStore;
}
