import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, optionalText } from './common';

export const authMessages = {
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'New passwords do not match.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

export const addressSchema = z.strictObject({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
});
export type Address = z.infer<typeof addressSchema>;

/** SPEC §5's rule for a new password. */
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(200);

export const registerBody = z.strictObject({
  name: z.string().trim().min(1, authMessages.nameRequired).max(100),
  email: emailField,
  password: passwordField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailField,
  password: z.string().min(1, authMessages.passwordRequired).max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** SPEC §5: the profile form has no rules beyond input types; the server still bounds every field. */
export const profileUpdateBody = z.strictObject({
  name: z.string().trim().min(1, authMessages.nameRequired).max(100).optional(),
  email: emailField.optional(),
  phone: z.string().trim().max(40).optional(),
  address: addressSchema.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, authMessages.passwordRequired).max(200),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The Security tab's form: the body plus a confirmation that must match. */
export const changePasswordForm = z
  .object({
    currentPassword: changePasswordBody.shape.currentPassword,
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** CONTRACT: `POST /api/auth/forgot-password`. */
export const forgotPasswordBody = z.strictObject({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** CONTRACT: `POST /api/auth/reset-password`, with the token from the e-mailed link. */
export const resetPasswordBody = z.strictObject({
  token: z.string().min(1, authMessages.resetLinkInvalid).max(200),
  password: passwordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset page's form: a new password typed twice. */
export const resetPasswordForm = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** Google sign-in sends the ID token as `credential` (or `token`, SPEC §7). */
export const googleAuthBody = z
  .strictObject({
    credential: z.string().min(1).max(5000).optional(),
    token: z.string().min(1).max(5000).optional(),
  })
  .refine((v) => v.credential ?? v.token, {
    message: 'A Google credential is required',
    path: ['credential'],
  })
  .transform((v) => ({ credential: (v.credential ?? v.token) as string }));

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  isAdmin: z.boolean(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authDataSchema = userSchema.extend({ token: z.string() });
export type AuthData = z.infer<typeof authDataSchema>;
