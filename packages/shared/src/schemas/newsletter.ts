import { z } from 'zod';
import { emailField } from './common';

export const newsletterBody = z.strictObject({ email: emailField });
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const subscribersQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type SubscribersQuery = z.infer<typeof subscribersQuery>;

export interface Subscriber {
  _id: string;
  email: string;
  createdAt: string;
}
