import { orderNumber } from '@ochre/shared/rules/order-number';
import type { Order } from '@ochre/shared/schemas/orders';
import { dollars, iso } from '../../lib/serialize';
import { toRefundDto } from '../refunds/refund.dto';
import type { RefundRow } from '../refunds/repository';
import type { Customer, OrderItemRow, OrderRow } from './repository';

/**
 * SPEC §3 Order in dollars. The customer, the address and the payment token
 * are shown to the customer and to admins; the payment-link view, which anyone
 * holding the link can open, goes without them.
 */
export function toOrderDto(
  order: OrderRow,
  items: readonly OrderItemRow[],
  customer?: Customer,
  refunds: readonly RefundRow[] = [],
): Order {
  const address = customer ? order.shippingAddress : null;
  return {
    _id: order.id,
    orderNumber: orderNumber(order.id),
    kind: order.kind,
    orderItems: items.map((item) => ({
      _id: item.id,
      name: item.name,
      qty: item.qty,
      price: dollars(item.priceCents) ?? 0,
      product: item.productId,
      image: item.image,
    })),
    shippingAddress: address
      ? {
          fullName: address.fullName,
          address: address.address,
          city: address.city,
          state: address.state ?? '',
          postalCode: address.postalCode,
          country: address.country,
          phone: address.phone,
          email: address.email ?? '',
        }
      : null,
    paymentMethod: order.paymentMethod,
    itemsPrice: dollars(order.itemsPriceCents) ?? 0,
    shippingPrice: dollars(order.shippingPriceCents) ?? 0,
    taxPrice: dollars(order.taxPriceCents) ?? 0,
    totalPrice: dollars(order.totalPriceCents) ?? 0,
    notes: order.notes,
    status: order.status,
    isPaid: order.isPaid,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    isPartial: order.isPartial,
    holdExpiresAt: order.isPaid ? null : iso(order.holdExpiresAt),
    refundedAmount: dollars(order.refundedCents) ?? 0,
    // The payment-link view shows no history: whoever holds the link only pays.
    refunds: customer ? refunds.map(toRefundDto) : [],
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    ...(customer
      ? {
          user: { _id: customer.id, name: customer.name, email: customer.email },
          paymentToken: order.paymentToken,
        }
      : {}),
  };
}
