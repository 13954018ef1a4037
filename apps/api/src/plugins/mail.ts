import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { newId } from '../lib/ids';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends now; failures are logged, never thrown, so a mail outage cannot undo a sale. */
  send(email: Email): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox (CONTRACT). */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; outboxDir: string }) => {
    const transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const mailer: Mailer = {
      async send(email) {
        try {
          const info = await transport.sendMail({ from: opts.from, ...email });
          if (!opts.smtpUrl) {
            await mkdir(opts.outboxDir, { recursive: true });
            const file = path.join(
              opts.outboxDir,
              `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId(6)}.eml`,
            );
            await writeFile(file, (info as unknown as { message: Buffer }).message);
          }
          app.log.info({ to: email.to, subject: email.subject }, 'email sent');
        } catch (err) {
          app.log.error({ err, to: email.to, subject: email.subject }, 'email failed');
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport.close());
  },
);
