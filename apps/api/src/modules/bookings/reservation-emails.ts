import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import { hasTicket } from '@ochre/shared/rules/tickets';
import { type Locale, localeOf } from '../../i18n/locale';
import { bookingMessages } from '../../i18n/messages/bookings';
import { commonMessages } from '../../i18n/messages/common';
import { followUpMessages } from '../../i18n/messages/follow-ups';
import { ticketMessages } from '../../i18n/messages/tickets';
import type { Email, MailAttachment } from '../../plugins/mail';
import { renderMessage } from '../mail/message-layout';
import type { ReservationRecord } from './repository';
import { extrasText, pickupText, travellersText } from './reservation-breakdown';

export interface ReservationEmailContext {
  reservation: ReservationRecord;
  siteName: string;
  publicUrl: string;
}

function summaryRows(locale: Locale, reservation: ReservationRecord): [string, string][] {
  const t = locale.text(bookingMessages);
  const common = locale.text(commonMessages);
  const isActivity = reservation.kind === 'activity';
  const balance = outstandingCents({
    totalCents: reservation.totalPriceCents,
    paidCents: reservation.paidCents,
  });
  const extras = extrasText(reservation.priceLines);
  return [
    [common('reference'), orderNumber(reservation.id)],
    [t(isActivity ? 'row.activity' : 'row.travel'), reservation.localTitle],
    [t(isActivity ? 'row.date' : 'row.preferredDate'), locale.calendarDate(reservation.date)],
    ...(reservation.startTime ? [[t('row.time'), reservation.startTime] as [string, string]] : []),
    [t(isActivity ? 'row.persons' : 'row.travelers'), travellersText(locale, reservation)],
    ...(reservation.pickup
      ? [[t('row.pickup'), pickupText(locale, reservation.pickup)] as [string, string]]
      : []),
    ...(extras ? [[t('row.extras'), extras] as [string, string]] : []),
    [common('total'), locale.money(reservation.totalPriceCents)],
    [common('paid'), locale.money(reservation.paidCents)],
    [t('row.balance'), locale.money(balance)],
  ];
}

/** Every reservation e-mail speaks the language the customer booked in. */
function speak({ reservation, publicUrl }: ReservationEmailContext) {
  const locale = localeOf(reservation.language);
  const t = locale.text(bookingMessages);
  return {
    locale,
    t,
    common: locale.text(commonMessages),
    reference: orderNumber(reservation.id),
    title: reservation.localTitle,
    date: locale.calendarDate(reservation.date),
    accountLink: [t('link.account'), locale.link(publicUrl, '/account?tab=reservations')] as [string, string],
  };
}

/** What an e-mail says of the e-ticket: where it is, that it is attached, or that it survives a move. */
type TicketLine = 'email.ticket' | 'email.attached' | 'email.moved';

/**
 * Once paid or deposit-paid, the e-mail says where the e-ticket is (issue 16): the account,
 * behind sign-in; the confirmation, receipt and move e-mails also carry it as a PDF, made
 * when the e-mail is sent.
 */
function ticketNote(
  locale: Locale,
  reservation: ReservationRecord,
  publicUrl: string,
  line: TicketLine,
): { paragraphs: string[]; links: [string, string][]; attachments: MailAttachment[] } {
  if (!hasTicket(reservation)) return { paragraphs: [], links: [], attachments: [] };
  const t = locale.text(ticketMessages);
  return {
    paragraphs: [t(line)],
    links: [[t('email.link'), locale.link(publicUrl, '/account?tab=reservations')]],
    attachments:
      line === 'email.ticket'
        ? []
        : [{ type: 'ticket', reservationKind: reservation.kind, reservationId: reservation.id }],
  };
}

const owedOf = (reservation: ReservationRecord) =>
  outstandingCents({ totalCents: reservation.totalPriceCents, paidCents: reservation.paidCents });

/** Sent when a reservation is made: we have it, and it awaits our confirmation. */
export function bookingReceivedEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName } = context;
  const { locale, t, common, reference, title, accountLink } = speak(context);
  return {
    to: reservation.contactEmail,
    subject: t('received.subject', { siteName, reference }),
    ...renderMessage(locale, {
      heading: t('received.heading', { reference }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('received.thanks', { title, siteName }),
        t('received.next'),
      ],
      rows: summaryRows(locale, reservation),
      links: [accountLink],
    }),
  };
}

