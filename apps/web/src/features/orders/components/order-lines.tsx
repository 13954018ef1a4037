import type { Order } from '@ochre/shared/schemas/orders';
import { Img } from '../../../components/ui/img';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** The items of an order: name, quantity and line total (price × quantity). */
export function OrderLines({ order }: { order: Pick<Order, 'orderItems'> }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  return (
    <ul className="divide-y divide-line">
      {order.orderItems.map((item) => (
        <li key={item._id} className="flex items-center gap-4 py-4 first:pt-0">
          {item.image ? (
            <Img
              src={item.image}
              alt=""
              width={64}
              height={64}
              fullWidth={1200}
              sizes="64px"
              className="size-16 shrink-0 rounded-xl object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{item.name}</p>
            <p className="text-sm text-muted">
              {t('orders.lineQuantity', { qty: item.qty, price: formatPrice(item.price, lang) })}
            </p>
          </div>
          <p className="amount">{formatPrice(item.price * item.qty, lang)}</p>
        </li>
      ))}
    </ul>
  );
}
