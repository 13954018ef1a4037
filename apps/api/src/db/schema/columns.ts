import { CONTENT_LANGS, TRANSLATION_LANGS } from '@ochre/shared/constants';
import type { Translations } from '@ochre/shared/rules/translations';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
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
/** The language a customer reads us in (e-mails, invoices): remembered on the account, each order and booking. */
export const language = () => text('language', { enum: CONTENT_LANGS }).notNull().default('en');
/** The item's French, Spanish and Arabic fields; English stays in its own columns. */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

/**
 * The words of `fields` in every translation, for full-text search; the same expression
 * defines the table's translated-search index, so a search in any language reads it.
 */
export const translatedSearchDocument = (column: AnyPgColumn, fields: readonly string[]): SQL => {
  const parts = TRANSLATION_LANGS.flatMap((lang) =>
    fields.map((field) => sql`coalesce(${column} #>> ${sql.raw(`'{${lang},${field}}'`)}, '')`),
  );
  return sql`to_tsvector('simple', ${sql.join(parts, sql.raw(" || ' ' || "))})`;
};
