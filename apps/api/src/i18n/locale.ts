import { CONTENT_LANGS, type ContentLang, MARRAKECH_TIME_ZONE } from '@ochre/shared/constants';
import { localizedPath } from '@ochre/shared/rules/language-paths';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Messages } from './messages';

export type MessageValues = Record<string, string | number>;

/** What e-mails and PDFs need to speak one language: its texts, and money and dates written its way. */
export interface Locale {
  lang: ContentLang;
  dir: 'ltr' | 'rtl';
  /** An area's texts in this language: `text(orderMessages)('placed.subject', { number })`. */
  text<K extends string>(messages: Messages<K>): (key: K, values?: MessageValues) => string;
  /** US dollars from cents, two decimals (CONTRACT: money is charged in dollars). */
  money(cents: number): string;
  /** An instant's date and time on Marrakech's clocks (Africa/Casablanca, Ramadan's change included). */
  dateTime(instant: Date): string;
  /** An instant's date in Marrakech. */
  day(instant: Date): string;
  /** A calendar date (YYYY-MM-DD, already a Marrakech date) written out, weekday included. */
  calendarDate(date: string): string;
  /** A page of the site in this language, absolute: links in e-mails keep the reader's language. */
  link(publicUrl: string, path: string): string;
}

/** Regional forms: Morocco's Arabic, and British English's day-month order for a Marrakech business. */
const INTL_LOCALES: Record<ContentLang, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', ar: 'ar-MA' };
/** English money reads "$89.00" (en-GB would write "US$89.00"). */
const MONEY_LOCALES: Record<ContentLang, string> = { ...INTL_LOCALES, en: 'en-US' };

export const isContentLang = (value: unknown): value is ContentLang =>
  CONTENT_LANGS.includes(value as ContentLang);

function build(lang: ContentLang): Locale {
  const tag = INTL_LOCALES[lang];
  // Latin digits in every language, as on the website.
  const money = new Intl.NumberFormat(MONEY_LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  const dateTime = new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MARRAKECH_TIME_ZONE,
    numberingSystem: 'latn',
  });
  const day = new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeZone: MARRAKECH_TIME_ZONE,
    numberingSystem: 'latn',
  });
  // A calendar date has no time zone: it is read at noon UTC and written in UTC.
  const calendar = new Intl.DateTimeFormat(tag, {
    dateStyle: 'full',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    text<K extends string>(messages: Messages<K>) {
      const texts = messages[lang];
      return (key: K, values?: MessageValues) => {
        const source = texts[key];
        let format = compiled.get(source);
        if (!format) {
          format = new IntlMessageFormat(source, tag, undefined, { ignoreTag: true });
          compiled.set(source, format);
        }
        return String(format.format(values));
      };
    },
    money: (cents) => money.format(cents / 100),
    dateTime: (instant) => dateTime.format(instant),
    day: (instant) => day.format(instant),
    calendarDate: (date) => calendar.format(new Date(`${date.slice(0, 10)}T12:00:00Z`)),
    link: (publicUrl, path) => `${publicUrl}${localizedPath(lang, path)}`,
  };
}

const locales = new Map<ContentLang, Locale>();

/** The locale of a language as stored on an account, order or booking; English for anything else. */
export function localeOf(lang: string | null | undefined): Locale {
  const code = isContentLang(lang) ? lang : 'en';
  let locale = locales.get(code);
  if (!locale) {
    locale = build(code);
    locales.set(code, locale);
  }
  return locale;
}
