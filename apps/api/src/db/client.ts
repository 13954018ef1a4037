import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { type ExecuteSql, installJobQueue } from './job-queue';
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
  /**
   * Applies committed migrations, then installs or upgrades the job queue's own tables;
   * on PostgreSQL under an advisory lock so that instances starting together take turns.
   */
  migrate(): Promise<void>;
  /** Raw SQL for the job queue (pg-boss): the same adapter drives PGlite and PostgreSQL. */
  executeSql: ExecuteSql;
  /** Runs start-up work (migrations, seeding) once at a time across instances. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Hears every NOTIFY on `channel` once its transaction has committed, on every instance.
   * `lost` is called when the listening connection came back after a failure: what was sent
   * meanwhile is gone. Resolves to a function that stops listening.
   */
  listen(channel: string, handlers: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's figures, for metrics (PostgreSQL only: PGlite is one connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database's folder as one gzipped tarball, taken between two statements (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface Listener {
  message(payload: string): void;
  lost(): void;
}

const STARTUP_LOCK_KEY = 7_264_731;

/**
 * PGlite is a single connection: it runs one transaction at a time and queues
 * everything else, so code inside a transaction must use its `tx`, never `db`.
 */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    unlock = await lockDataDir(`${dataDir}.lock`);
  }
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  // Parameters need the extended protocol (one statement); pg-boss' scripts of several statements come without.
  const executeSql: ExecuteSql = async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return {
    kind: 'pglite',
    db,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await installJobQueue(executeSql);
    },
    executeSql,
    exclusive: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    // One connection: a notification reaches the listener before the statement that committed it returns.
    listen: async (channel, { message }) => {
      const unlisten = await client.listen(channel, message);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await client.close();
      await unlock();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
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
  // A script of several statements answers with one result per statement; pg-boss reads none of them.
  const executeSql: ExecuteSql = async (text, values) =>
    (await pool.query(text, values)) as unknown as Awaited<ReturnType<ExecuteSql>>;
  return {
    kind: 'postgres',
    db,
    migrate: () =>
      exclusive(async () => {
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        await installJobQueue(executeSql);
      }),
    executeSql,
    exclusive,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open (not one of the pool's). When it
 * drops, it is opened again every second until it works; then `lost` tells the caller.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    try {
      await next.connect();
      next.on('notification', (n) => {
        if (n.channel === channel) listener.message(n.payload ?? '');
      });
      next.on('end', () => {
        if (!stopped) scheduleReopen();
      });
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      client = next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  };
  const scheduleReopen = () => {
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => {
      open().then(
        () => listener.lost(),
        () => scheduleReopen(),
      );
    }, RECONNECT_MS);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database lives in DATA_DIR/db (or memory). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}
