import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** PGlite's drizzle database has the same query surface as node-postgres'; one type serves both. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies committed migrations; on PostgreSQL under an advisory lock so that instances starting together take turns. */
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, seeding) once at a time across instances. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 7_264_731;

/**
 * PGlite is a single connection: it runs one transaction at a time and queues
 * everything else, so code inside a transaction must use its `tx`, never `db`.
 */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  };
  return {
    kind: 'postgres',
    db,
    migrate: () => exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
    exclusive,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database lives in DATA_DIR/db (or memory). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}
