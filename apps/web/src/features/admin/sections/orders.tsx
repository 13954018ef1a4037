import { ORDER_KINDS, ORDER_STATUSES } from '@ochre/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Receipt, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { formatDateTime, formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { OrderStatusBadge } from '../../orders/components/order-status-badge';
import { adminOrdersQuery } from '../api/orders-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { DateFilter, FilterBar } from '../components/filter-bar';
import { LabelledSelect } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { ORDER_STATUS_TONE, OrderDetail } from '../components/order-detail';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = {
  status: ['all', ...ORDER_STATUSES],
  paid: ['all', 'paid', 'unpaid'],
  kind: ['all', ...ORDER_KINDS],
} as const;

/** Every order (shop, activities, travel): find one by number or e-mail, open it, record cash, ship. */
export default function OrdersAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [open, setOpen] = useSectionParam('order');
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    status: filters.status as (typeof FILTERS.status)[number],
    paid: filters.paid as (typeof FILTERS.paid)[number],
    kind: filters.kind as (typeof FILTERS.kind)[number],
    search: useDebouncedValue(search.trim()) || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminOrdersQuery(query), enabled: open === null });

  if (open !== null) return <OrderDetail id={open} onBack={() => setOpen(null)} />;

  const change = (changes: Partial<Record<keyof typeof FILTERS, string>>) => {
    setFilters(changes);
    setPage(1);
  };
  const filtered = Boolean(
    query.search ||
      from ||
      to ||
      filters.status !== 'all' ||
      filters.paid !== 'all' ||
      filters.kind !== 'all',
  );

  return (
    <AdminPanel title={t('orders.title')} description={t('orders.text')}>
      <FilterBar>
        <SearchInput
          label={t('orders.search')}
          placeholder={t('orders.search')}
          value={search}
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="w-full lg:w-72"
        />
        <LabelledSelect
          label={t('filters.status')}
          value={filters.status}
          onChange={(e) => change({ status: e.target.value })}
        >
          <option value="all">{t('filters.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.statuses.${status}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('orders.payment')}
          value={filters.paid}
          onChange={(e) => change({ paid: e.target.value })}
        >
          <option value="all">{t('filters.all')}</option>
          <option value="paid">{t('orders.paid')}</option>
          <option value="unpaid">{t('orders.unpaid')}</option>
        </LabelledSelect>
        <LabelledSelect
          label={t('orders.kind')}
          value={filters.kind}
          onChange={(e) => change({ kind: e.target.value })}
        >
          <option value="all">{t('filters.all')}</option>
          {ORDER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`orders.kinds.${kind}`)}
            </option>
          ))}
        </LabelledSelect>
        <DateFilter
          label={t('orders.from')}
          value={from}
          onChange={(value) => {
            setFrom(value);
            setPage(1);
          }}
        />
        <DateFilter
          label={t('orders.to')}
          value={to}
          onChange={(value) => {
            setTo(value);
            setPage(1);
          }}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setFrom('');
              setTo('');
              change({ status: 'all', paid: 'all', kind: 'all' });
            }}
          >
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        ) : null}
      </FilterBar>

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{
          icon: <Receipt className="size-6" />,
          title: filtered ? t('orders.noneFound') : t('orders.none'),
          text: filtered ? t('filters.tryOther') : t('orders.noneText'),
        }}
      >
        <DataTable caption={t('orders.title')}>
          <thead>
            <tr>
              <Th>{t('orders.order')}</Th>
              <Th className="hidden md:table-cell">{t('orders.placed')}</Th>
              <Th className="hidden lg:table-cell">{t('orders.kind')}</Th>
              <Th className="text-end">{t('orders.total')}</Th>
              <Th className="hidden sm:table-cell">{t('filters.status')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((order) => (
              <tr key={order._id} className="hover:bg-sand-50" data-testid="admin-order-row">
                <Td>
                  <button
                    type="button"
                    onClick={() => setOpen(order._id)}
                    className="font-semibold text-ink hover:text-ochre-800 hover:underline"
                  >
                    {t('orders.number', { number: order.orderNumber })}
                  </button>
                  <p className="max-w-56 truncate text-xs text-muted">
                    {order.customer.name} · {order.customer.email}
                  </p>
                  <p className="text-xs text-muted md:hidden">{formatDateTime(order.createdAt, lang)}</p>
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
                  {formatPrice(order.totalPrice, lang)}
                </Td>
                <Td className="hidden sm:table-cell">
                  <div className="flex flex-wrap gap-1.5">
                    <OrderStatusBadge isPaid={order.isPaid} />
                    {order.kind === 'shop' && order.status === 'paid' ? (
                      <Badge tone="blue">{t('orders.toShip')}</Badge>
                    ) : order.status === 'paid' || order.status === 'pending' ? null : (
                      <Badge tone={ORDER_STATUS_TONE[order.status]}>
                        {t(`orders.statuses.${order.status}`)}
                      </Badge>
                    )}
                  </div>
                </Td>
                <Td className="text-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setOpen(order._id)}
                    aria-label={t('orders.openNamed', { number: order.orderNumber })}
                  >
                    <span className="hidden sm:inline">{t('orders.open')}</span>
                    <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
    </AdminPanel>
  );
}
