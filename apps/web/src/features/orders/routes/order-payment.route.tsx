import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, useNavigate, useParams, useRouteError } from 'react-router';
import { pageLoader } from '../../../app/app-context';
import { PageErrorBoundary } from '../../../app/error-pages';
import type { RouteHandle } from '../../../app/head';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { isNotFound } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { TotalsList } from '../../cart/components/totals-list';
import { PaymentButton } from '../../payments/components/payment-button';
import { orderByTokenQuery } from '../api/orders';
import { OrderLines } from '../components/order-lines';
import type { ThankYouState } from '../thank-you-state';

export const loader = pageLoader(async ({ params, queryClient }) => {
  try {
    await queryClient.ensureQueryData(orderByTokenQuery(params.token ?? ''));
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
});

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:payLink.title'), noindex: true }),
};

/** SPEC §8: 'Invalid or expired payment link.' */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shop');
  if (!isRouteErrorResponse(error) || error.status !== 404) return <PageErrorBoundary />;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <LinkIcon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-ink sm:text-4xl">
        {t('payLink.invalid')}
      </h1>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('common:notFound.home')}
      </Link>
    </Container>
  );
}

/** SPEC §4 Order payment link: load the order by token; already paid says so; otherwise pay. */
export function Component() {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: order } = useQuery(orderByTokenQuery(token));
  if (!order) return null;

  return (
    <Container className="max-w-3xl py-10 sm:py-16">
      <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
        {t('payLink.eyebrow')}
      </p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink sm:text-5xl">
        {t('orders.number', { number: order.orderNumber })}
      </h1>
      <p className="mt-2 text-muted">{t('order.placed', { date: formatDate(order.createdAt, lang) })}</p>

      <section className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <OrderLines order={order} />
        <TotalsList
          className="mt-4 border-t border-line pt-5"
          subtotal={order.itemsPrice}
          shipping={order.shippingPrice}
          tax={order.taxPrice}
          total={order.totalPrice}
        />
      </section>

      <section className="mt-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        {order.isPaid ? (
          <p role="status" className="flex items-center gap-3 text-lg font-semibold text-palm-700">
            <CircleCheck className="size-6" aria-hidden="true" />
            {t('payLink.alreadyPaid')}
          </p>
        ) : (
          <>
            <h2 className="mb-5 font-display text-2xl font-semibold text-ink">{t('payLink.pay')}</h2>
            <PaymentButton
              target={{ token }}
              onPaid={({ order: done }) =>
                navigate('/thank-you', {
                  state: {
                    orderId: done._id,
                    orderNumber: done.orderNumber,
                    type: order.kind,
                  } satisfies ThankYouState,
                })
              }
            />
          </>
        )}
      </section>
    </Container>
  );
}
