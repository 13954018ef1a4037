import type { FailedJob, QueueCounts } from '@ochre/shared/schemas/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers/app';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { auditLog } from '../../db/schema/content';

const MAIL = 'test.mail';
const PING = 'test.ping';
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
/** What the test mail server answers; the job fails while it is down. */
let smtpDown = true;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.jobs.define<{ to: string }>(
          MAIL,
          async () => {
            if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
          },
          { retryLimit: 1, retryDelaySeconds: 0, backoff: false },
        );
        app.jobs.define(PING, async () => {});
      },
    },
  );
  admin = await createUser(t.app, { isAdmin: true, email: 'ops@example.com' });
  customer = await createUser(t.app);

  // Two e-mails fail for good (each after its retry), one ping completes, one waits.
  for (const to of ['amina@example.com', 'karim@example.com']) await t.app.jobs.send(MAIL, { to });
  expect((await t.app.jobs.runDue(MAIL)).sort()).toEqual(['failed', 'failed', 'retrying', 'retrying']);
  await t.app.jobs.send(PING, {});
  await t.app.jobs.runDue(PING);
  await t.app.jobs.send(PING, {}, { startAfter: 3600 });
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const retry = (queue: string, id: string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${queue}/${id}/retry`, headers: bearer(token) });
const failed = async (query = '') =>
  json<{ data: FailedJob[]; pagination: { total: number; pages: number } }>(
    await get(`/api/admin/jobs/failed${query}`),
  );

describe('the Jobs section of the back office', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs/queues' })).statusCode).toBe(401);
    expect((await get('/api/admin/jobs/queues', customer.token)).statusCode).toBe(403);
    expect((await get('/api/admin/jobs/failed', customer.token)).statusCode).toBe(403);
  });

  it('counts the jobs of every queue by state', async () => {
    const response = await get('/api/admin/jobs/queues');
    expect(response.statusCode).toBe(200);
    const queues = json<{ data: QueueCounts[] }>(response).data;
    expect(queues.map((q) => q.queue)).toEqual(
      expect.arrayContaining(['generator.task', 'orders.release-lapsed-holds', MAIL, PING]),
    );
    expect(queues.find((q) => q.queue === MAIL)).toEqual({
      queue: MAIL,
      waiting: 0,
      running: 0,
      completed: 0,
      failed: 2,
    });
    expect(queues.find((q) => q.queue === PING)).toEqual({
      queue: PING,
      waiting: 1,
      running: 0,
      completed: 1,
      failed: 0,
    });
    // pg-boss' own queues are not shown.
    expect(queues.some((q) => q.queue.startsWith('__pgboss'))).toBe(false);
  });

  it('lists failed jobs, newest first, with their error, attempts and times', async () => {
    const body = await failed();
    expect(body.pagination).toMatchObject({ total: 2, pages: 1 });
    expect(body.data).toEqual([
      {
        _id: expect.any(String),
        queue: MAIL,
        error: 'connect ECONNREFUSED 127.0.0.1:2525',
        interrupted: false,
        attempts: 2,
        data: { to: expect.stringMatching(/@example\.com$/) },
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
      expect.objectContaining({ queue: MAIL, attempts: 2 }),
    ]);
    const [newest, oldest] = body.data;
    expect(Date.parse(newest!.failedAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.failedAt));
    expect((await failed(`?queue=${PING}`)).data).toEqual([]);
    expect((await failed('?limit=1&page=2')).data).toEqual([oldest]);
  });

  it('runs a failed job again on Retry, and records who asked', async () => {
    const [job] = (await failed()).data;
    smtpDown = false;
    const response = await retry(MAIL, job!._id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'The job will run again in a moment.' });
    expect(await t.app.jobs.runDue(MAIL)).toEqual(['completed']);
    expect((await failed()).data.map((j) => j._id)).not.toContain(job!._id);

    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, job!._id));
    expect(entry).toMatchObject({
      action: 'job.retry',
      entity: 'job',
      actorEmail: 'ops@example.com',
      details: { queue: MAIL },
    });
    // Already run again: nothing left to retry.
    const again = await retry(MAIL, job!._id);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({
      message: 'This failed job does not exist, or it has already been retried.',
    });
  });

  it('refuses what is not a queue or a job id, and changes nothing', async () => {
    const [job] = (await failed()).data;
    expect((await retry(MAIL, 'not-a-uuid')).statusCode).toBe(400);
    expect((await retry('Bad Queue!', job!._id)).statusCode).toBe(400);
    expect((await retry(PING, job!._id)).statusCode).toBe(404);
    expect((await get('/api/admin/jobs/failed?limit=1000')).statusCode).toBe(400);
    expect((await retry(MAIL, job!._id, customer.token)).statusCode).toBe(403);
    expect((await failed()).data.map((j) => j._id)).toContain(job!._id);
  });
});
