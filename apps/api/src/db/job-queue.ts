import PgBoss from 'pg-boss';
import type { DbOrTx } from './client';

/** pg-boss' database adapter: one statement with parameters, or a script of several without. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The PostgreSQL schema that holds the job queue's tables (pg-boss manages them itself). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Creates the job queue's tables, or brings them to this pg-boss version; a no-op when they are current. */
export async function installJobQueue(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The adapter over a Drizzle database or transaction, so a job can be queued in the
 * caller's transaction (committed together, or not at all). Drizzle's session runs the
 * statement as written, keeping pg-boss' numbered parameters.
 */
export function executeSqlIn(db: DbOrTx): ExecuteSql {
  return async (text, values = []) =>
    (await db._.session
      .prepareQuery({ sql: text, params: values }, undefined, undefined, false)
      .execute()) as Awaited<ReturnType<ExecuteSql>>;
}
