import type { Order } from '@ochre/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, MapPin, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Spinner } from '../../../components/ui/spinner';
import { TotalsList } from '../../../components/ui/totals-list';
import { isNotFound } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { translateError, useLang, useTranslation } from '../../../lib/i18n';
import { RequireAuth } from '../../auth/require-auth';
import { useAuth } from '../../auth/use-auth';
import { orderQuery } from '../api/orders';
import { InvoiceButton } from '../components/invoice-button';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PaymentButton } from '../components/payment-button';
import { RefundHistory } from '../components/refund-history';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:order.title'), noindex: true }),
};

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-card" aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const address = order.shippingAddress;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="big-figure text-ink">{t('orders.number', { number: order.orderNumber })}</h1>
          <p className="mt-2 text-muted">{t('order.placed', { date: formatDate(order.createdAt, lang) })}</p>
        </div>
        <InvoiceButton order={order} />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <section className="rounded-card border border-line bg-white p-6 shadow-card">
            <h2 className="font-display text-2xl font-semibold text-ink">{t('order.items')}</h2>
            <OrderLines order={order} />
            <TotalsList
              className="mt-4 border-t border-line pt-5"
              subtotal={order.itemsPrice}
              shipping={order.shippingPrice}
              tax={order.taxPrice}
              total={order.totalPrice}
            />
          </section>
        </div>

        <div className="space-y-6">
          <Panel title={t('order.payment')} icon={<CreditCard className="size-4" aria-hidden="true" />}>
            <div className="space-y-3">
              <div className="flex items-center justify-between gap-3">
                <span className="text-ink">{order.paymentMethod}</span>
                <OrderStatusBadge isPaid={order.isPaid} />
              </div>
              {order.isPaid && order.paidAt ? (
                <p className="text-sm text-muted">
                  {t('order.paidOn', { date: formatDate(order.paidAt, lang) })}
                </p>
              ) : (
                <PaymentButton target={{ orderId: order._id }} amount={order.totalPrice} />
              )}
            </div>
          </Panel>
          {order.refunds.length ? (
            <Panel
              title={t('refunds.title')}
              icon={<Undo2 className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            >
              <RefundHistory refunds={order.refunds} />
            </Panel>
          ) : null}
          {address ? (
            <Panel title={t('order.shipping')} icon={<MapPin className="size-4" aria-hidden="true" />}>
              <address className="space-y-0.5 text-ink-soft not-italic">
                <p className="font-semibold text-ink">{address.fullName}</p>
                <p>{address.address}</p>
                <p>{address.city}</p>
                <p>{address.postalCode}</p>
                <p>{t(`checkout.countries.${address.country}`, { defaultValue: address.country })}</p>
              </address>
            </Panel>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function OrderPage() {
  const { t } = useTranslation('shop');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useQuery({ ...orderQuery(user?._id ?? '', id), enabled: Boolean(user) });

  return (
    <Container className="py-10 sm:py-14">
      <Link to="/account?tab=orders" className={buttonClasses('ghost', 'sm', '-ms-3 mb-6')}>
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('order.back')}
      </Link>
      {order.isPending ? (
        <p className="flex items-center gap-3 py-20 text-muted" role="status">
          <Spinner className="size-5" />
          {t('common:loading')}
        </p>
      ) : order.isError ? (
        isNotFound(order.error) ? (
          <EmptyState role="alert" title={t('order.notFound')} />
        ) : (
          <LoadFailedState
            title={translateError(t, order.error, 'An error occurred while fetching order details.', {
              serverOnly: true,
            })}
            onRetry={() => order.refetch()}
          />
        )
      ) : (
        <OrderDetail order={order.data} />
      )}
    </Container>
  );
}

/** SPEC §2 Order detail: the customer's own order (or any, for admins). */
export function Component() {
  return (
    <RequireAuth>
      <OrderPage />
    </RequireAuth>
  );
}
