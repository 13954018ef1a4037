import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database';
import type { Database } from '../../db/client';
import { generationTasks } from '../../db/schema/content';
import { newId } from '../../lib/ids';
import { generatorRepository as repo, type TaskRow } from './repository';
import { localSlots, redisSlots, type Slots } from './slots';
import { ABANDONED_MESSAGE, createTaskRunner, type ProcessTask, type RunnerLimits } from './task-runner';

const log = pino({ level: 'silent' });
const FAST: Partial<RunnerLimits> = { leaseMs: 2000, heartbeatMs: 100, sweepMs: 100, shutdownGraceMs: 1000 };

let database: Database;
let dataDir: string;
beforeAll(async () => {
  ({ database, dataDir } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(generationTasks);
});

const insertTasks = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      database.db
        .insert(generationTasks)
        .values({ urls: [`https://example.com/${i}`] })
        .returning()
        .then(([row]) => row!),
    ),
  );

const taskRow = async (id: string) => (await repo.findTask(database.db, id))!;

/** A stand-in for article generation: takes a while, counts overlaps, finishes the task. */
function recordingProcess(ms = 80) {
  const runs: string[] = [];
  let now = 0;
  let peak = 0;
  const process: ProcessTask = async (task, { attempt, signal }) => {
    now++;
    peak = Math.max(peak, now);
    runs.push(task.id);
    try {
      await new Promise((resolve) => setTimeout(resolve, ms));
      signal.throwIfAborted();
      await repo.finish(database.db, task.id, attempt, { status: 'completed', error: null });
    } finally {
      now--;
    }
  };
  return { process, runs, peak: () => peak };
}

async function allDone(ids: string[]) {
  await expect
    .poll(async () => (await Promise.all(ids.map(taskRow))).every((t) => t.status === 'completed'), {
      timeout: 10_000,
    })
    .toBe(true);
}

describe('task runner', () => {
  it('runs every waiting task once, never more than the limit at a time', async () => {
    const tasks = await insertTasks(5);
    const work = recordingProcess();
    const runner = createTaskRunner({
      db: database.db,
      slots: localSlots(2),
      log,
      process: work.process,
      limits: FAST,
    });
    await runner.start();
    await allDone(tasks.map((t) => t.id));
    await runner.stop();
    expect(work.peak()).toBe(2);
    expect([...work.runs].sort()).toEqual(tasks.map((t) => t.id).sort());
    for (const task of tasks) expect(await taskRow(task.id)).toMatchObject({ attempts: 1, leaseUntil: null });
  });

  it('keeps the lease alive while a task runs longer than the lease', async () => {
    const [task] = await insertTasks(1);
    const work = recordingProcess(700);
    // A free place: a lapsed lease would be claimed again at once.
    const runner = createTaskRunner({
      db: database.db,
      slots: localSlots(2),
      log,
      process: work.process,
      limits: { ...FAST, leaseMs: 300 },
    });
    await runner.start();
    await allDone([task!.id]);
    await runner.stop();
    // Never reclaimed by its own sweeps: one claim, one run.
    expect(work.runs).toEqual([task!.id]);
    expect((await taskRow(task!.id)).attempts).toBe(1);
  });

  it('claims a task again when its worker died, and fails one that died too often', async () => {
    const [crashedOnce, crashedThrice] = await insertTasks(2);
    await database.db
      .update(generationTasks)
      .set({ status: 'running', attempts: 1, leaseUntil: sql`now() - interval '1 minute'` })
      .where(eq(generationTasks.id, crashedOnce!.id));
    await database.db
      .update(generationTasks)
      .set({ status: 'running', attempts: 3, leaseUntil: sql`now() - interval '1 minute'` })
      .where(eq(generationTasks.id, crashedThrice!.id));

    const work = recordingProcess(10);
    const runner = createTaskRunner({
      db: database.db,
      slots: localSlots(2),
      log,
      process: work.process,
      limits: FAST,
    });
    await runner.start();
    await allDone([crashedOnce!.id]);
    await runner.stop();

    expect(await taskRow(crashedOnce!.id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await taskRow(crashedThrice!.id)).toMatchObject({
      status: 'failed',
      error: ABANDONED_MESSAGE,
      leaseUntil: null,
    });
    expect(work.runs).toEqual([crashedOnce!.id]);
  });

  it('leaves a task alone when its lease is taken over, and hands unfinished work back on stop', async () => {
    const [taken, handedBack] = await insertTasks(2);
    const aborted: string[] = [];
    const process: ProcessTask = (task, { signal }) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted.push(task.id);
          reject(signal.reason);
        });
      });
    const runner = createTaskRunner({ db: database.db, slots: localSlots(2), log, process, limits: FAST });
    await runner.start();
    await expect.poll(() => runner.active).toBe(2);

    // Another worker reclaims the first task: its claim bumps the attempt.
    await database.db
      .update(generationTasks)
      .set({ attempts: sql`${generationTasks.attempts} + 1` })
      .where(eq(generationTasks.id, taken!.id));
    await expect.poll(() => aborted).toEqual([taken!.id]);
    expect(await taskRow(taken!.id)).toMatchObject({ status: 'running', attempts: 2 });

    await runner.stop();
    expect(aborted).toEqual([taken!.id, handedBack!.id]);
    expect(await taskRow(handedBack!.id)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });
    // The other worker's task is not ours to hand back.
    expect(await taskRow(taken!.id)).toMatchObject({ status: 'running', attempts: 2 });
  });

  it('marks a task failed when its work crashes', async () => {
    const [task] = await insertTasks(1);
    const runner = createTaskRunner({
      db: database.db,
      slots: localSlots(1),
      log,
      process: async () => {
        throw new Error('boom');
      },
      limits: FAST,
    });
    await runner.start();
    await expect.poll(async () => (await taskRow(task!.id)).status).toBe('failed');
    await runner.stop();
    expect((await taskRow(task!.id)).error).toBe(
      'Something went wrong while generating the articles. Please try again.',
    );
  });
});

