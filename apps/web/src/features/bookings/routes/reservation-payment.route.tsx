import { TRAVEL_DEPOSIT_CENTS } from '@ochre/shared/constants';
import type { PaymentType } from '@ochre/shared/rules/booking-pricing';
import type { Order } from '@ochre/shared/schemas/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleCheck, LinkIcon, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, useNavigate, useParams, useRouteError } from 'react-router';
import { toast } from 'sonner';
import { pageLoader } from '../../../app/app-context';
import { PageErrorBoundary } from '../../../app/error-pages';
import type { RouteHandle } from '../../../app/head';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { isApiError, isNotFound } from '../../../lib/api-client';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import { type Lang, translateMessage } from '../../../lib/i18n';
import type { ThankYouState } from '../../orders/thank-you-state';
import { PaymentButton } from '../../payments/components/payment-button';
import { orderForReservationLink, reservationByTokenQuery, reservationKeys } from '../api/reservations';
import { PaymentTypeChoice } from '../components/payment-type-choice';
import { PaymentStatusBadge, ReservationStatusBadge } from '../components/reservation-badges';
import { toReservationData } from '../reservation-data';

export const loader = pageLoader(async ({ params, queryClient }) => {
  try {
    await queryClient.ensureQueryData(reservationByTokenQuery(params.token ?? ''));
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
});

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('booking:payLink.title'), noindex: true }),
};

/** SPEC §8: 'Invalid or expired payment link.' */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('booking');
  if (!isRouteErrorResponse(error) || error.status !== 404) return <PageErrorBoundary />;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <LinkIcon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-ink sm:text-4xl">
        {t('payLink.invalid')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t('payLink.invalidText')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('common:notFound.home')}
      </Link>
    </Container>
  );
}

/**
 * SPEC §4 Reservation payment link: the reservation by its token; choose to
 * pay in full or a $15.00 deposit (once nothing is paid yet), create the
 * order, pay, and go to the thank-you page.
 */
export function Component() {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: reservation } = useQuery(reservationByTokenQuery(token));
  const [paymentType, setPaymentType] = useState<PaymentType>('full');
  const [order, setOrder] = useState<(Order & { paymentToken: string }) | null>(null);
  const [pending, setPending] = useState(false);
  if (!reservation) return null;

  const isActivity = reservation.kind === 'activity';
  const depositAllowed = reservation.paidAmount === 0;
  const settled = reservation.paymentStatus === 'paid' || reservation.balanceDue === 0;

  const prepare = async (type: PaymentType) => {
    setPaymentType(type);
    setPending(true);
    try {
      setOrder(await orderForReservationLink(token, type === 'partial'));
      toast.success(translateMessage(t, 'Order created. Proceed to payment.'));
    } catch (error) {
      setOrder(null);
      toast.error(
        translateMessage(
          t,
          isApiError(error) && error.status > 0 ? error.message : 'Failed to create order.',
        ),
      );
    } finally {
      setPending(false);
    }
  };

  const rows: [string, string][] = [
    [t('summary.total'), formatPrice(reservation.totalPrice, lang)],
    [t('payLink.paid'), formatPrice(reservation.paidAmount, lang)],
    [t('payLink.balance'), formatPrice(reservation.balanceDue, lang)],
  ];
  const image = reservation.activity?.image || reservation.program?.image;

  return (
    <Container className="max-w-3xl py-10 sm:py-16">
      <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
        {t('payLink.eyebrow')}
      </p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink sm:text-5xl">
        {t('payLink.heading', { reference: reservation.reference })}
      </h1>
      <div className="mt-4 flex flex-wrap gap-2">
        <ReservationStatusBadge status={reservation.status} />
        <PaymentStatusBadge status={reservation.paymentStatus} />
      </div>

      <section className="mt-8 overflow-hidden rounded-card border border-line bg-white shadow-card">
        <div className="flex flex-col sm:flex-row">
          {image ? (
            <Img
              src={image}
              alt=""
              width={320}
              height={240}
              sizes="(min-width: 640px) 14rem, 100vw"
              className="aspect-[4/3] w-full object-cover sm:w-56"
            />
          ) : null}
          <div className="flex-1 p-6">
            <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
              {isActivity ? t('confirmation.activity') : t('confirmation.program')}
            </p>
            <h2 className="mt-1 font-display text-2xl font-semibold text-ink">{reservation.title}</h2>
            <ul className="mt-3 space-y-1.5 text-ink-soft">
              {reservation.activity?.location ? (
                <li className="flex items-center gap-2">
                  <MapPin className="size-4 text-ochre-600" aria-hidden="true" />
                  {reservation.activity.location}
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <CalendarDays className="size-4 text-ochre-600" aria-hidden="true" />
                {formatCalendarDate(reservation.reservationDate, lang)}
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 text-ochre-600" aria-hidden="true" />
                {isActivity
                  ? t('confirmation.persons', { count: reservation.numberOfPersons })
                  : t('confirmation.travelers', { count: reservation.numberOfPersons })}
              </li>
            </ul>
          </div>
        </div>
        <dl className="space-y-2 border-t border-line p-6">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-ink-soft">{label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mt-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        {settled ? (
          <p role="status" className="flex items-center gap-3 text-lg font-semibold text-palm-700">
            <CircleCheck className="size-6" aria-hidden="true" />
            {t('payLink.settled')}
          </p>
        ) : (
          <div className="space-y-6">
            <h2 className="font-display text-2xl font-semibold text-ink">{t('payLink.pay')}</h2>
            {depositAllowed ? (
              <PaymentTypeChoice
                value={paymentType}
                onChange={(type) => (order ? void prepare(type) : setPaymentType(type))}
                total={reservation.balanceDue}
                deposit={Math.min(TRAVEL_DEPOSIT_CENTS / 100, reservation.balanceDue)}
                disabled={pending}
              />
            ) : (
              <p className="text-ink-soft">
                {t('payLink.balanceOnly', { amount: formatPrice(reservation.balanceDue, lang) })}
              </p>
            )}
            {order ? (
              <div className="space-y-3">
                <p className="flex items-baseline justify-between gap-3 text-ink">
                  <span className="font-semibold">{t('step.dueNow')}</span>
                  <span className="text-2xl font-semibold tabular-nums" data-testid="amount-due">
                    {formatPrice(order.totalPrice, lang)}
                  </span>
                </p>
                <PaymentButton
                  key={order._id}
                  target={{ token: order.paymentToken }}
                  onPaid={({ order: done }) => {
                    void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
                    navigate('/thank-you', {
                      state: {
                        orderId: done._id,
                        orderNumber: done.orderNumber,
                        type: reservation.kind,
                        reservationData: toReservationData(reservation, order.totalPrice),
                      } satisfies ThankYouState,
                    });
                  }}
                />
              </div>
            ) : (
              <Button
                size="lg"
                className="w-full"
                loading={pending}
                onClick={() => void prepare(depositAllowed ? paymentType : 'full')}
              >
                {t('step.continue')}
              </Button>
            )}
          </div>
        )}
      </section>
    </Container>
  );
}
