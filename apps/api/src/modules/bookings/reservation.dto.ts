import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import type { Reservation, ReservationLine } from '@ochre/shared/schemas/bookings';
import { dollars, iso } from '../../lib/serialize';
import { toRefundDto } from '../refunds/refund.dto';
import type { RefundRow } from '../refunds/repository';
import type { ReservationRecord } from './repository';

/**
 * Who is looking: the customer or an admin sees the contact details and the
 * payment token (admins also the account); whoever merely holds the payment
 * link sees what is booked and what is owed, nothing personal.
 */
export type ReservationViewer = 'owner' | 'admin' | 'link';

/** Reservations made before traveller types: everyone an adult at the unit price. */
export function unitsOf(record: ReservationRecord): { adult: number; child: number; infant: number } {
  return record.units ?? { adult: record.persons, child: 0, infant: 0 };
}

function linesOf(record: ReservationRecord): ReservationLine[] {
  if (record.priceLines.length === 0) {
    return [
      {
        kind: 'adult',
        label: 'adult',
        quantity: record.persons,
        unitPrice: dollars(record.unitPriceCents) ?? 0,
        total: dollars(record.unitPriceCents * record.persons) ?? 0,
      },
    ];
  }
  return record.priceLines.map((line) => ({
    kind: line.kind,
    label: line.label,
    quantity: line.quantity,
    unitPrice: dollars(line.unitCents) ?? 0,
    total: dollars(line.totalCents) ?? 0,
  }));
}

export function toReservationDto(
  record: ReservationRecord,
  viewer: ReservationViewer,
  refunds: readonly RefundRow[] = [],
): Reservation {
  const isActivity = record.kind === 'activity';
  const base: Reservation = {
    _id: record.id,
    reference: orderNumber(record.id),
    kind: record.kind,
    title: record.title,
    activity: isActivity
      ? {
          _id: record.itemId,
          name: record.title,
          slug: record.itemKey,
          image: record.image,
          location: record.detail,
        }
      : null,
    program: isActivity
      ? null
      : {
          _id: record.itemId,
          title: record.title,
          destination: record.itemKey,
          image: record.image,
          duration: record.detail,
        },
    reservationDate: record.date,
    date: record.date,
    numberOfPersons: record.persons,
    participants: record.persons,
    unitPrice: dollars(record.unitPriceCents) ?? 0,
    units: unitsOf(record),
    startTime: record.startTime,
    pickup: record.pickup,
    lines: linesOf(record),
    totalPrice: dollars(record.totalPriceCents) ?? 0,
    paidAmount: dollars(record.paidCents) ?? 0,
    balanceDue:
      dollars(outstandingCents({ totalCents: record.totalPriceCents, paidCents: record.paidCents })) ?? 0,
    refundedAmount: dollars(record.refundedCents) ?? 0,
    refunds: viewer === 'link' ? [] : refunds.map(toRefundDto),
    holdExpiresAt: record.paymentStatus === 'pending' ? iso(record.holdExpiresAt) : null,
    rebookedAt: iso(record.rebookedAt),
    status: record.status,
    paymentStatus: record.paymentStatus,
    checkedInAt: iso(record.checkedInAt),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
  if (viewer === 'link') return base;
  return {
    ...base,
    paymentToken: record.paymentToken,
    customerInfo: {
      name: record.contactName,
      email: record.contactEmail,
      phone: record.contactPhone,
      whatsapp: record.contactWhatsapp,
      notes: record.notes,
    },
    ...(isActivity
      ? {}
      : {
          traveler: {
            firstName: record.firstName,
            lastName: record.lastName,
            emergencyContact: record.emergencyContact,
            emergencyPhone: record.emergencyPhone,
            specialRequests: record.notes,
          },
        }),
    ...(viewer === 'admin'
      ? { user: { _id: record.userId, name: record.userName, email: record.userEmail } }
      : {}),
  };
}
