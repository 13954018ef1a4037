import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sharedInstances, type TestApp } from '../../../test/helpers/app';
import type { JobsPluginOptions } from '../../plugins/jobs';

const WORK = 'test.instances.work';
const TICK = 'test.instances.tick';
const JOBS: Partial<JobsPluginOptions> = {
  background: true,
  timing: { pollMs: 100 },
};

/** Which instance ran what. */
const runs: { instance: string; queue: string; id: string }[] = [];

function defineQueues(app: FastifyInstance, instance: string) {
  app.jobs.define(WORK, async (job) => {
    runs.push({ instance, queue: WORK, id: job.id });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  app.jobs.define(
    TICK,
    async (job) => {
      runs.push({ instance, queue: TICK, id: job.id });
    },
    { cron: '* * * * *', singleton: true },
  );
}

let t: TestApp;
/** Two app instances on PostgreSQL; PGlite belongs to one process, so there it is one. */
let instances: FastifyInstance[];
let closeInstances: () => Promise<void>;
let startedAt: Date;
beforeAll(async () => {
  startedAt = new Date();
  t = await createTestApp({}, { jobs: JOBS, beforeReady: (app) => defineQueues(app, 'first') });
  ({ instances, close: closeInstances } = await sharedInstances(t, {
    jobs: JOBS,
    beforeReady: (app) => defineQueues(app, 'second'),
  }));
});
afterAll(async () => {
  await closeInstances?.();
  await t.close();
});

const ranOf = (queue: string) => runs.filter((run) => run.queue === queue);

describe('background jobs on app instances sharing one database', () => {
  it('runs each job exactly once, whichever instance takes it', async () => {
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, n) => instances[n % instances.length]!.jobs.send(WORK, { n })),
    );
    await expect.poll(() => ranOf(WORK).length, { timeout: 20_000 }).toBe(24);
    expect(
      ranOf(WORK)
        .map((run) => run.id)
        .sort(),
    ).toEqual([...sent].sort());
    const completed = async () =>
      (
        await t.app.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${WORK} and state = 'completed'`,
        )
      ).rows;
    await expect.poll(completed).toEqual([{ n: 24 }]);
    expect(ranOf(WORK)).toHaveLength(24);
  });

  it('runs a cron job once per tick, not once per instance', async () => {
    await expect.poll(() => ranOf(TICK).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // Each minute since the start gets at most one run, however many instances keep the clock.
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt.getTime() / 60_000) + 1;
    expect(ranOf(TICK).length).toBeLessThanOrEqual(minutes);
  });
});
