import { CHECKOUT_RULE } from '@ochre/shared/rules/order-totals';
import type { Order } from '@ochre/shared/schemas/orders';
import { Img } from '../../../components/ui/img';
import { TotalsList } from '../../../components/ui/totals-list';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { cartTotals } from '../../cart/cart-product';
import type { CartItem } from '../../cart/cart-store';

/** The cart beside the checkout, with its totals: the cart's until the order exists, then the order's. */
export function CheckoutSummary({ items, order }: { items: readonly CartItem[]; order: Order | null }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const totals = cartTotals(items, CHECKOUT_RULE);
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="space-y-6 rounded-card border border-line bg-white p-6 shadow-card lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary" className="font-display text-2xl font-semibold text-ink">
        {t('checkout.summary')}
      </h2>
      <ul className="space-y-4">
        {items.map(({ product, quantity }) => (
          <li key={product._id} className="flex items-center gap-3">
            <span className="relative shrink-0">
              {product.image ? (
                <Img
                  src={product.image}
                  alt=""
                  width={56}
                  height={56}
                  fullWidth={1200}
                  sizes="56px"
                  className="size-14 rounded-lg object-cover"
                />
              ) : null}
              <span className="absolute -end-2 -top-2 flex size-5 items-center justify-center rounded-full bg-ink text-[0.6875rem] font-bold text-white">
                {quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1 text-sm font-medium text-ink">{product.name}</span>
            <span className="text-sm font-medium text-ink tabular-nums">
              {formatPrice(product.price * quantity, lang)}
            </span>
          </li>
        ))}
      </ul>
      {order ? (
        <TotalsList
          subtotal={order.itemsPrice}
          shipping={order.shippingPrice}
          tax={order.taxPrice}
          total={order.totalPrice}
          taxRate={CHECKOUT_RULE.taxRate}
        />
      ) : (
        <TotalsList
          subtotal={totals.itemsCents / 100}
          shipping={totals.shippingCents / 100}
          tax={totals.taxCents / 100}
          total={totals.totalCents / 100}
          taxRate={CHECKOUT_RULE.taxRate}
        />
      )}
      {!order && totals.shippingCents > 0 ? (
        <p className="text-xs text-muted">
          {t('checkout.freeShippingOver', {
            amount: formatPrice(CHECKOUT_RULE.freeShippingOverCents / 100, lang),
          })}
        </p>
      ) : null}
    </aside>
  );
}
