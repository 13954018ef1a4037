import type { ContactBody } from '@ochre/shared/schemas/contact';
import type { Email } from '../../plugins/mail';

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

/** The message for the team, answerable with a plain "Reply". */
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

/** The sender's acknowledgement, with a copy of what they wrote. */
export function acknowledgement(siteName: string, message: ContactBody, replyTo: string | undefined): Email {
  return {
    to: message.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `We received your message: ${oneLine(message.subject)}`,
    text: [
      `Hello ${oneLine(message.name)},`,
      '',
      `Thank you for writing to ${siteName}. Your message has reached our team in Marrakech and we will get back to you within 24 hours.`,
      'Our office hours are Monday to Friday 9:00 to 18:00 and Saturday 10:00 to 16:00 (GMT+1).',
      '',
      'For your records, this is what you sent:',
      '',
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      `With warm regards from the medina,`,
      `The ${siteName} team`,
    ].join('\n'),
  };
}

/** A new support ticket: the customer can follow it in their account. */
export function ticketAcknowledgement(
  siteName: string,
  ticket: { reference: string; name: string; email: string; subject: string; message: string },
  accountUrl: string,
  replyTo: string | undefined,
): Email {
  return {
    to: ticket.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `Support ticket ${ticket.reference}: ${oneLine(ticket.subject)}`,
    text: [
      `Hello ${oneLine(ticket.name)},`,
      '',
      `Your support ticket ${ticket.reference} has reached the ${siteName} team. We will answer within 24 hours.`,
      `You can follow it and add to it from your account: ${accountUrl}`,
      '',
      'For your records, this is what you sent:',
      '',
      `Subject: ${oneLine(ticket.subject)}`,
      '',
      ticket.message,
      '',
      `With warm regards from the medina,`,
      `The ${siteName} team`,
    ].join('\n'),
  };
}

/** The team's answer, e-mailed to the customer, with what they wrote below it. */
export function answerToCustomer(
  siteName: string,
  thread: { kind: 'contact' | 'ticket'; reference: string; name: string; email: string; subject: string },
  answer: string,
  quoted: string,
  accountUrl: string,
  replyTo: string | undefined,
): Email {
  const isTicket = thread.kind === 'ticket';
  return {
    to: thread.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `Re: ${oneLine(thread.subject)}${isTicket ? ` [ticket ${thread.reference}]` : ''}`,
    text: [
      `Hello ${oneLine(thread.name)},`,
      '',
      answer,
      '',
      isTicket
        ? `You can read the whole conversation and reply from your account: ${accountUrl}`
        : 'Simply reply to this e-mail if you have more questions.',
      '',
      `The ${siteName} team`,
      '',
      '---',
      'You wrote:',
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
