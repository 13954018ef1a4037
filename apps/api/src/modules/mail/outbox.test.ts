import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProduct, createUser } from '../../../test/helpers/factories';
import { type FakeSmtp, startFakeSmtp } from '../../../test/helpers/fake-smtp';
import { makeJobsDue } from '../../../test/helpers/jobs';
import { placeOrder } from '../../../test/helpers/orders';
import { mailOutbox } from '../../db/schema/mail';
import { MAIL_SEND } from './outbox';

/** A port nothing listens on yet: the mail server is down until the test starts it there. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let smtpPort: number;
let smtp: FakeSmtp | undefined;
beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Ochre <shop@ochre.test>' });
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});

async function mailJobs() {
  const { rows } = await t.app.db.execute(sql`
    select state, retry_count, extract(epoch from (start_after - now()))::float8 as due_in_seconds
    from pgboss.job where name = ${MAIL_SEND} order by created_on`);
  return rows as { state: string; retry_count: number; due_in_seconds: number }[];
}

describe('the e-mail outbox', () => {
  it('keeps an order confirmation through a mail outage and delivers it once, retrying with backoff', async () => {
    const user = await createUser(t.app);
    const product = await createProduct(t.app, { name: 'Argan Oil' });
    const order = await placeOrder(t.app, user.token, [{ product: product.id, qty: 1 }]);
    await t.app.services.orders.drain();

    // The first try, right after the commit, found no mail server: the message waits in the database.
    const [row] = await t.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to: 'amina@example.com', status: 'pending', attempts: 1 });
    expect(row!.subject).toContain(order.orderNumber);
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    // The job fails too, and waits longer before each retry.
    expect(await t.app.jobs.runDue(MAIL_SEND)).toEqual(['retrying']);
    const [first] = await mailJobs();
    expect(first).toMatchObject({ state: 'retry' });
    expect(first!.due_in_seconds).toBeGreaterThan(5);

    // The mail server is back; once the retry is due, the message goes out, once.
    smtp = await startFakeSmtp(smtpPort);
    await makeJobsDue(t.app.db, MAIL_SEND);
    expect(await t.app.jobs.runDue(MAIL_SEND)).toEqual(['completed']);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ from: 'shop@ochre.test', to: ['amina@example.com'] });
    expect(smtp.messages[0]!.data).toContain(`Message-ID: <${row!.id}@outbox.ochre>`);
    const [sent] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

    // A repeat of the job (a retry from the back office, a lost lease) sends nothing again.
    await t.app.mailer.deliver(row!.id);
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends at once when the mail server answers, and never twice for two deliverers', async () => {
    smtp ??= await startFakeSmtp(smtpPort);
    const before = smtp.messages.length;
    const id = await t.app.mailer.send({ to: 'lea@example.com', subject: 'Hello', text: 'Salam' });
    expect(id).toEqual(expect.any(String));
    await Promise.all([t.app.mailer.deliver(id!), t.app.jobs.runDue(MAIL_SEND)]);
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([['lea@example.com']]);
  });
});
