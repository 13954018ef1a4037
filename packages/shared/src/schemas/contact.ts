import { z } from 'zod';
import { CONTACT_CATEGORIES } from '../constants';
import { emailField, requiredText } from './common';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** POST /contact: name, email, subject and message are required, the category is optional (SPEC §5). */
export const contactBody = z.strictObject({
  name: requiredText(100),
  email: emailField,
  category: z.enum(CONTACT_CATEGORIES).default('general'),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
export type ContactForm = z.input<typeof contactBody>;

export const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";

/** A signed-in customer's technical message becomes a support ticket (SPEC §7 Contact). */
export const TICKET_CREATED = 'Support ticket created successfully!';
export const TICKET_CLOSED = 'This ticket is closed. Please open a new one if you still need help.';

/** The account's Support tab: subject and message (category technical, name and e-mail from the account). */
export const supportTicketForm = z.object({
  subject: requiredText(200),
  message: requiredText(5000),
});
export type SupportTicketForm = z.infer<typeof supportTicketForm>;

/** A reply in a conversation, from the customer or the team. */
export const replyBody = z.strictObject({ message: requiredText(5000) });
export type ReplyBody = z.infer<typeof replyBody>;

export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageKind = 'contact' | 'ticket';

/** One message of a conversation; the first is what the customer wrote. */
export interface ConversationEntry {
  _id: string;
  fromStaff: boolean;
  author: string;
  body: string;
  createdAt: string;
}

export interface TicketSummary {
  _id: string;
  /** The short reference shown to the customer (first 7 characters of the id). */
  reference: string;
  subject: string;
  status: MessageStatus;
  replyCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Ticket extends TicketSummary {
  messages: ConversationEntry[];
}

/** The back office's inbox: contact messages and support tickets together. */
export const inboxQuery = z.strictObject({
  kind: z.enum(['all', 'contact', 'ticket']).default('all'),
  status: z.enum(['all', ...MESSAGE_STATUSES]).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxStatusBody = z.strictObject({ status: z.enum(['open', 'closed']) });
export type InboxStatusBody = z.infer<typeof inboxStatusBody>;

export interface InboxItem {
  _id: string;
  reference: string;
  kind: MessageKind;
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  status: MessageStatus;
  unread: boolean;
  replyCount: number;
  snippet: string;
  createdAt: string;
  updatedAt: string;
}

export interface InboxThread extends InboxItem {
  userId: string | null;
  messages: ConversationEntry[];
}
