import { orderNumber } from '@ochre/shared/rules/order-number';
import { type Locale, localeOf } from '../../i18n/locale';
import { commonMessages } from '../../i18n/messages/common';
import { orderMessages } from '../../i18n/messages/orders';
import type { Email } from '../../plugins/mail';
import { renderMessage } from '../mail/message-layout';
import type { Customer, OrderItemRow, OrderRow } from './repository';

export interface OrderEmailContext {
  order: OrderRow;
  items: readonly OrderItemRow[];
  customer: Customer;
  siteName: string;
  publicUrl: string;
}

/** The totals of an order as rows, in the locale's words and money. */
export function orderSummaryRows(
  locale: Locale,
  order: OrderRow,
  items: readonly OrderItemRow[],
): [string, string][] {
  const common = locale.text(commonMessages);
  return [
    ...items.map((item): [string, string] => [
      `${item.name} × ${item.qty}`,
      locale.money(item.priceCents * item.qty),
    ]),
    [common('subtotal'), locale.money(order.itemsPriceCents)],
    [
      common('shipping'),
      order.shippingPriceCents === 0 ? common('free') : locale.money(order.shippingPriceCents),
    ],
    [common('tax'), locale.money(order.taxPriceCents)],
    [common('total'), locale.money(order.totalPriceCents)],
  ];
}

const recipient = ({ order, customer }: OrderEmailContext) => order.shippingAddress?.email || customer.email;

/** Every order e-mail speaks the order's language (remembered when it was placed). */
function speak({ order }: OrderEmailContext) {
  const locale = localeOf(order.language);
  return { locale, t: locale.text(orderMessages), common: locale.text(commonMessages) };
}

/** Sent when a shop order is placed: what was ordered, until when it is kept, and how to pay. */
export function orderPlacedEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const { locale, t, common } = speak(context);
  const number = orderNumber(order.id);
  const paragraphs = [common('hello', { name: customer.name }), t('placed.thanks', { number, siteName })];
  if (order.holdExpiresAt) paragraphs.push(t('placed.hold', { time: locale.dateTime(order.holdExpiresAt) }));
  return {
    to: recipient(context),
    subject: t('placed.subject', { siteName, number }),
    ...renderMessage(locale, {
      heading: t('placed.heading', { number }),
      paragraphs,
      rows: orderSummaryRows(locale, order, items),
      links: [
        [t('placed.pay'), locale.link(publicUrl, `/payment/order/token/${order.paymentToken}`)],
        [t('view'), locale.link(publicUrl, `/orders/${order.id}`)],
      ],
    }),
  };
}

/** Sent once an order is paid: the receipt. */
export function paymentReceiptEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const { locale, t, common } = speak(context);
  const number = orderNumber(order.id);
  return {
    to: recipient(context),
    subject: t('receipt.subject', { siteName, number }),
    ...renderMessage(locale, {
      heading: t('receipt.heading', { number }),
      paragraphs: [
        common('hello', { name: customer.name }),
        t('receipt.received', {
          amount: locale.money(order.totalPriceCents),
          method: order.paymentMethod,
          time: locale.dateTime(order.paidAt ?? new Date()),
        }),
        t('receipt.next'),
      ],
      rows: orderSummaryRows(locale, order, items),
      links: [[t('receipt.view'), locale.link(publicUrl, `/orders/${order.id}`)]],
    }),
  };
}

/** Sent when the team marks a paid shop order shipped. */
export function orderShippedEmail(context: OrderEmailContext): Email {
  const { order, items, customer, siteName, publicUrl } = context;
  const { locale, t, common } = speak(context);
  const number = orderNumber(order.id);
  const address = order.shippingAddress;
  return {
    to: recipient(context),
    subject: t('shipped.subject', { siteName, number }),
    ...renderMessage(locale, {
      heading: t('shipped.heading', { number }),
      paragraphs: [
        common('hello', { name: customer.name }),
        t('shipped.left', { number, time: locale.dateTime(order.shippedAt ?? new Date()) }),
        ...(address
          ? [
              t('shipped.to', {
                address: `${address.fullName}, ${address.address}, ${address.postalCode} ${address.city}, ${address.country}`,
              }),
            ]
          : []),
        t('shipped.delivery'),
      ],
      rows: orderSummaryRows(locale, order, items),
      links: [[t('view'), locale.link(publicUrl, `/orders/${order.id}`)]],
    }),
  };
}
