import type { Redis } from 'ioredis';
import { newId } from './ids';

/**
 * A small TTL cache: in memory for one instance, in Redis when several share the work.
 * `wrap` also collapses concurrent misses into one computation: on this instance
 * always, and across instances through a short Redis lock.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
}

/** Longest a computation may hold the lock; others wait at most this long before computing themselves. */
const LOCK_MS = 10_000;
const POLL_MS = 100;
const RELEASE_IF_OURS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCache(redis: Redis | null, prefix = 'ochre:cache:'): Cache {
  const memory = new Map<string, { value: unknown; expires: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  const get = async <T>(key: string): Promise<T | undefined> => {
    if (redis) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    }
    const hit = memory.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      memory.delete(key);
      return undefined;
    }
    return hit.value as T;
  };

  const set = async <T>(key: string, value: T, ttlMs: number): Promise<void> => {
    if (redis) {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
      return;
    }
    memory.set(key, { value, expires: Date.now() + ttlMs });
  };

  const remove = async (key: string): Promise<void> => {
    if (redis) await redis.del(prefix + key);
    memory.delete(key);
  };

  const computeAndStore = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    const value = await compute();
    await set(key, value, ttlMs);
    return value;
  };

  /** With Redis, one instance computes while the others wait for its answer. */
  const computeShared = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    if (!redis) return computeAndStore(key, ttlMs, compute);
    const lock = `${prefix}lock:${key}`;
    const token = newId(16);
    if (await redis.set(lock, token, 'PX', LOCK_MS, 'NX')) {
      try {
        // Another instance may have finished between our miss and our lock.
        const fresh = await get<T>(key);
        return fresh !== undefined ? fresh : await computeAndStore(key, ttlMs, compute);
      } finally {
        await redis.eval(RELEASE_IF_OURS, 1, lock, token);
      }
    }
    for (const deadline = Date.now() + LOCK_MS; Date.now() < deadline; ) {
      await sleep(POLL_MS);
      const shared = await get<T>(key);
      if (shared !== undefined) return shared;
      if (!(await redis.exists(lock))) break;
    }
    return computeAndStore(key, ttlMs, compute);
  };

  const wrap = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    const cached = await get<T>(key);
    if (cached !== undefined) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const run = computeShared(key, ttlMs, compute).finally(() => inFlight.delete(key));
    inFlight.set(key, run);
    return run;
  };

  return { get, set, delete: remove, wrap };
}
