import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useTranslation } from '../../lib/i18n';
import { type CartProduct, cartStore } from './cart-store';

/**
 * Puts a product in the cart and says so (SPEC §8 Cart): the product's name on
 * success, 'Product is out of stock' for stock 0.
 */
export function useAddToCart(): (product: CartProduct, quantity?: number) => boolean {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  return (product, quantity = 1) => {
    if (product.countInStock !== undefined && product.countInStock <= 0) {
      toast.error(t('cart.outOfStock'));
      return false;
    }
    try {
      const added = cartStore.add(product, quantity);
      if (added === 0) {
        toast.info(t('cart.allInCart', { name: product.name }));
        return false;
      }
      toast.success(t('cart.added', { name: product.name, count: added }), {
        action: { label: t('cart.view'), onClick: () => navigate('/cart') },
      });
      return true;
    } catch {
      toast.error(t('cart.addFailed'));
      return false;
    }
  };
}
