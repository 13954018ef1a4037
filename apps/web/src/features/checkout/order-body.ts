import { CHECKOUT_RULE } from '@ochre/shared/rules/order-totals';
import type { CheckoutForm, CreateOrderBody } from '@ochre/shared/schemas/orders';
import { cartTotals } from '../cart/cart-product';
import type { CartItem } from '../cart/cart-store';

/**
 * POST /orders from the cart and the shipping form (SPEC §7). The amounts are
 * what the customer was shown; the server refuses the order if its own differ.
 */
export function orderBody(items: readonly CartItem[], form: CheckoutForm): CreateOrderBody {
  const totals = cartTotals(items, CHECKOUT_RULE);
  return {
    orderItems: items.map(({ product, quantity }) => ({
      product: product._id,
      name: product.name,
      qty: quantity,
      price: product.price,
      image: product.image,
    })),
    shippingAddress: {
      fullName: `${form.firstName} ${form.lastName}`.trim(),
      address: form.address,
      city: form.city,
      state: form.state,
      postalCode: form.postalCode,
      country: form.country,
      phone: form.phone,
      email: form.email,
    },
    paymentMethod: 'PayPal',
    itemsPrice: totals.itemsCents / 100,
    shippingPrice: totals.shippingCents / 100,
    taxPrice: totals.taxCents / 100,
    totalPrice: totals.totalCents / 100,
  };
}
