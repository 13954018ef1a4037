import { CONTENT_LANGS, TRANSLATION_LANGS } from '@ochre/shared/constants';
import type { Translations } from '@ochre/shared/rules/translations';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
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

/** The words of `fields` in every translation, as one text. */
export const translatedSearchText = (column: AnyPgColumn, fields: readonly string[]): SQL =>
  sql.join(
    TRANSLATION_LANGS.flatMap((lang) =>
      fields.map((field) => sql`coalesce(${column} #>> ${sql.raw(`'{${lang},${field}}'`)}, '')`),
    ),
    sql.raw(" || ' ' || "),
  );

/**
 * A full-text document kept in the row (a stored generated column). A prefix search has the
 * database check every match against its document again: read from the row, that costs
 * nothing; worked out from the text, it was most of a search on a large catalogue.
 */
export const searchDocument = customType<{ data: string }>({ dataType: () => 'tsvector' });
