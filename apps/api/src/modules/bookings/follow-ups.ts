import { startInstant } from '@ochre/shared/rules/cancellation';
import { bookingCompleted, reminderDue, reviewRequestSince } from '@ochre/shared/rules/follow-ups';
import { addDays, marrakechToday } from '@ochre/shared/rules/marrakech-date';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Email, Mailer } from '../../plugins/mail';
import type { Jobs } from '../jobs/jobs';
import type { SiteService } from '../site/service';
import { type FollowUpCandidate, followUpsRepository as repo } from './follow-ups-repository';
import { bookingsRepository, type ReservationRecord } from './repository';
import { reservationReminderEmail, reviewRequestEmail } from './reservation-emails';

export const SEND_REMINDERS = 'bookings.send-reminders';
export const ASK_FOR_REVIEWS = 'bookings.ask-for-reviews';

const BATCH = 200;

export interface FollowUpsDeps {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The e-mails after a booking (issue 16): the reminder 24 h before its start and the review
 * request once it is over. Each reservation's sent-at column is set in the same transaction
 * that writes the e-mail to the outbox, on rows locked with SKIP LOCKED: every e-mail goes
 * once, however many instances sweep, and a crash before the commit leaves both undone.
 */
export function createFollowUps(deps: FollowUpsDeps) {
  const { db, mailer, site, publicUrl, log } = deps;

  async function sweep(
    candidates: (tx: DbOrTx) => Promise<FollowUpCandidate[]>,
    due: (candidate: FollowUpCandidate) => boolean,
    mark: (tx: DbOrTx, candidate: FollowUpCandidate) => Promise<void>,
    build: (reservation: ReservationRecord, siteName: string, phone: string) => Email,
  ): Promise<number> {
    const settings = await site.publicSettings();
    const queued = await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const candidate of (await candidates(tx)).filter(due)) {
        const reservation = await bookingsRepository.record(tx, { kind: candidate.kind, id: candidate.id });
        if (!reservation) continue;
        await mark(tx, candidate);
        const id = await mailer.send(
          build(reservation, settings.general.siteName, settings.general.contactPhone),
          { tx },
        );
        if (id) ids.push(id);
      }
      return ids;
    });
    // A first try right after the commit; the outbox's job delivers whatever this one does not.
    for (const id of queued) {
      await mailer
        .deliver(id)
        .catch((error: unknown) => log.warn({ err: error }, 'follow-up e-mail not sent yet'));
    }
    return queued.length;
  }

  return {
    /** Reminds every paid or deposit-paid booking starting within 24 h that was not reminded yet. */
    sendReminders(now = new Date()): Promise<number> {
      const today = marrakechToday(now);
      return sweep(
        (tx) => repo.reminderCandidates(tx, today, addDays(today, 2), BATCH),
        (c) => reminderDue({ ...c, start: startInstant(c.date, c.startTime) }, now),
        (tx, c) => repo.markReminded(tx, c.kind, c.id, now),
        (reservation, siteName, phone) =>
          reservationReminderEmail({ reservation, siteName, publicUrl }, phone),
      );
    },

    /** Asks every booking that is over (and not too long ago) for a review, once. */
    askForReviews(now = new Date()): Promise<number> {
      return sweep(
        (tx) => repo.reviewCandidates(tx, reviewRequestSince(now), marrakechToday(now), BATCH),
        (c) => bookingCompleted(c, now),
        (tx, c) => repo.markReviewAsked(tx, c.kind, c.id, now),
        (reservation, siteName) => reviewRequestEmail({ reservation, siteName, publicUrl }),
      );
    },
  };
}

export type FollowUps = ReturnType<typeof createFollowUps>;

/** Every minute, like the hold release: a failed run is not retried, the next minute's is. */
export function defineFollowUps(jobs: Jobs, followUps: FollowUps, log: FastifyBaseLogger) {
  jobs.define(
    SEND_REMINDERS,
    async () => {
      const sent = await followUps.sendReminders();
      if (sent) log.info({ sent }, 'booking reminders queued');
    },
    { cron: '* * * * *', singleton: true, retryLimit: 0 },
  );
  jobs.define(
    ASK_FOR_REVIEWS,
    async () => {
      const sent = await followUps.askForReviews();
      if (sent) log.info({ sent }, 'review requests queued');
    },
    { cron: '* * * * *', singleton: true, retryLimit: 0 },
  );
}
