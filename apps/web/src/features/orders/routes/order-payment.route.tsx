import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { TotalsList } from '../../../components/ui/totals-list';
import { formatDate } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { orderByTokenQuery } from '../api/orders';
import { OrderLines } from '../components/order-lines';
import { PayLinkError, PayLinkPage } from '../components/pay-link-page';
import { PaymentButton } from '../components/payment-button';
import type { ThankYouState } from '../thank-you-state';

export const loader = pageLoader(({ params, queryClient }) =>
  orNotFound(queryClient.ensureQueryData(orderByTokenQuery(params.token ?? ''))),
);

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:payLink.title'), noindex: true }),
};

/** SPEC §8 Order load, for token links; the reservation link keeps its own text (§4). */
export function ErrorBoundary() {
  const { t } = useTranslation('shop');
  return <PayLinkError title={t('payLink.invalid')} text={t('payLink.invalidText')} />;
}

/** SPEC §4 Order payment link: load the order by token; already paid says so; otherwise pay. */
export function Component() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: order } = useQuery(orderByTokenQuery(token));
  if (!order) return null;

  return (
    <PayLinkPage
      ns="shop"
      title={t('orders.number', { number: order.orderNumber })}
      intro={
        <p className="mt-2 text-muted">{t('order.placed', { date: formatDate(order.createdAt, lang) })}</p>
      }
      summary={
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
      }
      paid={order.isPaid}
      paidText={t('payLink.alreadyPaid')}
    >
      <PaymentButton
        target={{ token }}
        amount={order.totalPrice}
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
    </PayLinkPage>
  );
}
