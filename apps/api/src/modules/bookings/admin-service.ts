import { marrakechToday } from '@ochre/shared/rules/marrakech-date';
import { toCents } from '@ochre/shared/rules/money';
import { pageCount } from '@ochre/shared/rules/pagination';
import { type ReservationAction, transition } from '@ochre/shared/rules/reservation-lifecycle';
import type { AdminReservationsQuery, Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Pagination } from '@ochre/shared/schemas/common';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import { newToken } from '../../lib/ids';
import type { AuditService } from '../audit/service';
import { ordersRepository } from '../orders/repository';
import { refundsRepository } from '../refunds/repository';
import type { RefundsService } from '../refunds/service';
import { quoteCancellation } from './cancellation-terms';
import { bookingsRepository, type RecordFilter } from './repository';
import { toReservationDto } from './reservation.dto';
import { reservationCancelledEmail, reservationConfirmedEmail } from './reservation-emails';
import { type BookingsService, RESERVATION_NOT_FOUND } from './service';

/**
 * The back office's reservations (SPEC §4 Reservation status): both kinds in
 * one list, one reservation, and the admin moves of their lifecycle
 * (reservation-lifecycle.ts), each recorded in the audit log.
 */
export function createBookingsAdminService({
  db,
  audit,
  bookings,
  refunds,
}: {
  db: Db;
  audit: AuditService;
  bookings: Pick<BookingsService, 'notify'>;
  refunds: Pick<RefundsService, 'forCancelledReservation' | 'sendNow'>;
}) {
  const detail = async (kind: ReservationKind, id: string): Promise<Reservation> => {
    const record = await bookingsRepository.record(db, { kind, id });
    if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
    return toReservationDto(record, 'admin', await refundsRepository.forReservations(db, [id]));
  };

  return {
    async list(
      query: AdminReservationsQuery,
    ): Promise<{ reservations: Reservation[]; pagination: Pagination }> {
      const { page, limit, ...rest } = query;
      const filter: RecordFilter = rest;
      const [records, total] = await Promise.all([
        bookingsRepository.records(db, filter, limit, (page - 1) * limit),
        bookingsRepository.countRecords(db, filter),
      ]);
      return {
        reservations: records.map((record) => toReservationDto(record, 'admin')),
        pagination: { total, pages: pageCount(total, limit), page, limit },
      };
    },

    detail,

    /**
     * An admin confirms, cancels or completes a reservation, through the
     * transition table, recorded in the audit log in the same transaction.
     * Confirming gives it a payment link (a fresh unguessable token) and
     * e-mails it; cancelling retires the link and the unpaid orders with it,
     * and refunds what the policy gives, or the amount staff chose instead.
     */
    async act(
      admin: UserRow,
      kind: ReservationKind,
      id: string,
      action: ReservationAction,
      {
        reason,
        payBy,
        refundAmount,
      }: { reason?: string | undefined; payBy?: string | undefined; refundAmount?: number | undefined } = {},
    ): Promise<Reservation> {
      const refunded = await db.transaction(async (tx) => {
        // Orders first, then the reservation: the same order payments lock them in.
        if (action === 'cancel') await ordersRepository.cancelOpenReservationOrders(tx, kind, id);
        const current = await bookingsRepository.lock(tx, kind, id);
        if (!current) throw new NotFound(RESERVATION_NOT_FOUND);
        const outcome = transition(
          {
            status: current.status,
            paymentStatus: current.paymentStatus,
            date: current.date,
            totalCents: current.totalPriceCents,
            paidCents: current.paidCents,
          },
          action,
          marrakechToday(),
        );
        if (!outcome.ok) throw new Conflict(outcome.reason);
        await bookingsRepository.update(tx, kind, id, {
          status: outcome.value,
          // Confirmed, an unpaid reservation keeps its places until the pay-by time set here, if any.
          ...(action === 'confirm'
            ? {
                paymentToken: current.paymentToken ?? newToken(),
                holdExpiresAt: payBy && current.paidCents === 0 ? new Date(payBy) : null,
              }
            : {}),
          ...(action === 'cancel' ? { paymentToken: null, holdExpiresAt: null } : {}),
        });
        await audit.record(
          admin,
          {
            action: `reservation.${action}`,
            entity: `${kind}_reservation`,
            entityId: id,
            details: {
              from: current.status,
              to: outcome.value,
              ...(reason ? { reason } : {}),
              ...(payBy ? { payBy } : {}),
              ...(action === 'cancel' && refundAmount !== undefined ? { refundOverride: refundAmount } : {}),
            },
          },
          tx,
        );
        if (action !== 'cancel' || current.paidCents === 0) return [];
        // A paid booking cancelled: what its cancellation policy gives back goes back.
        const refundCents =
          refundAmount === undefined
            ? quoteCancellation(current, new Date()).refundCents
            : toCents(refundAmount);
        return refunds.forCancelledReservation(tx, admin, kind, id, refundCents);
      });
      await refunds.sendNow(refunded);
      if (action === 'confirm') bookings.notify(kind, id, reservationConfirmedEmail);
      if (action === 'cancel') bookings.notify(kind, id, reservationCancelledEmail);
      return detail(kind, id);
    },
  };
}

export type BookingsAdminService = ReturnType<typeof createBookingsAdminService>;