/** Sent when an admin confirms: the reservation stands, and here is how to pay what is still owed. */
export function reservationConfirmedEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName, publicUrl } = context;
  const { locale, t, common, reference, title, date, accountLink } = speak(context);
  const owed = owedOf(reservation);
  const links: [string, string][] = [];
  if (owed > 0 && reservation.paymentToken) {
    links.push([
      t('confirmed.pay'),
      locale.link(publicUrl, `/payment/reservation/${reservation.paymentToken}`),
    ]);
  }
  const ticket = ticketNote(locale, reservation, publicUrl, 'email.attached');
  links.push(...ticket.links, accountLink);
  return {
    to: reservation.contactEmail,
    subject: t('confirmed.subject', { siteName, reference }),
    attachments: ticket.attachments,
    ...renderMessage(locale, {
      heading: t('confirmed.heading', { reference }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('confirmed.good', { title, date }),
        owed > 0 ? t('confirmed.owed', { amount: locale.money(owed) }) : t('confirmed.allPaid'),
        ...ticket.paragraphs,
      ],
      rows: summaryRows(locale, reservation),
      links,
    }),
  };
}

/** Sent when a payment for a reservation went through: the receipt, and what is still owed. */
export function reservationReceiptEmail(
  context: ReservationEmailContext,
  payment: { orderId: string; amountCents: number; method: string },
): Email {
  const { reservation, siteName, publicUrl } = context;
  const { locale, t, common, reference, title, accountLink } = speak(context);
  const owed = owedOf(reservation);
  const canPayByLink = owed > 0 && reservation.status === 'confirmed' && reservation.paymentToken;
  const links: [string, string][] = [
    [t('receipt.invoice'), locale.link(publicUrl, `/orders/${payment.orderId}`)],
  ];
  if (canPayByLink) {
    links.push([
      t('receipt.payBalance'),
      locale.link(publicUrl, `/payment/reservation/${reservation.paymentToken}`),
    ]);
  }
  const ticket = ticketNote(locale, reservation, publicUrl, 'email.attached');
  links.push(...ticket.links, accountLink);
  const amount = locale.money(owed);
  return {
    to: reservation.contactEmail,
    subject: t('receipt.subject', { siteName, reference }),
    attachments: ticket.attachments,
    ...renderMessage(locale, {
      heading: t('receipt.heading', { reference }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('receipt.received', { amount: locale.money(payment.amountCents), method: payment.method, title }),
        owed === 0
          ? t('receipt.paidInFull')
          : canPayByLink
            ? t('receipt.owedLink', { amount })
            : t('receipt.owedLater', { amount }),
        ...ticket.paragraphs,
      ],
      rows: summaryRows(locale, reservation),
      links,
    }),
  };
}

/** Sent when a reservation is cancelled. */
export function reservationCancelledEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName } = context;
  const { locale, t, common, reference, title, date, accountLink } = speak(context);
  return {
    to: reservation.contactEmail,
    subject: t('cancelled.subject', { siteName, reference }),
    ...renderMessage(locale, {
      heading: t('cancelled.heading', { reference }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('cancelled.what', { title, date }),
        cancelledMoneyLine(reservation, locale.money, t),
      ],
      rows: summaryRows(locale, reservation),
      links: [accountLink],
    }),
  };
}

/** What a cancellation does with the money: what comes back under the policy, or that nothing does. */
function cancelledMoneyLine(
  reservation: ReservationRecord,
  money: (cents: number) => string,
  t: ReturnType<typeof speak>['t'],
): string {
  if (reservation.paidCents === 0) return t('cancelled.nothing');
  return reservation.refundedCents > 0
    ? t('cancelled.refund', { amount: money(reservation.refundedCents) })
    : t('cancelled.kept', { amount: money(reservation.paidCents) });
}

