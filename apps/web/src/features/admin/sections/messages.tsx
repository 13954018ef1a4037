import { zodResolver } from '@hookform/resolvers/zod';
import { type InboxThread, type MessageStatus, replyBody } from '@ochre/shared/schemas/contact';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Inbox, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Conversation } from '../../../components/ui/conversation';
import { Field, Textarea } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { inboxQuery, useAnswer, useSetThreadStatus, useThreadQuery } from '../api/inbox';
import { AdminPanel } from '../components/admin-panel';
import { DetailFrame } from '../components/detail-frame';
import { FilterBar } from '../components/filter-bar';
import { LabelledSelect } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = {
  kind: ['all', 'ticket', 'contact'],
  status: ['all', 'open', 'answered', 'closed'],
} as const;

const STATUS_TONE: Record<MessageStatus, 'ochre' | 'green' | 'neutral'> = {
  open: 'ochre',
  answered: 'green',
  closed: 'neutral',
};

function ThreadView({ thread }: { thread: InboxThread }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const answer = useAnswer(thread._id);
  const setStatus = useSetThreadStatus(thread._id);
  const form = useForm<{ message: string }>({
    resolver: zodResolver(replyBody),
    defaultValues: { message: '' },
  });
  const fail = (error: Error) => toast.error(translateError(t, error));
  const closed = thread.status === 'closed';

  const send = form.handleSubmit(({ message }) =>
    answer.mutate(message, {
      onSuccess: (response) => {
        form.reset();
        toast.success(translateMessage(t, response.message));
      },
      onError: fail,
    }),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-2xl bg-sand-50 p-4 sm:p-5">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{thread.name}</p>
          <a
            href={`mailto:${thread.email}`}
            className="inline-flex items-center gap-1.5 text-sm text-majorelle-600 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {thread.email}
          </a>
          <p className="mt-1 text-sm text-muted">
            {t(`messages.categories.${thread.category}`)} ·{' '}
            {t('messages.reference', { reference: thread.reference })} ·{' '}
            {formatDateTime(thread.createdAt, lang)}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          loading={setStatus.isPending}
          onClick={() =>
            setStatus.mutate(closed ? 'open' : 'closed', {
              onSuccess: (response) => toast.success(translateMessage(t, response.message)),
              onError: fail,
            })
          }
        >
          {closed ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {closed ? t('messages.reopen') : t('messages.close')}
        </Button>
      </div>

      <Conversation
        label={t('messages.conversation', { subject: thread.subject })}
        messages={thread.messages.map((entry) => ({
          id: entry._id,
          author: entry.fromStaff ? entry.author || t('messages.team') : entry.author,
          body: entry.body,
          meta: formatDateTime(entry.createdAt, lang),
          dateTime: entry.createdAt,
          own: entry.fromStaff,
          staff: entry.fromStaff,
        }))}
      />

      {closed ? (
        <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-soft">{t('messages.closedNote')}</p>
      ) : (
        <form onSubmit={send} noValidate className="space-y-3 rounded-2xl border border-line p-4 sm:p-5">
          <Field
            label={t('messages.answer')}
            error={form.formState.errors.message?.message}
            hint={t('messages.answerHint', { email: thread.email })}
          >
            {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register('message')} />}
          </Field>
          <Button type="submit" loading={answer.isPending}>
            <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('messages.send')}
          </Button>
        </form>
      )}
    </div>
  );
}

function Thread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const thread = useThreadQuery(id);
  return (
    <DetailFrame
      query={thread}
      backLabel={t('messages.all')}
      onBack={onBack}
      placeholder="h-64"
      heading={(data) => (
        <>
          <h2 className="min-w-0 flex-1 font-display text-2xl font-semibold text-ink">{data.subject}</h2>
          <Badge tone={data.kind === 'ticket' ? 'blue' : 'neutral'}>{t(`messages.kinds.${data.kind}`)}</Badge>
          <Badge tone={STATUS_TONE[data.status]}>{t(`messages.statuses.${data.status}`)}</Badge>
        </>
      )}
    >
      {(data) => <ThreadView thread={data} />}
    </DetailFrame>
  );
}

/** Contact messages and support tickets in one inbox: read, answer by e-mail, close. */
export default function MessagesAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [open, setOpen] = useSectionParam('message');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    kind: filters.kind as (typeof FILTERS.kind)[number],
    status: filters.status as (typeof FILTERS.status)[number],
    search: useDebouncedValue(search.trim()),
    page,
  };
  const list = useQuery({ ...inboxQuery(query), enabled: open === null });

  if (open !== null) return <Thread id={open} onBack={() => setOpen(null)} />;
  const filtered = Boolean(query.search || filters.kind !== 'all' || filters.status !== 'all');

  return (
    <AdminPanel title={t('messages.title')} description={t('messages.text')}>
      <FilterBar>
        <SearchInput
          label={t('messages.search')}
          placeholder={t('messages.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
        <LabelledSelect
          label={t('messages.kind')}
          value={filters.kind}
          onChange={(e) => {
            setFilters({ kind: e.target.value });
            setPage(1);
          }}
        >
          <option value="all">{t('filters.all')}</option>
          <option value="ticket">{t('messages.kinds.ticket')}</option>
          <option value="contact">{t('messages.kinds.contact')}</option>
        </LabelledSelect>
        <LabelledSelect
          label={t('filters.status')}
          value={filters.status}
          onChange={(e) => {
            setFilters({ status: e.target.value });
            setPage(1);
          }}
        >
          <option value="all">{t('filters.all')}</option>
          {(['open', 'answered', 'closed'] as const).map((status) => (
            <option key={status} value={status}>
              {t(`messages.statuses.${status}`)}
            </option>
          ))}
        </LabelledSelect>
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Inbox className="size-6" />,
          title: filtered ? t('messages.noneFound') : t('messages.none'),
          text: filtered ? t('filters.tryOther') : t('messages.noneText'),
        }}
      >
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {list.data?.data.map((item) => (
            <li key={item._id} data-testid="inbox-row">
              <button
                type="button"
                onClick={() => setOpen(item._id)}
                className="flex w-full gap-3 p-4 text-start transition-colors hover:bg-sand-50 sm:p-5"
              >
                <span
                  className={cn(
                    'mt-2 size-2.5 shrink-0 rounded-full',
                    item.unread ? 'bg-ochre-500' : 'bg-transparent',
                  )}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={cn('text-ink', item.unread ? 'font-semibold' : 'font-medium')}>
                      {item.name}
                    </span>
                    <Badge tone={item.kind === 'ticket' ? 'blue' : 'neutral'}>
                      {t(`messages.kinds.${item.kind}`)}
                    </Badge>
                    <Badge tone={STATUS_TONE[item.status]}>{t(`messages.statuses.${item.status}`)}</Badge>
                    {item.unread ? <span className="sr-only">{t('messages.unread')}</span> : null}
                    <span className="ms-auto text-xs whitespace-nowrap text-muted">
                      {formatDateTime(item.updatedAt, lang)}
                    </span>
                  </span>
                  <span className={cn('mt-1 block truncate text-ink', item.unread && 'font-semibold')}>
                    {item.subject}
                  </span>
                  <span className="block truncate text-sm text-muted">{item.snippet}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
    </AdminPanel>
  );
}
