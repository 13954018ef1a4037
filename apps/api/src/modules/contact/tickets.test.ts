import { rm } from 'node:fs/promises';
import type { InboxItem, InboxThread, Ticket, TicketSummary } from '@ochre/shared/schemas/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { waitForEmail } from '../../../test/helpers/outbox';
import { auditLog, contactMessages } from '../../db/schema/content';
import { siteRepository } from '../site/repository';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://ochre.example' });
  admin = await createUser(t.app, { isAdmin: true, name: 'Youssef at Ochre' });
  await siteRepository.upsertSettingsSection(t.app.db, 'general', {
    siteName: 'Ochre',
    contactEmail: 'team@ochre.test',
  });
});
afterAll(async () => t.close());
beforeEach(async () => rm(t.config.outboxDir, { recursive: true, force: true }));

const as = (user: TestUser | null) => (user ? bearer(user.token) : {});

/** What the account's Support tab sends (SPEC §7: POST /contact with category technical). */
const openTicket = (
  user: TestUser | null,
  subject: string,
  message = 'The invoice button does nothing on my phone.',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Typed Name', email: 'typed@example.com', subject, message, category: 'technical' },
    headers: as(user),
  });

const get = <T>(url: string, user: TestUser | null) =>
  t.app
    .inject({ method: 'GET', url, headers: as(user) })
    .then((res) => ({ status: res.statusCode, body: json<T>(res) }));

const post = (url: string, user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: as(user) });

