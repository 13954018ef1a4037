import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../jobs/jobs';
import type { PaymentsService } from './service';

export const RECONCILE_PAYMENTS = 'payments.reconcile';

/**
 * Every minute, on one instance at a time, settles the payments whose outcome
 * is in doubt (a lost answer, a crash mid-capture, a capture held for review)
 * by asking the provider; each attempt is claimed before it is asked about, so
 * even overlapping runs check it once. A failed run is not retried: the next minute's is.
 */
export function defineReconcile(
  jobs: Jobs,
  payments: Pick<PaymentsService, 'reconcileDue'>,
  log: FastifyBaseLogger,
) {
  jobs.define(
    RECONCILE_PAYMENTS,
    async () => {
      const outcomes = await payments.reconcileDue();
      if (outcomes.length) log.info({ outcomes }, 'payments in doubt checked with the provider');
    },
    { cron: '* * * * *', singleton: true, retryLimit: 0 },
  );
}
