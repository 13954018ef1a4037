import type { ContentLang } from '@ochre/shared/constants';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { CHECKOUT_RULE, computeTotals } from '@ochre/shared/rules/order-totals';
import type { CreateOrderBody, Order } from '@ochre/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { createBackground } from '../../lib/background';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import type { Email, Mailer } from '../../plugins/mail';
import { usersRepository } from '../auth/users.repository';
import { refundsRepository } from '../refunds/repository';
import type { SiteService } from '../site/service';
import { amountMismatch, mergeLines } from './checkout-rules';
import { renderInvoice } from './invoice';
import { toOrderDto } from './order.dto';
import {
  type OrderEmailContext,
  orderPlacedEmail,
  orderShippedEmail,
  paymentReceiptEmail,
} from './order-emails';
import { type Customer, type OrderRow, ordersRepository } from './repository';
import { giveBackStock, takeStock } from './stock-holds';

export const ORDER_NOT_FOUND = 'Order not found.';
export const INVALID_PAYMENT_LINK = 'Invalid or expired payment link.';
export const ORDER_CREATED = 'Order created. Proceed to payment.';
/** Unpaid orders one customer may keep stock aside with at once, so nobody can empty the shop. */
export const MAX_HOLDING_ORDERS = 5;
export const TOO_MANY_UNPAID =
  'You already have several unpaid orders. Please pay for one or wait for it to expire before placing another.';
const MY_ORDERS_LIMIT = 100;

export interface OrdersDeps {
  db: Db;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  holdMinutes: number;
  publicUrl: string;
  /** How orders will be paid: "PayPal", or "Test payment" in test mode. */
  paymentMethod: string;
}

const customerOf = (user: UserRow): Customer => ({ id: user.id, name: user.name, email: user.email });

/** A short id's first 7 characters must be unique too; a clash (rare) just means trying again. */
export async function withFreshIds<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

