import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client';
import { executeSqlIn, JOB_QUEUE_SCHEMA } from '../../db/job-queue';
import { type QueueCountsRow, jobsRepository as repo } from './repository';
import { failoverSlots, localSlots, redisSlots, type Slot, type Slots } from './slots';

/** One run of a job, as its handler sees it. */
export interface Job<T> {
  id: string;
  queue: string;
  data: T;
  /** 1 on the first run, 2 after one failure… A shutdown's hand-back does not count. */
  attempt: number;
  /**
   * Aborted when the server shuts down (reason `ShuttingDown`) or the job was lost to another
   * instance (`JobLost`). Work that can resume later stops at once; work that cannot simply
   * finishes, within the shutdown grace period.
   */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobFailure {
  message: string;
  /** The server running the last attempt stopped answering (crashed, was killed) before it finished. */
  interrupted: boolean;
}

export interface JobOptions<T> {
  /** Runs after the first failure (default 3). */
  retryLimit?: number;
  /** Wait before the first retry, in seconds (default 10). */
  retryDelaySeconds?: number;
  /** Doubles the wait at each retry, with some jitter (default true). */
  backoff?: boolean;
  /** A five-field cron expression in Marrakech time: the queue gets one job at each of its times, across all instances. */
  cron?: string;
  /** At most one job of this queue (per singleton key) waits and one runs, across all instances; sends beyond that are dropped. */
  singleton?: boolean;
  /** Jobs of this queue running at once: across all instances with Redis, on each instance without (default 1). */
  concurrency?: number;
  /** Called once a job has failed for good (every retry used), with its last error. */
  onFailed?: (data: T, failure: JobFailure) => Promise<void>;
}

export interface SendOptions {
  /** Not before this instant (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** With a singleton queue: jobs with different keys wait and run independently. */
  singletonKey?: string;
  /** Queue the job in this transaction: it exists if and only if the transaction commits. */
  tx?: DbOrTx;
}

export type JobOutcome = 'completed' | 'retrying' | 'failed' | 'handed-back' | 'lost';
export interface JobEvent {
  queue: string;
  outcome: JobOutcome;
  durationMs: number;
}

export class ShuttingDown extends Error {
  override name = 'ShuttingDown';
}
export class JobLost extends Error {
  override name = 'JobLost';
}

export interface JobsTiming {
  /**
   * How often one query looks for queues with due jobs and wakes their pollers (a job sent
   * from this instance, or a place freed here, wakes its queue at once).
   */
  pollMs: number;
  /** A running job whose lease lapses is taken to be on a dead server, and retried. */
  leaseSeconds: number;
  heartbeatMs: number;
  /** On shutdown, how long running jobs get to finish before they are handed back. */
  shutdownGraceMs: number;
  /** How often lapsed leases are looked for, and old jobs archived. */
  maintenanceSeconds: number;
}

export const JOBS_TIMING: JobsTiming = {
  pollMs: 2000,
  leaseSeconds: 60,
  heartbeatMs: 15_000,
  shutdownGraceMs: 10_000,
  maintenanceSeconds: 60,
};

/** pg-boss' output for a job whose lease lapsed (its server died). */
const EXPIRED = 'job failed by timeout in active state';
const CRON_TIME_ZONE = 'Africa/Casablanca';
const DAY_SECONDS = 24 * 60 * 60;

/** The error a failed job left, from pg-boss' output (a serialised Error, or its own message). */
export function failureOf(output: unknown): JobFailure {
  const value = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message =
    typeof value?.message === 'string'
      ? value.message
      : typeof value?.value?.message === 'string'
        ? value.value.message
        : 'Unknown error';
  return { message, interrupted: message === EXPIRED };
}

type StoredJob = PgBoss.JobWithMetadata<object>;

interface Definition {
  name: string;
  run: (job: StoredJob, signal: AbortSignal) => Promise<void>;
  queue: PgBoss.Queue;
  cron: string | undefined;
  slots: Slots;
  /** Ends the idle wait of this queue's poller. */
  wake: (() => void) | null;
  woken: boolean;
  poller: Promise<void> | null;
}

interface Run {
  queue: string;
  id: string;
  startedOn: Date;
  controller: AbortController;
  /** Set once the job is no longer this run's to finish. */
  released: 'handed-back' | 'lost' | null;
}

export interface JobsDeps {
  database: Database;
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** Poll, run cron schedules and maintenance from `start` to `stop`; off in tests, which run due jobs with `runDue`. */
  background: boolean;
  timing?: Partial<JobsTiming>;
}

/**
 * Background work on pg-boss, in the application's own database (PGlite or PostgreSQL,
 * through one SQL adapter). pg-boss stores the jobs and brings retries with backoff, cron
 * schedules, singleton queues, dead letters and archiving; this module runs them: a poller
 * per queue, leases kept alive while a job runs (so a job whose server died is retried
 * within about two minutes), and a shutdown that hands unfinished jobs back. One query
 * every poll finds the queues with due jobs, rather than one fetch per queue: an idle server
 * then costs the database one statement every two seconds, whatever the number of queues.
 */
export function createJobs(deps: JobsDeps) {
  const { database, log } = deps;
  const db = database.db;
  const timing = { ...JOBS_TIMING, ...deps.timing };
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    supervise: deps.background,
    schedule: deps.background,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
    // Completed jobs stay countable for a day; failed ones stay in the back office, retryable, for a month.
    archiveCompletedAfterSeconds: DAY_SECONDS,
    archiveFailedAfterSeconds: 30 * DAY_SECONDS,
    deleteAfterDays: 30,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  /** Jobs running on this instance, each with the promise of its outcome. */
  const running = new Map<Run, Promise<JobOutcome>>();
  const listeners = new Set<(event: JobEvent) => void>();
  let started = false;
  let stopping = false;
  let prober: Promise<void> | null = null;

  function slotsFor(name: string, limit: number): Slots {
    if (!deps.redis) return localSlots(limit);
    const shared = redisSlots(deps.redis, {
      key: `ochre:jobs:${name}:slots`,
      limit,
      ttlMs: timing.leaseSeconds * 1000,
    });
    return failoverSlots(deps.redis, shared, localSlots(limit));
  }

  function add(
    name: string,
    run: Definition['run'],
    queue: PgBoss.Queue,
    concurrency: number,
    cron?: string,
  ) {
    if (definitions.has(name)) throw new Error(`The job queue ${name} is defined twice.`);
    if (started) throw new Error(`The job queue ${name} is defined after the start.`);
    definitions.set(name, {
      name,
      run,
      queue: { ...queue, expireInSeconds: timing.leaseSeconds },
      cron,
      slots: slotsFor(name, concurrency),
      wake: null,
      woken: false,
      poller: null,
    });
  }

  function wake(definition: Definition) {
    if (definition.wake) definition.wake();
    else definition.woken = true;
  }

  /** Waits until the queue is woken: by the probe finding due jobs, a local send, a freed place or the stop. */
  function idle(definition: Definition): Promise<void> {
    if (definition.woken || stopping) {
      definition.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      definition.wake = () => {
        definition.wake = null;
        resolve();
      };
    });
  }

