import type { Redis } from 'ioredis';

/**
 * A small TTL cache: in memory for one instance, in Redis when several share the work.
 * `wrap` also collapses concurrent misses on this instance into one computation.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
}

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

  const wrap = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    const cached = await get<T>(key);
    if (cached !== undefined) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const run = (async () => {
      try {
        const value = await compute();
        await set(key, value, ttlMs);
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, run);
    return run;
  };

  return { get, set, delete: remove, wrap };
}
