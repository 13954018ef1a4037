import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { localSlots, redisSlots } from './slots';

describe('job slots on one instance', () => {
  it('hands out as many places as the limit, and takes freed ones back', async () => {
    const slots = localSlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(first && second).toBeTruthy();
    expect(await slots.acquire()).toBeNull();
    await first!.release();
    await first!.release();
    const third = await slots.acquire();
    expect(third).not.toBeNull();
    expect(await slots.acquire()).toBeNull();
  });
});

// The shared limit needs a Redis server: the machine's own (CI points TEST_REDIS_URL at it too).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('job slots shared through Redis', () => {
  let redis: Redis;
  let key: string;
  beforeEach(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    key = `ochre:test:jobs:${newId(8)}`;
  });
  afterEach(async () => {
    await redis.del(key);
    await redis.quit();
  });

  it('frees the place of an instance that died', async () => {
    const slots = redisSlots(redis, { key, limit: 1, ttlMs: 300 });
    const held = await slots.acquire();
    expect(held).not.toBeNull();
    expect(await slots.acquire()).toBeNull();
    // The holder never renews or releases, as after a crash.
    await expect
      .poll(() => slots.acquire().then((slot) => slot?.release().then(() => true) ?? false))
      .toBe(true);
    expect(await held!.renew()).toBe(false);
  });
});