  let probeTimer: NodeJS.Timeout | undefined;
  let endProbeWait: (() => void) | null = null;

  /** Every poll, wakes the queues that have due jobs: sent by other instances or in transactions, retries, cron. */
  async function probe() {
    while (!stopping) {
      try {
        for (const name of await repo.queuesWithDueJobs(db)) {
          const found = definitions.get(name);
          if (found) wake(found);
        }
      } catch (error) {
        log.warn({ err: error }, 'could not look for due jobs');
      }
      // A stop during the query would otherwise wait out one more poll.
      if (stopping) return;
      await new Promise<void>((resolve) => {
        endProbeWait = resolve;
        probeTimer = setTimeout(resolve, timing.pollMs);
      });
    }
  }

  async function release(run: Run, reason: 'handed-back' | 'lost') {
    if (run.released) return;
    run.released = reason;
    if (reason === 'handed-back') {
      await repo
        .handBack(db, run, timing.leaseSeconds)
        .catch((error: unknown) =>
          log.warn({ err: error, queue: run.queue, jobId: run.id }, 'could not hand a job back'),
        );
    }
  }

  async function keepAlive(run: Run, slot: Slot | undefined) {
    if (run.released) return;
    try {
      const kept = await repo.extendLease(db, run, timing.leaseSeconds);
      // A lost place only loosens the concurrency limit for a moment; the lease keeps the job single.
      await slot?.renew();
      if (!kept && !run.released) {
        log.warn({ queue: run.queue, jobId: run.id }, 'job lost to another instance');
        await release(run, 'lost');
        run.controller.abort(new JobLost());
      }
    } catch (error) {
      log.warn({ err: error, queue: run.queue, jobId: run.id }, 'could not renew a job lease');
    }
  }

