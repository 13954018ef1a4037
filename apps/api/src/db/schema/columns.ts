import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
export const cents = (name: string) => integer(name);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
export const stringList = (name: string) => text(name).array().notNull().default([]);
