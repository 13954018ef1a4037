import {
  IMPORT_FORMATS,
  IMPORT_LIST_SEPARATOR,
  IMPORT_MAX_BYTES,
  type ImportFormat,
  type ImportReport,
  type ImportRowReport,
} from '@ochre/shared/schemas/activity-import';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { AccountCard } from '../../../components/ui/account-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { downloadImportTemplate, rejectedReport, useActivityImport } from '../api/activity-import';

const OUTCOME_TONE = { created: 'green', updated: 'blue', rejected: 'red' } as const;

function Outcome({ report, row }: { report: ImportReport; row: ImportRowReport }) {
  const { t } = useTranslation('account');
  return (
    <Badge tone={OUTCOME_TONE[row.outcome]}>
      {report.committed || row.outcome === 'rejected'
        ? t(`import.outcomes.${row.outcome}`)
        : t(`import.would.${row.outcome}`)}
    </Badge>
  );
}

function Report({ report }: { report: ImportReport }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  return (
    <section aria-labelledby="import-report" className="mt-8" data-testid="import-report">
      <h3 id="import-report" className="font-display text-xl font-semibold text-ink">
        {t('import.report')}
      </h3>
      <p className="mt-1 text-muted">{report.committed ? t('import.committed') : t('import.notCommitted')}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {(['created', 'updated', 'rejected'] as const).map((outcome) => (
          <div key={outcome} className="rounded-2xl border border-line bg-sand-50 p-4">
            <dt className="text-sm text-muted">{t(`import.outcomes.${outcome}`)}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-ink tabular-nums">
              {formatNumber(report[outcome], lang)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('import.report')}</caption>
          <thead>
            <tr className="text-start text-xs font-semibold tracking-wide text-muted uppercase">
              <th scope="col" className="px-4 py-2.5 text-start">
                {t('import.row')}
              </th>
              <th scope="col" className="px-4 py-2.5 text-start">
                {t('import.activity')}
              </th>
              <th scope="col" className="hidden px-4 py-2.5 text-start sm:table-cell">
                {t('import.outcome')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.row} className="border-t border-line align-top">
                <td className="px-3 py-3 text-muted tabular-nums sm:px-4">{formatNumber(row.row, lang)}</td>
                <td className="px-3 py-3 sm:px-4">
                  {report.committed && row.slug ? (
                    <Link to={`/activities/${row.slug}`} className="font-medium text-ink hover:underline">
                      {row.title || row.slug}
                    </Link>
                  ) : (
                    <span className="font-medium text-ink">{row.title || row.slug || '—'}</span>
                  )}
                  <span className="mt-1 block sm:hidden">
                    <Outcome report={report} row={row} />
                  </span>
                  {row.sku ? (
                    <span className="block text-xs text-muted" dir="ltr">
                      {row.sku}
                    </span>
                  ) : null}
                  {row.errors ? (
                    <ul className="mt-1 space-y-0.5 text-red-700">
                      {Object.entries(row.errors).map(([column, message]) => (
                        <li key={column}>
                          {column === 'row' ? null : (
                            <code className="me-1 rounded bg-red-50 px-1 text-xs" dir="ltr">
                              {column}
                            </code>
                          )}
                          {translateMessage(t, message)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  <Outcome report={report} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * SPEC §2 Activity import (admins only; the server checks too): upload a CSV
 * or JSON file of activities, then read what became of every row.
 */
export default function ImportTab() {
  const { t } = useTranslation('account');
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useActivityImport();

  const submit = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (response) => {
        setReport(response.data);
        toast.success(translateMessage(t, response.message));
      },
      onError: (error) => {
        setReport(rejectedReport(error));
        const reason = isApiError(error) ? error.errors.file : undefined;
        toast.error(translateError(t, error, 'Import failed.'), {
          description: reason ? translateMessage(t, reason) : undefined,
        });
      },
    });

  const download = (format: ImportFormat) =>
    downloadImportTemplate(format).catch(() => toast.error(translateMessage(t, 'Import failed.')));

  return (
    <AccountCard title={t('import.title')} description={t('import.text')}>
      <div className="space-y-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t('import.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={hintId}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
          }}
          className="block w-full text-sm text-ink-soft file:me-4 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
        />
        <p id={hintId} className="text-sm text-muted">
          {t('import.hint', {
            size: IMPORT_MAX_BYTES / 1024 / 1024,
            separator: IMPORT_LIST_SEPARATOR,
          })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={submit} disabled={!file} loading={upload.isPending} variant="dark">
            <FileUp className="size-4" aria-hidden="true" />
            {t('import.upload')}
          </Button>
          <span className="text-sm text-muted">{t('import.template')}</span>
          {IMPORT_FORMATS.map((format) => (
            <Button key={format} variant="ghost" size="sm" onClick={() => download(format)}>
              <Download className="size-4" aria-hidden="true" />
              {t(`import.templateAs.${format}`)}
            </Button>
          ))}
        </div>
      </div>
      {report ? <Report report={report} /> : null}
    </AccountCard>
  );
}
