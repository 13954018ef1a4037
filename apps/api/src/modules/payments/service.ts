import { orderTransition } from '@ochre/shared/rules/order-lifecycle';
import { orderNumber } from '@ochre/shared/rules/order-number';
import type { PaymentConfig } from '@ochre/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  AppError,
  Conflict,
  InvalidData,
  NotFound,
  ServiceUnavailable,
  UpstreamError,
} from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Metrics } from '../../lib/metrics';
import { type OrderRow, ordersRepository } from '../orders/repository';
import type { RefundsService } from '../refunds/service';
import { NoLongerAvailable, type OrderKindHandler, type OrderKindHandlers } from './order-kinds';
import { captureFailure, PAYMENT_MESSAGES } from './payment-errors';
import {
  type CaptureResult,
  type PaymentProvider,
  PaymentProviderError,
  paymentMethodLabel,
  type SettledCapture,
  type WebhookNotification,
} from './provider';
import { type PaymentRow, paymentsRepository } from './repository';

/**
 * A capture claim older than this belongs to a request that died; the attempt may be captured
 * again. It outlasts the longest a live capture can take (three attempts of a token and a call,
 * 10 s each, and a token renewal: about 80 s), and stays under PAYPAL_RECONCILE_AFTER_S.
 */
export const CAPTURE_CLAIM_MS = 100_000;

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  kinds: OrderKindHandlers;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  refunds: Pick<RefundsService, 'refundLateMoney'>;
  /** A capture still unsettled this long after it started is checked with the provider. */
  reconcileAfterSeconds: number;
  /** Gives back stock and places whose hold lapsed, once a failed payment no longer keeps them. */
  releaseHolds: () => Promise<void>;
  metrics: Pick<Metrics, 'payment'>;
}

export type ReconcileOutcome = 'paid' | 'refunded' | 'pending' | 'failed' | 'unanswered' | 'skipped';

