import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { AccountCard } from '../../account/components/account-card';
import { useAuth } from '../../auth/use-auth';
import { myOrdersQuery } from '../api/orders';
import { InvoiceButton } from './invoice-button';
import { OrderStatusBadge } from './order-status-badge';

/** The account's Orders tab (SPEC §2): each order links to its page; invoices download as PDF. */
export default function OrdersTab() {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language as Lang;
  const { user } = useAuth();
  const orders = useQuery({ ...myOrdersQuery(user?._id ?? ''), enabled: Boolean(user) });

  return (
    <AccountCard title={t('orders.title')} description={t('orders.text')}>
      {orders.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : orders.isError ? (
        <EmptyState
          role="alert"
          title={t('orders.loadFailed')}
          action={
            <Button variant="outline" onClick={() => orders.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<Package className="size-6" />}
          title={t('orders.none')}
          action={
            <Link to="/products" className={buttonClasses('primary')}>
              {t('cart.browse')}
            </Link>
          }
        >
          {t('orders.noneText')}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {orders.data.map((order) => {
            const count = order.orderItems.reduce((sum, item) => sum + item.qty, 0);
            return (
              <li
                key={order._id}
                className="flex flex-wrap items-center gap-4 p-4 sm:p-5"
                data-testid="order-row"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/orders/${order._id}`}
                      className="font-semibold text-ink hover:text-ochre-800 hover:underline"
                    >
                      {t('orders.number', { number: order.orderNumber })}
                    </Link>
                    <OrderStatusBadge isPaid={order.isPaid} />
                  </div>
                  <p className="text-sm text-muted">
                    {t('orders.summaryLine', {
                      date: formatDate(order.createdAt, lang, 'medium'),
                      count,
                      total: formatPrice(order.totalPrice, lang),
                    })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <InvoiceButton order={order} variant="ghost" />
                  <Link
                    to={`/orders/${order._id}`}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={t('orders.viewNamed', { number: order.orderNumber })}
                  >
                    {t('orders.view')}
                    <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountCard>
  );
}
