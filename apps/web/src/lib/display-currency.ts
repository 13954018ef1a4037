import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY_SETTINGS,
  DEFAULT_DISPLAY_CURRENCY,
  type DisplayCurrency,
  type ExchangeRates,
} from '@ochre/shared/rules/display-currency';

export interface PriceDisplay {
  currency: DisplayCurrency;
  rates: ExchangeRates;
}

/**
 * The currency prices are shown in for this render. One value for the whole page, set
 * before rendering: in the browser once at start (a change reloads the page), on the
 * server around renderToString, which runs synchronously, so two pages never mix.
 */
let display: PriceDisplay = { currency: DEFAULT_DISPLAY_CURRENCY, rates: DEFAULT_CURRENCY_SETTINGS };

export const priceDisplay = (): PriceDisplay => display;

export function setPriceDisplay(next: PriceDisplay): void {
  display = next;
}

/** Remembers the choice for the server's next render and shows the page again in it. */
export function chooseCurrency(currency: DisplayCurrency): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads to render prices in it
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.location.reload();
}
