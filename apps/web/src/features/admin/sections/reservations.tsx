import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '@ochre/shared/rules/reservation-lifecycle';
import { RESERVATION_KINDS, type ReservationKind } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { formatCalendarDate, formatNumber, formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../bookings/components/reservation-badges';
import { adminReservationsQuery } from '../api/reservations-admin';
import { AdminPanel } from '../components/admin-panel';
import { DataTable, Td, Th } from '../components/data-table';
import { DateFilter, FilterBar } from '../components/filter-bar';
import { LabelledSelect } from '../components/labelled-select';
import { ListState } from '../components/list-state';
import { ReservationDetail } from '../components/reservation-detail';
import { useFilterParams, useSectionParam } from '../use-section-param';

const FILTERS = {
  status: ['all', ...RESERVATION_STATUSES],
  paymentStatus: ['all', ...PAYMENT_STATUSES],
  kind: ['all', ...RESERVATION_KINDS],
} as const;

/** The open reservation is kept in the address as "kind:id". */
function parseOpen(value: string | null): { kind: ReservationKind; id: string } | null {
  const [kind, id] = value?.split(/:(.*)/s) ?? [];
  return id && RESERVATION_KINDS.includes(kind as ReservationKind)
    ? { kind: kind as ReservationKind, id }
    : null;
}

/** Activity and travel reservations: find them by status, payment or date, open one, confirm, cancel, complete. */
export default function ReservationsAdmin() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Lang;
  const [openParam, setOpen] = useSectionParam('reservation');
  const open = parseOpen(openParam);
  const [filters, setFilters] = useFilterParams(FILTERS);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const pick = <T extends string>(value: string) => (value === 'all' ? undefined : (value as T));
  const query = {
    status: pick<(typeof RESERVATION_STATUSES)[number]>(filters.status),
    paymentStatus: pick<(typeof PAYMENT_STATUSES)[number]>(filters.paymentStatus),
    kind: pick<ReservationKind>(filters.kind),
    search: useDebouncedValue(search.trim()) || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    limit: 20,
  };
  const list = useQuery({ ...adminReservationsQuery(query), enabled: open === null });

  if (open !== null) return <ReservationDetail kind={open.kind} id={open.id} onBack={() => setOpen(null)} />;

  const change = (changes: Partial<Record<keyof typeof FILTERS, string>>) => {
    setFilters(changes);
    setPage(1);
  };
  const filtered = Boolean(
    query.search ||
      from ||
      to ||
      filters.status !== 'all' ||
      filters.paymentStatus !== 'all' ||
      filters.kind !== 'all',
  );

  return (
    <AdminPanel title={t('reservations.title')} description={t('reservations.text')}>
      <FilterBar>
        <SearchInput
          label={t('reservations.search')}
          placeholder={t('reservations.search')}
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
          {RESERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`booking:status.${status}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('reservations.payment')}
          value={filters.paymentStatus}
          onChange={(e) => change({ paymentStatus: e.target.value })}
        >
          <option value="all">{t('filters.all')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`booking:paymentStatus.${status}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('reservations.kind')}
          value={filters.kind}
          onChange={(e) => change({ kind: e.target.value })}
        >
          <option value="all">{t('filters.all')}</option>
          {RESERVATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`orders.kinds.${kind}`)}
            </option>
          ))}
        </LabelledSelect>
        <DateFilter
          label={t('reservations.from')}
          value={from}
          onChange={(value) => {
            setFrom(value);
            setPage(1);
          }}
        />
        <DateFilter
          label={t('reservations.to')}
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
              change({ status: 'all', paymentStatus: 'all', kind: 'all' });
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
          icon: <CalendarCheck className="size-6" />,
          title: filtered ? t('reservations.noneFound') : t('reservations.none'),
          text: filtered ? t('filters.tryOther') : t('reservations.noneText'),
        }}
      >
        <DataTable caption={t('reservations.title')}>
          <thead>
            <tr>
              <Th>{t('reservations.customer')}</Th>
              <Th className="hidden lg:table-cell">{t('reservations.item')}</Th>
              <Th className="hidden md:table-cell">{t('reservations.date')}</Th>
              <Th className="hidden xl:table-cell text-end">{t('reservations.persons')}</Th>
              <Th className="text-end">{t('reservations.total')}</Th>
              <Th className="hidden sm:table-cell">{t('filters.status')}</Th>
              <Th>
                <span className="sr-only">{t('actions')}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((reservation) => {
              const customer = reservation.customerInfo?.name ?? reservation.user?.name ?? '';
              const openThis = () => setOpen(`${reservation.kind}:${reservation._id}`);
              return (
                <tr key={reservation._id} className="hover:bg-sand-50" data-testid="admin-reservation-row">
                  <Td>
                    <button
                      type="button"
                      onClick={openThis}
                      className="text-start font-semibold text-ink hover:text-ochre-800 hover:underline"
                    >
                      {customer}
                    </button>
                    <p className="max-w-56 truncate text-xs text-muted">
                      {reservation.customerInfo?.email ?? reservation.user?.email}
                    </p>
                    <p className="max-w-56 truncate text-xs text-ink-soft lg:hidden">{reservation.title}</p>
                    <p className="text-xs text-muted md:hidden">
                      {formatCalendarDate(reservation.date, lang)} ·{' '}
                      {t('reservations.personCount', { count: reservation.numberOfPersons })}
                    </p>
                    <div className="mt-1.5 flex flex-wrap gap-1.5 sm:hidden">
                      <ReservationStatusBadge status={reservation.status} />
                      <PaymentStatusBadge status={reservation.paymentStatus} />
                    </div>
                  </Td>
                  <Td className="hidden lg:table-cell">
                    <span className="block max-w-64 truncate text-ink-soft">{reservation.title}</span>
                    <span className="block text-xs text-muted">
                      {t(`orders.kinds.${reservation.kind}`)} ·{' '}
                      {t('reservations.ref', { reference: reservation.reference })}
                    </span>
                  </Td>
                  <Td className="hidden whitespace-nowrap text-ink-soft md:table-cell">
                    {formatCalendarDate(reservation.date, lang)}
                    <span className="block text-xs text-muted xl:hidden">
                      {t('reservations.personCount', { count: reservation.numberOfPersons })}
                    </span>
                  </Td>
                  <Td className="hidden text-end text-ink-soft tabular-nums xl:table-cell">
                    {formatNumber(reservation.numberOfPersons, lang)}
                  </Td>
                  <Td className="text-end font-semibold whitespace-nowrap text-ink tabular-nums">
                    {formatPrice(reservation.totalPrice, lang)}
                  </Td>
                  <Td className="hidden sm:table-cell">
                    <div className="flex flex-wrap gap-1.5">
                      <ReservationStatusBadge status={reservation.status} />
                      <PaymentStatusBadge status={reservation.paymentStatus} />
                    </div>
                  </Td>
                  <Td className="text-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={openThis}
                      aria-label={t('reservations.openNamed', { name: customer, title: reservation.title })}
                    >
                      <span className="hidden sm:inline">{t('orders.open')}</span>
                      <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                    </Button>
                  </Td>
                </tr>
              );
            })}
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