// The shared limit needs a Redis server: the machine's own (CI points TEST_REDIS_URL at it too).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('task runner on several instances (Redis)', () => {
  let redis: Redis;
  let key: string;
  beforeEach(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    key = `ochre:test:generator:${newId(8)}`;
  });
  afterEach(async () => {
    await redis.del(key);
    await redis.quit();
  });

  it('shares one limit between instances and runs each task on one of them only', async () => {
    const tasks = await insertTasks(6);
    const slots: Slots = redisSlots(redis, { key, limit: 2, ttlMs: 2000 });
    let now = 0;
    let peak = 0;
    const runs: { instance: string; task: string }[] = [];
    const instance = (name: string) =>
      createTaskRunner({
        db: database.db,
        slots,
        log,
        limits: FAST,
        process: async (task: TaskRow, { attempt }) => {
          now++;
          peak = Math.max(peak, now);
          runs.push({ instance: name, task: task.id });
          await new Promise((resolve) => setTimeout(resolve, 100));
          now--;
          await repo.finish(database.db, task.id, attempt, { status: 'completed', error: null });
        },
      });
    const a = instance('a');
    const b = instance('b');
    const c = instance('c');
    await Promise.all([a.start(), b.start(), c.start()]);
    await allDone(tasks.map((t) => t.id));
    await Promise.all([a.stop(), b.stop(), c.stop()]);

    expect(peak).toBe(2);
    expect(runs.map((r) => r.task).sort()).toEqual(tasks.map((t) => t.id).sort());
    expect(await redis.zcard(key)).toBe(0);
  });

  it('frees the place of an instance that died', async () => {
    const slots = redisSlots(redis, { key, limit: 1, ttlMs: 300 });
    const held = await slots.acquire();
    expect(held).not.toBeNull();
    expect(await slots.acquire()).toBeNull();
    // The holder never renews or releases, as after a crash.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await slots.acquire();
    expect(next).not.toBeNull();
    expect(await held!.renew()).toBe(false);
    await next!.release();
  });
});
