import { FileCheck2, ScanText, WandSparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';

const STEPS = [
  { key: 'stepRead', Icon: ScanText },
  { key: 'stepWrite', Icon: WandSparkles },
  { key: 'stepReview', Icon: FileCheck2 },
] as const;

/** Before the first run: what will happen, in three steps. */
export function ResultsIntro() {
  const { t } = useTranslation('generator');
  return (
    <div className="rounded-card border border-dashed border-sand-300 bg-sand-100/60 p-6 sm:p-8">
      <h2 className="font-display text-2xl font-semibold text-ink">{t('results.emptyTitle')}</h2>
      <ol className="mt-6 space-y-5">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-ochre-700 shadow-card">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="pt-2 text-ink-soft">
              <span className="sr-only">{index + 1}. </span>
              {t(`results.${key}`)}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
