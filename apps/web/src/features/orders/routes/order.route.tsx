import type { Order } from '@ochre/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RouteHandle } from '../../../app/head';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError, isNotFound } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { type Lang, translateMessage } from '../../../lib/i18n';
import { RequireAuth } from '../../auth/require-auth';
import { useAuth } from '../../auth/use-auth';
import { TotalsList } from '../../cart/components/totals-list';
import { PaymentButton } from '../../payments/components/payment-button';
import { orderQuery } from '../api/orders';
import { InvoiceButton } from '../components/invoice-button';
import { OrderLines } from '../components/order-lines';
import { OrderStatusBadge } from '../components/order-status-badge';

export const handle: RouteHandle = {
  head: ({ t }) => ({ title: t('shop:order.title'), noindex: true }),
};

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
  const address = order.shippingAddress;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-semibold text-ink sm:text-5xl">
            {t('orders.number', { number: order.orderNumber })}
          </h1>
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
                <PaymentButton target={{ orderId: order._id }} />
              )}
            </div>
          </Panel>
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
          <EmptyState
            role="alert"
            title={translateMessage(
              t,
              isApiError(order.error) && order.error.status > 0
                ? order.error.message
                : 'An error occurred while fetching order details.',
            )}
            action={
              <Button variant="outline" onClick={() => order.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
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
