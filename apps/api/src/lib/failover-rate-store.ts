import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { redisMayAnswer } from './redis-status';

type Store = FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Rate-limit counters in Redis, shared by every instance, and in this process's memory
 * whenever Redis cannot answer: an outage then loosens limits to per instance instead of
 * failing every limited request. Redis is used again as soon as it is back.
 */
export function failoverRateStore(
  redis: Redis,
  onRedisError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  class FailoverStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (!redisMayAnswer(redis)) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          onRedisError(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FailoverStore(
        this.shared.child(routeOptions) as Store,
        this.local.child(routeOptions) as Store,
      );
    }
  }

  // The plugin builds its store with `new Store(options)`.
  return function create(options: RateLimitOptions) {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return new FailoverStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, 'ochre:rate:'),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
