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
export function messageForBusiness(to: string, message: ContactBody, id: string): Email {
  return {
    to,
    replyTo: message.email,
    subject: `[${CATEGORY_LABELS[message.category]}] ${oneLine(message.subject)}`,
    text: [
      `New message from the contact page (reference ${id}).`,
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
