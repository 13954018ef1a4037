import { formatUsd } from '@ochre/shared/rules/money';
import { orderNumber } from '@ochre/shared/rules/order-number';
import type { Email } from '../../plugins/mail';
import type { Customer, OrderItemRow, OrderRow } from './repository';

export interface OrderEmailContext {
  order: OrderRow;
  items: readonly OrderItemRow[];
  customer: Customer;
  siteName: string;
  publicUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Casablanca',
  }).format(date);

function summaryRows(order: OrderRow, items: readonly OrderItemRow[]): [string, string][] {
  return [
    ...items.map((item): [string, string] => [
      `${item.name} × ${item.qty}`,
      formatUsd(item.priceCents * item.qty),
    ]),
    ['Subtotal', formatUsd(order.itemsPriceCents)],
    ['Shipping', order.shippingPriceCents === 0 ? 'Free' : formatUsd(order.shippingPriceCents)],
    ['Tax', formatUsd(order.taxPriceCents)],
    ['Total', formatUsd(order.totalPriceCents)],
  ];
}

/** A plain-text and an HTML version of one message: heading, paragraphs, a table of rows and links. */
export function render(
  heading: string,
  paragraphs: string[],
  rows: [string, string][],
  links: [string, string][],
) {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...links.map(([label, url]) => `${label}: ${url}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1d2424;max-width:560px;margin:auto">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-family:Arial,sans-serif;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:6px 0;border-bottom:1px solid #e6ddd0">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e6ddd0;text-align:right">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${links.map(([label, url]) => `<p style="font-family:Arial,sans-serif"><a href="${escapeHtml(url)}" style="color:#a4561f">${escapeHtml(label)}</a></p>`).join('\n')}
</body></html>`;
  return { text, html };
}

const recipient = ({ order, customer }: OrderEmailContext) => order.shippingAddress?.email || customer.email;

/** Sent when a shop order is placed: what was ordered, until when it is kept, and how to pay. */
export function orderPlacedEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const number = orderNumber(order.id);
  const paragraphs = [
    `Hello ${customer.name},`,
    `Thank you for your order ${number} at ${siteName}. Here is what you ordered.`,
  ];
  if (order.holdExpiresAt) {
    paragraphs.push(
      `Your items are set aside for you until ${dateTime(order.holdExpiresAt)} (Marrakech time). Complete the payment before then to keep them.`,
    );
  }
  return {
    to: recipient(context),
    subject: `${siteName}: order ${number} received`,
    ...render(`Order ${number} received`, paragraphs, summaryRows(order, items), [
      ['Pay for this order', `${publicUrl}/payment/order/token/${order.paymentToken}`],
      ['View your order', `${publicUrl}/orders/${order.id}`],
    ]),
  };
}

/** Sent once an order is paid: the receipt. */
export function paymentReceiptEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const number = orderNumber(order.id);
  return {
    to: recipient(context),
    subject: `${siteName}: payment received for order ${number}`,
    ...render(
      `Payment received for order ${number}`,
      [
        `Hello ${customer.name},`,
        `We have received your payment of ${formatUsd(order.totalPriceCents)} by ${order.paymentMethod} on ${dateTime(order.paidAt ?? new Date())} (Marrakech time). Thank you!`,
        'We will contact you personally within 2 hours about delivery. Your invoice is in your account.',
      ],
      summaryRows(order, items),
      [['View your order and invoice', `${publicUrl}/orders/${order.id}`]],
    ),
  };
}

/** Sent when the team marks a paid shop order shipped. */
export function orderShippedEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const number = orderNumber(order.id);
  const address = order.shippingAddress;
  return {
    to: recipient(context),
    subject: `${siteName}: order ${number} is on its way`,
    ...render(
      `Order ${number} is on its way`,
      [
        `Hello ${customer.name},`,
        `Good news: your order ${number} left our Marrakech workshop on ${dateTime(order.shippedAt ?? new Date())} (Marrakech time).`,
        ...(address
          ? [
              `It is going to ${address.fullName}, ${address.address}, ${address.postalCode} ${address.city}, ${address.country}.`,
            ]
          : []),
        'Delivery takes 1-3 business days in Morocco, 5-10 to Europe and 7-14 to North America.',
      ],
      summaryRows(order, items),
      [['View your order', `${publicUrl}/orders/${order.id}`]],
    ),
  };
}
