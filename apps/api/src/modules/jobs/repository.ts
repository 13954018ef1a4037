import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue';

const job = sql.raw(`${JOB_QUEUE_SCHEMA}.job`);
const queue = sql.raw(`${JOB_QUEUE_SCHEMA}.queue`);
/** pg-boss' own queues (the cron clock's) are not ours to show. */
const ours = (column: string) => sql.raw(`not starts_with(${column}, '__pgboss__')`);
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

export interface QueueCountsRow {
  queue: string;
  waiting: number;
  running: number;
  completed: number;
  failed: number;
}

export interface FailedJobRow {
  id: string;
  queue: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_ms: number;
  failed_ms: number;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/**
 * What pg-boss' API does not offer: leases kept alive while a job runs, a clean hand-back,
 * and the lists the back office shows. A run is named by its job and the instant it
 * started, so a worker that lost its job to another can no longer touch it.
 */
export const jobsRepository = {
  /** Keeps a running job ours for `leaseSeconds` more; false when it is no longer ours. */
  async extendLease(
    db: DbOrTx,
    run: { queue: string; id: string; startedOn: Date },
    leaseSeconds: number,
  ): Promise<boolean> {
    const rows = await db.execute(sql`
      update ${job} set expire_in = (now() - started_on) + make_interval(secs => ${leaseSeconds})
      where name = ${run.queue} and id = ${run.id}::uuid and state = 'active'
        and date_trunc('milliseconds', started_on) = ${run.startedOn}::timestamptz
      returning id`);
    return rows.rows.length > 0;
  },

  /** Puts a job that was cut short by a shutdown back in its queue, due now, the attempt not counted. */
  async handBack(
    db: DbOrTx,
    run: { queue: string; id: string; startedOn: Date },
    leaseSeconds: number,
  ): Promise<boolean> {
    const rows = await db.execute(sql`
      update ${job} set state = 'created', started_on = null, start_after = now(),
        expire_in = make_interval(secs => ${leaseSeconds})
      where name = ${run.queue} and id = ${run.id}::uuid and state = 'active'
        and date_trunc('milliseconds', started_on) = ${run.startedOn}::timestamptz
      returning id`);
    return rows.rows.length > 0;
  },

  /** The queues with a job due now: pg-boss' fetch condition, read from its partial index. */
  async queuesWithDueJobs(db: DbOrTx): Promise<string[]> {
    const rows = await db.execute(sql`
      select distinct name from ${job} where state < 'active' and start_after < now()`);
    return rowsOf<{ name: string }>(rows).map((row) => row.name);
  },

  /** Every queue with its jobs waiting, running, completed in the last day, and failed. */
  async countsByQueue(db: DbOrTx): Promise<QueueCountsRow[]> {
    return rowsOf<QueueCountsRow>(
      await db.execute(sql`
        select q.name as queue,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
          count(j.id) filter (where j.state = 'active')::int as running,
          count(j.id) filter (where j.state = 'completed' and j.completed_on > now() - interval '1 day')::int
            as completed,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from ${queue} q left join ${job} j on j.name = q.name
        where ${ours('q.name')}
        group by q.name
        order by q.name`),
    );
  },

  async listFailed(
    db: DbOrTx,
    filter: { queue?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: FailedJobRow[]; total: number }> {
    const where = filter.queue
      ? sql`state = 'failed' and name = ${filter.queue}`
      : sql`state = 'failed' and ${ours('name')}`;
    const [rows, total] = await Promise.all([
      db.execute(sql`
        select id, name as queue, data, output, retry_count,
          ${epochMs('created_on')} as created_ms, ${epochMs('completed_on')} as failed_ms
        from ${job} where ${where}
        order by completed_on desc, id
        limit ${limit} offset ${offset}`),
      db.execute(sql`select count(*)::int as n from ${job} where ${where}`),
    ]);
    return { rows: rowsOf<FailedJobRow>(rows), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
  },

  async isFailed(db: DbOrTx, queueName: string, id: string): Promise<boolean> {
    const rows = await db.execute(sql`
      select 1 from ${job} where name = ${queueName} and id = ${id}::uuid and state = 'failed'`);
    return rows.rows.length > 0;
  },
};
