import { ORDER_KINDS, ORDER_STATUSES } from '@ochre/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';
import { adminOrdersQuery } from '../api/orders-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { DatesAndClear } from '../components/filter-bar';
import { ItemCell } from '../components/item-cell';
import { ChoiceFilter } from '../components/labelled-select';
import { ORDER_STATUS_TONE, OrderDetail } from '../components/order-detail';
import { OpenButton } from '../components/row-actions';
import { useAdminList } from '../use-admin-list';

const FILTERS = {
  status: ['all', ...ORDER_STATUSES],
  paid: ['all', 'paid', 'unpaid'],
  kind: ['all', ...ORDER_KINDS],
} as const;

/** Every order (shop, activities, travel): find one by number or e-mail, open it, record cash, ship. */
export default function OrdersAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'order', filters: FILTERS, local: ['from', 'to'] });
  const query = {
    status: state.filters.status,
    paid: state.filters.paid,
    kind: state.filters.kind,
    search: state.searchQuery || undefined,
    from: state.local.from || undefined,
    to: state.local.to || undefined,
    page: state.page,
    limit: 20,
  };
  const list = useQuery({ ...adminOrdersQuery(query), enabled: state.open === null });
  const { open, setOpen } = state;

  if (open !== null) return <OrderDetail id={open} onBack={() => setOpen(null)} />;

  return (
    <AdminPanel title={t('orders.title')} description={t('orders.text')}>
      <AdminList
        section="orders"
        state={state}
        list={list}
        icon={Receipt}
        searchClassName="w-full lg:w-72"
        filters={
          <>
            <ChoiceFilter
              label={t('filters.status')}
              value={state.filters.status}
              choices={ORDER_STATUSES}
              labelOf={(status) => t(`orders.statuses.${status}`)}
              onChange={(status) => state.setFilters({ status })}
            />
            <ChoiceFilter
              label={t('orders.payment')}
              value={state.filters.paid}
              choices={['paid', 'unpaid'] as const}
              labelOf={(paid) => t(`orders.${paid}`)}
              onChange={(paid) => state.setFilters({ paid })}
            />
            <ChoiceFilter
              label={t('orders.kind')}
              value={state.filters.kind}
              choices={ORDER_KINDS}
              labelOf={(kind) => t(`orders.kinds.${kind}`)}
              onChange={(kind) => state.setFilters({ kind })}
            />
            <DatesAndClear section="orders" state={state} />
          </>
        }
        head={
          <>
            <Th>{t('orders.order')}</Th>
            <Th className="hidden md:table-cell">{t('orders.placed')}</Th>
            <Th className="hidden lg:table-cell">{t('orders.kind')}</Th>
            <Th className="text-end">{t('orders.total')}</Th>
            <Th className="hidden sm:table-cell">{t('filters.status')}</Th>
            <Th>
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </>
        }
      >
        {(order) => (
          <tr key={order._id} className="hover:bg-sand-50" data-testid="admin-order-row">
            <Td>
              <ItemCell
                name={t('orders.number', { number: order.orderNumber })}
                onOpen={() => setOpen(order._id)}
              >
                <p className="max-w-56 truncate text-xs text-muted">
                  {order.customer.name} · {order.customer.email}
                </p>
                <p className="text-xs text-muted md:hidden">{formatDateTime(order.createdAt, lang)}</p>
              </ItemCell>
            </Td>
            <Td className="hidden whitespace-nowrap text-muted md:table-cell">
              {formatDateTime(order.createdAt, lang)}
            </Td>
            <Td className="hidden lg:table-cell">
              <span className="text-ink-soft">{t(`orders.kinds.${order.kind}`)}</span>
              <span className="block text-xs text-muted">
                {t('orders.itemCount', { count: order.itemCount })}
              </span>
            </Td>
            <Td className="text-end font-semibold whitespace-nowrap text-ink tabular-nums">
              {formatDollars(order.totalPrice, lang)}
            </Td>
            <Td className="hidden sm:table-cell">
              <div className="flex flex-wrap gap-1.5">
                <OrderStatusBadge isPaid={order.isPaid} />
                {order.kind === 'shop' && order.status === 'paid' ? (
                  <Badge tone="blue">{t('orders.toShip')}</Badge>
                ) : order.status === 'paid' || order.status === 'pending' ? null : (
                  <Badge tone={ORDER_STATUS_TONE[order.status]}>{t(`orders.statuses.${order.status}`)}</Badge>
                )}
              </div>
            </Td>
            <Td className="text-end">
              <OpenButton
                label={t('orders.openNamed', { number: order.orderNumber })}
                onOpen={() => setOpen(order._id)}
              />
            </Td>
          </tr>
        )}
      </AdminList>
    </AdminPanel>
  );
}
