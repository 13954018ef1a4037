import type { FastifyBaseLogger } from 'fastify';

/**
 * Every minute, gives back the stock of unpaid orders whose hold lapsed
 * (ORDER_HOLD_MINUTES). Each instance runs one; the release itself is safe to
 * run concurrently. Returns the function that stops it.
 */
export function startHoldSweeper({
  release,
  log,
  everyMs = 60_000,
}: {
  release: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const released = await release();
      if (released) log.info({ released }, 'stock of lapsed unpaid orders given back');
    } catch (error) {
      log.error({ err: error }, 'giving back stock of lapsed orders failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
