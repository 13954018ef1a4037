import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser } from '../../../test/helpers/factories';
import { contactMessages } from '../../db/schema/content';
import { siteRepository } from '../site/repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await siteRepository.upsertSettingsSection(t.app.db, 'general', {
    siteName: 'Ochre',
    contactEmail: 'team@ochre.test',
  });
});
afterAll(async () => t.close());
beforeEach(async () => rm(t.config.outboxDir, { recursive: true, force: true }));

const VALID = {
  name: 'Léa Martin',
  email: 'Lea.Martin@Example.com',
  category: 'travel',
  subject: 'A desert trip in April',
  message: 'We are four friends and would love three days in the Sahara. What would you suggest?',
};

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });

async function outbox(): Promise<string[]> {
  const files = await readdir(t.config.outboxDir).catch(() => []);
  const raw = await Promise.all(files.map((f) => readFile(path.join(t.config.outboxDir, f), 'utf8')));
  // Bodies are quoted-printable: join its soft line breaks back up.
  return raw.map((mail) => mail.replace(/=\r?\n/g, ''));
}

describe('POST /api/contact', () => {
  it('stores the message, e-mails the business and acknowledges the sender', async () => {
    const res = await send(VALID);
    expect(res.statusCode).toBe(201);
    const body = json<{ success: boolean; message: string; data: { _id: string } }>(res);
    expect(body).toMatchObject({
      success: true,
      message: "Thank you for your message! We'll get back to you within 24 hours.",
    });

    const [stored] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data._id));
    expect(stored).toMatchObject({
      kind: 'contact',
      name: 'Léa Martin',
      email: 'lea.martin@example.com',
      category: 'travel',
      subject: 'A desert trip in April',
      status: 'open',
      userId: null,
    });

    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const toBusiness = mails.find((m) => /^To: team@ochre\.test/m.test(m));
    const toSender = mails.find((m) => /^To: lea\.martin@example\.com/m.test(m));
    expect(toBusiness).toMatch(/^Reply-To: lea\.martin@example\.com/m);
    expect(toBusiness).toMatch(/^Subject: \[Travel planning\] A desert trip in April/m);
    expect(toBusiness).toContain('three days in the Sahara');
    expect(toSender).toMatch(/^Subject: We received your message: A desert trip in April/m);
    expect(toSender).toContain('within 24 hours');
  });

  it('files the message under the account of a signed-in sender, general when no category is chosen', async () => {
    const user = await createUser(t.app);
    const { category: _none, ...withoutCategory } = VALID;
    const res = await send(withoutCategory, bearer(user.token));
    expect(res.statusCode).toBe(201);
    const id = json<{ data: { _id: string } }>(res).data._id;
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ userId: user.id, category: 'general' });
  });

  it('keeps a subject with line breaks out of the e-mail headers', async () => {
    await send({ ...VALID, subject: 'Hello\r\nBcc: victim@example.com' });
    const mails = await outbox();
    expect(mails.some((m) => /^Bcc:/m.test(m))).toBe(false);
    expect(mails.join('\n')).toMatch(/^Subject: \[Travel planning\] Hello Bcc: victim@example\.com/m);
  });

  it('requires name, email, subject and message, and a known category', async () => {
    const before = await t.app.db.$count(contactMessages);
    const empty = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({
      success: false,
      errors: {
        name: 'This field is required',
        email: 'This field is required',
        subject: 'This field is required',
        message: 'This field is required',
      },
    });
    const badEmail = await send({ ...VALID, email: 'lea@' });
    expect(json(badEmail)).toMatchObject({ errors: { email: 'Please enter a valid email address' } });
    expect((await send({ ...VALID, category: 'sales' })).statusCode).toBe(400);
    expect((await send({ ...VALID, message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await send({ ...VALID, isAdmin: true })).statusCode).toBe(400);
    expect(await outbox()).toEqual([]);
    expect(await t.app.db.$count(contactMessages)).toBe(before);
  });

  it('still stores and acknowledges when no business address is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/contact', payload: VALID });
      expect(res.statusCode).toBe(201);
      const files = await readdir(bare.config.outboxDir);
      expect(files).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });
});
