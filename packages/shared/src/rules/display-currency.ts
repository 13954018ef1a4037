/*
 * Prices are kept and charged in US dollars (CONTRACT "Money"); a visitor may read them in
 * dirhams or euros, converted at rates the back office sets with the day they are valid from.
 */

export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'MAD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';
/** The cookie that remembers the visitor's choice, so the server renders prices in it. */
export const CURRENCY_COOKIE = 'currency';

/** What one US dollar buys, and the calendar day (YYYY-MM-DD) the rates are from. */
export interface ExchangeRates {
  eurPerUsd: number;
  madPerUsd: number;
  asOf: string;
}

/**
 * Rates until the back office sets its own; the day they are from is shown beside converted
 * prices. Here rather than beside the settings schema so that every page can read them without zod.
 */
export const DEFAULT_CURRENCY_SETTINGS: ExchangeRates = {
  eurPerUsd: 0.86,
  madPerUsd: 9.2,
  asOf: '2026-11-01',
};

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  DISPLAY_CURRENCIES.includes(value as DisplayCurrency);

export function rateOf(currency: DisplayCurrency, rates: ExchangeRates): number {
  if (currency === 'EUR') return rates.eurPerUsd;
  if (currency === 'MAD') return rates.madPerUsd;
  return 1;
}

/** A dollar amount in the display currency, to the cent (half away from zero). */
export function convertFromUsd(dollars: number, currency: DisplayCurrency, rates: ExchangeRates): number {
  const cents = Math.round(Math.abs(dollars) * rateOf(currency, rates) * 100);
  return (Math.sign(dollars) * cents) / 100;
}

/** How a price is written: the currency's sign, two decimals, always Latin digits. */
export const priceFormatOptions = (currency: DisplayCurrency): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  numberingSystem: 'latn',
});

/** A dollar amount written in the display currency, in a locale. */
export function formatInCurrency(
  dollars: number,
  currency: DisplayCurrency,
  rates: ExchangeRates,
  locale: string,
): string {
  return new Intl.NumberFormat(locale, priceFormatOptions(currency)).format(
    convertFromUsd(dollars, currency, rates),
  );
}
