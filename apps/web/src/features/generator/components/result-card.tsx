import { readingTimeMinutes, wordCount } from '@ochre/shared/rules/text';
import type { GeneratedArticle } from '@ochre/shared/schemas/generator';
import {
  CircleAlert,
  CircleCheck,
  Copy,
  Download,
  ExternalLink,
  Eye,
  FileCheck2,
  FilePlus2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { usePublicSettings } from '../../site/api/public-settings';
import { useSaveDraft } from '../api/generator';
import { articleDocument, articleMarkup, articleTitle, downloadName } from '../article-document';
import { PreviewDialog } from './preview-dialog';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function download(article: GeneratedArticle, siteName: string) {
  const blob = new Blob([articleDocument(article, siteName)], { type: 'text/html;charset=utf-8' });
  saveFile(blob, downloadName(article));
}

/** SPEC §4: Success when the address gave HTML, otherwise Error with its message. */
function StatusBadge({ ok }: { ok: boolean }) {
  const { t } = useTranslation('generator');
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span
      className={
        ok
          ? 'inline-flex items-center gap-1.5 rounded-full bg-palm-50 px-2.5 py-1 text-xs font-semibold text-palm-700'
          : 'inline-flex items-center gap-1.5 rounded-full bg-danger-50 px-2.5 py-1 text-xs font-semibold text-danger-700'
      }
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {ok ? t('card.success') : t('card.error')}
    </span>
  );
}

/** One address's result: what came out, and what can be done with it. */
export function ResultCard({ taskId, article }: { taskId: string; article: GeneratedArticle }) {
  const { t } = useTranslation('generator');
  const siteName = usePublicSettings().general.siteName;
  const saveDraft = useSaveDraft(taskId);
  const [previewing, setPreviewing] = useState(false);
  const titleId = useId();
  const ok = Boolean(article.html_content) && !article.error;
  const title = articleTitle(article);
  const source = article.scraped_data.site_name || hostOf(article.url);
  const words = ok ? wordCount(article.html_content) : 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(articleMarkup(article));
      toast.success(t('toasts.copied'));
    } catch {
      toast.error(t('toasts.copyFailed'));
    }
  };

  const save = () =>
    saveDraft.mutate(article.index, {
      onSuccess: () => toast.success(t('card.draftSaved')),
      onError: (error) =>
        toast.error(translateError(t, error, undefined, { serverOnly: true }) || t('toasts.draftFailed')),
    });

  return (
    <article
      aria-labelledby={titleId}
      className="animate-fade-in rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <StatusBadge ok={ok} />
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted hover:text-ink"
          aria-label={`${t('card.from', { site: source })}. ${t('card.openSource')}`}
        >
          <span className="truncate">{t('card.from', { site: source })}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
      </div>

      {/* Titles, summaries and messages come from the source or the server: their own direction. */}
      <h3
        id={titleId}
        dir="auto"
        className="mt-3 font-display text-xl leading-snug font-semibold text-ink sm:text-2xl"
      >
        {title}
      </h3>
      {ok ? (
        <>
          {article.summary ? (
            <p dir="auto" className="mt-2 text-ink-soft">
              {article.summary}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-muted">
            {t('card.words', { count: words })} ·{' '}
            {t('card.readingTime', { count: readingTimeMinutes(article.html_content) })}
          </p>
          {article.keywords.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {article.keywords.map((keyword) => (
                <li key={keyword} className="tag">
                  {keyword}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-5">
            <Button variant="dark" size="sm" onClick={() => setPreviewing(true)}>
              <Eye className="size-4" aria-hidden="true" />
              {t('card.preview')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => download(article, siteName)}>
              <Download className="size-4" aria-hidden="true" />
              {t('card.download')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />
              {t('card.copy')}
            </Button>
            {article.draft ? (
              <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm font-semibold text-palm-700">
                <FileCheck2 className="size-4" aria-hidden="true" />
                {t('card.savedDraft')}
              </span>
            ) : (
              <Button size="sm" onClick={save} loading={saveDraft.isPending} className="sm:ms-auto">
                {saveDraft.isPending ? null : <FilePlus2 className="size-4" aria-hidden="true" />}
                {t('card.saveDraft')}
              </Button>
            )}
          </div>
          <PreviewDialog
            open={previewing}
            onOpenChange={setPreviewing}
            title={title}
            document={previewing ? articleDocument(article, siteName) : ''}
          />
        </>
      ) : (
        <p
          dir="auto"
          className="mt-2 rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-700"
          role="status"
        >
          {translateMessage(t, article.error ?? '')}
        </p>
      )}
    </article>
  );
}

/** An address still being worked on. */
export function PendingCard({ url, working }: { url: string; working: boolean }) {
  const { t } = useTranslation('generator');
  return (
    <div className="rounded-card border border-dashed border-sand-300 bg-sand-50 p-5 sm:p-6" aria-busy="true">
      <p className="truncate text-sm text-muted" dir="ltr">
        {hostOf(url)}
      </p>
      <p className="mt-2 text-ink-soft">{working ? t('results.working') : t('results.waiting')}</p>
      <div className="mt-4 space-y-2" aria-hidden="true">
        <div className="h-3 w-3/4 animate-pulse rounded-full bg-sand-200" />
        <div className="h-3 w-1/2 animate-pulse rounded-full bg-sand-200" />
      </div>
    </div>
  );
}
