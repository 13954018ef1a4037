import type { GenerationStatus } from '@ochre/shared/schemas/generator';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

/** SPEC §2 progress bar, with what is happening in words for screen readers too. */
export function GenerationProgress({
  status,
  percent,
  done,
  total,
}: {
  status: GenerationStatus;
  percent: number;
  done: number;
  total: number;
}) {
  const { t } = useTranslation('generator');
  const labelId = useId();
  const working = status === 'pending' || status === 'running';
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <p id={labelId} className="flex items-center gap-2.5 font-semibold text-ink" aria-live="polite">
          {working ? <Spinner className="size-4 text-ochre-600" /> : null}
          {t(`progress.${status}`)}
        </p>
        <p className="text-sm font-semibold text-ink tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 ease-out',
            status === 'failed' ? 'bg-danger-600' : status === 'completed' ? 'bg-palm-600' : 'bg-ochre-500',
          )}
          style={{ width: `${Math.max(percent, working ? 3 : 0)}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted">{t('progress.count', { done, total })}</p>
    </section>
  );
}