  /**
   * pg-boss completes and fails a job by id alone; renewing the lease first (which names this run)
   * makes sure the job is still this run's, and stays so for a lease, while pg-boss records the end.
   */
  async function stillOurs(run: Run): Promise<boolean> {
    if (run.released) return false;
    if (await repo.extendLease(db, run, timing.leaseSeconds)) return true;
    await release(run, 'lost');
    return false;
  }

  async function finish(definition: Definition, job: StoredJob, run: Run): Promise<JobOutcome> {
    try {
      await definition.run(job, run.controller.signal);
      if (!(await stillOurs(run))) return run.released ?? 'lost';
      await boss.complete(definition.name, job.id);
      return 'completed';
    } catch (error) {
      if (run.released) return run.released;
      if (run.controller.signal.reason instanceof ShuttingDown) {
        await release(run, 'handed-back');
        return 'handed-back';
      }
      if (!(await stillOurs(run))) return run.released ?? 'lost';
      await boss.fail(definition.name, job.id, error instanceof Error ? error : new Error(String(error)));
      const final = job.retryCount >= job.retryLimit;
      const context = { err: error, queue: definition.name, jobId: job.id, attempt: job.retryCount + 1 };
      if (final) log.error(context, 'job failed');
      else log.warn(context, 'job failed; it will be retried');
      return final ? 'failed' : 'retrying';
    }
  }

  /** Runs one fetched job to its end: completed, failed (pg-boss retries it), handed back or lost. */
  function execute(definition: Definition, job: StoredJob, slot?: Slot): Promise<JobOutcome> {
    const begun = Date.now();
    const run: Run = {
      queue: definition.name,
      id: job.id,
      startedOn: job.startedOn,
      controller: new AbortController(),
      released: null,
    };
    const heartbeat = setInterval(() => void keepAlive(run, slot), timing.heartbeatMs);
    heartbeat.unref();
    const done = finish(definition, job, run)
      .catch((error: unknown): JobOutcome => {
        // Completing or failing it did not reach the database: its lease will lapse and it will run again.
        log.error({ err: error, queue: definition.name, jobId: job.id }, 'could not record the end of a job');
        return 'lost';
      })
      .then(async (outcome) => {
        clearInterval(heartbeat);
        running.delete(run);
        await slot
          ?.release()
          .catch((error: unknown) => log.warn({ err: error }, 'could not free a job slot'));
        for (const listener of listeners)
          listener({ queue: definition.name, outcome, durationMs: Date.now() - begun });
        wake(definition);
        return outcome;
      });
    running.set(run, done);
    return done;
  }

  /**
   * When a job sent without a start is due. pg-boss takes jobs due strictly before `now()`, and the
   * embedded database's clock ticks in milliseconds: due at its sending, a job missed the fetch its
   * own send wakes about one time in five and waited for the next poll. That clock is this
   * process's, so there "a millisecond ago" is exact; PostgreSQL's own default is right.
   */
  const dueNow = () => (database.kind === 'pglite' ? new Date(Date.now() - 1) : undefined);

  async function fetchOne(definition: Definition): Promise<StoredJob | undefined> {
    const [job] = await boss.fetch<object>(definition.name, { includeMetadata: true });
    return job;
  }

  /** Starts due jobs while the queue has free places. */
  async function fill(definition: Definition) {
    while (!stopping) {
      const slot = await definition.slots.acquire();
      if (!slot) return;
      const job = await fetchOne(definition).catch((error: unknown) => {
        log.warn({ err: error, queue: definition.name }, 'could not fetch jobs');
        return undefined;
      });
      if (!job || stopping) {
        await slot.release();
        // Fetched during shutdown: straight back to the queue, untouched.
        if (job)
          await repo.handBack(
            db,
            { queue: definition.name, id: job.id, startedOn: job.startedOn },
            timing.leaseSeconds,
          );
        return;
      }
      void execute(definition, job, slot);
    }
  }

  async function poll(definition: Definition) {
    while (!stopping) {
      await fill(definition).catch((error: unknown) =>
        log.warn({ err: error, queue: definition.name }, 'could not start jobs'),
      );
      await idle(definition);
    }
  }