/**
 * Payments for any kind of order: start one with the provider, capture it, and
 * mark the order paid only when the provider took exactly the order's total.
 * Each kind of order adds its own steps through its handler (see order-kinds.ts).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider, kinds, log, refunds, metrics } = deps;
  const handlerOf = (order: OrderRow): OrderKindHandler => kinds[order.kind] ?? {};
  const methodLabel = paymentMethodLabel(provider.name);
  const nextCheck = (from = Date.now()) => new Date(from + deps.reconcileAfterSeconds * 1000);

  const releaseHolds = () =>
    deps.releaseHolds().catch((error: unknown) => log.error({ err: error }, 'holds could not be released'));

  /**
   * Locks the order, refuses one that cannot be paid (order-lifecycle.ts) or
   * is busy, and lets its kind check it can still be honoured.
   */
  async function claim(tx: Tx, orderId: string, attemptId: string | null): Promise<OrderRow> {
    const order = await ordersRepository.lock(tx, orderId);
    if (!order) throw new NotFound('Order not found.');
    const payable = orderTransition(order, 'pay');
    if (!payable.ok) throw new Conflict(payable.reason);
    const since = new Date(Date.now() - CAPTURE_CLAIM_MS);
    if (
      await paymentsRepository.otherCapturing(tx, { orderId: order.id, exceptAttemptId: attemptId }, since)
    ) {
      throw new Conflict(PAYMENT_MESSAGES.inProgress);
    }
    await handlerOf(order).beforePayment?.(tx, order);
    return order;
  }

  /**
   * Marks the order paid by this attempt (once), runs its kind's steps, and
   * answers with the order. Money the order can no longer take (paid by another
   * capture, cancelled, its stock or places gone) is refunded in full instead.
   */
  async function payWith(
    attempt: PaymentRow,
    captureId: string | null,
    amountCents: number | null,
  ): Promise<OrderRow> {
    const orderId = attempt.orderId;
    let outcome: { order: OrderRow; paidNow: boolean };
    try {
      outcome = await db.transaction(async (tx) => {
        const locked = (await ordersRepository.lock(tx, orderId))!;
        if (locked.isPaid) {
          const completed = await paymentsRepository.completedFor(tx, orderId);
          if (completed?.id === attempt.id) return { order: locked, paidNow: false };
          throw new NoLongerAvailable('the order was already paid by another payment');
        }
        const payable = orderTransition(locked, 'pay');
        if (!payable.ok) throw new NoLongerAvailable(payable.reason);
        await paymentsRepository.transition(
          tx,
          attempt.id,
          ['created', 'capturing', 'pending', 'failed'],
          'completed',
          { captureId },
        );
        const paid = (await ordersRepository.markPaid(tx, orderId, {
          paidAt: new Date(),
          paymentMethod: methodLabel,
        }))!;
        await handlerOf(paid).onPaid?.(tx, paid);
        return { order: paid, paidNow: true };
      });
    } catch (error) {
      if (!(error instanceof NoLongerAvailable)) throw error;
      await refunds.refundLateMoney(attempt, captureId, amountCents ?? attempt.amountCents, error.message);
      return (await ordersRepository.findById(db, orderId))!;
    }

    if (outcome.paidNow) {
      metrics.payment(provider.name, 'paid');
      log.info({ orderId, providerOrderId: attempt.providerOrderId, captureId }, 'order paid');
      await handlerOf(outcome.order)
        .afterPaid?.(outcome.order)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'after-payment step failed'));
    }
    return outcome.order;
  }

  /** Closes an attempt that took nothing, so the stock or places it kept may go back. */
  async function fail(attempt: PaymentRow, captureId: string | null, why: string): Promise<void> {
    await paymentsRepository.transition(db, attempt.id, ['created', 'capturing', 'pending'], 'failed', {
      captureId,
    });
    log.warn({ orderId: attempt.orderId, providerOrderId: attempt.providerOrderId, why }, 'payment failed');
    await releaseHolds();
  }

  /** What the provider says of a capture, settled on our side: paid, still pending, or failed. */
  async function settleWith(attempt: PaymentRow, capture: CaptureResult | null): Promise<ReconcileOutcome> {
    const captureId = capture?.captureId ?? attempt.captureId;
    if (capture?.status === 'COMPLETED') {
      const order = await ordersRepository.findById(db, attempt.orderId);
      if (!order || capture.currency !== 'USD' || capture.amountCents !== order.totalPriceCents) {
        log.error(
          { orderId: attempt.orderId, ...capture },
          'settled capture does not pay the order: someone must look at it',
        );
        await fail(attempt, captureId, 'the capture does not pay the order');
        return 'failed';
      }
      const paid = await payWith(attempt, captureId, capture.amountCents);
      return paid.isPaid && (await paymentsRepository.completedFor(db, paid.id))?.id === attempt.id
        ? 'paid'
        : 'refunded';
    }
    if (capture?.status === 'PENDING') {
      await paymentsRepository.transition(db, attempt.id, ['created', 'capturing', 'pending'], 'pending', {
        captureId,
      });
      return 'pending';
    }
    await fail(attempt, captureId, `the provider never completed it (${capture?.status ?? 'not captured'})`);
    return 'failed';
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
      metrics.payment('offline', 'paid');
      log.info({ orderId, paymentMethod }, 'order paid outside the payment provider');
      await handlerOf(paid)
        .afterPaid?.(paid)
        .catch((error: unknown) => log.error({ err: error, orderId }, 'after-payment step failed'));
      return paid;
    },

    config(): PaymentConfig {
      if (provider.disabled) return { clientId: null, mode: 'off' };
      return provider.clientId
        ? { clientId: provider.clientId, mode: 'paypal' }
        : { clientId: null, mode: 'test' };
    },

    /** Opens a payment with the provider for the order's total, as the server computed it. */
    async start(orderId: string): Promise<{ orderID: string }> {
      // Before anything is locked or written: the order stays exactly as it was.
      if (provider.disabled) throw new ServiceUnavailable(PAYMENT_MESSAGES.unavailable);
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
      // An attempt opened while test payments were on cannot complete once they are off.
      if (provider.disabled) throw new ServiceUnavailable(PAYMENT_MESSAGES.unavailable);
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
        // Should this request die after PayPal took the money, the reconciler asks PayPal then.
        await paymentsRepository.transition(tx, attempt.id, ['created', 'capturing'], 'capturing', {
          reconcileAt: nextCheck(),
        });
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
        // Nothing was taken, or it is unknown yet: the same attempt may be captured again, and
        // an unknown outcome keeps its check with the provider.
        const refused =
          error instanceof PaymentProviderError &&
          (error.failure === 'declined' || error.failure === 'not-approved');
        await paymentsRepository.transition(
          db,
          attempt.id,
          ['capturing'],
          'created',
          refused ? { reconcileAt: null } : {},
        );
        if (error instanceof PaymentProviderError) {
          // A refused capture took nothing, and PayPal would replay the refusal to the same
          // request id: the buyer's next try (another card, say) gets a new one.
          if (refused) await paymentsRepository.renewRequestId(db, attempt.id, newId());
          metrics.payment(provider.name, refused ? 'refused' : 'error');
          log.warn(
            { orderId, providerOrderId, failure: error.failure, ...error.details },
            'payment capture refused',
          );
          throw captureFailure(error);
        }
        metrics.payment(provider.name, 'error');
        log.error({ err: error, orderId, providerOrderId }, 'payment capture failed');
        throw new UpstreamError(PAYMENT_MESSAGES.transaction);
      }

      const paysOrder = result.currency === 'USD' && result.amountCents === order.totalPriceCents;
      if (result.status === 'PENDING' && paysOrder) {
        await paymentsRepository.transition(db, attempt.id, ['capturing'], 'pending', {
          captureId: result.captureId,
        });
        metrics.payment(provider.name, 'pending');
        log.warn(
          { orderId, providerOrderId, captureId: result.captureId },
          'capture pending review at the provider',
        );
        throw new AppError(402, PAYMENT_MESSAGES.pending);
      }
      if (result.status !== 'COMPLETED' || !paysOrder) {
        await paymentsRepository.transition(db, attempt.id, ['capturing'], 'failed', {
          captureId: result.captureId,
        });
        metrics.payment(provider.name, 'mismatch');
        // Money may have moved without paying the order: someone must look at it.
        log.error(
          { orderId, providerOrderId, expectedCents: order.totalPriceCents, ...result },
          'capture does not pay the order: status, currency or amount differ',
        );
        throw new AppError(402, PAYMENT_MESSAGES.failed);
      }
      const paid = await payWith(attempt, result.captureId, result.amountCents);
      if (!paid.isPaid || (await paymentsRepository.completedFor(db, orderId))?.id !== attempt.id) {
        throw new Conflict(PAYMENT_MESSAGES.refundedLate);
      }
      return paid;
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
      if (!attempt || attempt.status === 'completed' || attempt.status === 'refunded') return 'ignored';
      const outcome = await settleWith(attempt, {
        status: event.status,
        captureId: event.captureId,
        amountCents: event.amountCents,
        currency: event.currency,
      });
      return outcome === 'paid' ? 'paid' : 'ignored';
    },

    /**
     * Settles one attempt in doubt by asking the provider (order, or the capture
     * once known). Of several instances checking at once only one asks; a
     * provider that does not answer leaves it for the next check.
     */
    async reconcile(attemptId: string, now = new Date()): Promise<ReconcileOutcome> {
      const attempt = await paymentsRepository.claimReconcile(db, attemptId, now, nextCheck(now.getTime()));
      if (!attempt) return 'skipped';
      let capture: CaptureResult | null;
      try {
        capture = attempt.captureId
          ? await provider.getCapture(attempt.captureId)
          : (await provider.getOrder(attempt.providerOrderId)).capture;
      } catch (error) {
        if (!(error instanceof PaymentProviderError && error.failure === 'not-found')) {
          log.warn(
            { err: error, attemptId },
            'payment could not be checked with the provider; checking later',
          );
          return 'unanswered';
        }
        capture = null;
      }
      const outcome = await settleWith(attempt, capture);
      log.info({ attemptId, orderId: attempt.orderId, outcome }, 'payment reconciled with the provider');
      return outcome;
    },

    /** Every attempt whose check is due, one after the other. */
    async reconcileDue(now = new Date(), batch = 50): Promise<ReconcileOutcome[]> {
      const outcomes: ReconcileOutcome[] = [];
      for (const id of await paymentsRepository.dueForReconcile(db, now, batch)) {
        outcomes.push(await this.reconcile(id, now));
      }
      return outcomes;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
