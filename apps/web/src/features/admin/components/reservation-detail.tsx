import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { type ReservationAction, STATUS_TRANSITIONS } from '@ochre/shared/rules/reservation-lifecycle';
import type { Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CircleCheck, CircleX, Mail, MessageCircle, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input, Textarea } from '../../../components/ui/field';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../../components/ui/reservation-badges';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatDateTime, formatDollars, formatNumber } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { breakdownOf, breakdownParts } from '../../orders/reservation-breakdown';
import { adminReservationQuery, useReservationAction } from '../api/reservations-admin';
import { DetailFrame } from './detail-frame';
import { MoveReservationForm } from './move-reservation-form';
import { Facts } from './order-detail';
import { RefundPanel } from './refund-panel';

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
  const { t } = useTranslation('admin');
  const lang = useLang();
  const reasonId = useId();
  const payById = useId();
  const [confirm, setConfirm] = useState<ReservationAction | null>(null);
  const [reason, setReason] = useState('');
  const [payBy, setPayBy] = useState('');
  const refundId = useId();
  const [refund, setRefund] = useState('');
  const act = useReservationAction();
  const allowed = allowedActions(reservation);
  const contact = reservation.customerInfo;
  const traveler = reservation.traveler;
  const notes = contact?.notes || traveler?.specialRequests;

  const close = () => {
    setConfirm(null);
    setReason('');
    setPayBy('');
    setRefund('');
  };
  const run = () =>
    confirm &&
    act.mutate(
      {
        reservation,
        action: confirm,
        reason: reason.trim() || undefined,
        // The browser's local date and time, sent as an instant.
        payBy: confirm === 'confirm' && payBy ? new Date(payBy).toISOString() : undefined,
        refundAmount: confirm === 'cancel' && refund !== '' ? Number(refund) : undefined,
      },
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
              ...breakdownParts(t, breakdownOf(reservation)).map((part) => ['', part]),
              ...reservation.lines.map((line) => [
                line.kind === 'extra'
                  ? `${line.label} × ${line.quantity}`
                  : `${t(`booking:travellers.${line.kind}`)} × ${line.quantity}`,
                formatDollars(line.total, lang),
              ]),
            ].map(([label, value]) => (
              <div key={`${label}${value}`} className="flex justify-between gap-3 text-ink-soft">
                <dt>{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 pt-1 text-base font-semibold text-ink">
              <dt>{t('reservations.total')}</dt>
              <dd className="tabular-nums">{formatDollars(reservation.totalPrice, lang)}</dd>
            </div>
          </dl>
        </section>
        <RefundPanel target={{ reservation }} paid={reservation.paidAmount} refunds={reservation.refunds} />
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
              [t('reservations.paid'), formatDollars(reservation.paidAmount, lang)],
              [t('reservations.balance'), formatDollars(reservation.balanceDue, lang)],
              ...(reservation.refundedAmount
                ? ([[t('reservations.refunded'), formatDollars(reservation.refundedAmount, lang)]] as [
                    string,
                    string,
                  ][])
                : []),
              ...(reservation.holdExpiresAt && reservation.status !== 'cancelled'
                ? ([[t('reservations.heldUntil'), formatDateTime(reservation.holdExpiresAt, lang)]] as [
                    string,
                    string,
                  ][])
                : []),
              [
                t('reservations.paymentLink'),
                reservation.paymentToken ? t('reservations.linkSent') : t('reservations.noLink'),
              ],
              ...(reservation.checkedInAt
                ? ([[t('reservations.checkedIn'), formatDateTime(reservation.checkedInAt, lang)]] as [
                    string,
                    string,
                  ][])
                : []),
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
          {reservation.status === 'pending' || reservation.status === 'confirmed' ? (
            <MoveReservationForm reservation={reservation} />
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
                total: formatDollars(reservation.balanceDue, lang),
              })
            : undefined
        }
        confirmLabel={confirm ? t(`reservations.${confirm}`) : ''}
        pending={act.isPending}
        onConfirm={run}
      >
        {confirm === 'confirm' && reservation.paymentStatus === 'pending' ? (
          <div className="space-y-1">
            <label htmlFor={payById} className="block text-sm font-medium text-ink">
              {t('reservations.payBy')}
            </label>
            <Input
              id={payById}
              type="datetime-local"
              dir="ltr"
              aria-describedby={`${payById}-hint`}
              value={payBy}
              onChange={(e) => setPayBy(e.target.value)}
            />
            <p id={`${payById}-hint`} className="text-sm text-muted">
              {t('reservations.payByHint')}
            </p>
          </div>
        ) : null}
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
            {reservation.paidAmount > 0 ? (
              <>
                <label htmlFor={refundId} className="block pt-2 text-sm font-medium text-ink">
                  {t('reservations.refundOverride')}
                </label>
                <Input
                  id={refundId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  aria-describedby={`${refundId}-hint`}
                  value={refund}
                  onChange={(e) => setRefund(e.target.value)}
                />
                <p id={`${refundId}-hint`} className="text-sm text-muted">
                  {t('reservations.refundOverrideHint', {
                    paid: formatDollars(reservation.paidAmount, lang),
                  })}
                </p>
              </>
            ) : null}
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
    <DetailFrame
      query={reservation}
      backLabel={t('reservations.all')}
      onBack={onBack}
      heading={(data) => (
        <>
          <h2 className="font-display text-2xl font-semibold text-ink">
            {t('reservations.number', { reference: data.reference })}
          </h2>
          <ReservationStatusBadge status={data.status} />
          <Badge>{t(`orders.kinds.${data.kind}`)}</Badge>
        </>
      )}
    >
      {(data) => <ReservationView reservation={data} />}
    </DetailFrame>
  );
}
