import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import { createOutbox } from '../modules/mail/outbox';

export type { MailAttachment };

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files made when the message is sent (see MailAttachment). */
  attachments?: MailAttachment[];
}

/** An attachment's file as it goes out. */
export interface AttachmentFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes the file of one kind of attachment; null when there is nothing to attach any more. */
export type AttachmentMaker<T extends MailAttachment['type']> = (
  attachment: Extract<MailAttachment, { type: T }>,
) => Promise<AttachmentFile | null>;

export interface Mailer {
  /**
   * Writes the message to the database outbox and queues its delivery (the
   * `mail.send` job, retried with backoff); answers its outbox id. With `tx`
   * both happen in that transaction, so the e-mail exists exactly when what it
   * tells of commits: pass the id to `deliver` after the commit for a first try
   * at once. Without `tx` the first try happens before this resolves, and
   * failures are logged and retried, never thrown, so a mail outage cannot undo
   * a sale (the answer is then null if even the outbox could not be written).
   */
  send(email: Email, options?: { tx?: DbOrTx }): Promise<string | null>;
  /** A first delivery try of a queued message, right after its transaction committed. */
  deliver(outboxId: string): Promise<void>;
  /**
   * How one kind of attachment is made, by the module that owns it. A message whose
   * attachment has no maker yet is not sent: its delivery fails and is retried.
   */
  attachWith<T extends MailAttachment['type']>(type: T, make: AttachmentMaker<T>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * E-mails through an outbox in the database, delivered by SMTP when SMTP_URL is
 * set, otherwise written as .eml files to DATA_DIR/outbox (CONTRACT).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; outboxDir: string }) => {
    const outbox = createOutbox({
      db: app.db,
      jobs: app.jobs,
      log: app.log.child({ module: 'mail' }),
      metrics: app.metrics,
      ...opts,
    });
    app.decorate('mailer', outbox.mailer);
    app.addHook('onClose', async () => outbox.close());
  },
);
