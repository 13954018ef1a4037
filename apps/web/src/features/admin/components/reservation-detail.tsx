import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { type ReservationAction, STATUS_TRANSITIONS } from '@ochre/shared/rules/reservation-lifecycle';
import type { Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarCheck, CircleCheck, CircleX, Mail, MessageCircle, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate, formatDateTime, formatNumber, formatPrice } from '../../../lib/format';
import { type Lang, translateError, translateMessage } from '../../../lib/i18n';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../bookings/components/reservation-badges';
import { adminReservationQuery, useReservationAction } from '../api/reservations-admin';
import { LoadFailed } from './list-state';
import { Facts } from './order-detail';

/** wa.me wants the number as digits only, with the country code. */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, '');

/** The actions the transition table allows now; completing waits for the day itself (Marrakech time). */
function allowedActions(reservation: Reservation): ReservationAction[] {
  return (Object.keys(STATUS_TRANSITIONS) as ReservationAction[]).filter(
    (action) =>
      STATUS_TRANSITIONS[action].from.includes(reservation.status) &&
      (action !== 'complete' || reservation.date <= marrakechToday()),
  );
}

function ReservationView({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const reasonId = useId();
  const [confirm, setConfirm] = useState<ReservationAction | null>(null);
  const [reason, setReason] = useState('');
  const act = useReservationAction();
  const allowed = allowedActions(reservation);
  const contact = reservation.customerInfo;
  const traveler = reservation.traveler;
  const notes = contact?.notes || traveler?.specialRequests;

  const close = () => {
    setConfirm(null);
    setReason('');
  };
  const run = () =>
    confirm &&
    act.mutate(
      { reservation, action: confirm, reason: reason.trim() || undefined },
      {
        onSuccess: (response) => {
          toast.success(translateMessage(t, response.message));
          close();
        },
        onError: (error) => {
          toast.error(translateError(t, error));
          close();
        },
      },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <section className="rounded-2xl border border-line p-5">
          <h3 className="font-semibold text-ink">{reservation.title}</h3>
          <p className="mt-1 text-sm text-muted">
            {reservation.activity?.location ?? reservation.program?.destination}
            {reservation.program?.duration ? ` · ${reservation.program.duration}` : ''}
          </p>
          <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
            {[
              [t('reservations.date'), formatCalendarDate(reservation.date, lang)],
              [t('reservations.persons'), formatNumber(reservation.numberOfPersons, lang)],
              [t('reservations.unitPrice'), formatPrice(reservation.unitPrice, lang)],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3 text-ink-soft">
                <dt>{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 pt-1 text-base font-semibold text-ink">
              <dt>{t('reservations.total')}</dt>
              <dd className="tabular-nums">{formatPrice(reservation.totalPrice, lang)}</dd>
            </div>
          </dl>
        </section>
        <section className="rounded-2xl border border-line p-5">
          <h3 className="font-semibold text-ink">{t('reservations.notes')}</h3>
          <p className="mt-2 whitespace-pre-line text-ink-soft">{notes || t('reservations.noNotes')}</p>
          {traveler?.emergencyContact || traveler?.emergencyPhone ? (
            <p className="mt-3 text-sm text-ink-soft">
              <span className="font-semibold text-ink">{t('reservations.emergency')}: </span>
              {traveler.emergencyContact} <span dir="ltr">{traveler.emergencyPhone}</span>
            </p>
          ) : null}
        </section>
      </div>
      <div className="space-y-4">
        <section className="space-y-4 rounded-2xl border border-line bg-sand-50/70 p-5">
          <Facts
            items={[
              [t('reservations.booked'), formatDateTime(reservation.createdAt, lang)],
              [t('reservations.payment'), <PaymentStatusBadge key="p" status={reservation.paymentStatus} />],
              [t('reservations.paid'), formatPrice(reservation.paidAmount, lang)],
              [t('reservations.balance'), formatPrice(reservation.balanceDue, lang)],
              [
                t('reservations.paymentLink'),
                reservation.paymentToken ? t('reservations.linkSent') : t('reservations.noLink'),
              ],
            ]}
          />
          {allowed.length ? (
            <div className="flex flex-col gap-2">
              {allowed.includes('confirm') ? (
                <Button onClick={() => setConfirm('confirm')}>
                  <CalendarCheck className="size-4" aria-hidden="true" />
                  {t('reservations.confirm')}
                </Button>
              ) : null}
              {allowed.includes('complete') ? (
                <Button variant="dark" onClick={() => setConfirm('complete')}>
                  <CircleCheck className="size-4" aria-hidden="true" />
                  {t('reservations.complete')}
                </Button>
              ) : null}
              {allowed.includes('cancel') ? (
                <Button variant="outline" onClick={() => setConfirm('cancel')}>
                  <CircleX className="size-4" aria-hidden="true" />
                  {t('reservations.cancel')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
        <section className="space-y-3 rounded-2xl border border-line p-5">
          <h3 className="font-semibold text-ink">{t('reservations.customer')}</h3>
          {contact ? (
            <ul className="space-y-1.5 text-ink-soft">
              <li className="font-medium text-ink">
                {traveler ? `${traveler.firstName} ${traveler.lastName}` : contact.name}
              </li>
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex items-center gap-1.5 break-all text-majorelle-600 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {contact.email}
                </a>
              </li>
              {contact.phone ? (
                <li>
                  <a
                    href={`tel:${contact.phone}`}
                    className="inline-flex items-center gap-1.5 text-majorelle-600 hover:underline"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    <span dir="ltr">{contact.phone}</span>
                  </a>
                </li>
              ) : null}
              {contact.whatsapp ? (
                <li>
                  <a
                    href={`https://wa.me/${whatsappNumber(contact.whatsapp)}`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 text-majorelle-600 hover:underline"
                  >
                    <MessageCircle className="size-4" aria-hidden="true" />
                    {t('reservations.whatsapp')} <span dir="ltr">{contact.whatsapp}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
          {reservation.user ? (
            <p className="border-t border-line pt-3 text-sm text-muted">
              {t('reservations.account', { name: reservation.user.name, email: reservation.user.email })}
            </p>
          ) : null}
        </section>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : close())}
        tone={confirm === 'cancel' ? 'danger' : 'primary'}
        title={confirm ? t(`reservations.${confirm}Title`) : ''}
        description={
          confirm
            ? t(`reservations.${confirm}Text`, {
                email: contact?.email ?? '',
                total: formatPrice(reservation.balanceDue, lang),
              })
            : undefined
        }
        confirmLabel={confirm ? t(`reservations.${confirm}`) : ''}
        pending={act.isPending}
        onConfirm={run}
      >
        {confirm === 'cancel' ? (
          <div className="space-y-1">
            <label htmlFor={reasonId} className="block text-sm font-medium text-ink">
              {t('reservations.reason')}
            </label>
            <Textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** One reservation as the team needs it: what, when, who to call, what is paid, and what to do next. */
export function ReservationDetail({
  kind,
  id,
  onBack,
}: {
  kind: ReservationKind;
  id: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('admin');
  const reservation = useQuery(adminReservationQuery(kind, id));
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card sm:p-7">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('reservations.all')}
        </Button>
        {reservation.data ? (
          <>
            <h2 className="font-display text-2xl font-semibold text-ink">
              {t('reservations.number', { reference: reservation.data.reference })}
            </h2>
            <ReservationStatusBadge status={reservation.data.status} />
            <Badge>{t(`orders.kinds.${reservation.data.kind}`)}</Badge>
          </>
        ) : null}
      </div>
      {reservation.isPending ? (
        <Skeleton className="h-80" />
      ) : reservation.isError ? (
        <LoadFailed onRetry={() => reservation.refetch()} />
      ) : (
        <ReservationView reservation={reservation.data} />
      )}
    </section>
  );
}
