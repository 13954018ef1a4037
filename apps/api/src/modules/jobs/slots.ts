import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisMayAnswer } from '../../lib/redis-status';

/** A place in the limited set of tasks that may run at once. */
export interface Slot {
  /** Keeps the place while the task runs; false when it was lost (expired). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** A counting semaphore: `acquire` answers null when every place is taken. */
export interface Slots {
  acquire(): Promise<Slot | null>;
}

/** One server instance on its own: places counted in memory. */
export function localSlots(limit: number): Slots {
  let used = 0;
  return {
    async acquire() {
      if (used >= limit) return null;
      used++;
      let released = false;
      return {
        renew: async () => !released,
        release: async () => {
          if (!released) {
            released = true;
            used--;
          }
        },
      };
    },
  };
}

// Holders live in a sorted set scored by when their place expires; Redis' own clock decides, so
// instances whose clocks disagree still agree on who holds what. A crashed holder's place frees itself.
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1`;

const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(score) < now then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1`;

/** Several server instances: one shared limit, kept in Redis. */
export function redisSlots(redis: Redis, options: { key: string; limit: number; ttlMs: number }): Slots {
  return {
    async acquire() {
      const holder = randomUUID();
      const got = await redis.eval(ACQUIRE, 1, options.key, holder, options.ttlMs, options.limit);
      if (got !== 1) return null;
      return {
        renew: async () => (await redis.eval(RENEW, 1, options.key, holder, options.ttlMs)) === 1,
        release: async () => {
          await redis.zrem(options.key, holder);
        },
      };
    },
  };
}

/**
 * Redis's shared limit while Redis answers, this instance's own limit while it does not: an
 * outage loosens the limit to per instance instead of stopping the queue.
 */
export function failoverSlots(redis: Redis, shared: Slots, local: Slots): Slots {
  return {
    async acquire() {
      if (redisMayAnswer(redis)) {
        const slot = await shared.acquire().catch(() => undefined);
        if (slot !== undefined) {
          return (
            slot && {
              // Unreachable is not lost: the task keeps its place until Redis can say otherwise.
              renew: () => slot.renew().catch(() => true),
              // Unreleased, the place lapses by itself after its time to live.
              release: () => slot.release().catch(() => undefined),
            }
          );
        }
      }
      return local.acquire();
    },
  };
}
