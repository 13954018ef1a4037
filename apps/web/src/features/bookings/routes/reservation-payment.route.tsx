import { TRAVEL_DEPOSIT_CENTS } from '@ochre/shared/constants';
import type { PaymentType } from '@ochre/shared/rules/booking-pricing';
import type { Order } from '@ochre/shared/schemas/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Img } from '../../../components/ui/img';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../../components/ui/reservation-badges';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { PayLinkError, PayLinkPage } from '../../orders/components/pay-link-page';
import { breakdownOf, breakdownParts } from '../../orders/reservation-breakdown';
import type { ThankYouState } from '../../orders/thank-you-state';
import { orderForReservationLink, reservationByTokenQuery, reservationKeys } from '../api/reservations';
import { PayNow } from '../components/booking-payment-step';
import { PaymentTypeChoice } from '../components/payment-type-choice';
import { toReservationData } from '../reservation-data';

export const loader = pageLoader(({ params, queryClient }) =>
  orNotFound(queryClient.ensureQueryData(reservationByTokenQuery(params.token ?? ''))),
);

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('booking:payLink.title'), noindex: true }),
};

export function ErrorBoundary() {
  const { t } = useTranslation('booking');
  return <PayLinkError title={t('payLink.invalid')} text={t('payLink.invalidText')} />;
}

/**
 * SPEC §4 Reservation payment link: the reservation by its token; choose to
 * pay in full or a $15.00 deposit (once nothing is paid yet), create the
 * order, pay, and go to the thank-you page.
 */
export function Component() {
  const { t } = useTranslation('booking');
  const lang = useLang();
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
      toast.error(translateError(t, error, 'Failed to create order.', { serverOnly: true }));
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
    <PayLinkPage
      ns="booking"
      title={t('payLink.heading', { reference: reservation.reference })}
      intro={
        <div className="mt-4 flex flex-wrap gap-2">
          <ReservationStatusBadge status={reservation.status} />
          <PaymentStatusBadge status={reservation.paymentStatus} />
        </div>
      }
      summary={
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
                    <MapPin className="meta-icon" aria-hidden="true" />
                    {reservation.activity.location}
                  </li>
                ) : null}
                <li className="flex items-center gap-2">
                  <CalendarDays className="meta-icon" aria-hidden="true" />
                  {formatCalendarDate(reservation.reservationDate, lang)}
                </li>
                <li className="flex items-center gap-2">
                  <Users className="meta-icon" aria-hidden="true" />
                  {isActivity
                    ? t('confirmation.persons', { count: reservation.numberOfPersons })
                    : t('confirmation.travelers', { count: reservation.numberOfPersons })}
                  {breakdownParts(t, breakdownOf(reservation))
                    .slice(1)
                    .map((part) => ` · ${part}`)}
                </li>
              </ul>
            </div>
          </div>
          <dl className="space-y-2 border-t border-line p-6">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="amount">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      }
      paid={settled}
      paidText={t('payLink.settled')}
    >
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
        <PayNow
          order={order}
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
    </PayLinkPage>
  );
}
