import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Computed, createCache, createLocalCache } from './cache';
import { newId } from './ids';

const slowCounter = () => {
  let calls = 0;
  return {
    calls: () => calls,
    compute: async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { value: calls };
    },
  };
};

describe('cache in memory', () => {
  it('computes once for concurrent misses and serves the value until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createCache(null);
      const counter = slowCounter();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => cache.wrap('k', 1000, counter.compute)),
      );
      expect(answers).toEqual(Array.from({ length: 5 }, () => ({ value: 1 })));
      expect(await cache.wrap('k', 1000, counter.compute)).toEqual({ value: 1 });
      vi.advanceTimersByTime(1001);
      expect(await cache.wrap('k', 1000, counter.compute)).toEqual({ value: 2 });
      expect(counter.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed computation', async () => {
    const cache = createCache(null);
    await expect(cache.wrap('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.wrap('k', 1000, async () => 'up')).toBe('up');
  });
});

describe('local cache', () => {
  const kept = <T>(value: T, tags: string[] = ['products'], bytes = 10): Computed<T> => ({
    value,
    ttlMs: 60_000,
    tags,
    bytes,
  });
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('computes once for concurrent callers and keeps the value', async () => {
    const cache = createLocalCache();
    let calls = 0;
    const compute = async () => kept(++calls);
    expect(await Promise.all([cache.wrap('k', compute), cache.wrap('k', compute)])).toEqual([1, 1]);
    expect(await cache.wrap('k', compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('drops what was read from a changed table, and only that', async () => {
    const cache = createLocalCache();
    await cache.wrap('product', async () => kept('old product', ['products']));
    await cache.wrap('article', async () => kept('old article', ['articles']));
    cache.invalidate(['products']);
    expect(await cache.wrap('product', async () => kept('new product'))).toBe('new product');
    expect(await cache.wrap('article', async () => kept('new article', ['articles']))).toBe('old article');
  });

  it('never keeps a value that a change overlapped, and starts afresh for callers after it', async () => {
    const cache = createLocalCache();
    const slow = deferred<Computed<string>>();
    const before = cache.wrap('k', () => slow.promise);
    cache.invalidate(['articles']);
    const after = cache.wrap('k', async () => kept('fresh'));
    slow.resolve(kept('read before the change'));
    expect(await before).toBe('read before the change');
    expect(await after).toBe('fresh');
    expect(await cache.wrap('k', async () => kept('again'))).toBe('fresh');
  });

  it('shows what it keeps without computing, and nothing once a change dropped it', async () => {
    const cache = createLocalCache();
    expect(cache.peek('k')).toBeUndefined();
    await cache.wrap('k', async () => kept('kept'));
    expect(cache.peek('k')).toBe('kept');
    cache.invalidate(['products']);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('hands out but does not keep a value with no time to live', async () => {
    const cache = createLocalCache();
    await cache.wrap('k', async () => ({ ...kept('personal'), ttlMs: 0 }));
    expect(await cache.wrap('k', async () => kept('next'))).toBe('next');
  });

  it('lets the least recently used values go when memory runs short', async () => {
    const cache = createLocalCache(25);
    await cache.wrap('a', async () => kept('a'));
    await cache.wrap('b', async () => kept('b'));
    await cache.wrap('a', async () => kept('a2'));
    await cache.wrap('c', async () => kept('c'));
    expect(await cache.wrap('a', async () => kept('a3'))).toBe('a');
    expect(await cache.wrap('b', async () => kept('b2'))).toBe('b2');
  });
});

// With a Redis server (CI exports TEST_REDIS_URL when one answers), instances share one computation.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('cache in Redis', () => {
    const clients: Redis[] = [];
    const connect = () => {
      const client = new Redis(redisUrl);
      clients.push(client);
      return client;
    };
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.quit()));
    });

    it('lets one of several instances compute while the others wait for its value', async () => {
      const prefix = `ochre:test:${newId(8)}:`;
      const instances = [
        createCache(connect(), prefix),
        createCache(connect(), prefix),
        createCache(connect(), prefix),
      ];
      const counter = slowCounter();
      const answers = await Promise.all(instances.map((cache) => cache.wrap('live', 5000, counter.compute)));
      expect(counter.calls()).toBe(1);
      expect(answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
      expect(await instances[0]!.get('live')).toEqual({ value: 1 });
      expect(await clients[0]!.exists(`${prefix}lock:live`)).toBe(0);
    });

    it('computes anyway when the instance holding the lock fails', async () => {
      const prefix = `ochre:test:${newId(8)}:`;
      const [a, b] = [createCache(connect(), prefix), createCache(connect(), prefix)];
      const failing = a.wrap('live', 5000, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('upstream down');
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const waiting = b.wrap('live', 5000, async () => 'from b');
      await expect(failing).rejects.toThrow('upstream down');
      expect(await waiting).toBe('from b');
    });
  });
}
