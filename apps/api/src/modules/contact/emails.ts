import type { ContentLang } from '@ochre/shared/constants';
import type { ContactBody } from '@ochre/shared/schemas/contact';
import { type Locale, localeOf } from '../../i18n/locale';
import { commonMessages } from '../../i18n/messages/common';
import { contactMessages } from '../../i18n/messages/contact';
import type { Email } from '../../plugins/mail';

const SUPPORT_TAB = '/account?tab=support';

/** User text goes into e-mail headers only as one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const CATEGORY_LABELS: Record<ContactBody['category'], string> = {
  general: 'General question',
  travel: 'Travel planning',
  review: 'Reviews',
  partnership: 'Partnership',
  feedback: 'Feedback',
  technical: 'Technical support',
};

/** The message for the team (in English, like the back office), answerable with a plain "Reply". */
export function messageForBusiness(
  to: string,
  message: ContactBody,
  id: string,
  kind: 'contact' | 'ticket' = 'contact',
): Email {
  return {
    to,
    replyTo: message.email,
    subject: `[${CATEGORY_LABELS[message.category]}] ${oneLine(message.subject)}`,
    text: [
      kind === 'ticket'
        ? `New support ticket from a customer's account (reference ${id}).`
        : `New message from the contact page (reference ${id}).`,
      '',
      `From: ${oneLine(message.name)} <${message.email}>`,
      `Category: ${CATEGORY_LABELS[message.category]}`,
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      'Reply to this e-mail to answer the sender directly. We promise a reply within 24 hours.',
    ].join('\n'),
  };
}

/** The end of an acknowledgement: a copy of what was sent, and the team's greeting. */
function copyAndSignature(locale: Locale, siteName: string, sent: { subject: string; message: string }) {
  const t = locale.text(contactMessages);
  return [
    t('copy.intro'),
    '',
    t('copy.subject', { subject: oneLine(sent.subject) }),
    '',
    sent.message,
    '',
    t('regards'),
    locale.text(commonMessages)('signature', { siteName }),
  ];
}

/** The sender's acknowledgement, in the language they wrote from, with a copy of what they wrote. */
export function acknowledgement(
  lang: ContentLang,
  siteName: string,
  message: ContactBody,
  replyTo: string | undefined,
): Email {
  const locale = localeOf(lang);
  const t = locale.text(contactMessages);
  return {
    to: message.email,
    ...(replyTo ? { replyTo } : {}),
    subject: t('ack.subject', { subject: oneLine(message.subject) }),
    text: [
      locale.text(commonMessages)('hello', { name: oneLine(message.name) }),
      '',
      t('ack.thanks', { siteName }),
      t('ack.hours'),
      '',
      ...copyAndSignature(locale, siteName, message),
    ].join('\n'),
  };
}

/** A new support ticket: the customer can follow it in their account. */
export function ticketAcknowledgement(
  lang: ContentLang,
  siteName: string,
  ticket: { reference: string; name: string; email: string; subject: string; message: string },
  publicUrl: string,
  replyTo: string | undefined,
): Email {
  const locale = localeOf(lang);
  const t = locale.text(contactMessages);
  return {
    to: ticket.email,
    ...(replyTo ? { replyTo } : {}),
    subject: t('ticket.subject', { reference: ticket.reference, subject: oneLine(ticket.subject) }),
    text: [
      locale.text(commonMessages)('hello', { name: oneLine(ticket.name) }),
      '',
      t('ticket.reached', { reference: ticket.reference, siteName }),
      t('ticket.follow', { url: locale.link(publicUrl, SUPPORT_TAB) }),
      '',
      ...copyAndSignature(locale, siteName, ticket),
    ].join('\n'),
  };
}

/** The team's answer, e-mailed to the customer in their language, with what they wrote below it. */
export function answerToCustomer(
  siteName: string,
  thread: {
    kind: 'contact' | 'ticket';
    reference: string;
    name: string;
    email: string;
    subject: string;
    language: ContentLang;
  },
  answer: string,
  quoted: string,
  publicUrl: string,
  replyTo: string | undefined,
): Email {
  const locale = localeOf(thread.language);
  const t = locale.text(contactMessages);
  const isTicket = thread.kind === 'ticket';
  const subject = oneLine(thread.subject);
  return {
    to: thread.email,
    ...(replyTo ? { replyTo } : {}),
    subject: isTicket
      ? t('answer.ticketSubject', { subject, reference: thread.reference })
      : t('answer.subject', { subject }),
    text: [
      locale.text(commonMessages)('hello', { name: oneLine(thread.name) }),
      '',
      answer,
      '',
      isTicket ? t('answer.follow', { url: locale.link(publicUrl, SUPPORT_TAB) }) : t('answer.more'),
      '',
      locale.text(commonMessages)('signature', { siteName }),
      '',
      '---',
      t('answer.youWrote'),
      '',
      ...quoted.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  };
}

/** A customer added to their ticket: the team hears about it. */
export function customerReplyForBusiness(
  to: string,
  ticket: { reference: string; name: string; email: string; subject: string },
  reply: string,
): Email {
  return {
    to,
    replyTo: ticket.email,
    subject: `[Ticket ${ticket.reference}] ${oneLine(ticket.subject)}`,
    text: [
      `${oneLine(ticket.name)} <${ticket.email}> replied to support ticket ${ticket.reference}:`,
      '',
      reply,
      '',
      'Answer from the back office (Operations, Messages) so the conversation stays in one place.',
    ].join('\n'),
  };
}
