import { formatUsd, toCents } from '@ochre/shared/rules/money';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { refundableCents } from '@ochre/shared/rules/refunds';
import type { ReservationKind } from '@ochre/shared/schemas/bookings';
import { type RefundBody, refundMessages } from '@ochre/shared/schemas/refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { createBackground } from '../../lib/background';
import { Conflict, NotFound } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';
import type { Email, Mailer } from '../../plugins/mail';
import type { AuditService } from '../audit/service';
import { bookingsRepository } from '../bookings/repository';
import type { Jobs } from '../jobs/jobs';
import { type OrderRow, ordersRepository } from '../orders/repository';
import { type PaymentProvider, PaymentProviderError } from '../payments/provider';
import { type PaymentRow, paymentsRepository } from '../payments/repository';
import type { SiteService } from '../site/service';
import { lateMoneyNoticeEmail, type RefundEmailContext, refundIssuedEmail } from './refund-emails';
import { type RefundRow, refundsRepository } from './repository';

export const SEND_REFUND = 'refunds.send';
/** A refund is sent right after its transaction commits; the queued job sends it only if that did not happen. */
const BACKSTOP_AFTER_S = 60;

export interface RefundsDeps {
  db: Db;
  provider: PaymentProvider;
  jobs: Jobs;
  audit: AuditService;
  mailer: Mailer;
  site: Pick<SiteService, 'publicSettings'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  metrics: Pick<Metrics, 'refund'>;
  publicUrl: string;
}

interface RefundRequest {
  amountCents: number;
  reason: string;
  /** Null when the server refunds by itself. */
  createdBy: string | null;
  /** The idempotency key; a refund spread over several orders adds #2, #3… to it. */
  requestId: string;
}

/**
 * Refunds, the one place money goes back (issue 13): the back office's full
 * or partial refunds of an order or a reservation, what a cancelled booking's
 * policy gives back, and late money the server could not honour. Each refund
 * is written (pending) under the order's lock, so concurrent clicks can never
 * give back more than was taken, and then sent to the provider with its
 * idempotency key, so retries give the money back once.
 */
