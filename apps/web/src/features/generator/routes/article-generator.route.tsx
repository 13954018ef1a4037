import { parseProgress } from '@ochre/shared/rules/generator';
import { GENERATOR_MAX_URLS, type GenerationStatus } from '@ochre/shared/schemas/generator';
import { useQuery } from '@tanstack/react-query';
import { FileText, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import type { RouteHandle } from '../../../lib/head';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { RequireAuth } from '../../auth/require-auth';
import { isSettled, taskStatusQuery, useStartGeneration, writerInfoQuery } from '../api/generator';
import { GenerationProgress } from '../components/generation-progress';
import { PendingCard, ResultCard } from '../components/result-card';
import { ResultsIntro } from '../components/results-intro';
import { UrlListForm } from '../components/url-list-form';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('generator:meta.title'), noindex: true }),
};

function WriterBadge() {
  const { t } = useTranslation('generator');
  const { data: writer } = useQuery(writerInfoQuery());
  if (!writer) return <div className="h-16 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />;
  const ai = writer.writer === 'ai';
  const Icon = ai ? Sparkles : FileText;
  return (
    <div className="flex gap-3 rounded-xl bg-sand-100 p-4 text-sm">
      <Icon className="mt-0.5 size-4.5 shrink-0 text-ochre-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">
          {ai ? t('writer.ai', { model: writer.model }) : t('writer.builtin')}
        </p>
        <p className="mt-0.5 text-muted">{ai ? t('writer.aiHint') : t('writer.builtinHint')}</p>
      </div>
    </div>
  );
}

/**
 * Toasts for the end of a run (SPEC §8 Generator), once per task: for a run
 * started here or seen in progress, not for a finished one reopened later.
 */
function useRunNotices(taskId: string | null, status: GenerationStatus | undefined, failedToPoll: boolean) {
  const { t } = useTranslation('generator');
  const followed = useRef(new Set<string>());
  const announced = useRef(new Set<string>());
  const follow = useCallback((id: string) => followed.current.add(id), []);
  useEffect(() => {
    if (!taskId || !status) return;
    if (!isSettled(status)) {
      followed.current.add(taskId);
      return;
    }
    if (!followed.current.has(taskId) || announced.current.has(taskId)) return;
    announced.current.add(taskId);
    if (status === 'completed') toast.success(t('toasts.completed'));
    else toast.error(t('toasts.failed'));
  }, [taskId, status, t]);
  useEffect(() => {
    if (failedToPoll) toast.error(t('toasts.statusFailed'));
  }, [failedToPoll, t]);
  return follow;
}

function ArticleGeneratorPage() {
  const { t } = useTranslation('generator');
  const [params, setParams] = useSearchParams();
  const taskId = params.get('task');
  const start = useStartGeneration();
  const { data: writer } = useQuery(writerInfoQuery());
  const task = useQuery({ ...taskStatusQuery(taskId ?? ''), enabled: Boolean(taskId) });
  const current = task.data?.task_id === taskId ? task.data : undefined;
  const follow = useRunNotices(taskId, current?.status, task.isError);

  const create = (urls: string[]) =>
    start.mutate(
      { base_urls: urls },
      {
        onSuccess: (response) => {
          if (response.status !== 'success' || !response.task_id) {
            toast.error(t('toasts.startFailed'));
            return;
          }
          toast.success(t('toasts.started'));
          follow(response.task_id);
          setParams({ task: response.task_id }, { replace: true, preventScrollReset: true });
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && error.status >= 400 && error.status < 500
              ? translateMessage(t, error.message)
              : t('toasts.startFailed'),
          ),
      },
    );

  const running = start.isPending || (Boolean(current) && !isSettled(current?.status));
  const done = current?.articles.length ?? 0;
  const total = current?.urls.length ?? 0;
  const byIndex = new Map(current?.articles.map((article) => [article.index, article]));

  return (
    <Container className="py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-3 font-display text-4xl font-semibold text-ink sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('intro')}</p>
      </header>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,27rem)_minmax(0,1fr)] lg:gap-10">
        <section
          aria-labelledby="generator-form-title"
          className="rounded-card border border-line bg-white p-5 shadow-card sm:p-7 lg:sticky lg:top-24"
        >
          <h2 id="generator-form-title" className="font-display text-2xl font-semibold text-ink">
            {t('form.title')}
          </h2>
          <p className="mt-1.5 text-sm text-muted">
            {t('form.hint', { max: writer?.maxUrls ?? GENERATOR_MAX_URLS })}
          </p>
          <div className="mt-6">
            <UrlListForm busy={running} maxUrls={writer?.maxUrls ?? GENERATOR_MAX_URLS} onSubmit={create} />
          </div>
          <div className="mt-7 space-y-3 border-t border-line pt-6">
            <WriterBadge />
            <p className="text-xs text-muted">{t('form.safety')}</p>
          </div>
        </section>

        <section aria-labelledby="generator-results-title" className="min-w-0 space-y-5">
          <h2 id="generator-results-title" className="sr-only">
            {t('results.title')}
          </h2>
          {!taskId ? <ResultsIntro /> : null}
          {taskId && task.isError ? (
            <p role="alert" className="rounded-card bg-danger-50 p-5 text-danger-700">
              {t('results.statusError')}
            </p>
          ) : null}
          {current ? (
            <>
              <GenerationProgress
                status={current.status}
                percent={parseProgress(current.progress)}
                done={done}
                total={total}
              />
              <div className="space-y-5">
                {current.urls.map((url, index) => {
                  const article = byIndex.get(index);
                  return article ? (
                    <ResultCard key={url} taskId={current.task_id} article={article} />
                  ) : (
                    <PendingCard key={url} url={url} working={current.status === 'running'} />
                  );
                })}
              </div>
            </>
          ) : null}
          {taskId && task.isPending ? (
            <div className="h-28 animate-pulse rounded-card bg-sand-100" aria-hidden="true" />
          ) : null}
        </section>
      </div>
    </Container>
  );
}

/** SPEC §2 AI article generator: for administrators only (the server enforces it on every call too). */
export function Component() {
  return (
    <RequireAuth admin>
      <ArticleGeneratorPage />
    </RequireAuth>
  );
}
