import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, language, updatedAt } from './columns';

export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    phone: text('phone').notNull().default(''),
    image: text('image'),
    isAdmin: boolean('is_admin').notNull().default(false),
    address: jsonb('address').$type<StoredAddress>().notNull().default({
      street: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
    }),
    /** Bumped on password change: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language of the last registration, order or booking; e-mails without one of their own use it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_is_admin_idx').on(t.isAdmin),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Password-reset links (CONTRACT): only the SHA-256 of the token is kept, so a copy of the
 * database opens no account; each one works once and until `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
