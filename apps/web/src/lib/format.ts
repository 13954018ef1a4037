import { type Lang, languageInfo } from './i18n';

/** Prices in US dollars with two decimals (CONTRACT), in the reader's language, always with Latin digits. */
export function formatPrice(dollars: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(languageInfo(lang).locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(dollars);
}

export function formatNumber(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(languageInfo(lang).locale, { numberingSystem: 'latn' }).format(value);
}

export function formatDate(
  value: string | Date,
  lang: Lang = 'en',
  style: 'long' | 'medium' = 'long',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageInfo(lang).locale, {
    dateStyle: style,
    numberingSystem: 'latn',
    timeZone: 'Africa/Casablanca',
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) shown as written, with no time-zone shift. */
export function formatCalendarDate(value: string, lang: Lang = 'en'): string {
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(languageInfo(lang).locale, {
    dateStyle: 'long',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(date);
}

/** Counts such as likes, shortened the way social networks show them (24.6K). */
export function formatCompact(value: number, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(languageInfo(lang).locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(value);
}
