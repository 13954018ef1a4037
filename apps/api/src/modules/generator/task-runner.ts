import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { generatorRepository as repo, type TaskRow } from './repository';
import type { Slot, Slots } from './slots';

export interface RunnerLimits {
  /** Tasks running at once: on this instance, or across all instances with Redis. */
  concurrency: number;
  /** How long a claimed task stays ours without a heartbeat. */
  leaseMs: number;
  heartbeatMs: number;
  /** How often waiting and abandoned tasks are looked for. */
  sweepMs: number;
  /** Claims of one task (crashes included) before it is failed. */
  maxAttempts: number;
  /** On shutdown, how long running tasks get to notice before their leases are handed back. */
  shutdownGraceMs: number;
  /** Finished tasks are deleted after this long. */
  keepFinishedMs: number;
}

export const RUNNER_LIMITS: RunnerLimits = {
  concurrency: 2,
  leaseMs: 60_000,
  heartbeatMs: 15_000,
  sweepMs: 10_000,
  maxAttempts: 3,
  shutdownGraceMs: 5_000,
  keepFinishedMs: 30 * 24 * 60 * 60_000,
};

export interface Lease {
  attempt: number;
  signal: AbortSignal;
}
export type ProcessTask = (task: TaskRow, lease: Lease) => Promise<void>;

export const ABANDONED_MESSAGE =
  'The generation was interrupted too many times (the server restarted) and has been stopped. Please try again.';
const CRASHED_MESSAGE = 'Something went wrong while generating the articles. Please try again.';

/** Thrown into a task whose lease another worker has taken over. */
export class LeaseLost extends Error {
  override name = 'LeaseLost';
}
class ShuttingDown extends Error {
  override name = 'ShuttingDown';
}

interface Running {
  task: TaskRow;
  controller: AbortController;
  done: Promise<void>;
}

/**
 * Runs generation tasks in the background, at most `concurrency` at a time.
 * A task is claimed in the database with a lease (so it runs once even with
 * several instances), kept alive by heartbeats, and handed back on shutdown;
 * a task whose worker died is claimed again once its lease lapses, and failed
 * after `maxAttempts` claims, so none is left "running" forever.
 */
export function createTaskRunner(deps: {
  db: Db;
  slots: Slots;
  log: FastifyBaseLogger;
  process: ProcessTask;
  limits?: Partial<RunnerLimits>;
}) {
  const limits = { ...RUNNER_LIMITS, ...deps.limits };
  const { db, slots, log } = deps;
  const running = new Map<string, Running>();
  let started = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | null = null;
  let fillAgain = false;

  async function fill(): Promise<void> {
    while (started) {
      const slot = await slots.acquire();
      if (!slot) return;
      let task: TaskRow | undefined;
      try {
        task = await repo.claimNext(db, limits.leaseMs, limits.maxAttempts);
      } finally {
        if (!task) await slot.release();
      }
      if (!task) return;
      launch(task, slot);
    }
  }

  /** Starts as many waiting tasks as there are free places. */
  function kick(): Promise<void> {
    if (!started) return Promise.resolve();
    if (filling) {
      fillAgain = true;
      return filling;
    }
    filling = (async () => {
      try {
        do {
          fillAgain = false;
          await fill();
        } while (fillAgain && started);
      } catch (error) {
        log.warn({ err: error }, 'could not start generation tasks');
      } finally {
        filling = null;
      }
    })();
    return filling;
  }

  function launch(task: TaskRow, slot: Slot): void {
    const controller = new AbortController();
    const attempt = task.attempts;
    const heartbeat = setInterval(() => {
      void (async () => {
        const kept = await repo.renewLease(db, task.id, attempt, limits.leaseMs);
        // A lost place only loosens the limit for a moment; the lease is what keeps the task single.
        await slot.renew();
        if (!kept) controller.abort(new LeaseLost());
      })().catch((error: unknown) => log.warn({ err: error, taskId: task.id }, 'lease renewal failed'));
    }, limits.heartbeatMs);
    heartbeat.unref();

    const done = (async () => {
      try {
        await deps.process(task, { attempt, signal: controller.signal });
      } catch (error) {
        const reason = controller.signal.reason;
        if (reason instanceof ShuttingDown) return;
        if (reason instanceof LeaseLost || error instanceof LeaseLost) {
          log.info({ taskId: task.id }, 'generation task taken over by another worker');
          return;
        }
        log.error({ err: error, taskId: task.id }, 'generation task crashed');
        await repo
          .finish(db, task.id, attempt, { status: 'failed', error: CRASHED_MESSAGE })
          .catch((finishError: unknown) => log.error({ err: finishError }, 'could not mark task failed'));
      } finally {
        clearInterval(heartbeat);
        running.delete(task.id);
        await slot.release().catch((error: unknown) => log.warn({ err: error }, 'slot release failed'));
        void kick();
      }
    })();
    running.set(task.id, { task, controller, done });
  }

  /** Fails tasks abandoned too often, forgets old ones, then starts what waits (lapsed leases included). */
  async function sweep(): Promise<void> {
    try {
      const failed = await repo.failAbandoned(db, limits.maxAttempts, ABANDONED_MESSAGE);
      if (failed > 0) log.warn({ failed }, 'abandoned generation tasks failed');
      await repo.deleteFinishedBefore(db, new Date(Date.now() - limits.keepFinishedMs));
    } catch (error) {
      log.warn({ err: error }, 'generation sweep failed');
    }
    await kick();
  }

  return {
    kick,
    sweep,
    /** Number of tasks this instance is running now. */
    get active() {
      return running.size;
    },

    async start(): Promise<void> {
      if (started) return;
      started = true;
      sweepTimer = setInterval(() => void sweep(), limits.sweepMs);
      sweepTimer.unref();
      await sweep();
    },

    /** Stops taking work, cancels running tasks and hands their leases back for the next start. */
    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      clearInterval(sweepTimer);
      await filling;
      const current = [...running.values()];
      for (const run of current) run.controller.abort(new ShuttingDown());
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(current.map((run) => run.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, limits.shutdownGraceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const { task } of current) {
        await repo
          .release(db, task.id, task.attempts)
          .catch((error: unknown) => log.warn({ err: error, taskId: task.id }, 'could not hand back task'));
      }
    },
  };
}

export type TaskRunner = ReturnType<typeof createTaskRunner>;
