import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import type { MailAttachment, MailOutboxRow } from '../../db/schema/mail';
import { newId } from '../../lib/ids';
import type { Metrics } from '../../lib/metrics';
import type { AttachmentFile, AttachmentMaker, Email, Mailer } from '../../plugins/mail';
import type { Jobs } from '../jobs/jobs';
import { outboxRepository as outbox } from './outbox-repository';

export const MAIL_SEND = 'mail.send';
/** Longer than a whole SMTP exchange can take (the transport's timeouts below), so a lease lapses only on a dead sender. */
const LEASE_SECONDS = 120;

/** Someone else is delivering this message right now: try again later. */
class BeingSent extends Error {
  override name = 'BeingSent';
}

/**
 * The outbox behind `app.mailer`: messages are rows first, then deliveries.
 * A delivery claims its row (so two instances never send it at once), sends it
 * with a Message-ID made from the row's id (a receiver can drop a repeat), and
 * marks it sent. The job retries a failed delivery 8 times, 10 s, 20 s, 40 s…
 * apart (about 40 minutes in all), then marks the message failed; the back
 * office's Background jobs page can retry it from there.
 */
export function createOutbox(deps: {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'email'>;
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}) {
  const { db, jobs, log, metrics } = deps;
  const transport = deps.smtpUrl
    ? nodemailer.createTransport({
        url: deps.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const messageId = (row: MailOutboxRow) => `<${row.id}@outbox.ochre>`;
  const makers: { [T in MailAttachment['type']]?: AttachmentMaker<T> } = {};

  /** The row keeps what to attach; the files are made now, as they are at sending time. */
  async function attachmentsOf(row: MailOutboxRow): Promise<AttachmentFile[]> {
    const files = await Promise.all(
      row.attachments.map((attachment) => {
        const make = makers[attachment.type];
        if (!make) throw new Error(`No maker for ${attachment.type} attachments yet.`);
        return make(attachment);
      }),
    );
    return files.filter((file) => file !== null);
  }

  async function transmit(row: MailOutboxRow): Promise<void> {
    const attachments = await attachmentsOf(row);
    const info = await transport.sendMail({
      from: deps.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html && { html: row.html }),
      ...(row.replyTo && { replyTo: row.replyTo }),
      ...(attachments.length > 0 && { attachments }),
      messageId: messageId(row),
    });
    if (!deps.smtpUrl) {
      await mkdir(deps.outboxDir, { recursive: true });
      const file = path.join(
        deps.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId(6)}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
    }
  }

  /** One delivery; answers false when the message is sent already. Throws when it could not be sent. */
  async function deliverOnce(id: string): Promise<boolean> {
    const row = await outbox.claim(db, id, LEASE_SECONDS);
    if (!row) {
      const current = await outbox.find(db, id);
      if (!current || current.status === 'sent') return false;
      throw new BeingSent(`E-mail ${id} is being sent by another delivery.`);
    }
    try {
      await transmit(row);
    } catch (error) {
      await outbox.release(db, id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await outbox.markSent(db, id);
    metrics.email('sent');
    log.info({ outboxId: id, to: row.to, subject: row.subject }, 'email sent');
    return true;
  }

  jobs.define<{ outboxId: string }>(
    MAIL_SEND,
    ({ data }) => deliverOnce(data.outboxId).then(() => undefined),
    {
      retryLimit: 8,
      retryDelaySeconds: 10,
      onFailed: async ({ outboxId }, failure) => {
        await outbox.markFailed(db, outboxId, failure.message);
        metrics.email('failed');
        log.error({ outboxId, error: failure.message }, 'email failed for good');
      },
    },
  );

  async function queue(tx: DbOrTx, email: Email): Promise<string> {
    const outboxId = await outbox.add(tx, email);
    await jobs.send(MAIL_SEND, { outboxId }, { tx });
    metrics.email('queued');
    return outboxId;
  }

  const mailer: Mailer = {
    async send(email, options = {}) {
      // Inside the caller's transaction a failure must undo it, like any other write there.
      if (options.tx) return queue(options.tx, email);
      try {
        const outboxId = await db.transaction((tx) => queue(tx, email));
        await mailer.deliver(outboxId);
        return outboxId;
      } catch (error) {
        log.error({ err: error, to: email.to, subject: email.subject }, 'email could not be queued');
        return null;
      }
    },

    async deliver(outboxId) {
      try {
        await deliverOnce(outboxId);
      } catch (error) {
        // The queued job delivers it later.
        log.warn({ err: error, outboxId }, 'email not sent yet; it will be retried');
      }
    },

    attachWith(type, make) {
      Object.assign(makers, { [type]: make });
    },
  };

  return { mailer, close: () => transport.close() };
}
