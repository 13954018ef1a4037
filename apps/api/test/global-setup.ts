import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database to copy per test file: a PGlite folder, or a PostgreSQL template database name. */
    dbTemplate: string;
  }
}

/**
 * Migrating a fresh database takes seconds; doing it once and copying the result
 * per test file keeps every file isolated and the suite fast. The app starts on it
 * once too, so the job queues (tables of their own) are already there.
 */
async function prepareTemplate(database: Database, dataDir: string) {
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  const app = await buildApp(config, { database });
  await app.ready();
  await app.close();
}

export default async function setup(project: TestProject) {
  const target = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'pg' ? 'pg' : 'pglite';
  if (target === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ochre-template-'));
    await prepareTemplate(await openDatabase({ pgliteDir: path.join(dir, 'db') }), dir);
    project.provide('dbTemplate', path.join(dir, 'db'));
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `ochre_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ochre-template-'));
  await prepareTemplate(await openDatabase({ databaseUrl: withDatabase(url, name) }), dataDir);
  await rm(dataDir, { recursive: true, force: true });
  project.provide('dbTemplate', name);
  return async () => {
    const rows = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`ochre_t_${process.pid}_%`],
    );
    for (const row of rows.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
