import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MailAttachment, type MailOutboxRow, mailOutbox } from '../../db/schema/mail';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

export const outboxRepository = {
  async add(db: DbOrTx, message: OutboxMessage): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments ?? [],
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  },

  async find(db: DbOrTx, id: string): Promise<MailOutboxRow | undefined> {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  },

  /**
   * Takes the message for one delivery: only if nobody sent it and nobody is
   * sending it now (a lapsed lease means its sender died). Answers the row, or
   * undefined when it is not this caller's to send.
   */
  async claim(db: DbOrTx, id: string, leaseSeconds: number): Promise<MailOutboxRow | undefined> {
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          or(
            inArray(mailOutbox.status, ['pending', 'failed']),
            and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        ),
      )
      .returning();
    return row;
  },

  async markSent(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  },

  /** A delivery that failed gives the message back for the next try. */
  async release(db: DbOrTx, id: string, error: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'pending', claimedUntil: null, lastError: error.slice(0, 1000) })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  },

  async markFailed(db: DbOrTx, id: string, error: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', claimedUntil: null, lastError: error.slice(0, 1000) })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'sending'])));
  },
};