/** Sent when an unpaid reservation's hold lapsed and its places went back on sale. */
export function reservationLapsedEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName } = context;
  const { locale, t, common, reference, title, date, accountLink } = speak(context);
  return {
    to: reservation.contactEmail,
    subject: t('lapsed.subject', { siteName, reference }),
    ...renderMessage(locale, {
      heading: t('lapsed.heading', { reference }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('lapsed.what', { title, date }),
        t('lapsed.again'),
      ],
      rows: summaryRows(locale, reservation),
      links: [accountLink],
    }),
  };
}

/** wa.me takes the number as digits only, with the country code. */
const whatsappLink = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
};

/** Where the guest is met: the pickup or meeting point they chose, else the activity's place. */
function meetingPlace(locale: Locale, reservation: ReservationRecord): string {
  if (reservation.pickup) return pickupText(locale, reservation.pickup);
  return reservation.kind === 'activity' ? reservation.detail : '';
}

/**
 * Sent 24 h before the start of a paid or deposit-paid booking (issue 16): when, where, and the
 * business's WhatsApp (the site's contact phone) for the last-minute questions.
 */
export function reservationReminderEmail(context: ReservationEmailContext, businessPhone: string): Email {
  const { reservation, siteName, publicUrl } = context;
  const { locale, common, reference, title, date, accountLink } = speak(context);
  const t = locale.text(followUpMessages);
  const place = meetingPlace(locale, reservation);
  const whatsapp = whatsappLink(businessPhone);
  const ticket = ticketNote(locale, reservation, publicUrl, 'email.ticket');
  return {
    to: reservation.contactEmail,
    subject: t('reminder.subject', { siteName, reference }),
    ...renderMessage(locale, {
      heading: t('reminder.heading', { title }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        reservation.startTime
          ? t('reminder.whenTime', { date, time: reservation.startTime })
          : t('reminder.when', { date }),
        place ? t('reminder.where', { place }) : t('reminder.whereLater'),
        ...(whatsapp ? [t('reminder.help')] : []),
        ...ticket.paragraphs,
      ],
      rows: summaryRows(locale, reservation),
      links: [
        ...(whatsapp ? [[t('reminder.whatsapp'), whatsapp] as [string, string]] : []),
        ...ticket.links,
        accountLink,
      ],
    }),
  };
}

/**
 * Sent when a booking moves to another date or time, by the customer or by staff (issue 16):
 * when and where now, and the e-ticket, whose code does not depend on the date.
 */
export function reservationMovedEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName, publicUrl } = context;
  const { locale, t, common, reference, title, date, accountLink } = speak(context);
  const place = meetingPlace(locale, reservation);
  const ticket = ticketNote(locale, reservation, publicUrl, 'email.moved');
  return {
    to: reservation.contactEmail,
    subject: t('moved.subject', { siteName, reference, date }),
    attachments: ticket.attachments,
    ...renderMessage(locale, {
      heading: t('moved.heading'),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        reservation.startTime
          ? t('moved.whatTime', { title, date, time: reservation.startTime })
          : t('moved.what', { title, date }),
        ...(place ? [t('moved.where', { place })] : []),
        ...ticket.paragraphs,
        t('moved.question'),
      ],
      rows: summaryRows(locale, reservation),
      links: [...ticket.links, accountLink],
    }),
  };
}

/** Sent once a booking is over (issue 16): a link to the reviews of what was booked. */
export function reviewRequestEmail(context: ReservationEmailContext): Email {
  const { reservation, siteName, publicUrl } = context;
  const { locale, common, title, date } = speak(context);
  const t = locale.text(followUpMessages);
  const page =
    reservation.kind === 'activity'
      ? `/activities/${encodeURIComponent(reservation.itemKey)}`
      : `/travels/${encodeURIComponent(reservation.itemKey)}`;
  return {
    to: reservation.contactEmail,
    subject: t('review.subject', { siteName, title }),
    ...renderMessage(locale, {
      heading: t('review.heading', { title }),
      paragraphs: [
        common('hello', { name: reservation.contactName }),
        t('review.thanks', { title, date }),
        t('review.ask'),
      ],
      links: [[t('review.link'), `${locale.link(publicUrl, page)}#reviews-${reservation.itemId}`]],
    }),
  };
}
