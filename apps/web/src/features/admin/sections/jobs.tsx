import type { FailedJob } from '@ochre/shared/schemas/jobs';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { failedJobsQuery, jobQueuesQuery, useRetryJob } from '../api/jobs-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { FilterBar } from '../components/filter-bar';
import { LabelledSelect } from '../components/labelled-select';
import { ListState, LoadFailed } from '../components/list-state';

const FIGURES = ['waiting', 'running', 'completed', 'failed'] as const;

/** A queue's name, which may break after its dots and hyphens on a narrow screen. */
function QueueName({ name }: { name: string }) {
  return (
    <code className="text-sm font-semibold break-words text-ink" dir="ltr">
      {name.split(/(?<=[.-])/).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </code>
  );
}

/** Background work: each queue's jobs by state, and the jobs that failed for good, with Retry. */
export default function JobsAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [queue, setQueue] = useState('');
  const [page, setPage] = useState(1);
  const queues = useQuery(jobQueuesQuery());
  const failed = useQuery(failedJobsQuery(queue, page));
  const retry = useRetryJob();

  const retryJob = (job: FailedJob) =>
    retry.mutate(job, {
      onSuccess: (response) => toast.success(translateMessage(t, response.message)),
      onError: (error) => toast.error(translateError(t, error)),
    });

  return (
    <AdminPanel
      title={t('jobs.title')}
      description={t('jobs.text')}
      actions={
        <Button
          variant="outline"
          onClick={() => Promise.all([queues.refetch(), failed.refetch()])}
          loading={queues.isFetching || failed.isFetching}
        >
          {queues.isFetching || failed.isFetching ? null : (
            <RefreshCw className="size-4" aria-hidden="true" />
          )}
          {t('jobs.refresh')}
        </Button>
      }
    >
      <h3 className="font-display text-lg font-semibold text-ink">{t('jobs.queues')}</h3>
      <p className="mt-1 text-sm text-muted">{t('jobs.queuesText')}</p>
      <div className="mt-4">
        {queues.isPending ? (
          <Skeleton className="h-28" />
        ) : queues.isError ? (
          <LoadFailed onRetry={() => queues.refetch()} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {queues.data.data.map((counts) => (
              <li key={counts.queue} className="rounded-card border border-line p-4" data-testid="job-queue">
                <QueueName name={counts.queue} />
                <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
                  {FIGURES.map((figure) => (
                    <div key={figure} className="min-w-0">
                      <dt className="text-xs leading-tight break-words text-muted">
                        {t(`jobs.states.${figure}`)}
                      </dt>
                      <dd
                        className={cn(
                          'text-lg font-semibold tabular-nums',
                          figure === 'failed' && counts.failed > 0 ? 'text-danger-700' : 'text-ink',
                        )}
                      >
                        {formatNumber(counts[figure], lang)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>

      <h3 className="mt-10 font-display text-lg font-semibold text-ink">{t('jobs.failed')}</h3>
      <p className="mt-1 mb-4 text-sm text-muted">{t('jobs.failedText')}</p>
      <FilterBar>
        <LabelledSelect
          label={t('jobs.queue')}
          value={queue}
          onChange={(e) => {
            setQueue(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('filters.all')}</option>
          {queues.data?.data.map((counts) => (
            <option key={counts.queue} value={counts.queue}>
              {counts.queue}
            </option>
          ))}
        </LabelledSelect>
      </FilterBar>
      <ListState
        isPending={failed.isPending}
        isError={failed.isError}
        isEmpty={failed.data?.data.length === 0}
        onRetry={() => failed.refetch()}
        empty={{
          icon: <CircleCheck className="size-6" />,
          title: t('jobs.noneFailed'),
          text: t('jobs.noneFailedText'),
        }}
      >
        <DataTable caption={t('jobs.failed')}>
          <thead>
            <tr>
              <Th>{t('jobs.job')}</Th>
              <Th className="hidden md:table-cell">{t('jobs.attempts')}</Th>
              <Th className="hidden md:table-cell">{t('jobs.failedAt')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {failed.data?.data.map((job) => (
              <tr key={job._id} className="align-top" data-testid="failed-job">
                <Td>
                  <QueueName name={job.queue} />
                  <p className="mt-1 text-sm break-words text-danger-700">
                    {job.interrupted ? t('jobs.interrupted') : <span dir="ltr">{job.error}</span>}
                  </p>
                  <p className="mt-1 text-xs text-muted md:hidden">
                    {t('jobs.attemptsCount', {
                      count: job.attempts,
                      formatted: formatNumber(job.attempts, lang),
                    })}
                    {' · '}
                    {formatDateTime(job.failedAt, lang)}
                  </p>
                  <details className="mt-1 text-xs text-muted">
                    <summary className="cursor-pointer">{t('jobs.data')}</summary>
                    <pre
                      className="mt-1 max-w-md overflow-x-auto rounded bg-sand-100 p-2 text-start"
                      dir="ltr"
                    >
                      {JSON.stringify(job.data, null, 2)}
                    </pre>
                  </details>
                </Td>
                <Td className="hidden tabular-nums md:table-cell">{formatNumber(job.attempts, lang)}</Td>
                <Td className="hidden whitespace-nowrap text-muted md:table-cell">
                  {formatDateTime(job.failedAt, lang)}
                </Td>
                <Td className="text-end">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => retryJob(job)}
                    loading={retry.isPending && retry.variables?._id === job._id}
                    aria-label={t('jobs.retryNamed', { queue: job.queue })}
                  >
                    {retry.isPending && retry.variables?._id === job._id ? null : (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    )}
                    {t('jobs.retry')}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={page}
          pages={failed.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
    </AdminPanel>
  );
}
