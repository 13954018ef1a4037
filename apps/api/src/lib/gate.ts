import { ServiceUnavailable } from './errors';

export const BUSY = 'The server is busy. Please try again in a moment.';

/**
 * Runs at most `concurrency` tasks at once; later ones wait in line, and past `maxWaiting`
 * callers are turned away at once with 503 instead of piling up memory and latency.
 */
export function createGate(concurrency: number, maxWaiting: number) {
  let active = 0;
  const line: (() => void)[] = [];

  const leave = () => {
    const next = line.shift();
    if (next) next();
    else active--;
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      else if (line.length >= maxWaiting) throw new ServiceUnavailable(BUSY);
      // The place is handed over by `leave`, so `active` stays counted for the waiter.
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await task();
      } finally {
        leave();
      }
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
