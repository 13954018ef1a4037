import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, Inbox, LifeBuoy, PackageCheck, PackageOpen, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate, formatDollars, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { PaymentModeNotice } from '../../orders/components/payment-mode-notice';
import { dashboardQuery } from '../api/dashboard';
import { AdminPanel } from '../components/admin-panel';
import { LoadFailed } from '../components/list-state';
import { sectionHref } from '../use-section-param';

function Stat({
  label,
  value,
  detail,
  icon,
  to,
}: {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
  /** The list behind the figure. */
  to?: string;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
        {label}
        <span className="text-ochre-600" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-2 font-display text-xl font-semibold text-ink tabular-nums sm:text-3xl">{value}</p>
      <p className="mt-1 text-sm text-muted">{detail}</p>
    </>
  );
  const box = 'block min-w-0 rounded-2xl border border-line bg-sand-50 p-4 sm:p-5';
  return to ? (
    <Link to={to} className={`${box} transition-colors hover:border-ochre-300 hover:bg-sand-100`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function Task({ to, icon, label, count }: { to: string; icon: ReactNode; label: string; count: number }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-sand-100"
      >
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ochre-50 text-ochre-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        <span className="flex-1 text-ink">{label}</span>
        <Badge tone={count ? 'ochre' : 'neutral'}>{count}</Badge>
        <ArrowRight className="size-4 text-muted rtl:rotate-180" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The first screen of the day: money in (Marrakech days), what is waiting, what runs low. */
export default function DashboardAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery());

  return (
    <AdminPanel
      title={t('dashboard.title')}
      description={data ? t('dashboard.text', { date: formatCalendarDate(data.today, lang) }) : undefined}
    >
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-32" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed onRetry={() => refetch()} />
      ) : (
        <div className="space-y-8">
          <PaymentModeNotice />
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <Stat
              label={t('dashboard.revenueToday')}
              value={formatDollars(data.revenue.today, lang)}
              detail={t('dashboard.paidOrders', { count: data.paidOrders.today })}
              icon={<Wallet className="size-5" />}
            />
            <Stat
              label={t('dashboard.revenueMonth')}
              value={formatDollars(data.revenue.month, lang)}
              detail={t('dashboard.paidOrders', { count: data.paidOrders.month })}
              icon={<Wallet className="size-5" />}
            />
            <Stat
              label={t('dashboard.toShip')}
              value={formatNumber(data.toShip, lang)}
              detail={t('dashboard.toShipText')}
              icon={<PackageCheck className="size-5" />}
            />
            <Stat
              label={t('dashboard.toConfirm')}
              value={formatNumber(
                data.reservationsToConfirm.activities + data.reservationsToConfirm.travel,
                lang,
              )}
              detail={t('dashboard.toConfirmText', {
                activities: data.reservationsToConfirm.activities,
                travel: data.reservationsToConfirm.travel,
              })}
              icon={<CalendarCheck className="size-5" />}
              to={sectionHref('reservations', { status: 'pending' })}
            />
          </div>

          <div className="grid gap-8 lg:grid-cols-2">
            <section aria-labelledby="dashboard-waiting" className="min-w-0">
              <h3 id="dashboard-waiting" className="font-display text-xl font-semibold text-ink">
                {t('dashboard.waiting')}
              </h3>
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line">
                <Task
                  to={sectionHref('orders', { status: 'paid', kind: 'shop' })}
                  icon={<PackageCheck className="size-4" />}
                  label={t('dashboard.shipTask')}
                  count={data.toShip}
                />
                <Task
                  to={sectionHref('reservations', { status: 'pending' })}
                  icon={<CalendarCheck className="size-4" />}
                  label={t('dashboard.confirmTask')}
                  count={data.reservationsToConfirm.activities + data.reservationsToConfirm.travel}
                />
                <Task
                  to={sectionHref('messages', { kind: 'ticket', status: 'open' })}
                  icon={<LifeBuoy className="size-4" />}
                  label={t('dashboard.ticketsTask')}
                  count={data.openTickets}
                />
                <Task
                  to={sectionHref('messages', { kind: 'contact' })}
                  icon={<Inbox className="size-4" />}
                  label={t('dashboard.messagesTask')}
                  count={data.unreadMessages}
                />
              </ul>
            </section>

            <section aria-labelledby="dashboard-stock" className="min-w-0">
              <div className="flex items-baseline justify-between gap-3">
                <h3 id="dashboard-stock" className="font-display text-xl font-semibold text-ink">
                  {t('dashboard.lowStock')}
                </h3>
                <Link
                  to={sectionHref('products', { stock: 'low' })}
                  className="text-sm font-semibold text-ochre-700 hover:underline"
                >
                  {t('dashboard.allLowStock')}
                </Link>
              </div>
              {data.lowStock.length === 0 ? (
                <p className="mt-3 flex items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-6 text-muted">
                  <PackageOpen className="size-5 text-palm-600" aria-hidden="true" />
                  {t('dashboard.stockFine')}
                </p>
              ) : (
                <ul className="mt-3 divide-y divide-line rounded-2xl border border-line">
                  {data.lowStock.map((product) => (
                    <li key={product._id}>
                      <Link
                        to={sectionHref('products', { edit: product._id })}
                        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-sand-100"
                      >
                        <span className="min-w-0 flex-1 truncate text-ink">{product.name}</span>
                        {product.isPublished ? null : <Badge>{t('status.draft')}</Badge>}
                        <Badge tone={product.countInStock === 0 ? 'red' : 'ochre'}>
                          {product.countInStock === 0
                            ? t('products.outOfStock')
                            : t('products.left', { count: product.countInStock })}
                        </Badge>
                        <span className="sr-only">{t('dashboard.editProduct')}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </AdminPanel>
  );
}
