import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { auditLogQuery } from '../api/audit-log';
import { AdminPanel } from '../components/admin-panel';

/** Who did what, when: every admin action. */
export default function AuditLogAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery(auditLogQuery(search, page));

  return (
    <AdminPanel title={t('audit.title')} description={t('audit.text')}>
      <label htmlFor={searchId} className="sr-only">
        {t('audit.search')}
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder={t('audit.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        className="max-w-md"
      />
      {isPending ? (
        <Skeleton className="mt-6 h-64" />
      ) : isError ? (
        <p role="alert" className="mt-6 text-danger-600">
          {t('loadFailed')}
        </p>
      ) : data.data.length === 0 ? (
        <p className="mt-6 text-muted">{t('audit.none')}</p>
      ) : (
        <>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <thead>
                <tr className="border-b border-line text-xs tracking-wide text-muted uppercase">
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('audit.when')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('audit.who')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('audit.what')}
                  </th>
                  <th scope="col" className="py-2 text-start font-semibold">
                    {t('audit.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.data.map((entry) => (
                  <tr key={entry._id} className="align-top">
                    <td className="py-2.5 pe-4 whitespace-nowrap text-muted">
                      {formatDateTime(entry.createdAt, lang)}
                    </td>
                    <td className="py-2.5 pe-4">{entry.actor.email}</td>
                    <td className="py-2.5 pe-4">
                      <code className="rounded bg-sand-100 px-1.5 py-0.5 text-xs">{entry.action}</code>
                      {entry.entityId ? <span className="ms-2 text-muted">{entry.entityId}</span> : null}
                    </td>
                    <td className="py-2.5 break-words text-muted">
                      {Object.entries(entry.details)
                        .map(
                          ([key, value]) =>
                            `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
                        )
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination className="mt-6" page={page} pages={data.pagination.pages} onChange={setPage} />
        </>
      )}
    </AdminPanel>
  );
}
