import { orderNumber } from '@ochre/shared/rules/order-number';
import type { PaymentConfig } from '@ochre/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError, Conflict, InvalidData, NotFound, UpstreamError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type OrderRow, ordersRepository } from '../orders/repository';
import type { OrderKindHandler, OrderKindHandlers } from './order-kinds';
import { captureFailure, PAYMENT_MESSAGES } from './payment-errors';
import {
  type PaymentProvider,
  PaymentProviderError,
  paymentMethodLabel,
  type SettledCapture,
  type WebhookNotification,
} from './provider';
import { type PaymentRow, paymentsRepository } from './repository';

/** A capture claim older than this belongs to a request that died; the attempt may be captured again. */
const CAPTURE_CLAIM_MS = 2 * 60_000;

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  kinds: OrderKindHandlers;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Payments for any kind of order: start one with the provider, capture it, and
 * mark the order paid only when the provider took exactly the order's total.
 * Each kind of order adds its own steps through its handler (see order-kinds.ts).
 */
export function createPaymentsService({ db, provider, kinds, log }: PaymentsDeps) {
  const handlerOf = (order: OrderRow): OrderKindHandler => kinds[order.kind] ?? {};
  const methodLabel = paymentMethodLabel(provider.name);

  /** Locks the order, refuses a paid or busy one, and lets its kind check it can still be honoured. */
  async function claim(tx: Tx, orderId: string, attemptId: string | null): Promise<OrderRow> {
    const order = await ordersRepository.lock(tx, orderId);
    if (!order) throw new NotFound('Order not found.');
    if (order.isPaid) throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
    const since = new Date(Date.now() - CAPTURE_CLAIM_MS);
    if (await paymentsRepository.otherCapturing(tx, order.id, attemptId, since)) {
      throw new Conflict(PAYMENT_MESSAGES.inProgress);
    }
    await handlerOf(order).beforePayment?.(tx, order);
    return order;
  }

  /** Marks the order paid by this attempt (once), runs its kind's steps, and answers with the order. */
  async function payWith(attempt: PaymentRow, captureId: string | null): Promise<OrderRow> {
    const orderId = attempt.orderId;
    const outcome = await db.transaction(async (tx) => {
      const locked = (await ordersRepository.lock(tx, orderId))!;
      if (locked.isPaid) {
        const completed = await paymentsRepository.completedFor(tx, orderId);
        if (completed?.id !== attempt.id) {
          await paymentsRepository.transition(tx, attempt.id, ['capturing', 'pending'], 'failed', captureId);
          log.error(
            { orderId, providerOrderId: attempt.providerOrderId, captureId },
            'order captured twice: refund this capture',
          );
        }
        return { order: locked, paidNow: false };
      }
      await paymentsRepository.transition(
        tx,
        attempt.id,
        ['created', 'capturing', 'pending'],
        'completed',
        captureId,
      );
      const paid = (await ordersRepository.markPaid(tx, orderId, {
        paidAt: new Date(),
        paymentMethod: methodLabel,
      }))!;
      await handlerOf(paid).onPaid?.(tx, paid);
      return { order: paid, paidNow: true };
    });

    if (outcome.paidNow) {
      log.info({ orderId, providerOrderId: attempt.providerOrderId, captureId }, 'order paid');
      await handlerOf(outcome.order)
        .afterPaid?.(outcome.order)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'after-payment step failed'));
    }
    return outcome.order;
  }

  return {
    /**
     * Records money taken outside the provider (cash on site) through the same
     * steps as a captured payment: the order is locked, its kind checks it can
     * still be honoured (stock taken again if its hold lapsed), it is marked
     * paid, and the receipt goes out. `within` runs in that transaction (the audit entry).
     */
    async recordOfflinePayment(
      orderId: string,
      paymentMethod: string,
      within?: (tx: Tx, order: OrderRow) => Promise<void>,
    ): Promise<OrderRow> {
      const paid = await db.transaction(async (tx) => {
        await claim(tx, orderId, null);
        const row = (await ordersRepository.markPaid(tx, orderId, { paidAt: new Date(), paymentMethod }))!;
        await handlerOf(row).onPaid?.(tx, row);
        await within?.(tx, row);
        return row;
      });
      log.info({ orderId, paymentMethod }, 'order paid outside the payment provider');
      await handlerOf(paid)
        .afterPaid?.(paid)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'after-payment step failed'));
      return paid;
    },

    config(): PaymentConfig {
      return provider.clientId
        ? { clientId: provider.clientId, mode: 'paypal' }
        : { clientId: null, mode: 'test' };
    },

    /** Opens a payment with the provider for the order's total, as the server computed it. */
    async start(orderId: string): Promise<{ orderID: string }> {
      const order = await db.transaction((tx) => claim(tx, orderId, null));
      let providerOrderId: string;
      try {
        ({ providerOrderId } = await provider.createOrder({
          referenceId: order.id,
          description: `Order ${orderNumber(order.id)}`,
          amount: {
            totalCents: order.totalPriceCents,
            itemsCents: order.itemsPriceCents,
            shippingCents: order.shippingPriceCents,
            taxCents: order.taxPriceCents,
          },
          requestId: newId(),
        }));
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'payment provider could not create an order');
        throw new UpstreamError(PAYMENT_MESSAGES.createFailed);
      }
      await paymentsRepository.insert(db, {
        orderId: order.id,
        provider: provider.name,
        providerOrderId,
        amountCents: order.totalPriceCents,
        requestId: newId(),
      });
      return { orderID: providerOrderId };
    },

    /**
     * Captures a payment the buyer approved. Safe to repeat: the attempt's
     * request id makes the provider replay its first answer, and a completed
     * attempt answers with the paid order without asking the provider again.
     */
    async capture(orderId: string, providerOrderId: string): Promise<OrderRow> {
      const attempt = await paymentsRepository.findByProviderOrder(db, provider.name, providerOrderId);
      if (!attempt || attempt.orderId !== orderId) throw new NotFound(PAYMENT_MESSAGES.unknownPayment);
      if (attempt.status === 'completed') return (await ordersRepository.findById(db, orderId))!;
      if (attempt.status === 'failed') throw new AppError(402, PAYMENT_MESSAGES.tryAgain);

      const claimed = await db.transaction(async (tx) => {
        // A simultaneous retry of this very attempt may have paid the order since it was read above.
        const current = await ordersRepository.lock(tx, orderId);
        if (current?.isPaid) {
          const completed = await paymentsRepository.completedFor(tx, orderId);
          if (completed?.id === attempt.id) return { alreadyPaid: true, order: current } as const;
        }
        const locked = await claim(tx, orderId, attempt.id);
        await paymentsRepository.transition(tx, attempt.id, ['created', 'capturing'], 'capturing');
        return { alreadyPaid: false, order: locked } as const;
      });
      if (claimed.alreadyPaid) return claimed.order;
      const { order } = claimed;

      let result: Awaited<ReturnType<PaymentProvider['captureOrder']>>;
      try {
        result = await provider.captureOrder({
          providerOrderId,
          requestId: attempt.requestId,
          amountCents: attempt.amountCents,
        });
      } catch (error) {
        // Nothing was taken (or it is unknown yet): the same attempt may be captured again.
        await paymentsRepository.transition(db, attempt.id, ['capturing'], 'created');
        if (error instanceof PaymentProviderError) {
          // A refused capture took nothing, and PayPal would replay the refusal to the same
          // request id: the buyer's next try (another card, say) gets a new one.
          if (error.failure === 'declined' || error.failure === 'not-approved') {
            await paymentsRepository.renewRequestId(db, attempt.id, newId());
          }
          log.warn(
            { orderId, providerOrderId, failure: error.failure, ...error.details },
            'payment capture refused',
          );
          throw captureFailure(error);
        }
        log.error({ err: error, orderId, providerOrderId }, 'payment capture failed');
        throw new UpstreamError(PAYMENT_MESSAGES.transaction);
      }

      const paysOrder = result.currency === 'USD' && result.amountCents === order.totalPriceCents;
      if (result.status === 'PENDING' && paysOrder) {
        await paymentsRepository.transition(db, attempt.id, ['capturing'], 'pending', result.captureId);
        log.warn(
          { orderId, providerOrderId, captureId: result.captureId },
          'capture pending review at the provider',
        );
        throw new AppError(402, PAYMENT_MESSAGES.pending);
      }
      if (result.status !== 'COMPLETED' || !paysOrder) {
        await paymentsRepository.transition(db, attempt.id, ['capturing'], 'failed', result.captureId);
        // Money may have moved without paying the order: someone must look at it.
        log.error(
          { orderId, providerOrderId, expectedCents: order.totalPriceCents, ...result },
          'capture does not pay the order: status, currency or amount differ',
        );
        throw new AppError(402, PAYMENT_MESSAGES.failed);
      }
      return payWith(attempt, result.captureId);
    },

    /**
     * A capture the provider settled later (its webhook, already verified):
     * a completed one for exactly the order's total pays the order, a denied one
     * closes the attempt. Repeated deliveries change nothing.
     */
    /** Webhooks are accepted only when the provider signs them (PayPal with PAYPAL_WEBHOOK_ID). */
    acceptsWebhooks: Boolean(provider.webhook),

    /** A signed webhook delivery: verified with the provider, then acted on if it settles a capture. */
    async receiveWebhook(notification: WebhookNotification): Promise<'paid' | 'ignored'> {
      if (!provider.webhook) throw new NotFound('Webhooks are not enabled.');
      let valid = false;
      try {
        valid = await provider.webhook.verify(notification);
      } catch (error) {
        log.error({ err: error }, 'webhook signature could not be checked');
        throw new UpstreamError('The signature could not be checked. Please retry.');
      }
      if (!valid) throw new InvalidData('The webhook signature is not valid.');
      const settled = provider.webhook.settledCapture(notification.event);
      return settled ? this.settle(settled) : 'ignored';
    },

    async settle(event: SettledCapture): Promise<'paid' | 'ignored'> {
      const attempt = await paymentsRepository.findByProviderOrder(db, provider.name, event.providerOrderId);
      if (!attempt || attempt.status === 'completed') return 'ignored';
      if (event.status === 'DENIED') {
        await paymentsRepository.transition(
          db,
          attempt.id,
          ['pending', 'capturing'],
          'failed',
          event.captureId,
        );
        log.warn(
          { orderId: attempt.orderId, providerOrderId: event.providerOrderId },
          'provider denied a pending capture',
        );
        return 'ignored';
      }
      const order = await ordersRepository.findById(db, attempt.orderId);
      if (!order || event.currency !== 'USD' || event.amountCents !== order.totalPriceCents) {
        log.error(
          { orderId: attempt.orderId, ...event },
          'settled capture does not pay the order: someone must look at it',
        );
        return 'ignored';
      }
      await payWith(attempt, event.captureId);
      return 'paid';
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
