import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../jobs/jobs';
import type { BookingsService } from './service';

export const RELEASE_LAPSED_RESERVATIONS = 'bookings.release-lapsed-holds';

/**
 * Every minute, on one instance, frees the places of unpaid reservations whose
 * hold lapsed (RESERVATION_HOLD_MINUTES, or the pay-by time staff set) and
 * e-mails their customers. A failed run is not retried: the next minute's is.
 */
export function defineReservationHoldRelease(
  jobs: Jobs,
  bookings: Pick<BookingsService, 'releaseLapsedHolds'>,
  log: FastifyBaseLogger,
) {
  jobs.define(
    RELEASE_LAPSED_RESERVATIONS,
    async () => {
      const released = await bookings.releaseLapsedHolds();
      if (released) log.info({ released }, 'places of lapsed unpaid reservations given back');
    },
    { cron: '* * * * *', singleton: true, retryLimit: 0 },
  );
}
