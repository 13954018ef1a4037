import type { Messages } from '../messages';
import { authMessages } from './auth';
import { bookingMessages } from './bookings';
import { commonMessages } from './common';
import { contactMessages } from './contact';
import { followUpMessages } from './follow-ups';
import { invoiceMessages } from './invoice';
import { orderMessages } from './orders';
import { refundMessages } from './refunds';
import { ticketMessages } from './tickets';

/** Every area's texts, for the catalogue's test: a new area's file is added here. */
export const ALL_MESSAGES: Record<string, Messages<string>> = {
  auth: authMessages,
  bookings: bookingMessages,
  common: commonMessages,
  contact: contactMessages,
  followUps: followUpMessages,
  invoice: invoiceMessages,
  orders: orderMessages,
  refunds: refundMessages,
  tickets: ticketMessages,
};
