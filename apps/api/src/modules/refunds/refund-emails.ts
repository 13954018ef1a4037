import { formatUsd } from '@ochre/shared/rules/money';
import { orderNumber } from '@ochre/shared/rules/order-number';
import { localeOf } from '../../i18n/locale';
import { commonMessages } from '../../i18n/messages/common';
import { refundMessages } from '../../i18n/messages/refunds';
import type { Email } from '../../plugins/mail';
import { renderMessage } from '../mail/message-layout';
import type { Customer, OrderRow } from '../orders/repository';
import type { RefundRow } from './repository';

export interface RefundEmailContext {
  refund: RefundRow;
  order: OrderRow;
  customer: Customer;
  siteName: string;
  publicUrl: string;
}

/** Sent to the customer once money went back to them, in the order's language. */
export function refundIssuedEmail(context: RefundEmailContext): Email {
  const { refund, order, customer, siteName, publicUrl } = context;
  const locale = localeOf(order.language);
  const t = locale.text(refundMessages);
  const common = locale.text(commonMessages);
  const number = orderNumber(order.id);
  const amount = locale.money(refund.amountCents);
  const late = refund.createdBy === null;
  return {
    to: order.shippingAddress?.email || customer.email,
    subject: t('subject', { siteName, amount, number }),
    ...renderMessage(locale, {
      heading: t('heading', { amount }),
      paragraphs: [
        common('hello', { name: customer.name }),
        late ? t('late', { number }) : t('given', { amount, number, reason: refund.reason }),
        t('when'),
      ],
      rows: [
        [t('refunded'), amount],
        [common('reference'), refund.providerRefundId ?? '—'],
      ],
      links: [[t('view'), locale.link(publicUrl, `/orders/${order.id}`)]],
    }),
  };
}

/** Sent to the business address when the server refunded money by itself. */
export function lateMoneyNoticeEmail(context: RefundEmailContext & { to: string }): Email {
  const { refund, order, siteName, publicUrl } = context;
  const number = orderNumber(order.id);
  return {
    to: context.to,
    subject: `${siteName}: late payment for order ${number} refunded automatically`,
    // For the team, in English like the back office's records.
    ...renderMessage(localeOf('en'), {
      heading: `Late payment refunded for order ${number}`,
      paragraphs: [
        `A payment of ${formatUsd(refund.amountCents)} for order ${number} arrived after the order could no longer be honoured (${refund.reason}).`,
        'It was refunded in full and the customer was told. Nothing else needs doing unless the customer writes.',
      ],
      rows: [
        ['Refunded', formatUsd(refund.amountCents)],
        ['Status', refund.status],
      ],
      links: [['Open the order', `${publicUrl}/admin/orders/${order.id}`]],
    }),
  };
}
