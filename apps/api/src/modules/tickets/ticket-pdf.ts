import { orderNumber } from '@ochre/shared/rules/order-number';
import { outstandingCents } from '@ochre/shared/rules/reservation-lifecycle';
import { displayTicketCode } from '@ochre/shared/rules/tickets';
import type { GeneralSettings } from '@ochre/shared/schemas/site';
import QRCode from 'qrcode';
import { localeOf } from '../../i18n/locale';
import { bookingMessages } from '../../i18n/messages/bookings';
import { ticketMessages } from '../../i18n/messages/tickets';
import { startPdf } from '../../lib/pdf/document';
import type { ReservationRecord } from '../bookings/repository';
import { extrasText, pickupText, travellersText } from '../bookings/reservation-breakdown';

export interface TicketInput {
  reservation: ReservationRecord;
  code: string;
  seller: GeneralSettings;
}

const INK = '#1d2424';
const MUTED = '#5f6866';
const OCHRE = '#a4561f';
const LINE = '#e6ddd0';

/**
 * A reservation's e-ticket as a one-page A4 PDF in the reservation's language: a large QR
 * code of the signed ticket code (drawn as vectors, so it stays sharp printed or zoomed on a
 * phone), the code in readable groups for typing, and in large type what the guest needs on
 * the day: when, where to meet or be picked up, who comes, and what is left to pay.
 */
export function renderTicket({ reservation, code, seller }: TicketInput): Promise<Buffer> {
  const locale = localeOf(reservation.language);
  const t = locale.text(ticketMessages);
  const b = locale.text(bookingMessages);
  const reference = orderNumber(reservation.id);
  const { doc, text, left, right, width, finish } = startPdf({
    margin: 48,
    lang: locale.lang,
    dir: locale.dir,
    info: { Title: t('title', { reference }), Author: seller.siteName, Subject: `Ticket ${reservation.id}` },
  });

  const box = { x: left, width };

  let y = text.write(seller.siteName, { ...box, y: 48, size: 16, weight: 'bold', color: OCHRE });
  y = text.write(t('heading'), { ...box, y: y + 2, size: 26, weight: 'bold', color: INK });
  y = text.write(reservation.localTitle, { ...box, y: y + 4, size: 18, color: INK, dir: 'auto' });
  y = text.write(t('reference', { reference }), { ...box, y: y + 2, size: 12, color: MUTED });

  // The QR code, centred: dark modules on white with a quiet zone of four modules.
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = 220;
  const cell = side / (modules + 8);
  const qrX = left + (width - side) / 2;
  const qrY = y + 16;
  doc.rect(qrX, qrY, side, side).fill('#ffffff');
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.modules.get(row, col)) {
        doc.rect(qrX + (col + 4) * cell, qrY + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill('#000000');
  y = qrY + side + 6;
  y = text.write(t('code'), { ...box, y, size: 10, color: MUTED, align: 'center' });
  // The code reads left to right whatever the page's direction.
  y = text.write(displayTicketCode(code), {
    ...box,
    y,
    size: 14,
    weight: 'bold',
    color: INK,
    align: 'center',
    dir: 'ltr',
  });
  y = text.write(t('show'), { ...box, y: y + 6, size: 12, color: MUTED, align: 'center' });

  // The facts of the day, one label and value per row, in large type.
  y += 18;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).stroke();
  y += 12;
  const date = locale.calendarDate(reservation.date);
  const where =
    reservation.pickup !== null
      ? pickupText(locale, reservation.pickup)
      : reservation.kind === 'activity' && reservation.detail
        ? t('meetAt', { place: reservation.detail })
        : '';
  const extras = extrasText(reservation.priceLines);
  const rows: [string, string][] = [
    [t('guest'), reservation.contactName],
    [t('when'), reservation.startTime ? t('dateTime', { date, time: reservation.startTime }) : date],
    ...(where ? [[t('where'), where] as [string, string]] : []),
    [t('travellers'), travellersText(locale, reservation)],
    ...(extras ? [[b('row.extras'), extras] as [string, string]] : []),
  ];
  const labelWidth = width * 0.28;
  const valueWidth = width - labelWidth - 12;
  const startX = (offset: number, w: number) => (locale.dir === 'rtl' ? right - offset - w : left + offset);
  for (const [label, value] of rows) {
    text.write(label, { x: startX(0, labelWidth), y: y + 2, width: labelWidth, size: 11, color: MUTED });
    y = text.write(value, {
      x: startX(labelWidth + 12, valueWidth),
      y,
      width: valueWidth,
      size: 14,
      color: INK,
      dir: 'auto',
    });
    y += 8;
  }

  const balance = outstandingCents({
    totalCents: reservation.totalPriceCents,
    paidCents: reservation.paidCents,
  });
  y += 4;
  y = text.write(balance > 0 ? t('balanceDue', { amount: locale.money(balance) }) : t('paidInFull'), {
    ...box,
    y,
    size: 16,
    weight: 'bold',
    color: balance > 0 ? '#b42318' : '#2f6b4f',
  });

  const email = seller.contactEmail;
  if (email) {
    const help = seller.contactPhone
      ? t('help', { email, phone: seller.contactPhone })
      : t('helpEmail', { email });
    text.write(help, { ...box, y: y + 16, size: 10, color: MUTED });
  }

  return finish();
}