  /**
   * Runs the queue's due jobs here and now, one after another, then what its dead-letter
   * queue received; answers their outcomes. Tests use it instead of waiting for a poller.
   */
  async function runDue(name: string): Promise<JobOutcome[]> {
    const target = definition(name);
    const outcomes: JobOutcome[] = [];
    for (let job = await fetchOne(target); job; job = await fetchOne(target)) {
      outcomes.push(await execute(target, job));
    }
    if (target.queue.deadLetter) await runDue(target.queue.deadLetter);
    return outcomes;
  }

  function definition(name: string): Definition {
    const found = definitions.get(name);
    if (!found) throw new Error(`There is no job queue named ${name}.`);
    return found;
  }

  return {
    /** Declares a queue and what runs its jobs; every instance defines the same queues, before `start`. */
    define<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions<T> = {}): void {
      const queue: PgBoss.Queue = {
        name,
        policy: options.singleton ? 'stately' : 'standard',
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 10,
        retryBackoff: options.backoff ?? true,
      };
      const { onFailed } = options;
      if (onFailed) {
        // pg-boss copies a job that failed for good into its dead-letter queue, whose worker reports it.
        const deadLetter = `${name}.failed`;
        add(deadLetter, (job) => onFailed(job.data as T, failureOf(job.output)), { name: deadLetter }, 1);
        queue.deadLetter = deadLetter;
      }
      add(
        name,
        (job, signal) =>
          handler({ id: job.id, queue: name, data: job.data as T, attempt: job.retryCount + 1, signal }),
        queue,
        options.concurrency ?? 1,
        options.cron,
      );
    },

    /** Queues a job; answers its id, or null when a singleton queue already has one waiting. */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
      const target = definition(name);
      const startAfter = options.startAfter ?? dueNow();
      const id = await boss.send(name, data, {
        ...(startAfter !== undefined && { startAfter }),
        ...(options.singletonKey !== undefined && { singletonKey: options.singletonKey }),
        ...(options.tx && { db: { executeSql: executeSqlIn(options.tx) } }),
      });
      // A job queued in a transaction is seen once it commits: the next poll finds it.
      if (id && !options.tx) wake(target);
      return id;
    },

    /** Creates the queues and their schedules; with `background`, starts polling and the cron clock. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      // Creating a queue alters pg-boss' partitioned table: instances starting together take turns.
      await database.exclusive(async () => {
        for (const { name, queue } of definitions.values()) {
          await boss.createQueue(name, queue);
          await boss.updateQueue(name, queue);
        }
        for (const { name, cron } of definitions.values()) {
          if (cron) await boss.schedule(name, cron, {}, { tz: CRON_TIME_ZONE });
        }
        for (const schedule of await boss.getSchedules()) {
          if (!definitions.get(schedule.name)?.cron) await boss.unschedule(schedule.name);
        }
        if (deps.background) await boss.start();
      });
      if (!deps.background) return;
      // Jobs left running by a server that died are retried now rather than at the next maintenance.
      await boss.maintain();
      for (const queue of definitions.values()) queue.poller = poll(queue);
      prober = probe();
    },

    /** Stops taking jobs, gives running ones the grace period, then hands the rest back. */
    async stop(): Promise<void> {
      if (stopping) return;
      stopping = true;
      const queues = [...definitions.values()];
      for (const queue of queues) wake(queue);
      clearTimeout(probeTimer);
      endProbeWait?.();
      await Promise.all([prober, ...queues.map((queue) => queue.poller)]);
      for (const run of running.keys()) run.controller.abort(new ShuttingDown());
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running.values()),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timing.shutdownGraceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const run of running.keys()) await release(run, 'handed-back');
      await boss.stop({ graceful: false, close: false });
    },

    runDue,

    /** Every queue with its jobs waiting, running, completed in the last day, and failed. */
    counts(): Promise<QueueCountsRow[]> {
      return repo.countsByQueue(db);
    },

    /** Runs a failed job again (once more, whatever its retry limit). */
    async retry(name: string, id: string): Promise<void> {
      await boss.retry(name, id);
      const target = definitions.get(name);
      if (target) wake(target);
    },

    /** Hears how every job run here ends (for metrics); answers the function that stops listening. */
    onOutcome(listener: (event: JobEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
