import type { ContentLang, TranslationLang } from '../constants';
import { TRANSLATION_LANGS } from '../constants';

/** What one language says of an item: any of its text fields, lists, or lists of parts (itinerary days). */
export type TranslatedFields = Record<string, unknown>;
/** An item's translations, keyed by language; English lives in the item's own fields. */
export type Translations = Partial<Record<TranslationLang, TranslatedFields>>;

/** A value a translation actually gives: an empty text or list leaves the English one showing. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && typeof value === 'object';
}

/** Plain objects only: a Date or a Buffer is a value, not a record to walk. */
const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The item as one language reads it, field by field: each field the translation fills
 * replaces the English one; a list of parts (itinerary days) is read part by part.
 */
export function localizeFields<T extends Record<string, unknown>>(
  base: T,
  translated: TranslatedFields | undefined,
): T {
  if (!translated) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(translated)) {
    if (!(field in base) || !isFilled(value)) continue;
    const english = base[field];
    if (Array.isArray(english) && Array.isArray(value) && english.some(isRecord)) {
      result[field] = english.map((part, i) =>
        isRecord(part) && isRecord(value[i]) ? localizeFields(part, value[i]) : part,
      );
    } else if (typeof value === typeof english || english === null) {
      result[field] = value;
    }
  }
  return result as T;
}

/**
 * Public answers in the reader's language: every record carrying `translations`, however
 * deep, becomes its `lang` version, and the translations themselves are left out.
 */
export function localizeDeep<T>(value: T, lang: ContentLang): T {
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, lang)) as T;
  if (!isRecord(value)) return value;
  const { translations, ...rest } = value;
  const own = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, localizeDeep(item, lang)]));
  if (!isRecord(translations)) return own as T;
  const translated = lang === 'en' ? undefined : translations[lang];
  return localizeFields(own, isRecord(translated) ? translated : undefined) as T;
}

export type TranslationState = 'complete' | 'missing';

/** A field's English value that a translation must give too (a text or a list with something in it). */
function needs(english: unknown): boolean {
  return isFilled(english);
}

/** Which of `fields` (those the English item fills) a language still lacks; itinerary-like lists count part by part. */
export function missingFields(
  base: Record<string, unknown>,
  translated: TranslatedFields | undefined,
  fields: readonly string[],
): string[] {
  return fields.filter((field) => {
    const english = base[field];
    if (!needs(english)) return false;
    const value = translated?.[field];
    if (!isFilled(value)) return true;
    if (Array.isArray(english) && Array.isArray(value) && english.some(isRecord)) {
      return english.some((part, i) => {
        const parts = value[i];
        if (!isRecord(part)) return false;
        return missingFields(part, isRecord(parts) ? parts : undefined, Object.keys(part)).length > 0;
      });
    }
    return false;
  });
}

/** The back office's mark per language: complete when every English field has its translation. */
export function translationStates(
  base: Record<string, unknown>,
  translations: Translations | undefined,
  fields: readonly string[],
): Record<TranslationLang, TranslationState> {
  return Object.fromEntries(
    TRANSLATION_LANGS.map((lang) => [
      lang,
      missingFields(base, translations?.[lang], fields).length ? 'missing' : 'complete',
    ]),
  ) as Record<TranslationLang, TranslationState>;
}

/** Each language's fields reshaped as a DTO shows them (a video's `locationName` as `location.name`). */
export function mapTranslations(
  translations: Translations,
  reshape: (fields: TranslatedFields) => TranslatedFields,
): Translations {
  return Object.fromEntries(
    Object.entries(translations).map(([lang, fields]) => [lang, reshape(fields ?? {})]),
  ) as Translations;
}
