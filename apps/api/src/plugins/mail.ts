import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { createOutbox } from '../modules/mail/outbox';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

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
