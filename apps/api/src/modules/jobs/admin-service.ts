import { pageCount } from '@ochre/shared/rules/pagination';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { FailedJob, QueueCounts } from '@ochre/shared/schemas/jobs';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { NotFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { failureOf, type Jobs } from './jobs';
import { jobsRepository as repo } from './repository';

/** The back office's view of background work: counts by queue, failed jobs, and running one again. */
export function createJobsAdminService({ db, jobs, audit }: { db: Db; jobs: Jobs; audit: AuditService }) {
  return {
    queues(): Promise<QueueCounts[]> {
      return jobs.counts();
    },

    async failed(
      filter: { queue?: string },
      page: number,
      limit: number,
    ): Promise<{ jobs: FailedJob[]; pagination: Pagination }> {
      const { rows, total } = await repo.listFailed(db, filter, limit, (page - 1) * limit);
      return {
        jobs: rows.map((row) => {
          const failure = failureOf(row.output);
          return {
            _id: row.id,
            queue: row.queue,
            error: failure.message,
            interrupted: failure.interrupted,
            attempts: row.retry_count + 1,
            data: row.data,
            createdAt: new Date(row.created_ms).toISOString(),
            failedAt: new Date(row.failed_ms).toISOString(),
          };
        }),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    async retry(admin: UserRow, queue: string, id: string): Promise<void> {
      if (!(await repo.isFailed(db, queue, id))) {
        throw new NotFound('This failed job does not exist, or it has already been retried.');
      }
      await jobs.retry(queue, id);
      await audit.record(admin, { action: 'job.retry', entity: 'job', entityId: id, details: { queue } });
    },
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
