import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { newId } from '../../src/lib/ids';
import { withDatabase } from '../global-setup';

export const TEST_DB = process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';

/** A fresh, migrated database of the kind this test run targets, copied from the run's template. */
export async function openTestDatabase(): Promise<{
  database: Database;
  dataDir: string;
  databaseUrl?: string;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ochre-test-'));
  const template = inject('dbTemplate');
  if (TEST_DB === 'pglite') {
    await cp(template, path.join(dataDir, 'db'), { recursive: true });
    return { database: await openDatabase({ pgliteDir: path.join(dataDir, 'db') }), dataDir };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `ochre_t_${process.pid}_${newId(8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(url, name);
  return { database: await openDatabase({ databaseUrl }), dataDir, databaseUrl };
}
