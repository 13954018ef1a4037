import { z } from 'zod';
import { emailField } from './common';

export const newsletterBody = z.strictObject({ email: emailField });
export type NewsletterBody = z.infer<typeof newsletterBody>;
