import { formatUsd } from '@ochre/shared/rules/money';
import { orderNumber } from '@ochre/shared/rules/order-number';
import type { GeneralSettings } from '@ochre/shared/schemas/site';
import PDFDocument from 'pdfkit';
import type { Customer, OrderItemRow, OrderRow } from './repository';

export interface InvoiceInput {
  order: OrderRow;
  items: readonly OrderItemRow[];
  customer: Customer;
  seller: GeneralSettings;
}

/** Characters PDF's built-in fonts (WinAnsi) cannot draw; anything else prints as "?". */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(c)
        ? c
        : '?';
    })
    .join('');
}

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(date);

const INK = '#1d2424';
const MUTED = '#5f6866';
const OCHRE = '#a4561f';
const LINE = '#e6ddd0';

/** The invoice of an order as a PDF: seller, customer, lines, totals and whether it is paid. */
export function renderInvoice({ order, items, customer, seller }: InvoiceInput): Promise<Buffer> {
  const number = orderNumber(order.id);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${number}`, Author: printable(seller.siteName), Subject: `Order ${order.id}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // Seller, from the site settings.
  doc.fillColor(OCHRE).font('Helvetica-Bold').fontSize(22).text(printable(seller.siteName), left, 50);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  const address = seller.address;
  for (const line of [
    address.street,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.state,
    seller.contactEmail,
    seller.contactPhone,
  ]) {
    if (line) doc.text(printable(line));
  }

  // Invoice facts, on the right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('INVOICE', left, 50, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Invoice number: ${number}`, { width, align: 'right' });
  doc.text(`Date: ${day(order.createdAt)}`, { width, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fillColor(order.isPaid ? '#2f6b4f' : '#b42318')
    .text(order.isPaid && order.paidAt ? `PAID on ${day(order.paidAt)}` : 'NOT PAID', {
      width,
      align: 'right',
    });

  // Customer.
  let y = Math.max(doc.y, 150) + 20;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('BILLED TO', left, y);
  doc.fillColor(INK).font('Helvetica').fontSize(10);
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
  for (const line of billed) if (line) doc.text(printable(line));

  // Lines.
  y = doc.y + 24;
  const columns = {
    item: left,
    qty: left + width * 0.58,
    unit: left + width * 0.68,
    amount: left + width * 0.84,
  };
  const cell = (text: string, x: number, w: number, align: 'left' | 'right', at: number) =>
    doc.text(text, x, at, { width: w, align, lineBreak: align === 'left' });
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  cell('ITEM', columns.item, columns.qty - columns.item - 10, 'left', y);
  cell('QTY', columns.qty, columns.unit - columns.qty, 'right', y);
  cell('UNIT PRICE', columns.unit, columns.amount - columns.unit, 'right', y);
  cell('AMOUNT', columns.amount, right - columns.amount, 'right', y);
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).stroke();
  y += 8;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of items) {
    if (y > doc.page.height - 180) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    cell(printable(item.name), columns.item, columns.qty - columns.item - 10, 'left', y);
    const rowBottom = doc.y;
    cell(String(item.qty), columns.qty, columns.unit - columns.qty, 'right', y);
    cell(formatUsd(item.priceCents), columns.unit, columns.amount - columns.unit, 'right', y);
    cell(formatUsd(item.priceCents * item.qty), columns.amount, right - columns.amount, 'right', y);
    y = Math.max(rowBottom, y + 14) + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .strokeColor(LINE)
      .stroke();
  }

  // Totals.
  y += 8;
  const totals: [string, string][] = [
    ['Subtotal', formatUsd(order.itemsPriceCents)],
    ['Shipping', order.shippingPriceCents === 0 ? 'Free' : formatUsd(order.shippingPriceCents)],
    ['Tax', formatUsd(order.taxPriceCents)],
  ];
  for (const [label, value] of totals) {
    cell(label, columns.unit - 40, columns.amount - columns.unit + 40, 'right', y);
    cell(value, columns.amount, right - columns.amount, 'right', y);
    y += 16;
  }
  doc.font('Helvetica-Bold').fontSize(12);
  cell('Total (USD)', columns.unit - 40, columns.amount - columns.unit + 40, 'right', y + 4);
  cell(formatUsd(order.totalPriceCents), columns.amount, right - columns.amount, 'right', y + 4);

  // Payment.
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    order.isPaid
      ? `Paid by ${printable(order.paymentMethod)}.`
      : `Payment by ${printable(order.paymentMethod)} is still due.`,
    left,
    y + 44,
    { width },
  );
  doc.text(`Thank you for shopping with ${printable(seller.siteName)}.`, { width });

  doc.end();
  return done;
}
