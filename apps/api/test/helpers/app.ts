import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/startup';
import type { JobsPluginOptions } from '../../src/plugins/jobs';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Set on PostgreSQL: other instances of the app can share this database. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * `beforeReady` can add to the app before it starts, e.g. a job queue of the test's own; jobs run
 * only through `app.jobs.runDue` unless `jobs.background` asks for pollers and the cron clock.
 */
export interface TestAppOptions {
  beforeReady?: (app: FastifyInstance) => void;
  jobs?: Partial<JobsPluginOptions>;
}

/**
 * The real application on its own fresh database (PGlite, or PostgreSQL when
 * TEST_DB=pg), with an empty catalogue unless `SEED_DEMO: 'true'` is passed.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, dataDir, databaseUrl } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
  const app = await buildApp(config, { database, jobs: options.jobs });
  await prepareDatabase(database, config, app.services.auth, app.log);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Instances of the app sharing its database, to send requests through in
 * turn: on PostgreSQL a second one starts beside it; PGlite is one process's
 * database, so there the app is alone. `close` stops the second one.
 */
export async function sharedInstances(
  t: TestApp,
  options: TestAppOptions = {},
): Promise<{ instances: FastifyInstance[]; close(): Promise<void> }> {
  if (!t.databaseUrl) return { instances: [t.app], close: async () => {} };
  const second = await buildApp(t.config, {
    database: await openDatabase({ databaseUrl: t.databaseUrl }),
    jobs: options.jobs,
  });
  options.beforeReady?.(second);
  await second.ready();
  return { instances: [t.app, second], close: () => second.close() };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
