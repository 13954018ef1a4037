import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { GenerationStatusResponse } from '@ochre/shared/schemas/generator';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json } from '../../../test/helpers/app';
import { ARTICLE_PAGES } from '../../../test/helpers/article-site';
import { openTestDatabase } from '../../../test/helpers/database';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { type LocalServer, startLocalServer } from '../../../test/helpers/local-server';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Db, openDatabase } from '../../db/client';
import { generationTasks } from '../../db/schema/content';
import { prepareDatabase } from '../../db/startup';
import { ABANDONED_MESSAGE, GENERATION_QUEUE } from './task-jobs';

/** Where one database lives, so the application can be closed and opened on it again. */
let store: { dataDir: string; databaseUrl?: string };
let site: LocalServer;
/** While true, /gated hangs: the task is still running when the application closes. */
let gateClosed = true;

beforeAll(async () => {
  const opened = await openTestDatabase();
  await opened.database.close();
  store = { dataDir: opened.dataDir, databaseUrl: opened.databaseUrl };
  site = await startLocalServer(async (request, response) => {
    if (request.url === '/gated' && gateClosed) return;
    const page = request.url === '/gated' ? ARTICLE_PAGES.tanjia : ARTICLE_PAGES.airport;
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
});
afterAll(async () => {
  await site.close();
  await rm(store.dataDir, { recursive: true, force: true });
});

async function boot(): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: store.databaseUrl,
    pgliteDir: path.join(store.dataDir, 'db'),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: store.dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    GENERATOR_ALLOW_PRIVATE_URLS: '1',
  });
  // Jobs run in the background here, as in production: polled, handed back on close, retried after a crash.
  const app = await buildApp(config, {
    database,
    jobs: { background: true, timing: { pollMs: 100, heartbeatMs: 200, shutdownGraceMs: 2000 } },
  });
  await prepareDatabase(database, config, app.services.auth, app.log);
  await app.ready();
  return app;
}

const view = async (app: FastifyInstance, admin: TestUser, taskId: string) =>
  json<GenerationStatusResponse>(
    await app.inject({ method: 'GET', url: `/api/article-status/${taskId}`, headers: bearer(admin.token) }),
  );

async function settled(app: FastifyInstance, admin: TestUser, taskId: string) {
  await expect
    .poll(async () => (await view(app, admin, taskId)).status, { timeout: 20_000, interval: 100 })
    .toMatch(/completed|failed/);
  return view(app, admin, taskId);
}

describe('generation tasks across a restart', () => {
  let admin: TestUser;
  beforeAll(async () => {
    const app = await boot();
    admin = await createUser(app, { isAdmin: true });
    await app.close();
  });

  it('hands a running task back on close and resumes it, without redoing finished addresses', async () => {
    const first = await boot();
    const started = await first.inject({
      method: 'POST',
      url: '/api/generate-article',
      headers: bearer(admin.token),
      payload: { base_urls: [`${site.origin}/airport`, `${site.origin}/gated`] },
    });
    const taskId = json<{ task_id: string }>(started).task_id;
    await expect
      .poll(async () => (await view(first, admin, taskId)).progress, { timeout: 10_000 })
      .toBe('50%');
    expect((await view(first, admin, taskId)).status).toBe('running');
    await first.close();

    const reopened = await openDatabase({
      databaseUrl: store.databaseUrl,
      pgliteDir: path.join(store.dataDir, 'db'),
    });
    const [row] = await reopened.db.select().from(generationTasks).where(eq(generationTasks.id, taskId));
    const job = await jobOf(reopened.db, taskId);
    await reopened.close();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, progress: 50 });
    expect(row!.articles.map((a) => a.index)).toEqual([0]);
    // Handed back, not failed: waiting again, the interrupted run not counted against its retries.
    expect(job).toMatchObject({ state: 'created', retry_count: 0 });

    gateClosed = false;
    const airportRequests = site.requests.filter((r) => r.url === '/airport').length;
    const second = await boot();
    const result = await settled(second, admin, taskId);
    expect(result).toMatchObject({ status: 'completed', progress: '100%' });
    expect(result.articles.map((a) => [a.index, a.error])).toEqual([
      [0, null],
      [1, null],
    ]);
    expect(site.requests.filter((r) => r.url === '/airport').length).toBe(airportRequests);
    await second.close();
  });

  it('retries a task whose server died mid-run, and fails one that died too often', async () => {
    const crashed = await openDatabase({
      databaseUrl: store.databaseUrl,
      pgliteDir: path.join(store.dataDir, 'db'),
    });
    const running = { status: 'running' as const, attempts: 1, urls: [`${site.origin}/airport`] };
    const [once] = await crashed.db
      .insert(generationTasks)
      .values({ createdBy: admin.id, ...running })
      .returning();
    const [thrice] = await crashed.db
      .insert(generationTasks)
      .values({ createdBy: admin.id, ...running })
      .returning();
    // Their jobs were running on a server that died five minutes ago: their leases lapsed long since.
    await insertRunningJob(crashed.db, once!.id, { retryCount: 0 });
    await insertRunningJob(crashed.db, thrice!.id, { retryCount: 2 });
    await crashed.close();

    const app = await boot();
    expect(await settled(app, admin, once!.id)).toMatchObject({ status: 'completed', progress: '100%' });
    expect(await settled(app, admin, thrice!.id)).toMatchObject({
      status: 'failed',
      error: ABANDONED_MESSAGE,
    });
    await app.close();
  });
});

async function jobOf(db: Db, taskId: string) {
  const { rows } = await db.execute(
    sql`select state, retry_count from pgboss.job where name = ${GENERATION_QUEUE} and data->>'taskId' = ${taskId}`,
  );
  return rows[0];
}

async function insertRunningJob(db: Db, taskId: string, { retryCount }: { retryCount: number }) {
  await db.execute(sql`
    insert into pgboss.job (name, data, state, retry_count, retry_limit, started_on, expire_in, dead_letter)
    values (${GENERATION_QUEUE}, ${JSON.stringify({ taskId })}::jsonb, 'active', ${retryCount}, 2,
      now() - interval '5 minutes', interval '1 minute', ${`${GENERATION_QUEUE}.failed`})`);
}
