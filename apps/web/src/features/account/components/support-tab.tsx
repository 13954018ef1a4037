import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MessageStatus,
  replyBody,
  type SupportTicketForm,
  supportTicketForm,
  type TicketSummary,
} from '@ochre/shared/schemas/contact';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, LifeBuoy, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AccountCard } from '../../../components/ui/account-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Conversation } from '../../../components/ui/conversation';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { usePublicSettings } from '../../site/api/public-settings';
import { myTicketQuery, myTicketsQuery, useOpenTicket, useReplyToTicket } from '../api/tickets';

const STATUS_TONE: Record<MessageStatus, 'ochre' | 'green' | 'neutral'> = {
  open: 'ochre',
  answered: 'green',
  closed: 'neutral',
};

function NewTicketForm() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const open = useOpenTicket({ _id: user?._id ?? '', name: user?.name ?? '', email: user?.email ?? '' });
  const [, setParams] = useSearchParams();
  const form = useForm<SupportTicketForm>({
    resolver: zodResolver(supportTicketForm),
    defaultValues: { subject: '', message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    open.mutate(values, {
      onSuccess: (response) => {
        toast.success(t('support.created'));
        form.reset();
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('ticket', response.data._id);
            return next;
          },
          { preventScrollReset: true },
        );
      },
      onError: (error) =>
        toast.error(
          translateMessage(
            t,
            isApiError(error) && error.status < 500 ? error.message : 'Failed to create ticket.',
          ),
        ),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label={t('support.subject')} error={errors.subject?.message} required>
        {(a11y) => <Input {...a11y} maxLength={200} {...form.register('subject')} />}
      </Field>
      <Field
        label={t('support.message')}
        error={errors.message?.message}
        hint={t('support.messageHint')}
        required
      >
        {(a11y) => <Textarea {...a11y} rows={6} maxLength={5000} {...form.register('message')} />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {t('support.category')}{' '}
          <Badge tone="blue" className="ms-1">
            {t('support.technical')}
          </Badge>
        </p>
        <Button type="submit" loading={open.isPending}>
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('support.submit')}
        </Button>
      </div>
    </form>
  );
}

function TicketThread({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { user } = useAuth();
  const { general } = usePublicSettings();
  const userId = user?._id ?? '';
  const thread = useQuery(myTicketQuery(userId, ticket._id));
  const reply = useReplyToTicket(userId, ticket._id);
  const form = useForm<{ message: string }>({
    resolver: zodResolver(replyBody),
    defaultValues: { message: '' },
  });

  const submit = form.handleSubmit(({ message }) =>
    reply.mutate(message, {
      onSuccess: () => {
        form.reset();
        toast.success(t('support.replySent'));
      },
      onError: (error) => toast.error(translateError(t, error)),
    }),
  );

  if (thread.isPending) return <Skeleton className="h-40" />;
  if (thread.isError) {
    return (
      <p role="alert" className="text-danger-600">
        {t('support.threadFailed')}
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <Conversation
        label={t('support.conversation', { subject: ticket.subject })}
        messages={thread.data.messages.map((entry) => ({
          id: entry._id,
          author: entry.fromStaff ? t('support.team', { site: general.siteName }) : t('support.you'),
          body: entry.body,
          meta: formatDateTime(entry.createdAt, lang),
          dateTime: entry.createdAt,
          own: !entry.fromStaff,
          staff: entry.fromStaff,
        }))}
      />
      {thread.data.status === 'closed' ? (
        <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-soft">{t('support.closedNote')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field label={t('support.reply')} error={form.formState.errors.message?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={5000} {...form.register('message')} />}
          </Field>
          <Button type="submit" variant="dark" size="sm" loading={reply.isPending}>
            <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('support.sendReply')}
          </Button>
        </form>
      )}
    </div>
  );
}

/** SPEC §2 Support: open a technical ticket; follow each one's status and conversation, and reply. */
export default function SupportTab() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { user } = useAuth();
  const tickets = useQuery({ ...myTicketsQuery(user?._id ?? ''), enabled: Boolean(user) });
  const [params, setParams] = useSearchParams();
  const selected = params.get('ticket');
  const toggle = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (selected === id) next.delete('ticket');
        else next.set('ticket', id);
        return next;
      },
      { preventScrollReset: true },
    );

  const form = (
    <AccountCard title={t('support.title')} description={t('support.text')}>
      <NewTicketForm />
    </AccountCard>
  );
  // Someone following up (the answer e-mail links here) sees their tickets first.
  const hasTickets = Boolean(tickets.data?.length);

  return (
    <div className="space-y-8">
      {hasTickets ? null : form}
      <AccountCard title={t('support.listTitle')}>
        {tickets.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : tickets.isError ? (
          <LoadFailedState title={t('support.loadFailed')} onRetry={() => tickets.refetch()} />
        ) : tickets.data.length === 0 ? (
          <EmptyState icon={<LifeBuoy className="size-6" />} title={t('support.none')}>
            {t('support.noneText')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line">
            {tickets.data.map((ticket) => {
              const expanded = selected === ticket._id;
              return (
                <li key={ticket._id} data-testid="ticket-row">
                  <button
                    type="button"
                    onClick={() => toggle(ticket._id)}
                    aria-expanded={expanded}
                    aria-controls={`ticket-${ticket._id}`}
                    className="flex w-full items-center gap-4 p-4 text-start hover:bg-sand-50 sm:p-5"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <span className="font-semibold text-ink">{ticket.subject}</span>
                        <Badge tone={STATUS_TONE[ticket.status]}>
                          {t(`support.status.${ticket.status}`)}
                        </Badge>
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">
                        {t('support.summary', {
                          reference: ticket.reference,
                          date: formatDate(ticket.updatedAt, lang, 'medium'),
                          count: ticket.replyCount,
                        })}
                      </span>
                    </span>
                    <ChevronDown
                      className={cn('size-5 text-muted transition-transform', expanded && 'rotate-180')}
                      aria-hidden="true"
                    />
                  </button>
                  {expanded ? (
                    <div
                      id={`ticket-${ticket._id}`}
                      className="border-t border-line bg-sand-50/60 p-4 sm:p-6"
                    >
                      <TicketThread ticket={ticket} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </AccountCard>
      {hasTickets ? form : null}
    </div>
  );
}