describe('support tickets', () => {
  it("stores a signed-in customer's technical message as their ticket and acknowledges it", async () => {
    const customer = await createUser(t.app, { name: 'Amal Chraibi' });
    const res = await openTicket(customer, 'Invoice will not download');
    expect(res.statusCode).toBe(201);
    const { data, message } = json<{ data: { _id: string }; message: string }>(res);
    expect(message).toBe('Support ticket created successfully!');

    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, data._id));
    // Answered at the account's address, whatever was typed.
    expect(stored).toMatchObject({
      kind: 'ticket',
      userId: customer.id,
      status: 'open',
      category: 'technical',
      name: 'Amal Chraibi',
      email: customer.email,
      readAt: null,
    });
    const toTeam = await waitForEmail(t.config.outboxDir, (m) => /^To: team@ochre\.test/m.test(m));
    expect(toTeam).toContain('New support ticket');
    const toCustomer = await waitForEmail(t.config.outboxDir, (m) => m.includes(`\nTo: ${customer.email}`));
    expect(toCustomer).toMatch(/^Subject: Support ticket [a-z0-9]{7}: Invoice will not download/m);
    expect(toCustomer).toContain('https://ochre.example/account?tab=support');
  });

  it("keeps a guest's technical message, and other categories, as contact messages", async () => {
    const guest = await openTicket(null, 'Site is slow');
    expect(json(guest)).toMatchObject({
      message: "Thank you for your message! We'll get back to you within 24 hours.",
    });
    const customer = await createUser(t.app);
    const general = await post('/api/contact', customer, {
      name: 'A',
      email: 'a@example.com',
      subject: 'Hello',
      message: 'Just saying hello.',
      category: 'general',
    });
    for (const res of [guest, general]) {
      const id = json<{ data: { _id: string } }>(res).data._id;
      const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.kind).toBe('contact');
    }
  });

  it('shows customers their own tickets only, with the conversation', async () => {
    const [amal, karim] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const id = json<{ data: { _id: string } }>(await openTicket(amal, 'Cannot change my address')).data._id;
    await openTicket(karim, 'Karim’s problem');

    const mine = await get<{ data: TicketSummary[] }>('/api/contact/tickets', amal);
    expect(mine.body.data.map((ticket) => ticket.subject)).toEqual(['Cannot change my address']);
    expect(mine.body.data[0]).toMatchObject({ status: 'open', replyCount: 0, reference: id.slice(0, 7) });

    const detail = await get<{ data: Ticket }>(`/api/contact/tickets/${id}`, amal);
    expect(detail.body.data.messages).toEqual([
      expect.objectContaining({ fromStaff: false, body: 'The invoice button does nothing on my phone.' }),
    ]);
    expect((await get(`/api/contact/tickets/${id}`, karim)).status).toBe(404);
    expect(
      (await post(`/api/contact/tickets/${id}/replies`, karim, { message: 'Not mine' })).statusCode,
    ).toBe(404);
    expect((await get('/api/contact/tickets', null)).status).toBe(401);
  });

  it('goes back and forth: the admin answers by e-mail, the customer replies, the admin closes it', async () => {
    const customer = await createUser(t.app, { name: 'Hind Alaoui' });
    const id = json<{ data: { _id: string } }>(await openTicket(customer, 'Payment page froze')).data._id;

    // The inbox shows it unread until opened.
    const inbox = await get<{ data: InboxItem[] }>('/api/admin/messages?kind=ticket&status=open', admin);
    expect(inbox.body.data.find((item) => item._id === id)).toMatchObject({ unread: true, kind: 'ticket' });
    const opened = await get<{ data: InboxThread }>(`/api/admin/messages/${id}`, admin);
    expect(opened.body.data).toMatchObject({
      unread: false,
      userId: customer.id,
      subject: 'Payment page froze',
    });

    await rm(t.config.outboxDir, { recursive: true, force: true });
    const answer = await post(`/api/admin/messages/${id}/replies`, admin, {
      message: 'Sorry about that! Please try again: we fixed the payment page this morning.',
    });
    expect(answer.statusCode).toBe(201);
    expect(json<{ data: InboxThread }>(answer).data).toMatchObject({ status: 'answered', replyCount: 1 });
    const mail = await waitForEmail(t.config.outboxDir, (m) => m.includes(`\nTo: ${customer.email}`));
    expect(mail).toMatch(/^Subject: Re: Payment page froze \[ticket [a-z0-9]{7}\]/m);
    expect(mail).toMatch(/^Reply-To: team@ochre\.test/m);
    expect(mail).toContain('we fixed the payment page this morning');
    expect(mail).toContain('> The invoice button does nothing on my phone.');
    expect(mail).toContain('https://ochre.example/account?tab=support');

    const seen = await get<{ data: Ticket }>(`/api/contact/tickets/${id}`, customer);
    expect(seen.body.data.status).toBe('answered');
    expect(seen.body.data.messages.at(-1)).toMatchObject({ fromStaff: true, author: 'Youssef at Ochre' });

    await rm(t.config.outboxDir, { recursive: true, force: true });
    const reply = await post(`/api/contact/tickets/${id}/replies`, customer, {
      message: 'It works now, thank you!',
    });
    expect(reply.statusCode).toBe(201);
    expect(json<{ data: Ticket }>(reply).data).toMatchObject({ status: 'open', replyCount: 2 });
    const notice = await waitForEmail(t.config.outboxDir, (m) => /^To: team@ochre\.test/m.test(m));
    expect(notice).toContain('It works now, thank you!');
    const again = await get<{ data: InboxItem[] }>('/api/admin/messages?search=Payment%20page', admin);
    expect(again.body.data[0]).toMatchObject({ _id: id, unread: true, status: 'open' });

    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${id}`,
      payload: { status: 'closed' },
      headers: as(admin),
    });
    expect(json<{ data: InboxThread }>(closed).data.status).toBe('closed');
    const late = await post(`/api/contact/tickets/${id}/replies`, customer, { message: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      message: 'This ticket is closed. Please open a new one if you still need help.',
    });

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['message.close', 'message.reply']);
  });

  it('answers contact-page messages by e-mail too, and needs a message', async () => {
    const res = await post('/api/contact', null, {
      name: 'Léa Martin',
      email: 'lea@example.com',
      subject: 'Desert trip',
      message: 'Three days in the Sahara in April?',
      category: 'travel',
    });
    const id = json<{ data: { _id: string } }>(res).data._id;
    const empty = await post(`/api/admin/messages/${id}/replies`, admin, { message: '  ' });
    expect(empty.statusCode).toBe(400);
    await rm(t.config.outboxDir, { recursive: true, force: true });
    await post(`/api/admin/messages/${id}/replies`, admin, { message: 'Yes! Our Merzouga program fits.' });
    const mail = await waitForEmail(t.config.outboxDir, (m) => m.includes('To: lea@example.com'));
    expect(mail).toMatch(/^Subject: Re: Desert trip$/m);
    expect(mail).toContain('Simply reply to this e-mail');
    expect(mail).toContain('> Three days in the Sahara in April?');
  });
});
