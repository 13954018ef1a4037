import type { Product } from '@ochre/shared/schemas/products';
import { ShieldCheck, ShoppingBag, Truck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { ShareButton } from '../../../components/ui/share-button';
import { StockStatus } from '../../../components/ui/stock-status';
import { useTranslation } from '../../../lib/i18n';
import { toCartProduct } from '../../cart/cart-product';
import { useCart } from '../../cart/cart-store';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { WishlistButton } from '../../wishlist/components/wishlist-button';

/**
 * Quantity (1 to what is left, counting what is already in the cart), Add to
 * Cart / Add More, the wish-list heart and sharing (SPEC §2, §4, §5).
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const addToCart = useAddToCart();
  const inCart = useCart().find((item) => item.product._id === product._id)?.quantity ?? 0;
  const available = Math.max(0, product.countInStock - inCart);
  const [quantity, setQuantity] = useState(1);
  const shown = Math.min(Math.max(1, quantity), Math.max(1, available));
  const soldOut = product.countInStock <= 0;

  const add = () => {
    if (addToCart(toCartProduct(product), shown)) setQuantity(1);
  };

  return (
    <div className="space-y-6">
      <StockStatus count={product.countInStock} />

      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={soldOut ? 0 : shown}
          min={1}
          max={available}
          onChange={setQuantity}
          disabled={soldOut || available === 0}
          label={t('product.quantityOf', { name: product.name })}
          decreaseLabel={t('quantity.decrease')}
          increaseLabel={t('quantity.increase')}
        />
        <Button
          size="lg"
          onClick={add}
          disabled={soldOut || available === 0}
          className="min-w-44 flex-1 sm:flex-none"
        >
          <ShoppingBag className="size-5" aria-hidden="true" />
          {soldOut ? t('stock.out') : inCart > 0 ? t('product.addMore') : t('product.addToCart')}
        </Button>
      </div>
      {inCart > 0 ? (
        <p className="text-sm text-muted">
          {available === 0
            ? t('product.allInCart', { count: inCart })
            : t('product.inCart', { count: inCart })}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <WishlistButton kind="product" id={product._id} name={product.name} variant="labelled" />
        <ShareButton title={product.name} copiedMessage={t('product.copied')} />
      </div>

      <ul className="grid gap-3 rounded-card bg-sand-100 p-5 text-sm text-ink-soft sm:grid-cols-3">
        {(
          [
            [Truck, t('product.promise.shipping')],
            [ShieldCheck, t('product.promise.secure')],
            [Undo2, t('product.promise.returns')],
          ] as const
        ).map(([Icon, text]) => (
          <li key={text} className="flex items-start gap-2.5">
            <Icon className="mt-0.5 size-4 shrink-0 text-ochre-700" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
