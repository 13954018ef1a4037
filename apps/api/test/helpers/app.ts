import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/startup';
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
 * The real application on its own fresh database (PGlite, or PostgreSQL when
 * TEST_DB=pg), with an empty catalogue unless `SEED_DEMO: 'true'` is passed.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, dataDir, databaseUrl } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
  const app = await buildApp(config, { database });
  await prepareDatabase(database, config, app.services.auth, app.log);
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

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
