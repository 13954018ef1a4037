import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { TotalsList } from '../../../components/ui/totals-list';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAuth } from '../../auth/use-auth';
import { orderQuery } from '../api/orders';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ReservationConfirmation } from '../components/reservation-confirmation';
import { readThankYouState, type ThankYouState } from '../thank-you-state';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('common:pages.thankYou'), noindex: true }),
};

/** The order's lines and total, when the visitor is signed in as its owner. */
function OrderSummary({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shop');
  const { user } = useAuth();
  const order = useQuery({ ...orderQuery(user?._id ?? '', orderId), enabled: Boolean(user), retry: false });
  if (!order.data) return null;
  return (
    <section className="mt-10 rounded-card border border-line bg-white p-6 text-start shadow-card sm:p-8">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-ink">{t('thankYou.summary')}</h2>
        <OrderStatusBadge isPaid={order.data.isPaid} />
      </div>
      <OrderLines order={order.data} />
      <TotalsList
        className="mt-4 border-t border-line pt-5"
        subtotal={order.data.itemsPrice}
        shipping={order.data.shippingPrice}
        tax={order.data.taxPrice}
        total={order.data.totalPrice}
      />
    </section>
  );
}

function OrderThankYou({ state }: { state: ThankYouState }) {
  const { t } = useTranslation('shop');
  const { status } = useAuth();
  return (
    <Container className="max-w-3xl py-14 text-center sm:py-20">
      <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-palm-50 text-palm-600">
        <CircleCheck className="size-10" aria-hidden="true" />
      </span>
      <h1 className="mt-6 big-figure text-ink">{t('thankYou.title')}</h1>
      <p className="mt-4 text-lg text-muted">
        {t('thankYou.number')}{' '}
        <span className="font-semibold text-ink" data-testid="order-number">
          {state.orderNumber}
        </span>
      </p>
      <ul className="mx-auto mt-8 max-w-xl space-y-3 text-start text-ink-soft">
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-ochre-700" aria-hidden="true" />
          {t('thankYou.email')}
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 size-5 shrink-0 text-ochre-700" aria-hidden="true" />
          {t('thankYou.contact')}
        </li>
      </ul>
      {status === 'authenticated' ? <OrderSummary orderId={state.orderId} /> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {status === 'authenticated' ? (
          <Link to={`/orders/${state.orderId}`} className={buttonClasses('primary', 'lg')}>
            {t('thankYou.viewOrder')}
          </Link>
        ) : null}
        <Link to="/products" className={buttonClasses('outline', 'lg')}>
          {t('thankYou.continue')}
        </Link>
      </div>
    </Container>
  );
}

/** SPEC §2 Thank-you: reads the navigation state (an order, or a reservation's data); without one it goes home. */
export function Component() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation state exists only in the browser; the server and hydration render the neutral view.
  const state = hydrated ? readThankYouState(location.state) : null;

  const missing = hydrated && !state;
  useEffect(() => {
    if (missing) navigate('/', { replace: true });
  }, [missing, navigate]);

  if (!state) {
    return (
      <Container className="flex items-center justify-center gap-3 py-32 text-muted" role="status">
        <Spinner className="size-5" />
        {t('loading')}
      </Container>
    );
  }
  if (state.reservationData) {
    return <ReservationConfirmation reservation={state.reservationData} orderNumber={state.orderNumber} />;
  }
  return <OrderThankYou state={state} />;
}
