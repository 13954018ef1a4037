import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import type { Subscriber } from '@ochre/shared/schemas/newsletter';
import { useQuery } from '@tanstack/react-query';
import { Download, MailX, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../components/ui/toast';
import { formatDate, formatNumber } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { downloadSubscribers, subscribersQuery, useRemoveSubscriber } from '../api/newsletter-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { FilterBar } from '../components/filter-bar';
import { ListState } from '../components/list-state';

/** The footer's newsletter sign-ups: search, export to a mailing tool as CSV, remove on request. */
export default function NewsletterAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const list = useQuery(subscribersQuery(useDebouncedValue(search.trim()), page));
  const remove = useRemoveSubscriber();

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribers(`newsletter-subscribers-${marrakechToday()}.csv`);
    } catch (error) {
      toast.error(translateError(t, error) || t('newsletter.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPanel
      title={t('newsletter.title')}
      description={
        list.data
          ? t('newsletter.count', {
              count: list.data.pagination.total,
              formatted: formatNumber(list.data.pagination.total, lang),
            })
          : t('newsletter.text')
      }
      actions={
        <Button variant="dark" onClick={exportCsv} loading={exporting}>
          {exporting ? null : <Download className="size-4" aria-hidden="true" />}
          {t('newsletter.export')}
        </Button>
      }
    >
      <FilterBar>
        <SearchInput
          label={t('newsletter.search')}
          placeholder={t('newsletter.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-80"
        />
      </FilterBar>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Newspaper className="size-6" />,
          title: search ? t('newsletter.noneFound') : t('newsletter.none'),
          text: search ? t('filters.tryOther') : t('newsletter.noneText'),
        }}
      >
        <DataTable caption={t('newsletter.title')}>
          <thead>
            <tr>
              <Th>{t('newsletter.email')}</Th>
              <Th className="hidden sm:table-cell">{t('newsletter.since')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((subscriber) => (
              <tr key={subscriber._id} className="hover:bg-sand-50">
                <Td>
                  <span className="break-all text-ink" dir="ltr">
                    {subscriber.email}
                  </span>
                </Td>
                <Td className="hidden whitespace-nowrap text-muted sm:table-cell">
                  {formatDate(subscriber.createdAt, lang, 'medium')}
                </Td>
                <Td className="text-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(subscriber)}
                    aria-label={t('newsletter.removeNamed', { email: subscriber.email })}
                  >
                    <MailX className="size-4" aria-hidden="true" />
                    <span className="hidden md:inline">{t('newsletter.remove')}</span>
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setRemoving(null))}
          title={t('newsletter.removeTitle')}
          description={t('newsletter.removeText', { email: removing.email })}
          confirmLabel={t('newsletter.remove')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing._id, {
              onSuccess: (response) => {
                toast.success(translateMessage(t, response.message));
                setRemoving(null);
              },
              onError: (error) => toast.error(translateError(t, error)),
            })
          }
        />
      ) : null}
    </AdminPanel>
  );
}
