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
import { openDatabase } from '../../db/client';
import { generationTasks } from '../../db/schema/content';
import { prepareDatabase } from '../../db/startup';
import { ABANDONED_MESSAGE } from './task-runner';

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
  const app = await buildApp(config, { database });
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
    await reopened.close();
    expect(row).toMatchObject({ status: 'pending', leaseUntil: null, attempts: 0, progress: 50 });
    expect(row!.articles.map((a) => a.index)).toEqual([0]);

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

  it('claims again a task whose server died mid-run, and fails one that died too often', async () => {
    const crashed = await openDatabase({
      databaseUrl: store.databaseUrl,
      pgliteDir: path.join(store.dataDir, 'db'),
    });
    const lapsed = { status: 'running' as const, leaseUntil: sql`now() - interval '5 minutes'` };
    const [once] = await crashed.db
      .insert(generationTasks)
      .values({ createdBy: admin.id, urls: [`${site.origin}/airport`], ...lapsed, attempts: 1 })
      .returning();
    const [thrice] = await crashed.db
      .insert(generationTasks)
      .values({ createdBy: admin.id, urls: [`${site.origin}/airport`], ...lapsed, attempts: 3 })
      .returning();
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
