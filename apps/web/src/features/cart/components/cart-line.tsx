import { stockState } from '@ochre/shared/rules/stock';
import { Trash2 } from 'lucide-react';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StockStatus } from '../../../components/ui/stock-status';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { productPath } from '../cart-product';
import { type CartItem, cartStore } from '../cart-store';

/** One line of the cart: picture, name, unit price, stepper (0 removes), line total and remove. */
export function CartLine({ item, unavailable }: { item: CartItem; unavailable: boolean }) {
  const { t } = useTranslation('shop');
  const lang = useLang();
  const { product, quantity } = item;
  const stock = product.countInStock;
  const href = productPath(product);

  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block size-24 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-28"
      >
        {product.image ? (
          <Img
            src={product.image}
            alt=""
            width={112}
            height={112}
            fullWidth={1200}
            sizes="112px"
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-semibold tracking-[0.12em] text-ochre-700 uppercase">
            {product.category}
          </p>
          <h3 className="font-display text-lg leading-snug font-semibold text-ink">
            <Link to={href} className="hover:text-ochre-800">
              {product.name}
            </Link>
          </h3>
          <Price value={product.price} original={product.originalPrice} size="sm" />
          {unavailable ? (
            <p className="text-sm font-semibold text-danger-700">{t('cart.unavailable')}</p>
          ) : stock !== undefined && stockState(stock).kind !== 'in' ? (
            <StockStatus count={stock} className="text-xs" />
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <p className="text-lg amount">{formatPrice(product.price * quantity, lang)}</p>
          <div className="flex items-center gap-2">
            <QuantityStepper
              size="sm"
              value={quantity}
              min={0}
              max={stock ?? 99}
              onChange={(next) => cartStore.setQuantity(product._id, next)}
              label={t('product.quantityOf', { name: product.name })}
              decreaseLabel={t('quantity.decrease')}
              increaseLabel={t('quantity.increase')}
            />
            <button
              type="button"
              onClick={() => cartStore.remove(product._id)}
              className="inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger-50 hover:text-danger-700"
              aria-label={t('cart.remove', { name: product.name })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
