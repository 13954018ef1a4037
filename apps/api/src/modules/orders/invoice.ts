import { orderNumber } from '@ochre/shared/rules/order-number';
import type { GeneralSettings } from '@ochre/shared/schemas/site';
import { localeOf } from '../../i18n/locale';
import { commonMessages } from '../../i18n/messages/common';
import { invoiceMessages } from '../../i18n/messages/invoice';
import type { TextBox } from '../../lib/pdf/bidi-text';
import { startPdf } from '../../lib/pdf/document';
import type { Customer, OrderItemRow, OrderRow } from './repository';

export interface InvoiceInput {
  order: OrderRow;
  items: readonly OrderItemRow[];
  customer: Customer;
  seller: GeneralSettings;
}

const INK = '#1d2424';
const MUTED = '#5f6866';
const OCHRE = '#a4561f';
const LINE = '#e6ddd0';

/**
 * The invoice of an order as a PDF, in the order's language: seller, customer, lines,
 * totals and whether it is paid. An Arabic invoice is laid out right to left (the page
 * mirrored), its dates in Marrakech time like every other.
 */
export function renderInvoice({ order, items, customer, seller }: InvoiceInput): Promise<Buffer> {
  const locale = localeOf(order.language);
  const t = locale.text(invoiceMessages);
  const common = locale.text(commonMessages);
  const number = orderNumber(order.id);
  const { doc, text, left, right, width, finish } = startPdf({
    margin: 50,
    lang: locale.lang,
    dir: locale.dir,
    info: { Title: t('title', { number }), Author: seller.siteName, Subject: `Order ${order.id}` },
  });

  /** A box measured from the start edge (the left, or the right in Arabic). */
  const fromStart = (offset: number, w: number) =>
    locale.dir === 'rtl' ? right - offset - w : left + offset;
  const write = (value: string, box: Omit<TextBox, 'x'> & { offset: number }) =>
    text.write(value, { ...box, x: fromStart(box.offset, box.width) });

  // Seller, from the site settings, at the start edge.
  let y = write(seller.siteName, {
    offset: 0,
    y: 50,
    width: width * 0.55,
    size: 22,
    weight: 'bold',
    color: OCHRE,
  });
  const address = seller.address;
  for (const line of [
    address.street,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.state,
    seller.contactEmail,
    seller.contactPhone,
  ]) {
    if (line) y = write(line, { offset: 0, y, width: width * 0.55, size: 9, color: MUTED, dir: 'auto' });
  }

  // Invoice facts, at the end edge.
  const facts = { offset: width * 0.45, width: width * 0.55, align: 'end' as const };
  let factsY = write(t('heading'), { ...facts, y: 50, size: 20, weight: 'bold', color: INK });
  factsY = write(t('number', { number }), { ...facts, y: factsY, color: MUTED });
  factsY = write(t('date', { date: locale.day(order.createdAt) }), { ...facts, y: factsY });
  factsY = write(
    order.isPaid && order.paidAt ? t('paidOn', { date: locale.day(order.paidAt) }) : t('notPaid'),
    {
      ...facts,
      y: factsY,
      weight: 'bold',
      color: order.isPaid ? '#2f6b4f' : '#b42318',
    },
  );

  // Customer.
  y = Math.max(y, factsY, 150) + 20;
  y = write(t('billedTo'), { offset: 0, y, width, size: 9, weight: 'bold', color: MUTED });
  const ship = order.shippingAddress;
  const billed = ship
    ? [
        ship.fullName,
        ship.address,
        [ship.postalCode, ship.city].filter(Boolean).join(' '),
        ship.state ?? '',
        ship.country,
        ship.email || customer.email,
        ship.phone,
      ]
    : [customer.name, customer.email];
  for (const line of billed) if (line) y = write(line, { offset: 0, y, width, color: INK, dir: 'auto' });

  // Lines: item, quantity, unit price, amount, from the start edge.
  y += 24;
  const columns = {
    item: { offset: 0, width: width * 0.58 - 10 },
    qty: { offset: width * 0.58, width: width * 0.1 },
    unit: { offset: width * 0.68, width: width * 0.16 },
    amount: { offset: width * 0.84, width: width * 0.16 },
  };
  const cell = (
    value: string,
    column: { offset: number; width: number },
    at: number,
    box: Partial<TextBox> = {},
  ) => write(value, { ...column, y: at, wrap: false, align: 'end', ...box });
  for (const [key, label] of [
    ['qty', t('qty')],
    ['unit', t('unitPrice')],
    ['amount', t('amount')],
  ] as const) {
    cell(label, columns[key], y, { size: 9, weight: 'bold', color: MUTED });
  }
  write(t('item'), { ...columns.item, y, size: 9, weight: 'bold', color: MUTED });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).stroke();
  y += 8;
  for (const item of items) {
    if (y > doc.page.height - 180) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const rowBottom = write(item.name, { ...columns.item, y, color: INK, dir: 'auto' });
    cell(String(item.qty), columns.qty, y);
    cell(locale.money(item.priceCents), columns.unit, y);
    cell(locale.money(item.priceCents * item.qty), columns.amount, y);
    y = Math.max(rowBottom, y + 14) + 4;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .strokeColor(LINE)
      .stroke();
  }

  // Totals, under the price columns.
  y += 8;
  const label = { offset: width * 0.5, width: width * 0.34 - 10 };
  const totals: [string, string][] = [
    [common('subtotal'), locale.money(order.itemsPriceCents)],
    [
      common('shipping'),
      order.shippingPriceCents === 0 ? common('free') : locale.money(order.shippingPriceCents),
    ],
    [common('tax'), locale.money(order.taxPriceCents)],
  ];
  for (const [name, value] of totals) {
    cell(name, label, y, { color: INK });
    cell(value, columns.amount, y);
    y += 16;
  }
  cell(t('totalUsd'), label, y + 4, { size: 12, weight: 'bold' });
  cell(locale.money(order.totalPriceCents), columns.amount, y + 4, { size: 12, weight: 'bold' });

  // Payment.
  y += 44;
  y = write(
    order.isPaid ? t('paidBy', { method: order.paymentMethod }) : t('due', { method: order.paymentMethod }),
    {
      offset: 0,
      y,
      width,
      color: MUTED,
    },
  );
  write(t('thanks', { siteName: seller.siteName }), { offset: 0, y, width });

  return finish();
}
