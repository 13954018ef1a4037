import { z } from 'zod';

/** Queue names as the API defines them: `area.what`, e.g. `orders.release-lapsed-holds`. */
const queueName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][\w.-]{0,99}$/);

export const failedJobsQuery = z.strictObject({
  queue: queueName.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuery>;

export const jobParams = z.strictObject({ queue: queueName, id: z.uuid() });

/** One queue's jobs: waiting (or waiting to retry), running, completed in the last day, failed. */
export interface QueueCounts {
  queue: string;
  waiting: number;
  running: number;
  completed: number;
  failed: number;
}

export interface FailedJob {
  _id: string;
  queue: string;
  /** The last error, as the job left it. */
  error: string;
  /** The server running it stopped before it finished (rather than the job reporting an error). */
  interrupted: boolean;
  attempts: number;
  data: unknown;
  createdAt: string;
  failedAt: string;
}
