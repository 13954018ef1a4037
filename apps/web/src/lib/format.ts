import { MARRAKECH_TIME_ZONE } from '@ochre/shared/constants';
import { convertFromUsd, priceFormatOptions } from '@ochre/shared/rules/display-currency';
import { priceDisplay } from './display-currency';
import { type Lang, languageInfo } from './i18n';

/**
 * Formatters are costly to build and a page prints many numbers: each one, named by its kind and
 * by what it formats, is built once per language and kept (a name stands for one set of options).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = build();
    formatters.set(key, format);
  }
  return format;
}
const numberFormat = (lang: Lang, name: string, options: () => Intl.NumberFormatOptions) =>
  kept(`number ${lang} ${name}`, () => new Intl.NumberFormat(languageInfo(lang).locale, options()));
const dateFormat = (lang: Lang, name: string, options: () => Intl.DateTimeFormatOptions) =>
  kept(`date ${lang} ${name}`, () => new Intl.DateTimeFormat(languageInfo(lang).locale, options()));

/**
 * A price as the visitor reads it: in the display currency they chose (dollars, euros or
 * dirhams, converted at the back office's rates), in their language, with Latin digits.
 */
export function formatPrice(dollars: number, lang: Lang = 'en'): string {
  const { currency, rates } = priceDisplay();
  return numberFormat(lang, `price ${currency}`, () => priceFormatOptions(currency)).format(
    convertFromUsd(dollars, currency, rates),
  );
}

/** An amount in US dollars, as charged and as the back office keeps it (CONTRACT "Money"). */
export function formatDollars(dollars: number, lang: Lang = 'en'): string {
  return numberFormat(lang, 'price USD', () => priceFormatOptions('USD')).format(dollars);
}

export function formatNumber(value: number, lang: Lang = 'en'): string {
  return numberFormat(lang, 'number', () => ({ numberingSystem: 'latn' })).format(value);
}

export function formatDate(
  value: string | Date,
  lang: Lang = 'en',
  style: 'long' | 'medium' = 'long',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, `date ${style}`, () => ({
    dateStyle: style,
    numberingSystem: 'latn',
    // Marrakech's clock by its zone, never a fixed offset: Morocco is on UTC+1 but goes back to
    // UTC+0 for Ramadan, and the server (Node's ICU) and browsers print the same day from it.
    timeZone: MARRAKECH_TIME_ZONE,
  })).format(date);
}

/** A moment with its time, on Marrakech's clock (Ramadan's hour included). */
export function formatDateTime(value: string | Date, lang: Lang = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, 'date and time', () => ({
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
    timeZone: MARRAKECH_TIME_ZONE,
  })).format(date);
}

/** A time of day alone, on Marrakech's clock. */
export function formatTime(value: string | Date | number, lang: Lang = 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, 'time', () => ({
    timeStyle: 'short',
    numberingSystem: 'latn',
    timeZone: MARRAKECH_TIME_ZONE,
  })).format(date);
}

/** A calendar date (YYYY-MM-DD) shown as written, with no time-zone shift. */
export function formatCalendarDate(value: string, lang: Lang = 'en'): string {
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, 'calendar date', () => ({
    dateStyle: 'long',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  })).format(date);
}

/** Counts such as likes, shortened the way social networks show them (24.6K). */
export function formatCompact(value: number, lang: Lang = 'en'): string {
  return numberFormat(lang, 'compact', () => ({
    notation: 'compact',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  })).format(value);
}

/** A whole amount in another currency (shipping costs in dirhams or euros, say). */
export function formatAmount(value: number, currency: string, lang: Lang = 'en'): string {
  return numberFormat(lang, `amount ${currency}`, () => ({
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  })).format(value);
}
