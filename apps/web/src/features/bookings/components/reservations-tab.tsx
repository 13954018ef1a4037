import { showsPayNow } from '@ochre/shared/rules/reservation-lifecycle';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarHeart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Img } from '../../../components/ui/img';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { AccountCard } from '../../account/components/account-card';
import { useAuth } from '../../auth/use-auth';
import { myReservationsQuery } from '../api/reservations';
import { reservationItemPath } from '../reservation-data';
import { PaymentStatusBadge, ReservationStatusBadge } from './reservation-badges';

/**
 * The account's Reservations tab (SPEC §2): activities and travel programs
 * with their status and payment status, and 'Pay Now' exactly when the
 * reservation is confirmed, unpaid and has a payment link (SPEC §4).
 */
export default function ReservationsTab() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const { user } = useAuth();
  const reservations = useQuery({ ...myReservationsQuery(user?._id ?? ''), enabled: Boolean(user) });

  return (
    <AccountCard title={t('account.title')} description={t('account.text')}>
      {reservations.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : reservations.isError ? (
        <EmptyState
          role="alert"
          title={t('account.loadFailed')}
          action={
            <Button variant="outline" onClick={() => reservations.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : reservations.data.length === 0 ? (
        <EmptyState
          icon={<CalendarHeart className="size-6" />}
          title={t('account.none')}
          action={
            <Link to="/activities" className={buttonClasses('primary')}>
              {t('account.browse')}
            </Link>
          }
        >
          {t('account.noneText')}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {reservations.data.map((reservation) => {
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
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays className="size-4" aria-hidden="true" />
                      {formatCalendarDate(reservation.reservationDate, lang)}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Users className="size-4" aria-hidden="true" />
                      {isActivity
                        ? t('confirmation.persons', { count: reservation.numberOfPersons })
                        : t('confirmation.travelers', { count: reservation.numberOfPersons })}
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
                </div>
                {showsPayNow(reservation) ? (
                  <Link
                    to={`/payment/reservation/${reservation.paymentToken}`}
                    className={buttonClasses('primary', 'sm')}
                    aria-label={t('account.payNowNamed', { title: reservation.title })}
                  >
                    {t('account.payNow')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </AccountCard>
  );
}
