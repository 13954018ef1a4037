import { addDays, marrakechDayStart } from '@ochre/shared/rules/marrakech-date';
import { orderTransition } from '@ochre/shared/rules/order-lifecycle';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { pageCount } from '@ochre/shared/rules/pagination';
import {
  type AdminOrderSummary,
  type adminOrdersQuery,
  CASH_ON_SITE,
} from '@ochre/shared/schemas/admin-orders';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Order } from '@ochre/shared/schemas/orders';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/serialize';
import type { AuditService } from '../audit/service';
import type { PaymentsService } from '../payments/service';
import { type AdminOrderRow, ordersAdminRepository as repo } from './admin-repository';
import { ordersRepository } from './repository';
import { ORDER_NOT_FOUND, type OrdersService } from './service';

function toSummary(row: AdminOrderRow): AdminOrderSummary {
  return {
    _id: row.id,
    orderNumber: orderNumber(row.id),
    kind: row.kind,
    status: row.status,
    isPaid: row.isPaid,
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    paymentMethod: row.paymentMethod,
    totalPrice: dollars(row.totalPriceCents) ?? 0,
    itemCount: row.itemCount,
    customer: { _id: row.userId, name: row.customerName, email: row.customerEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The back office's orders: find them, open one, record a payment taken on
 * site, and mark shop orders shipped. Payments go through the payments service
 * so stock, sold counts and e-mails stay right.
 */
export function createOrdersAdminService({
  db,
  orders,
  payments,
  audit,
}: {
  db: Db;
  orders: OrdersService;
  payments: PaymentsService;
  audit: AuditService;
}) {
  const view = (admin: UserRow, id: string): Promise<Order> => orders.detailFor(admin, id);

  return {
    async list(
      query: z.output<typeof adminOrdersQuery>,
    ): Promise<{ orders: AdminOrderSummary[]; pagination: Pagination }> {
      const filter = {
        status: query.status === 'all' ? undefined : query.status,
        paid: query.paid === 'all' ? undefined : query.paid === 'paid',
        kind: query.kind === 'all' ? undefined : query.kind,
        // Dates are Marrakech days, the "to" day included.
        from: query.from ? marrakechDayStart(query.from) : undefined,
        before: query.to ? marrakechDayStart(addDays(query.to, 1)) : undefined,
        search: query.search || undefined,
      };
      const { rows, total } = await repo.list(db, filter, query.limit, (query.page - 1) * query.limit);
      return {
        orders: rows.map(toSummary),
        pagination: { total, pages: pageCount(total, query.limit), page: query.page, limit: query.limit },
      };
    },

    detail: view,

    /** Cash taken on site: the order is paid as if captured, and the customer gets the receipt. */
    async markPaid(admin: UserRow, id: string): Promise<Order> {
      if (!(await ordersRepository.findById(db, id))) throw new NotFound(ORDER_NOT_FOUND);
      await payments.recordOfflinePayment(id, CASH_ON_SITE, (tx, order) =>
        audit.record(
          admin,
          {
            action: 'order.mark_paid',
            entity: 'order',
            entityId: id,
            details: { number: orderNumber(id), method: CASH_ON_SITE, total: dollars(order.totalPriceCents) },
          },
          tx,
        ),
      );
      return view(admin, id);
    },

    /** A paid shop order leaves the workshop: the customer is told. */
    async markShipped(admin: UserRow, id: string): Promise<Order> {
      const shipped = await db.transaction(async (tx) => {
        const order = await ordersRepository.lock(tx, id);
        if (!order) throw new NotFound(ORDER_NOT_FOUND);
        const move = orderTransition(order, 'ship');
        if (!move.ok) throw new Conflict(move.reason);
        const row = (await ordersRepository.transition(tx, id, 'ship', { shippedAt: new Date() }))!;
        await audit.record(
          admin,
          {
            action: 'order.mark_shipped',
            entity: 'order',
            entityId: id,
            details: { number: orderNumber(id) },
          },
          tx,
        );
        return row;
      });
      await orders.sendShippedNotice(shipped);
      return view(admin, id);
    },
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
