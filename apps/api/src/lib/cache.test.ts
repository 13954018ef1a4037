import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';
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
