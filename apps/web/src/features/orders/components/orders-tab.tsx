import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Package } from 'lucide-react';
import { AccountCard, AccountListState } from '../../../components/ui/account-card';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { formatDate, formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { myOrdersQuery } from '../api/orders';
import { InvoiceButton } from './invoice-button';
import { OrderStatusBadge } from './order-status-badge';

/** The account's Orders tab (SPEC §2): each order links to its page; invoices download as PDF. */
export default function OrdersTab() {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { user } = useAuth();
  const orders = useQuery({ ...myOrdersQuery(user?._id ?? ''), enabled: Boolean(user) });

  return (
    <AccountCard title={t('orders.title')} description={t('orders.text')}>
      <AccountListState
        query={orders}
        placeholder="h-24"
        failed={t('orders.loadFailed')}
        empty={{
          icon: <Package className="size-6" />,
          title: t('orders.none'),
          text: t('orders.noneText'),
          to: '/products',
          label: t('cart.browse'),
        }}
      >
        {(items) => (
          <ul className="divide-y divide-line rounded-card border border-line">
            {items.map((order) => {
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
                      {order.refundedAmount > 0 ? (
                        <Badge tone="blue">
                          {t('refunds.refundedAmount', { amount: formatPrice(order.refundedAmount, lang) })}
                        </Badge>
                      ) : null}
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
      </AccountListState>
    </AccountCard>
  );
}
