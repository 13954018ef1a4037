import type { Order } from '@ochre/shared/schemas/orders';
import type { UserRow } from '../../db/schema/users';
import type { OrdersService } from '../orders/service';
import type { PaymentsService } from './service';

/**
 * Paying an order as customers reach it (SPEC §7 payment endpoints): by order
 * id for its signed-in owner (or an admin), or by payment token for whoever
 * holds the link. A captured payment answers with the order as that person
 * may see it.
 */
export function createOrderPayments({
  payments,
  orders,
}: {
  payments: Pick<PaymentsService, 'start' | 'capture'>;
  orders: Pick<OrdersService, 'visibleTo' | 'byToken' | 'view'>;
}) {
  return {
    async start(user: UserRow, orderId: string): Promise<{ orderID: string }> {
      const order = await orders.visibleTo(orderId, user);
      return payments.start(order.id);
    },

    async startByLink(token: string): Promise<{ orderID: string }> {
      const order = await orders.byToken(token);
      return payments.start(order.id);
    },

    async capture(user: UserRow, orderId: string, providerOrderId: string): Promise<Order> {
      const order = await orders.visibleTo(orderId, user);
      return orders.view(await payments.capture(order.id, providerOrderId), user);
    },

    async captureByLink(token: string, providerOrderId: string): Promise<Order> {
      const order = await orders.byToken(token);
      return orders.view(await payments.capture(order.id, providerOrderId), null);
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
