import { showsPayNow } from '@ochre/shared/rules/reservation-lifecycle';
import { hasTicket } from '@ochre/shared/rules/tickets';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarHeart, Ticket, Users } from 'lucide-react';
import { useState } from 'react';
import { AccountCard, AccountListState } from '../../../components/ui/account-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../../components/ui/reservation-badges';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatDateTime, formatPrice } from '../../../lib/format';
import { translateError, useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { RefundHistory } from '../../orders/components/refund-history';
import { breakdownOf, breakdownParts } from '../../orders/reservation-breakdown';
import { downloadTicket, myReservationsQuery } from '../api/reservations';
import { reservationItemPath } from '../reservation-data';
import { CancelReservation, canOfferCancel } from './cancel-reservation';
import { canOfferMove, MoveReservation } from './move-reservation';

/**
 * The account's Reservations tab (SPEC §2): activities and travel programs
 * with their status and payment status, and 'Pay Now' exactly when the
 * reservation is confirmed, unpaid and has a payment link (SPEC §4); Cancel
 * while the customer may still cancel it (issue 16).
 */
export default function ReservationsTab() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { user } = useAuth();
  const reservations = useQuery({ ...myReservationsQuery(user?._id ?? ''), enabled: Boolean(user) });
  const [done, setDone] = useState<string | null>(null);

  return (
    <AccountCard title={t('account.title')} description={t('account.text')}>
      <p role="status" className="empty:hidden mb-4 rounded-xl bg-palm-50 p-3 text-sm text-palm-800">
        {done}
      </p>
      <AccountListState
        query={reservations}
        placeholder="h-28"
        failed={t('account.loadFailed')}
        empty={{
          icon: <CalendarHeart className="size-6" />,
          title: t('account.none'),
          text: t('account.noneText'),
          to: '/activities',
          label: t('account.browse'),
        }}
      >
        {(items) => (
          <ul className="divide-y divide-line rounded-card border border-line">
            {items.map((reservation) => {
              const image = reservation.activity?.image || reservation.program?.image;
              const isActivity = reservation.kind === 'activity';
              return (
                <li
                  key={reservation._id}
                  className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap sm:p-5"
                  data-testid="reservation-row"
                >
                  {image ? (
                    <Img
                      src={image}
                      alt=""
                      width={96}
                      height={96}
                      sizes="96px"
                      className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <p className="text-xs text-muted">
                      <span className="font-semibold tracking-wide uppercase">
                        {isActivity ? t('confirmation.activity') : t('confirmation.program')}
                      </span>{' '}
                      · {t('account.reference', { reference: reservation.reference })}
                    </p>
                    <Link
                      to={reservationItemPath(reservation)}
                      className="block font-semibold text-ink hover:text-ochre-800 hover:underline"
                    >
                      {reservation.title}
                    </Link>
                    <p className="meta-row">
                      <span className="icon-line">
                        <CalendarDays className="size-4" aria-hidden="true" />
                        {formatCalendarDate(reservation.reservationDate, lang)}
                      </span>
                      <span className="icon-line">
                        <Users className="size-4" aria-hidden="true" />
                        {breakdownParts(t, breakdownOf(reservation)).join(' · ') ||
                          (isActivity
                            ? t('confirmation.persons', { count: reservation.numberOfPersons })
                            : t('confirmation.travelers', { count: reservation.numberOfPersons }))}
                      </span>
                      <span>
                        {t('account.amounts', {
                          total: formatPrice(reservation.totalPrice, lang),
                          paid: formatPrice(reservation.paidAmount, lang),
                        })}
                      </span>
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <ReservationStatusBadge status={reservation.status} />
                      <PaymentStatusBadge status={reservation.paymentStatus} />
                    </div>
                    {reservation.holdExpiresAt && reservation.status !== 'cancelled' ? (
                      <p className="text-sm text-ochre-800">
                        {t('account.heldUntil', { date: formatDateTime(reservation.holdExpiresAt, lang) })}
                      </p>
                    ) : null}
                    {reservation.checkedInAt ? (
                      <p className="text-sm text-muted">
                        {t('account.checkedIn', { date: formatDateTime(reservation.checkedInAt, lang) })}
                      </p>
                    ) : null}
                    {reservation.refunds.length ? (
                      <details className="rounded-xl bg-sand-50 px-3 py-2 text-sm">
                        <summary className="cursor-pointer font-medium text-ink">
                          {t('account.refunded', { amount: formatPrice(reservation.refundedAmount, lang) })}
                        </summary>
                        <div className="mt-3">
                          <RefundHistory refunds={reservation.refunds} />
                        </div>
                      </details>
                    ) : null}
                  </div>
                  <div className="flex flex-col gap-2">
                    {hasTicket(reservation) ? <TicketButton reservation={reservation} /> : null}
                    {showsPayNow(reservation) ? (
                      <Link
                        to={`/payment/reservation/${reservation.paymentToken}`}
                        className={buttonClasses('primary', 'sm')}
                        aria-label={t('account.payNowNamed', { title: reservation.title })}
                      >
                        {t('account.payNow')}
                      </Link>
                    ) : null}
                    {canOfferMove(reservation) ? (
                      <MoveReservation
                        reservation={reservation}
                        onMoved={(moved) =>
                          setDone(
                            t('account.moved', { date: formatCalendarDate(moved.reservationDate, lang) }),
                          )
                        }
                      />
                    ) : null}
                    {canOfferCancel(reservation) ? (
                      <CancelReservation
                        reservation={reservation}
                        onCancelled={(refund) =>
                          setDone(t('account.cancelled', { amount: formatPrice(refund, lang) }))
                        }
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AccountListState>
    </AccountCard>
  );
}

/** Saves the reservation's e-ticket PDF, which staff scan at the start. */
function TicketButton({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadTicket(reservation);
    } catch (error) {
      toast.error(translateError(t, error, t('account.ticketFailed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={save}
      loading={saving}
      aria-label={t('account.ticketNamed', { title: reservation.title })}
    >
      {saving ? null : <Ticket className="size-4" aria-hidden="true" />}
      {t('account.ticket')}
    </Button>
  );
}
