import { describe, expect, it } from 'vitest';
import { BUSY, createGate } from './gate';

describe('gate', () => {
  it('never runs more than its concurrency, serves waiters in order, and turns away past the line', async () => {
    const gate = createGate(2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        order.push(n);
        releases.push(() => {
          running--;
          resolve(n);
        });
      });
    const runs = [1, 2, 3, 4, 5].map((n) => gate.run(task(n)));
    await expect(gate.run(task(6))).rejects.toThrow(BUSY);
    expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 2, waiting: 3 });
    while (order.length < 5 || releases.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the place of a task that failed', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