export function createOrdersService({
  db,
  mailer,
  site,
  log,
  holdMinutes,
  publicUrl,
  paymentMethod,
}: OrdersDeps) {
  const canSee = (order: OrderRow | undefined, user: UserRow): order is OrderRow =>
    Boolean(order && (order.userId === user.id || user.isAdmin));

  const ownerOf = async (order: OrderRow, viewer: UserRow): Promise<Customer | undefined> =>
    order.userId === viewer.id ? customerOf(viewer) : ordersRepository.customer(db, order.userId);

  // E-mails go out in the background; shutting down waits for them.
  const background = createBackground();

  async function notify(build: (context: OrderEmailContext) => Email, order: OrderRow): Promise<void> {
    try {
      const [items, customer, settings] = await Promise.all([
        ordersRepository.items(db, [order.id]),
        ordersRepository.customer(db, order.userId),
        site.publicSettings(),
      ]);
      if (!customer) return;
      await mailer.send(build({ order, items, customer, siteName: settings.general.siteName, publicUrl }));
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'order e-mail failed');
    }
  }

  const service = {
    /** The order as the API shows it; `viewer` adds the customer and the payment token. */
    async view(order: OrderRow, viewer: UserRow | null): Promise<Order> {
      const [items, customer, refunds] = await Promise.all([
        ordersRepository.items(db, [order.id]),
        viewer ? ownerOf(order, viewer) : undefined,
        viewer ? refundsRepository.forOrders(db, [order.id]) : [],
      ]);
      return toOrderDto(order, items, customer, refunds);
    },

    /**
     * A shop order from the checkout (SPEC §4 Checkout). In one transaction the
     * stock of every line is taken (set aside until paid or until the hold
     * lapses), every price comes from the catalogue and the totals from the
     * checkout rule; amounts the client sent must agree or nothing happens.
     */
    async place(user: UserRow, body: CreateOrderBody, lang?: ContentLang): Promise<Order> {
      const language = lang ?? user.language;
      const lines = mergeLines(body.orderItems);
      if ((await ordersRepository.countHolding(db, user.id)) >= MAX_HOLDING_ORDERS) {
        throw new Conflict(TOO_MANY_UNPAID);
      }
      const { shippingAddress: address } = body;
      const { general } = await site.publicSettings();
      const { order, confirmation } = await withFreshIds(() =>
        db.transaction(async (tx) => {
          const priced = await takeStock(tx, lines, language);
          const totals = computeTotals(
            priced.map((line) => ({ priceCents: line.priceCents, quantity: line.qty })),
            CHECKOUT_RULE,
          );
          const mismatch = amountMismatch(priced, totals, body);
          if (mismatch) throw new Conflict(mismatch.message, mismatch.errors);
          const placed = await ordersRepository.insert(
            tx,
            {
              userId: user.id,
              kind: 'shop',
              shippingAddress: {
                fullName: address.fullName,
                address: address.address,
                city: address.city,
                state: address.state ?? '',
                postalCode: address.postalCode,
                country: address.country,
                phone: address.phone,
                email: address.email ?? user.email,
              },
              paymentMethod,
              itemsPriceCents: totals.itemsCents,
              shippingPriceCents: totals.shippingCents,
              taxPriceCents: totals.taxCents,
              totalPriceCents: totals.totalCents,
              notes: body.notes ?? '',
              stockHeld: true,
              holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000),
              paymentToken: newToken(),
              language,
            },
            priced.map((line) => ({
              productId: line.productId,
              name: line.name,
              image: line.image,
              qty: line.qty,
              priceCents: line.priceCents,
            })),
          );
          if (language !== user.language) await usersRepository.update(tx, user.id, { language });
          // Queued in the order's own transaction: an order never exists without its confirmation.
          const email = orderPlacedEmail({
            order: placed,
            items: await ordersRepository.items(tx, [placed.id]),
            customer: customerOf(user),
            siteName: general.siteName,
            publicUrl,
          });
          return { order: placed, confirmation: await mailer.send(email, { tx }) };
        }),
      );
      // A slow mail server must not hold up the checkout; the outbox's job covers a failure.
      if (confirmation) background.run(mailer.deliver(confirmation));
      return service.view(order, user);
    },

    /** An order its owner (or an admin) may see or pay; anyone else is told it does not exist. */
    async visibleTo(id: string, user: UserRow): Promise<OrderRow> {
      const order = await ordersRepository.findById(db, id);
      if (!canSee(order, user)) throw new NotFound(ORDER_NOT_FOUND);
      return order;
    },

    /** The order a payment link points to (SPEC §6: reached by possession of the token). */
    async byToken(token: string): Promise<OrderRow> {
      const order = await ordersRepository.findByToken(db, token);
      if (!order) throw new NotFound(INVALID_PAYMENT_LINK);
      return order;
    },

    /** SPEC §7 GET /orders/{id}: the order as its owner (or an admin) sees it. */
    async detailFor(user: UserRow, id: string): Promise<Order> {
      return service.view(await service.visibleTo(id, user), user);
    },

    /** The payment-link view: the order without its customer, address or token. */
    async linkView(token: string): Promise<Order> {
      return service.view(await service.byToken(token), null);
    },

    async mine(user: UserRow): Promise<Order[]> {
      const rows = await ordersRepository.listForUser(db, user.id, MY_ORDERS_LIMIT);
      const ids = rows.map((row) => row.id);
      const [items, refunds] = await Promise.all([
        ordersRepository.items(db, ids),
        refundsRepository.forOrders(db, ids),
      ]);
      const customer = customerOf(user);
      return rows.map((row) =>
        toOrderDto(
          row,
          items.filter((item) => item.orderId === row.id),
          customer,
          refunds.filter((refund) => refund.orderId === row.id),
        ),
      );
    },

    async invoice(id: string, user: UserRow): Promise<{ filename: string; pdf: Buffer }> {
      const order = await service.visibleTo(id, user);
      const [items, customer, settings] = await Promise.all([
        ordersRepository.items(db, [order.id]),
        ownerOf(order, user),
        site.publicSettings(),
      ]);
      const pdf = await renderInvoice({
        order,
        items,
        customer: customer ?? customerOf(user),
        seller: settings.general,
      });
      return { filename: `invoice-${orderNumber(order.id)}.pdf`, pdf };
    },

    async sendReceipt(order: OrderRow): Promise<void> {
      background.run(notify(paymentReceiptEmail, order));
    },

    async sendShippedNotice(order: OrderRow): Promise<void> {
      background.run(notify(orderShippedEmail, order));
    },

    /** Waits for e-mails still being sent. */
    drain: background.drain,

    /**
     * Gives back the stock of unpaid orders whose hold has lapsed. Safe to run
     * on several instances at once: each order is released exactly once.
     */
    async releaseLapsedHolds(now = new Date(), batch = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const ids = await ordersRepository.releaseLapsedHolds(tx, now, batch);
        if (ids.length) await giveBackStock(tx, await ordersRepository.items(tx, ids));
        return ids.length;
      });
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
