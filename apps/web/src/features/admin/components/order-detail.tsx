import type { Order, OrderStatus } from '@ochre/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { Banknote, Mail, Truck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { formatDateTime, formatDollars } from '../../../lib/format';
import { translateError, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { InvoiceButton } from '../../orders/components/invoice-button';
import { OrderLines } from '../../orders/components/order-lines';
import { adminOrderQuery, useOrderAction } from '../api/orders-admin';
import { DetailFrame } from './detail-frame';
import { RefundPanel } from './refund-panel';

export const ORDER_STATUS_TONE: Record<OrderStatus, 'ochre' | 'green' | 'blue' | 'neutral' | 'red'> = {
  pending: 'ochre',
  paid: 'green',
  shipped: 'blue',
  expired: 'neutral',
  cancelled: 'red',
};

/** Label and value pairs beside a record (order, reservation). */
export function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-0.5 text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [confirm, setConfirm] = useState<'mark-paid' | 'mark-shipped' | null>(null);
  const markPaid = useOrderAction('mark-paid');
  const markShipped = useOrderAction('mark-shipped');
  const action = confirm === 'mark-paid' ? markPaid : markShipped;
  const address = order.shippingAddress;
  const canShip = order.kind === 'shop' && order.isPaid && order.status === 'paid';

  const run = () =>
    confirm &&
    action.mutate(order._id, {
      onSuccess: (response) => {
        toast.success(translateMessage(t, response.message));
        setConfirm(null);
      },
      onError: (error) => {
        toast.error(translateError(t, error));
        setConfirm(null);
      },
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <section className="rounded-2xl border border-line p-5">
          <h3 className="mb-4 font-semibold text-ink">{t('orders.items')}</h3>
          <OrderLines order={order} />
          <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
            {[
              [t('orders.subtotal'), order.itemsPrice],
              [t('orders.shipping'), order.shippingPrice],
              [t('orders.tax'), order.taxPrice],
            ].map(([label, amount]) => (
              <div key={label} className="flex justify-between text-ink-soft">
                <dt>{label}</dt>
                <dd className="tabular-nums">{formatDollars(Number(amount), lang)}</dd>
              </div>
            ))}
            <div className="flex justify-between pt-1 text-base font-semibold text-ink">
              <dt>{t('orders.total')}</dt>
              <dd className="tabular-nums">{formatDollars(order.totalPrice, lang)}</dd>
            </div>
          </dl>
        </section>
        <RefundPanel target={{ order }} paid={order.isPaid ? order.totalPrice : 0} refunds={order.refunds} />
        {order.notes ? (
          <section className="rounded-2xl border border-line p-5">
            <h3 className="font-semibold text-ink">{t('orders.notes')}</h3>
            <p className="mt-2 whitespace-pre-line text-ink-soft">{order.notes}</p>
          </section>
        ) : null}
      </div>
      <div className="space-y-4">
        <section className="space-y-4 rounded-2xl border border-line bg-sand-50/70 p-5">
          <Facts
            items={[
              [t('orders.placed'), formatDateTime(order.createdAt, lang)],
              [t('orders.payment'), order.paymentMethod],
              [
                t('orders.paidOn'),
                order.paidAt ? formatDateTime(order.paidAt, lang) : t('orders.notPaidYet'),
              ],
              ...(order.shippedAt
                ? ([[t('orders.shippedOn'), formatDateTime(order.shippedAt, lang)]] as [string, string][])
                : []),
            ]}
          />
          <div className="flex flex-col gap-2">
            {order.isPaid ? null : (
              <Button onClick={() => setConfirm('mark-paid')}>
                <Banknote className="size-4" aria-hidden="true" />
                {t('orders.markPaid')}
              </Button>
            )}
            {canShip ? (
              <Button variant="dark" onClick={() => setConfirm('mark-shipped')}>
                <Truck className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('orders.markShipped')}
              </Button>
            ) : null}
            <InvoiceButton order={order} />
          </div>
        </section>
        <section className="space-y-3 rounded-2xl border border-line p-5">
          <h3 className="font-semibold text-ink">{t('orders.customer')}</h3>
          {order.user ? (
            <p className="text-ink-soft">
              {order.user.name}
              <br />
              <a
                href={`mailto:${order.user.email}`}
                className="inline-flex items-center gap-1.5 text-majorelle-600 hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                {order.user.email}
              </a>
            </p>
          ) : null}
          {address ? (
            <address className="text-ink-soft not-italic">
              {address.fullName}
              <br />
              {address.address}
              <br />
              {[address.postalCode, address.city].filter(Boolean).join(' ')}
              {address.state ? `, ${address.state}` : ''}
              <br />
              {address.country}
              <br />
              <span dir="ltr">{address.phone}</span>
            </address>
          ) : null}
        </section>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        tone="primary"
        title={confirm === 'mark-paid' ? t('orders.markPaidTitle') : t('orders.markShippedTitle')}
        description={
          confirm === 'mark-paid'
            ? t('orders.markPaidText', { total: formatDollars(order.totalPrice, lang) })
            : t('orders.markShippedText')
        }
        confirmLabel={confirm === 'mark-paid' ? t('orders.markPaid') : t('orders.markShipped')}
        pending={action.isPending}
        onConfirm={run}
      />
    </div>
  );
}

/** One order as the team needs it: lines and totals, customer and address, and what to do next. */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const order = useQuery(adminOrderQuery(id));
  return (
    <DetailFrame
      query={order}
      backLabel={t('orders.all')}
      onBack={onBack}
      heading={(data) => (
        <>
          <h2 className="font-display text-2xl font-semibold text-ink">
            {t('orders.number', { number: data.orderNumber })}
          </h2>
          <Badge tone={ORDER_STATUS_TONE[data.status]}>{t(`orders.statuses.${data.status}`)}</Badge>
          <Badge>{t(`orders.kinds.${data.kind}`)}</Badge>
        </>
      )}
    >
      {(data) => <OrderView order={data} />}
    </DetailFrame>
  );
}
