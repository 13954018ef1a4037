import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHoldSweeper } from './hold-sweeper';

describe('hold sweeper', () => {
  afterEach(() => vi.useRealTimers());

  it('releases every minute, never two runs at once, and stops', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let finish: (() => void) | undefined;
    const release = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = () => resolve(1);
      });
    };
    const stop = startHoldSweeper({ release, log: pino({ level: 'silent' }) });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    // Still running: the next tick is skipped rather than stacked.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);

    stop();
    finish?.();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toBe(2);
  });

  it('keeps going after a failed run', async () => {
    vi.useFakeTimers();
    const release = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
    const stop = startHoldSweeper({ release, log: pino({ level: 'silent' }) });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(release).toHaveBeenCalledTimes(2);
    stop();
  });
});
