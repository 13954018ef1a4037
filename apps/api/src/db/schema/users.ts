import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
