import { selfCancelRefusal } from '@ochre/shared/rules/cancellation';
import { fromCents } from '@ochre/shared/rules/money';
import type { Reservation, ReservationKind } from '@ochre/shared/schemas/bookings';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { Conflict, NotFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { ordersRepository } from '../orders/repository';
import { refundsRepository } from '../refunds/repository';
import type { RefundsService } from '../refunds/service';
import { cancellationTerms, quoteCancellation } from './cancellation-terms';
import { bookingsRepository } from './repository';
import { toReservationDto } from './reservation.dto';
import { reservationCancelledEmail } from './reservation-emails';
import { type BookingsService, RESERVATION_NOT_FOUND } from './service';

export interface CancellationPreview {
  /** Null when the customer may cancel now, else why not. */
  refusal: string | null;
  refundAmount: number;
  percent: number;
  keptDeposit: number;
}

/**
 * What a customer does with their own booking after paying (issue 16): see
 * what cancelling would give back, and cancel. Only the owner's bookings are
 * found; every change is made under the reservation's lock and audited.
 */
export function createSelfService({
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
  const own = async (user: UserRow, kind: ReservationKind, id: string): Promise<Reservation> => {
    const record = await bookingsRepository.record(db, { kind, id, userId: user.id });
    if (!record) throw new NotFound(RESERVATION_NOT_FOUND);
    return toReservationDto(record, 'owner', await refundsRepository.forReservations(db, [id]));
  };

  return {
    /** One of the customer's own reservations, as their account shows it. */
    own,

    /** What cancelling now would give back, by the same rule the cancel applies. */
    async cancellationPreview(
      user: UserRow,
      kind: ReservationKind,
      id: string,
    ): Promise<CancellationPreview> {
      const current = await bookingsRepository.lock(db, kind, id);
      if (!current || current.userId !== user.id) throw new NotFound(RESERVATION_NOT_FOUND);
      const now = new Date();
      const { start } = cancellationTerms(current);
      const quote = quoteCancellation(current, now);
      return {
        refusal: selfCancelRefusal({ status: current.status, start }, now),
        refundAmount: fromCents(quote.refundCents),
        percent: quote.percent,
        keptDeposit: fromCents(quote.keptDepositCents),
      };
    },

    /**
     * The customer cancels: the places go back, what the policy gives is
     * refunded through the provider, and they are e-mailed. A second click
     * finds it cancelled and changes nothing.
     */
    async cancel(user: UserRow, kind: ReservationKind, id: string): Promise<Reservation> {
      const outcome = await db.transaction(async (tx) => {
        // Orders first, then the reservation: the same order payments lock them in.
        // A refusal below rolls this back.
        await ordersRepository.cancelOpenReservationOrders(tx, kind, id);
        const current = await bookingsRepository.lock(tx, kind, id);
        if (!current || current.userId !== user.id) throw new NotFound(RESERVATION_NOT_FOUND);
        if (current.status === 'cancelled') return null;
        const now = new Date();
        const { start } = cancellationTerms(current);
        const refused = selfCancelRefusal({ status: current.status, start }, now);
        if (refused) throw new Conflict(refused);
        await bookingsRepository.update(tx, kind, id, {
          status: 'cancelled',
          paymentToken: null,
          holdExpiresAt: null,
        });
        const { refundCents } = quoteCancellation(current, now);
        await audit.record(
          user,
          {
            action: 'reservation.cancel',
            entity: `${kind}_reservation`,
            entityId: id,
            details: { from: current.status, to: 'cancelled', by: 'customer', refundCents },
          },
          tx,
        );
        return refunds.forCancelledReservation(tx, user, kind, id, refundCents);
      });
      if (outcome) {
        await refunds.sendNow(outcome);
        bookings.notify(kind, id, reservationCancelledEmail);
      }
      return own(user, kind, id);
    },
  };
}

export type SelfService = ReturnType<typeof createSelfService>;
