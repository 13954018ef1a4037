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
