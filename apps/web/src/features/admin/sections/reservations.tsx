import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '@ochre/shared/rules/reservation-lifecycle';
import { RESERVATION_KINDS, type ReservationKind } from '@ochre/shared/schemas/bookings';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { PaymentStatusBadge, ReservationStatusBadge } from '../../../components/ui/reservation-badges';
import { formatCalendarDate, formatDollars, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { adminReservationsQuery } from '../api/reservations-admin';
import { AdminList } from '../components/admin-list';
import { AdminPanel } from '../components/admin-panel';
import { Td, Th } from '../components/data-table';
import { DatesAndClear } from '../components/filter-bar';
import { ItemCell } from '../components/item-cell';
import { ChoiceFilter } from '../components/labelled-select';
import { ReservationDetail } from '../components/reservation-detail';
import { OpenButton } from '../components/row-actions';
import { useAdminList } from '../use-admin-list';

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

/** 'all' asks for no filter. */
const unlessAll = <T extends string>(value: T | 'all') => (value === 'all' ? undefined : value);

/** Activity and travel reservations: find them by status, payment or date, open one, confirm, cancel, complete. */
export default function ReservationsAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const state = useAdminList({ param: 'reservation', filters: FILTERS, local: ['from', 'to'] });
  const open = parseOpen(state.open);
  const query = {
    status: unlessAll(state.filters.status),
    paymentStatus: unlessAll(state.filters.paymentStatus),
    kind: unlessAll(state.filters.kind),
    search: state.searchQuery || undefined,
    from: state.local.from || undefined,
    to: state.local.to || undefined,
    page: state.page,
    limit: 20,
  };
  const list = useQuery({ ...adminReservationsQuery(query), enabled: open === null });
  const { setOpen } = state;

  if (open !== null) return <ReservationDetail kind={open.kind} id={open.id} onBack={() => setOpen(null)} />;

  return (
    <AdminPanel title={t('reservations.title')} description={t('reservations.text')}>
      <AdminList
        section="reservations"
        state={state}
        list={list}
        icon={CalendarCheck}
        searchClassName="w-full lg:w-72"
        filters={
          <>
            <ChoiceFilter
              label={t('filters.status')}
              value={state.filters.status}
              choices={RESERVATION_STATUSES}
              labelOf={(status) => t(`booking:status.${status}`)}
              onChange={(status) => state.setFilters({ status })}
            />
            <ChoiceFilter
              label={t('reservations.payment')}
              value={state.filters.paymentStatus}
              choices={PAYMENT_STATUSES}
              labelOf={(status) => t(`booking:paymentStatus.${status}`)}
              onChange={(paymentStatus) => state.setFilters({ paymentStatus })}
            />
            <ChoiceFilter
              label={t('reservations.kind')}
              value={state.filters.kind}
              choices={RESERVATION_KINDS}
              labelOf={(kind) => t(`orders.kinds.${kind}`)}
              onChange={(kind) => state.setFilters({ kind })}
            />
            <DatesAndClear section="reservations" state={state} />
          </>
        }
        head={
          <>
            <Th>{t('reservations.customer')}</Th>
            <Th className="hidden lg:table-cell">{t('reservations.item')}</Th>
            <Th className="hidden md:table-cell">{t('reservations.date')}</Th>
            <Th className="hidden xl:table-cell text-end">{t('reservations.persons')}</Th>
            <Th className="text-end">{t('reservations.total')}</Th>
            <Th className="hidden sm:table-cell">{t('filters.status')}</Th>
            <Th>
              <span className="sr-only">{t('actions')}</span>
            </Th>
          </>
        }
      >
        {(reservation) => {
          const customer = reservation.customerInfo?.name ?? reservation.user?.name ?? '';
          const openThis = () => setOpen(`${reservation.kind}:${reservation._id}`);
          return (
            <tr key={reservation._id} className="hover:bg-sand-50" data-testid="admin-reservation-row">
              <Td>
                <ItemCell name={customer} onOpen={openThis}>
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
                </ItemCell>
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
                {formatDollars(reservation.totalPrice, lang)}
              </Td>
              <Td className="hidden sm:table-cell">
                <div className="flex flex-wrap gap-1.5">
                  <ReservationStatusBadge status={reservation.status} />
                  <PaymentStatusBadge status={reservation.paymentStatus} />
                </div>
              </Td>
              <Td className="text-end">
                <OpenButton
                  label={t('reservations.openNamed', { name: customer, title: reservation.title })}
                  onOpen={openThis}
                />
              </Td>
            </tr>
          );
        }}
      </AdminList>
    </AdminPanel>
  );
}
