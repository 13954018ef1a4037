import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../jobs/jobs';
import type { OrdersService } from './service';

export const RELEASE_LAPSED_HOLDS = 'orders.release-lapsed-holds';

/**
 * Every minute, on one instance, gives back the stock of unpaid orders whose hold
 * lapsed (ORDER_HOLD_MINUTES). A failed run is not retried: the next minute's is.
 */
export function defineHoldRelease(
  jobs: Jobs,
  orders: Pick<OrdersService, 'releaseLapsedHolds'>,
  log: FastifyBaseLogger,
) {
  jobs.define(
    RELEASE_LAPSED_HOLDS,
    async () => {
      const released = await orders.releaseLapsedHolds();
      if (released) log.info({ released }, 'stock of lapsed unpaid orders given back');
    },
    { cron: '* * * * *', singleton: true, retryLimit: 0 },
  );
}
