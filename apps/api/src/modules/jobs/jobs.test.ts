import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import { makeJobsDue } from '../../../test/helpers/jobs';
import { type Database, openDatabase } from '../../db/client';
import { newId } from '../../lib/ids';
import { createJobs, type JobEvent, type Jobs, type JobsTiming, ShuttingDown } from './jobs';

const log = pino({ level: 'silent' });
const FAST: Partial<JobsTiming> = { pollMs: 50, heartbeatMs: 100, leaseSeconds: 2, shutdownGraceMs: 1000 };

let database: Database;
/** A second instance's own connection: PostgreSQL's, or (PGlite being one process's) the same one. */
let other: Database;
let dataDir: string;
beforeAll(async () => {
  const opened = await openTestDatabase();
  ({ database, dataDir } = opened);
  other = opened.databaseUrl ? await openDatabase({ databaseUrl: opened.databaseUrl }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const running: Jobs[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

/** One server instance's job module; `background` polls, runs the cron clock and maintenance. */
function instance(
  options: { background?: boolean; timing?: Partial<JobsTiming>; db?: Database; redis?: Redis } = {},
) {
  const jobs = createJobs({
    database: options.db ?? database,
    redis: options.redis ?? null,
    log,
    background: options.background ?? false,
    timing: { ...FAST, ...options.timing },
  });
  running.push(jobs);
  return jobs;
}

/** Queues live in the database for the whole file: each test gets its own. */
const queueName = (what: string) => `test.${what}.${newId(6)}`;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function jobRows(queue: string) {
  const { rows } = await database.db.execute(sql`
    select id, state, retry_count, data, output,
      extract(epoch from (start_after - now()))::float8 as due_in_seconds
    from pgboss.job where name = ${queue} order by created_on`);
  return rows as {
    id: string;
    state: string;
    retry_count: number;
    data: unknown;
    output: unknown;
    due_in_seconds: number;
  }[];
}

/** Time travel for retries: every waiting job of the queue is due now. */
const makeDue = (queue: string) => makeJobsDue(database.db, queue);

describe('jobs on one instance, run by the test', () => {
  it('runs a sent job with its data, and reports how it ended', async () => {
    const jobs = instance();
    const queue = queueName('echo');
    const seen: unknown[] = [];
    jobs.define<{ orderId: string }>(queue, async (job) => {
      seen.push({ data: job.data, attempt: job.attempt, queue: job.queue });
    });
    const events: JobEvent[] = [];
    jobs.onOutcome((event) => events.push(event));
    await jobs.start();

    const id = await jobs.send(queue, { orderId: 'o-1' });
    expect(id).toEqual(expect.any(String));
    expect(await jobs.runDue(queue)).toEqual(['completed']);
    expect(seen).toEqual([{ data: { orderId: 'o-1' }, attempt: 1, queue }]);
    expect(events).toEqual([{ queue, outcome: 'completed', durationMs: expect.any(Number) }]);
    expect(await jobs.runDue(queue)).toEqual([]);
    expect(await jobRows(queue)).toMatchObject([{ id, state: 'completed' }]);
  });

  it('finds a job the moment it is sent, within the same millisecond too', async () => {
    const jobs = instance();
    const queue = queueName('at-once');
    jobs.define<{ n: number }>(queue, async () => {});
    await jobs.start();
    for (let n = 0; n < 50; n++) {
      await jobs.send(queue, { n });
      expect(await jobs.runDue(queue)).toEqual(['completed']);
    }
  });

  it('refuses a queue it does not know, so a misspelt name loses no job', async () => {
    const jobs = instance();
    await jobs.start();
    await expect(jobs.send('test.nowhere', {})).rejects.toThrow('There is no job queue named test.nowhere.');
  });

  it('retries a failing job with growing waits, then fails it for good and reports why', async () => {
    const jobs = instance();
    const queue = queueName('flaky');
    const attempts: number[] = [];
    const failures: unknown[] = [];
    jobs.define<{ n: number }>(
      queue,
      async (job) => {
        attempts.push(job.attempt);
        throw new Error(`SMTP server refused (try ${job.attempt})`);
      },
      {
        retryLimit: 2,
        retryDelaySeconds: 10,
        onFailed: async (data, failure) => {
          failures.push({ data, failure });
        },
      },
    );
    await jobs.start();
    await jobs.send(queue, { n: 7 });

    expect(await jobs.runDue(queue)).toEqual(['retrying']);
    // Backoff with jitter: 10 to 20 seconds after the first failure, 20 to 40 after the second.
    let [job] = await jobRows(queue);
    expect(job).toMatchObject({ state: 'retry', output: { message: 'SMTP server refused (try 1)' } });
    expect(job!.due_in_seconds).toBeGreaterThan(9);
    expect(job!.due_in_seconds).toBeLessThanOrEqual(20);
    expect(await jobs.runDue(queue)).toEqual([]);

    await makeDue(queue);
    expect(await jobs.runDue(queue)).toEqual(['retrying']);
    [job] = await jobRows(queue);
    expect(job!.due_in_seconds).toBeGreaterThan(19);
    expect(job!.due_in_seconds).toBeLessThanOrEqual(40);

    await makeDue(queue);
    expect(await jobs.runDue(queue)).toEqual(['failed']);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRows(queue)).toMatchObject([{ state: 'failed', retry_count: 2 }]);
    expect(failures).toEqual([
      { data: { n: 7 }, failure: { message: 'SMTP server refused (try 3)', interrupted: false } },
    ]);
  });

  it('runs a failed job once more when asked to', async () => {
    const jobs = instance();
    const queue = queueName('retry');
    let fail = true;
    jobs.define(
      queue,
      async () => {
        if (fail) throw new Error('PayPal is down');
      },
      { retryLimit: 0 },
    );
    await jobs.start();
    const id = (await jobs.send(queue, {}))!;
    expect(await jobs.runDue(queue)).toEqual(['failed']);

    fail = false;
    await jobs.retry(queue, id);
    expect(await jobs.runDue(queue)).toEqual(['completed']);
    expect(await jobRows(queue)).toMatchObject([{ id, state: 'completed' }]);
  });

  it("queues a job in the caller's transaction: committed with it, or not at all", async () => {
    const jobs = instance();
    const queue = queueName('outbox');
    const sent: unknown[] = [];
    jobs.define<{ email: string }>(queue, async (job) => {
      sent.push(job.data);
    });
    await jobs.start();

    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(queue, { email: 'rolled-back' }, { tx });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await database.db.transaction(async (tx) => {
      await jobs.send(queue, { email: 'committed' }, { tx });
      // Inside the transaction the job is there (on PGlite, the one connection is the transaction's).
      const { rows } = await tx.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}`);
      expect(rows).toEqual([{ n: 1 }]);
    });

    expect(await jobs.runDue(queue)).toEqual(['completed']);
    expect(sent).toEqual([{ email: 'committed' }]);
  });

  it('starts a job no sooner than asked', async () => {
    const jobs = instance();
    const queue = queueName('later');
    jobs.define(queue, async () => {});
    await jobs.start();
    await jobs.send(queue, {}, { startAfter: 3600 });
    await jobs.send(queue, {}, { startAfter: new Date(Date.now() + 2 * 3600_000) });
    expect(await jobs.runDue(queue)).toEqual([]);
    const rows = await jobRows(queue);
    expect(rows.map((row) => Math.round(row.due_in_seconds / 60))).toEqual([60, 120]);
  });

  it('keeps one waiting job per key in a singleton queue', async () => {
    const jobs = instance();
    const queue = queueName('sweep');
    jobs.define(queue, async () => {}, { singleton: true });
    await jobs.start();
    expect(await jobs.send(queue, {})).toEqual(expect.any(String));
    expect(await jobs.send(queue, {})).toBeNull();
    expect(await jobs.send(queue, {}, { singletonKey: 'booking-1' })).toEqual(expect.any(String));
    expect(await jobs.runDue(queue)).toEqual(['completed', 'completed']);
    expect(await jobs.send(queue, {})).toEqual(expect.any(String));
  });

  it('registers cron schedules in Marrakech time, and drops those no longer defined', async () => {
    const queue = queueName('nightly');
    const first = instance();
    first.define(queue, async () => {}, { cron: '0 3 * * *' });
    await first.start();
    const schedule = async () =>
      (await database.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${queue}`)).rows;
    expect(await schedule()).toEqual([{ cron: '0 3 * * *', timezone: 'Africa/Casablanca' }]);

    const next = instance();
    next.define(queue, async () => {});
    await next.start();
    expect(await schedule()).toEqual([]);
  });
});

describe('jobs in the background, on one or several instances', () => {
  it('runs every job exactly once across instances, never more at once than allowed', async () => {
    const queue = queueName('many');
    const runs: string[] = [];
    let now = 0;
    let peak = 0;
    const define = (jobs: Jobs) =>
      jobs.define<{ n: number }>(
        queue,
        async (job) => {
          now++;
          peak = Math.max(peak, now);
          runs.push(job.id);
          await new Promise((resolve) => setTimeout(resolve, 20));
          now--;
        },
        { concurrency: 2 },
      );
    const a = instance({ background: true });
    const b = instance({ background: true, db: other });
    define(a);
    define(b);
    await Promise.all([a.start(), b.start()]);
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => a.send(queue, { n })));

    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(12);
    expect([...runs].sort()).toEqual([...ids].sort());
    // Two at a time on each instance (Redis makes the limit shared: see below).
    expect(peak).toBeLessThanOrEqual(4);
    await expect
      .poll(async () => (await jobRows(queue)).every((row) => row.state === 'completed'))
      .toBe(true);
  });

  it('asks the database one question per poll while idle, however many queues, and wakes the queue with a due job', async () => {
    let statements = 0;
    let fetches = 0;
    const counted: Database = {
      ...database,
      executeSql: (text, values) => {
        statements++;
        if (text.includes('SKIP LOCKED')) fetches++;
        return database.executeSql(text, values);
      },
      db: new Proxy(database.db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (key !== 'execute') return value;
          return (...args: unknown[]) => {
            statements++;
            return value.apply(target, args);
          };
        },
      }),
    };
    const queues = Array.from({ length: 6 }, (_, n) => queueName(`idle${n}`));
    const ran: string[] = [];
    const a = instance({ background: true, db: counted, timing: { pollMs: 100 } });
    for (const queue of queues) a.define(queue, async (job) => void ran.push(job.queue));
    await a.start();
    // Each queue looks once as it starts; the idle second is counted after those looks.
    await expect.poll(() => fetches).toBeGreaterThanOrEqual(queues.length);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    statements = 0;
    await sleep(1000);
    // About ten polls: one statement each (a fetch per queue would be sixty), and pg-boss' own clock.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(15);

    // Sent by another instance: only the poll can find it.
    const b = instance({ db: other });
    b.define(queues[3]!, async () => {});
    await b.start();
    await b.send(queues[3]!, {});
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([queues[3]]);
  });

  it('never runs two jobs of a singleton queue at once, whichever instance takes them', async () => {
    const queue = queueName('single');
    const started: string[] = [];
    const release = gate();
    const define = (jobs: Jobs, name: string) =>
      jobs.define(
        queue,
        async () => {
          started.push(name);
          await release.opened;
        },
        { singleton: true, concurrency: 2 },
      );
    const a = instance({ background: true });
    const b = instance({ background: true, db: other });
    define(a, 'a');
    define(b, 'b');
    await Promise.all([a.start(), b.start()]);
    await a.send(queue, {});
    await expect.poll(() => started.length).toBe(1);
    // A second job may wait while the first runs, but does not start.
    expect(await a.send(queue, {})).toEqual(expect.any(String));
    await expect
      .poll(async () => (await jobRows(queue)).map((row) => row.state))
      .toEqual(['active', 'created']);
    expect(started).toHaveLength(1);
    release.open();
    await expect.poll(() => started.length).toBe(2);
    await expect
      .poll(async () => (await jobRows(queue)).map((row) => row.state))
      .toEqual(['completed', 'completed']);
  });

  it("keeps a long job's lease alive, so no other instance takes it over", async () => {
    const queue = queueName('long');
    const finish = gate();
    let runs = 0;
    const worker = instance({ background: true, timing: { leaseSeconds: 1, heartbeatMs: 200 } });
    worker.define(queue, async () => {
      runs++;
      await finish.opened;
    });
    await worker.start();
    await worker.send(queue, {});
    // Running for longer than one lease…
    await expect
      .poll(
        async () =>
          (
            await database.db.execute(sql`
              select extract(epoch from now() - started_on)::float8 as s from pgboss.job
              where name = ${queue} and state = 'active'`)
          ).rows[0]?.s as number | undefined,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(2);
    // …and another instance starting now (which retries jobs whose lease lapsed) leaves it alone.
    const newcomer = instance({ background: true, db: other, timing: { leaseSeconds: 1 } });
    newcomer.define(queue, async () => {
      runs++;
    });
    await newcomer.start();
    expect(await jobRows(queue)).toMatchObject([{ state: 'active', retry_count: 0 }]);
    finish.open();
    await expect.poll(async () => (await jobRows(queue))[0]?.state).toBe('completed');
    expect(runs).toBe(1);
  });

  it('retries a job whose server died, and ignores that server if it comes back', async () => {
    const queue = queueName('orphan');
    const outcomes: string[] = [];
    const stuck = gate();
    const retryAtOnce = { retryDelaySeconds: 0, backoff: false };
    // This instance stops renewing its lease, as a frozen or dead server would.
    const dead = instance({ background: true, timing: { leaseSeconds: 1, heartbeatMs: 3_600_000 } });
    dead.define(queue, () => stuck.opened, retryAtOnce);
    dead.onOutcome((event) => outcomes.push(`dead ${event.outcome}`));
    await dead.start();
    await dead.send(queue, {});
    await expect.poll(async () => (await jobRows(queue))[0]?.state).toBe('active');
    await expect
      .poll(
        async () =>
          (
            await database.db.execute(sql`
              select 1 from pgboss.job where name = ${queue} and started_on + expire_in < now()`)
          ).rows.length,
        { timeout: 10_000 },
      )
      .toBe(1);

    const alive = instance({ background: true, db: other });
    alive.define(queue, async () => {}, retryAtOnce);
    alive.onOutcome((event) => outcomes.push(`alive ${event.outcome}`));
    await alive.start();
    await expect.poll(() => outcomes).toEqual(['alive completed']);
    expect(await jobRows(queue)).toMatchObject([{ state: 'completed', retry_count: 1 }]);

    // The frozen server wakes up and finishes: the job is no longer its to complete.
    stuck.open();
    await expect.poll(() => outcomes).toEqual(['alive completed', 'dead lost']);
    expect(await jobRows(queue)).toMatchObject([{ state: 'completed', retry_count: 1 }]);
  });

  it('fails for good a job whose servers kept dying, saying it was interrupted', async () => {
    const queue = queueName('doomed');
    const failures: unknown[] = [];
    const onFailed = async (data: object, failure: unknown) => {
      failures.push({ data, failure });
    };
    const dead = instance({ background: true, timing: { leaseSeconds: 1, heartbeatMs: 3_600_000 } });
    dead.define(queue, () => new Promise(() => {}), { retryLimit: 0, onFailed });
    await dead.start();
    await dead.send(queue, { bookingId: 'b-9' });
    await expect
      .poll(
        async () =>
          (
            await database.db.execute(sql`
              select 1 from pgboss.job where name = ${queue} and started_on + expire_in < now()`)
          ).rows.length,
        { timeout: 10_000 },
      )
      .toBe(1);

    const next = instance({ background: true, db: other });
    next.define(queue, async () => {}, { retryLimit: 0, onFailed });
    await next.start();
    await expect
      .poll(() => failures)
      .toEqual([{ data: { bookingId: 'b-9' }, failure: { message: expect.any(String), interrupted: true } }]);
    expect(await jobRows(queue)).toMatchObject([{ state: 'failed' }]);
  });

  it('on shutdown, lets jobs finish or hands them back within the grace period', async () => {
    const queue = queueName('shutdown');
    const jobs = instance({ background: true, timing: { shutdownGraceMs: 500 } });
    const started = new Set<string>();
    const reasons: unknown[] = [];
    jobs.define<{ kind: string }>(
      queue,
      ({ data, signal }) => {
        started.add(data.kind);
        if (data.kind === 'resumable') {
          // Stops at once: it can pick up where it left off.
          return new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              reasons.push(signal.reason);
              reject(signal.reason);
            }),
          );
        }
        // Finishes what it does whatever the signal says: quickly, or (stuck) not at all.
        return data.kind === 'quick'
          ? new Promise((resolve) => signal.addEventListener('abort', () => setTimeout(resolve, 50)))
          : new Promise(() => {});
      },
      { concurrency: 3 },
    );
    const outcomes: string[] = [];
    jobs.onOutcome((event) => outcomes.push(event.outcome));
    await jobs.start();
    for (const kind of ['resumable', 'quick', 'stuck']) await jobs.send(queue, { kind });
    await expect.poll(() => started.size).toBe(3);

    await jobs.stop();
    expect(reasons).toEqual([expect.any(ShuttingDown)]);
    const rows = await jobRows(queue);
    const stateOf = (kind: string) => rows.find((row) => (row.data as { kind: string }).kind === kind);
    expect(stateOf('resumable')).toMatchObject({ state: 'created', retry_count: 0 });
    expect(stateOf('quick')).toMatchObject({ state: 'completed' });
    expect(stateOf('stuck')).toMatchObject({ state: 'created', retry_count: 0 });
    expect(outcomes.sort()).toEqual(['completed', 'handed-back']);
    // Handed back, they run again at the next start, as first attempts.
    const next = instance();
    next.define(queue, async (job) => {
      expect(job.attempt).toBe(1);
    });
    await next.start();
    expect(await next.runDue(queue)).toEqual(['completed', 'completed']);
  });
});

// The shared limit needs a Redis server: the machine's own (CI points TEST_REDIS_URL at it too).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('jobs on several instances with Redis', () => {
  it('shares one concurrency limit between instances', async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    const queue = queueName('ai');
    let now = 0;
    let peak = 0;
    let done = 0;
    const define = (jobs: Jobs) =>
      jobs.define(
        queue,
        async () => {
          now++;
          peak = Math.max(peak, now);
          await new Promise((resolve) => setTimeout(resolve, 50));
          now--;
          done++;
        },
        { concurrency: 2 },
      );
    const instances = [database, other, database].map((db) => instance({ background: true, db, redis }));
    for (const jobs of instances) define(jobs);
    await Promise.all(instances.map((jobs) => jobs.start()));
    for (let n = 0; n < 8; n++) await instances[n % 3]!.send(queue, { n });
    await expect.poll(() => done, { timeout: 20_000 }).toBe(8);
    expect(peak).toBe(2);
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
    expect(await redis.zcard(`ochre:jobs:${queue}:slots`)).toBe(0);
    await redis.quit();
  });
});