export function createRefundsService(deps: RefundsDeps) {
  const { db, provider, jobs, log, metrics } = deps;
  const background = createBackground();

  jobs.define<{ refundId: string }>(
    SEND_REFUND,
    async (job) => {
      await send(job.data.refundId);
    },
    { retryLimit: 8, retryDelaySeconds: 30 },
  );

  async function queue(tx: Tx, order: OrderRow, payment: PaymentRow | undefined, request: RefundRequest) {
    const row = await refundsRepository.insert(tx, {
      orderId: order.id,
      paymentId: payment?.id ?? null,
      amountCents: request.amountCents,
      reason: request.reason,
      requestId: request.requestId,
      createdBy: request.createdBy,
    });
    await jobs.send(SEND_REFUND, { refundId: row.id }, { tx, startAfter: BACKSTOP_AFTER_S });
    return row;
  }

  /** What may still go back on this order (it is locked by the caller). */
  async function leftOn(tx: Tx, order: OrderRow) {
    const payment = await refundsRepository.capturedPayment(tx, order.id);
    const taken = payment?.amountCents ?? (order.isPaid ? order.totalPriceCents : 0);
    const committed = await refundsRepository.committedCents(tx, order.id, payment?.id ?? null);
    return { payment, left: refundableCents(taken, committed) };
  }

  function tooMuch(leftCents: number): Conflict {
    const message = refundMessages.tooMuch(formatUsd(leftCents));
    return new Conflict(message, { amount: message });
  }

  async function contextOf(refund: RefundRow): Promise<RefundEmailContext | null> {
    const order = await ordersRepository.findById(db, refund.orderId);
    const customer = order && (await ordersRepository.customer(db, order.userId));
    if (!order || !customer) return null;
    const { general } = await deps.site.publicSettings();
    return { refund, order, customer, siteName: general.siteName, publicUrl: deps.publicUrl };
  }

  function tell(refund: RefundRow, build: (context: RefundEmailContext) => Email | null): void {
    background.run(
      (async () => {
        const context = await contextOf(refund);
        const email = context && build(context);
        if (email) await deps.mailer.send(email);
      })().catch((error: unknown) => log.error({ err: error, refundId: refund.id }, 'refund e-mail failed')),
    );
  }

  /**
   * Gives a pending refund back through the provider. A definite refusal fails
   * it (nothing moved); an outage leaves it pending and throws, so its job retries
   * with the same request id.
   */
  async function send(refundId: string): Promise<RefundRow | undefined> {
    const refund = await refundsRepository.findById(db, refundId);
    if (refund?.status !== 'pending') return refund;
    const payment = refund.paymentId ? await paymentsRepository.findById(db, refund.paymentId) : undefined;
    let providerRefundId: string | null = null;
    // Money taken outside the provider (cash on site) goes back the same way: the refund only records it.
    if (payment?.captureId) {
      try {
        const result = await provider.refund({
          captureId: payment.captureId,
          amountCents: refund.amountCents,
          requestId: refund.requestId,
          note: refund.reason,
        });
        if (result.status === 'FAILED' || result.status === 'CANCELLED') {
          throw new PaymentProviderError('rejected', `The refund ended ${result.status}.`);
        }
        providerRefundId = result.refundId;
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || error.failure === 'unavailable') throw error;
        await refundsRepository.fail(db, refund.id, error.message);
        metrics.refund(provider.name, 'failed');
        log.error({ refundId, orderId: refund.orderId, ...error.details }, 'the provider refused a refund');
        return refundsRepository.findById(db, refundId);
      }
    }
    const done = await db.transaction((tx) => refundsRepository.complete(tx, refund, providerRefundId));
    const completed = (await refundsRepository.findById(db, refundId))!;
    if (done) {
      metrics.refund(provider.name, 'completed');
      log.info({ refundId, orderId: refund.orderId, providerRefundId }, 'refund completed');
      tell(completed, refundIssuedEmail);
    }
    return completed;
  }

  /** Sends refunds just written; an outage leaves them to their jobs. */
  async function sendNow(rows: readonly RefundRow[]): Promise<RefundRow[]> {
    const sent: RefundRow[] = [];
    for (const row of rows) {
      try {
        sent.push((await send(row.id)) ?? row);
      } catch (error) {
        metrics.refund(provider.name, 'pending');
        log.warn({ err: error, refundId: row.id }, 'refund not sent yet; its job will retry');
        sent.push(row);
      }
    }
    return sent;
  }

  /**
   * Inside the caller's transaction, with the reservation locked: spreads a
   * refund over the reservation's paid orders, newest first, each order locked.
   */
  async function spreadOverReservation(
    tx: Tx,
    kind: ReservationKind,
    reservationId: string,
    request: RefundRequest,
  ): Promise<RefundRow[]> {
    const rows: RefundRow[] = [];
    let remaining = request.amountCents;
    let totalLeft = 0;
    for (const paid of await ordersRepository.paidOfReservation(tx, kind, reservationId)) {
      const order = (await ordersRepository.lock(tx, paid.id))!;
      const { payment, left } = await leftOn(tx, order);
      totalLeft += left;
      const share = Math.min(left, remaining);
      if (share <= 0) continue;
      const requestId = rows.length ? `${request.requestId}#${rows.length + 1}` : request.requestId;
      rows.push(await queue(tx, order, payment, { ...request, amountCents: share, requestId }));
      remaining -= share;
    }
    if (totalLeft === 0 && remaining > 0) throw new Conflict(refundMessages.nothingPaid);
    if (remaining > 0) throw tooMuch(totalLeft);
    return rows;
  }

  const service = {
    /** The back office refunds a paid order, in full or in part. */
    async refundOrder(admin: UserRow, orderId: string, body: RefundBody): Promise<RefundRow[]> {
      const requestId = `admin:${body.idempotencyKey}`;
      const rows = await db.transaction(async (tx) => {
        const order = await ordersRepository.lock(tx, orderId);
        if (!order) throw new NotFound('Order not found.');
        // The same request again (a retry, a double click): the refund it already made.
        const earlier = await refundsRepository.byRequestPrefix(tx, requestId);
        if (earlier.length) return earlier;
        if (!order.isPaid) throw new Conflict(refundMessages.notPaid);
        const amountCents = toCents(body.amount);
        const { payment, left } = await leftOn(tx, order);
        if (amountCents > left) throw tooMuch(left);
        const row = await queue(tx, order, payment, {
          amountCents,
          reason: body.reason,
          createdBy: admin.id,
          requestId,
        });
        await deps.audit.record(
          admin,
          {
            action: 'order.refund',
            entity: 'order',
            entityId: order.id,
            details: { number: orderNumber(order.id), amount: body.amount, reason: body.reason },
          },
          tx,
        );
        return [row];
      });
      return sendNow(rows);
    },

    /** The back office refunds a reservation: spread over the orders that paid it. */
    async refundReservation(
      admin: UserRow,
      kind: ReservationKind,
      id: string,
      body: RefundBody,
    ): Promise<RefundRow[]> {
      const requestId = `admin:${body.idempotencyKey}`;
      const rows = await db.transaction(async (tx) => {
        const lock = await bookingsRepository.lock(tx, kind, id);
        if (!lock) throw new NotFound('Reservation not found.');
        const earlier = await refundsRepository.byRequestPrefix(tx, requestId);
        if (earlier.length) return earlier;
        const created = await spreadOverReservation(tx, kind, id, {
          amountCents: toCents(body.amount),
          reason: body.reason,
          createdBy: admin.id,
          requestId,
        });
        await deps.audit.record(
          admin,
          {
            action: 'reservation.refund',
            entity: `${kind}_reservation`,
            entityId: id,
            details: { amount: body.amount, reason: body.reason },
          },
          tx,
        );
        return created;
      });
      return sendNow(rows);
    },

    /**
     * Inside the cancelling transaction (the reservation locked): writes what
     * the cancellation policy gives back. Send them with `sendNow` after the commit.
     */
    async forCancelledReservation(
      tx: Tx,
      admin: UserRow,
      kind: ReservationKind,
      id: string,
      amountCents: number,
    ): Promise<RefundRow[]> {
      if (amountCents <= 0) return [];
      return spreadOverReservation(tx, kind, id, {
        amountCents,
        reason: 'Reservation cancelled: refunded under the cancellation policy.',
        createdBy: admin.id,
        requestId: `cancel:${kind}:${id}`,
      });
    },

    /**
     * Money captured for an order that can no longer take it (cancelled, or its
     * stock or places gone): the attempt is closed as refunded and the whole
     * capture goes back, once however often this is called. The customer and the
     * business address are told.
     */
    async refundLateMoney(attempt: PaymentRow, captureId: string | null, amountCents: number, why: string) {
      const refund = await db.transaction(async (tx) => {
        const order = (await ordersRepository.lock(tx, attempt.orderId))!;
        await paymentsRepository.transition(
          tx,
          attempt.id,
          ['created', 'capturing', 'pending', 'failed'],
          'refunded',
          { captureId },
        );
        const requestId = `late:${attempt.id}`;
        const [earlier] = await refundsRepository.byRequestPrefix(tx, requestId);
        if (earlier) return null;
        return queue(
          tx,
          order,
          { ...attempt, captureId },
          { amountCents, reason: why, createdBy: null, requestId },
        );
      });
      if (!refund) return;
      log.error(
        { orderId: attempt.orderId, providerOrderId: attempt.providerOrderId, captureId, why },
        'money arrived for an order that can no longer take it: refunded in full',
      );
      const [sent] = await sendNow([refund]);
      const { general } = await deps.site.publicSettings();
      if (general.contactEmail) {
        tell(sent ?? refund, (context) => lateMoneyNoticeEmail({ ...context, to: general.contactEmail }));
      }
    },

    send,
    sendNow,

    /** Refunds of these orders, newest first. */
    forOrders: (orderIds: readonly string[]) => refundsRepository.forOrders(db, orderIds),

    drain: background.drain,
  };
  return service;
}

export type RefundsService = ReturnType<typeof createRefundsService>;
