import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobs, type Jobs, type JobsTiming } from '../modules/jobs/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: modules define their queues while the app is built; they run from ready to close. */
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  background: boolean;
  timing?: Partial<JobsTiming> | undefined;
}

/**
 * The job queue in the application's database. It stops before the database closes
 * (preClose), so running jobs can still record their work while they wind down.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsPluginOptions) => {
  const jobs = createJobs({
    database: app.database,
    redis: app.redis,
    log: app.log.child({ module: 'jobs' }),
    background: opts.background,
    timing: opts.timing,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
});
