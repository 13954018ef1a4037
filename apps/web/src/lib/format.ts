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
    // Marrakech's UTC+1 as a fixed offset: browsers' time-zone data disagree about Africa/Casablanca
    // (Debian's Chromium puts it at UTC+0 in winter), which made server and browser print different days.
    timeZone: 'Etc/GMT-1',
  }).format(date);
}

/** A moment with its time, in Marrakech time (the same fixed offset as formatDate). */
export function formatDateTime(value: string | Date, lang: Lang = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageInfo(lang).locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
    timeZone: 'Etc/GMT-1',
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

/** A whole amount in another currency (shipping costs in dirhams or euros, say). */
export function formatAmount(value: number, currency: string, lang: Lang = 'en'): string {
  return new Intl.NumberFormat(languageInfo(lang).locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  }).format(value);
}
