import { z } from 'zod';

export const messages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  unstorable: 'This text contains a character that cannot be saved.',
} as const;

/** A required, trimmed e-mail address, stored lower-case. */
export const emailField = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(254)
  .pipe(z.email(messages.email))
  .transform((value) => value.toLowerCase());

export const requiredText = (max = 200, message: string = messages.required) =>
  z.string().trim().min(1, message).max(max);

export const optionalText = (max = 200) => z.string().trim().max(max).optional();

export const idParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const slugParams = z.strictObject({ slug: z.string().trim().min(1).max(160) });

/** Query-string numbers arrive as text. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** Query-string prices and ratings, to the hundredth: neither has a finer step, and PostgreSQL's `real` refuses 1e-300. */
export const queryNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .min(min)
    .max(max)
    .transform((value) => Math.round(value * 100) / 100);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const paginationSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one error body of the API (CONTRACT). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
