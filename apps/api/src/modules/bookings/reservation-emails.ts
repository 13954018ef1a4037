import { formatUsd } from '@ochre/shared/rules/money';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import type { Email } from '../../plugins/mail';
import { render } from '../orders/order-emails';
import type { ReservationRecord } from './repository';

export interface ReservationEmailContext {
  reservation: ReservationRecord;
  siteName: string;
  publicUrl: string;
}

const calendarDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

function summaryRows(reservation: ReservationRecord): [string, string][] {
  const isActivity = reservation.kind === 'activity';
  const balance = outstandingCents({
    totalCents: reservation.totalPriceCents,
    paidCents: reservation.paidCents,
  });
  return [
    ['Reference', orderNumber(reservation.id)],
    [isActivity ? 'Activity' : 'Travel program', reservation.title],
    [isActivity ? 'Date' : 'Preferred start date', calendarDate(reservation.date)],
    [isActivity ? 'Persons' : 'Travelers', String(reservation.persons)],
    ['Total', formatUsd(reservation.totalPriceCents)],
    ['Paid', formatUsd(reservation.paidCents)],
    ['Balance due', formatUsd(balance)],
  ];
}

const accountLink = (publicUrl: string): [string, string] => [
  'Your reservations',
  `${publicUrl}/account?tab=reservations`,
];

/** Sent when a reservation is made: we have it, and it awaits our confirmation. */
export function bookingReceivedEmail({ reservation, siteName, publicUrl }: ReservationEmailContext): Email {
  const reference = orderNumber(reservation.id);
  return {
    to: reservation.contactEmail,
    subject: `${siteName}: reservation ${reference} received`,
    ...render(
      `Reservation ${reference} received`,
      [
        `Hello ${reservation.contactName},`,
        `Thank you for booking ${reservation.title} with ${siteName}. Your reservation is pending confirmation: we are checking availability with our guides now.`,
        'You will receive a confirmation e-mail within 30 minutes, and we will contact you personally within 2 hours.',
      ],
      summaryRows(reservation),
      [accountLink(publicUrl)],
    ),
  };
}

/** Sent when an admin confirms: the reservation stands, and here is how to pay what is still owed. */
export function reservationConfirmedEmail({
  reservation,
  siteName,
  publicUrl,
}: ReservationEmailContext): Email {
  const reference = orderNumber(reservation.id);
  const owed = outstandingCents({
    totalCents: reservation.totalPriceCents,
    paidCents: reservation.paidCents,
  });
  const links: [string, string][] = [];
  if (owed > 0 && reservation.paymentToken) {
    links.push(['Pay for your reservation', `${publicUrl}/payment/reservation/${reservation.paymentToken}`]);
  }
  links.push(accountLink(publicUrl));
  return {
    to: reservation.contactEmail,
    subject: `${siteName}: reservation ${reference} confirmed`,
    ...render(
      `Reservation ${reference} confirmed`,
      [
        `Hello ${reservation.contactName},`,
        `Good news: your reservation for ${reservation.title} on ${calendarDate(reservation.date)} is confirmed.`,
        owed > 0
          ? `${formatUsd(owed)} is still to be paid. You can pay it securely with the link below, in full or with a deposit.`
          : 'Everything is paid. We look forward to welcoming you.',
      ],
      summaryRows(reservation),
      links,
    ),
  };
}

/** Sent when a payment for a reservation went through: the receipt, and what is still owed. */
export function reservationReceiptEmail(
  { reservation, siteName, publicUrl }: ReservationEmailContext,
  payment: { orderId: string; amountCents: number; method: string },
): Email {
  const reference = orderNumber(reservation.id);
  const owed = outstandingCents({
    totalCents: reservation.totalPriceCents,
    paidCents: reservation.paidCents,
  });
  const canPayByLink = owed > 0 && reservation.status === 'confirmed' && reservation.paymentToken;
  const links: [string, string][] = [['Receipt and invoice', `${publicUrl}/orders/${payment.orderId}`]];
  if (canPayByLink) {
    links.push(['Pay the balance', `${publicUrl}/payment/reservation/${reservation.paymentToken}`]);
  }
  links.push(accountLink(publicUrl));
  return {
    to: reservation.contactEmail,
    subject: `${siteName}: payment received for reservation ${reference}`,
    ...render(
      `Payment received for reservation ${reference}`,
      [
        `Hello ${reservation.contactName},`,
        `We have received your payment of ${formatUsd(payment.amountCents)} by ${payment.method} for ${reservation.title}. Thank you!`,
        owed === 0
          ? 'Your reservation is paid in full.'
          : canPayByLink
            ? `${formatUsd(owed)} remains to be paid; you can settle it with the link below.`
            : `${formatUsd(owed)} remains to be paid. With our confirmation we will send you a link to settle it.`,
      ],
      summaryRows(reservation),
      links,
    ),
  };
}

/** Sent when a reservation is cancelled. */
export function reservationCancelledEmail({
  reservation,
  siteName,
  publicUrl,
}: ReservationEmailContext): Email {
  const reference = orderNumber(reservation.id);
  return {
    to: reservation.contactEmail,
    subject: `${siteName}: reservation ${reference} cancelled`,
    ...render(
      `Reservation ${reference} cancelled`,
      [
        `Hello ${reservation.contactName},`,
        `Your reservation for ${reservation.title} on ${calendarDate(reservation.date)} has been cancelled.`,
        reservation.paidCents > 0
          ? `We will refund the ${formatUsd(reservation.paidCents)} you paid, according to the cancellation policy, and contact you about it.`
          : 'Nothing was charged. Reply to this e-mail if you would like another date.',
      ],
      summaryRows(reservation),
      [accountLink(publicUrl)],
    ),
  };
}
