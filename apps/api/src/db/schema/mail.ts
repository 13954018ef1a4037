import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Every e-mail the site sends, written before it is sent (in the same
 * transaction as what it tells of, where there is one) and delivered by the
 * `mail.send` job: a crash between the two loses nothing. `sending` holds a
 * lease (`claimed_until`) so two deliverers never send the same message at once.
 */
/**
 * A file an e-mail carries, kept as what it is rather than its bytes: it is made when the
 * message is sent, so a queued message stays small and a retry after a crash makes it again.
 */
export type MailAttachment = { type: 'ticket'; reservationKind: ReservationKind; reservationId: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_status_created_idx').on(t.status, t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
