import type { Redis } from 'ioredis';
import { newId } from './ids';
import { redisMayAnswer } from './redis-status';

/**
 * A small TTL cache: in memory for one instance, in Redis when several share the work.
 * `wrap` also collapses concurrent misses into one computation: on this instance
 * always, and across instances through a short Redis lock. It suits answers of outside
 * services that every instance may reuse; `local` holds what the database says.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  wrap<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  local: LocalCache;
}

/** What a computation hands to the local cache: its value, and how long and under which tags to keep it. */
export interface Computed<T> {
  value: T;
  /** 0: hand the value to the callers waiting for it, but do not keep it. */
  ttlMs: number;
  /** The tables it was read from: a write to one of them drops it (plugins/public-cache.ts). */
  tags: readonly string[];
  /** Roughly how much memory the value holds. */
  bytes: number;
}

/**
 * Values read from the database (public API answers, rendered pages), kept in this process
 * only: hits cost no round trip, and each instance drops what a write changed as soon as
 * the database announces it. Bounded in memory, least recently used first out.
 */
export interface LocalCache {
  /**
   * The value under `key`, computed at most once at a time: concurrent callers share the
   * computation. A computation that an invalidation overlapped is handed out, never kept,
   * and callers arriving after the invalidation start a new one.
   */
  wrap<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T>;
  /** The value kept under `key`, if it is there and current; never computes. */
  peek<T>(key: string): T | undefined;
  /** Drops every value read from one of these tables. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
}

/**
 * How long the local cache keeps a value: a safety net only, since writes drop what they
 * change at once; it bounds what a change the database did not announce (a listener
 * reconnecting, a hand-made fix in SQL) can leave behind.
 */
export const LOCAL_TTL_MS = 30_000;

/** Memory the local cache may hold; a rendered page is about 250 KB. */
const LOCAL_CACHE_BYTES = 128 * 1024 * 1024;

interface LocalEntry {
  value: unknown;
  expires: number;
  tags: readonly string[];
  bytes: number;
}

export function createLocalCache(maxBytes = LOCAL_CACHE_BYTES): LocalCache {
  const entries = new Map<string, LocalEntry>();
  const inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();
  // Bumped by every invalidation: a computation keeps its value only if none happened meanwhile.
  let generation = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const keep = (key: string, entry: LocalEntry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order and hits re-insert, so the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    async wrap<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      const flight = inFlight.get(key);
      if (flight && flight.generation === generation) return flight.promise as Promise<T>;
      const started = generation;
      const promise = compute()
        .then((computed) => {
          if (computed.ttlMs > 0 && generation === started) {
            keep(key, {
              value: computed.value,
              expires: Date.now() + computed.ttlMs,
              tags: computed.tags,
              bytes: computed.bytes,
            });
          }
          return computed.value;
        })
        .finally(() => {
          if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
        });
      inFlight.set(key, { generation: started, promise });
      return promise;
    },

    peek<T>(key: string): T | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? (hit.value as T) : undefined;
    },

    invalidate(tags) {
      generation += 1;
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) drop(key);
      }
    },

    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
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
  // Redis while it answers; this process's memory whenever it does not (an outage only loosens sharing).
  const shared = () => (redisMayAnswer(redis) ? redis : null);

  const fromMemory = <T>(key: string): T | undefined => {
    const hit = memory.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      memory.delete(key);
      return undefined;
    }
    return hit.value as T;
  };

  const get = async <T>(key: string): Promise<T | undefined> => {
    const r = shared();
    if (r) {
      const raw = await r.get(prefix + key).catch(() => undefined);
      if (raw !== undefined) return raw === null ? undefined : (JSON.parse(raw) as T);
    }
    return fromMemory<T>(key);
  };

  const set = async <T>(key: string, value: T, ttlMs: number): Promise<void> => {
    const r = shared();
    if (
      r &&
      (await r.set(prefix + key, JSON.stringify(value), 'PX', ttlMs).then(
        () => true,
        () => false,
      ))
    )
      return;
    memory.set(key, { value, expires: Date.now() + ttlMs });
  };

  const remove = async (key: string): Promise<void> => {
    await shared()
      ?.del(prefix + key)
      .catch(() => undefined);
    memory.delete(key);
  };

  const computeAndStore = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    const value = await compute();
    await set(key, value, ttlMs);
    return value;
  };

  /** With Redis, one instance computes while the others wait for its answer. */
  const computeShared = async <T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> => {
    const r = shared();
    if (!r) return computeAndStore(key, ttlMs, compute);
    const lock = `${prefix}lock:${key}`;
    const token = newId(16);
    const locked = await r.set(lock, token, 'PX', LOCK_MS, 'NX').catch(() => 'unavailable' as const);
    if (locked === 'unavailable') return computeAndStore(key, ttlMs, compute);
    if (locked) {
      try {
        // Another instance may have finished between our miss and our lock.
        const fresh = await get<T>(key);
        return fresh !== undefined ? fresh : await computeAndStore(key, ttlMs, compute);
      } finally {
        await r.eval(RELEASE_IF_OURS, 1, lock, token).catch(() => undefined);
      }
    }
    for (const deadline = Date.now() + LOCK_MS; Date.now() < deadline; ) {
      await sleep(POLL_MS);
      const fresh = await get<T>(key);
      if (fresh !== undefined) return fresh;
      if (!(await r.exists(lock).catch(() => 0))) break;
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

  return { get, set, delete: remove, wrap, local: createLocalCache() };
}
