import type { Db } from '../../db/client';
import { type Jobs, ShuttingDown } from '../jobs/jobs';
import type { ProcessTask } from './process-task';
import { generatorRepository as repo } from './repository';

export const GENERATION_QUEUE = 'generator.task';
export const FORGET_FINISHED_QUEUE = 'generator.forget-finished';

export const ABANDONED_MESSAGE =
  'The generation was interrupted too many times (the server restarted) and has been stopped. Please try again.';
export const CRASHED_MESSAGE = 'Something went wrong while generating the articles. Please try again.';

/** Tasks generating at once: across all instances with Redis, so the AI writer's rate limit is shared. */
const CONCURRENCY = 2;
/** Runs of one task cut short by a crash or an error (clean shutdowns excepted) before it is failed. */
const RETRY_LIMIT = 2;
const KEEP_FINISHED_DAYS = 30;

export interface GenerationJob {
  taskId: string;
}

/**
 * Each generation task is a job. A run claims the task and resumes it (finished addresses are
 * kept); on shutdown it stops between addresses and hands the task back; a task whose job
 * failed for good is failed with the reason. Finished tasks are forgotten after a month.
 */
export function defineGenerationJobs({ jobs, db, process }: { jobs: Jobs; db: Db; process: ProcessTask }) {
  jobs.define<GenerationJob>(
    GENERATION_QUEUE,
    async ({ data, signal }) => {
      const task = await repo.claim(db, data.taskId);
      if (!task) return;
      try {
        await process(task, signal);
      } catch (error) {
        if (signal.reason instanceof ShuttingDown) await repo.release(db, task.id, task.attempts);
        throw error;
      }
    },
    {
      concurrency: CONCURRENCY,
      retryLimit: RETRY_LIMIT,
      retryDelaySeconds: 5,
      onFailed: ({ taskId }, failure) =>
        repo.failUnfinished(db, taskId, failure.interrupted ? ABANDONED_MESSAGE : CRASHED_MESSAGE),
    },
  );

  jobs.define(
    FORGET_FINISHED_QUEUE,
    () => repo.deleteFinishedBefore(db, new Date(Date.now() - KEEP_FINISHED_DAYS * 24 * 60 * 60_000)),
    { cron: '17 3 * * *', singleton: true, retryLimit: 0 },
  );
}
