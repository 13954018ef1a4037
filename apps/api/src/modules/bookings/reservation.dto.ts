import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import type { Reservation } from '@ochre/shared/schemas/bookings';
import { dollars } from '../../lib/serialize';
import type { ReservationRecord } from './repository';

/**
 * Who is looking: the customer or an admin sees the contact details and the
 * payment token (admins also the account); whoever merely holds the payment
 * link sees what is booked and what is owed, nothing personal.
 */
export type ReservationViewer = 'owner' | 'admin' | 'link';

export function toReservationDto(record: ReservationRecord, viewer: ReservationViewer): Reservation {
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
    totalPrice: dollars(record.totalPriceCents) ?? 0,
    paidAmount: dollars(record.paidCents) ?? 0,
    balanceDue:
      dollars(outstandingCents({ totalCents: record.totalPriceCents, paidCents: record.paidCents })) ?? 0,
    status: record.status,
    paymentStatus: record.paymentStatus,
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
