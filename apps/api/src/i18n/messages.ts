import type { ContentLang, TranslationLang } from '@ochre/shared/constants';

/**
 * One area's texts (its e-mails, the invoice) in every language, as ICU messages:
 * `{name}` inserts a value, `{count, plural, one {# adult} other {# adults}}` chooses by
 * number with each language's own plural forms (Arabic has six).
 */
export type Messages<K extends string> = Readonly<Record<ContentLang, Readonly<Record<K, string>>>>;

/**
 * Declares an area's texts: English first, then French, Spanish and Arabic with exactly the
 * same keys (the type checker refuses a missing or extra one; `messages.test.ts` checks that
 * each translation parses and uses the same placeholders).
 */
export function defineMessages<K extends string>(
  en: Readonly<Record<K, string>>,
  translations: Readonly<Record<TranslationLang, Readonly<Record<K, string>>>>,
): Messages<K> {
  return { en, ...translations };
}
