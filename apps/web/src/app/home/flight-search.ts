/** The hero's flight search (SPEC §2 Home): from Bordeaux to Marrakech unless the visitor changes it. */
export const FLIGHT_DEFAULTS = { from: 'BOD', to: 'RAK', travellers: 1 } as const;
export const MAX_TRAVELLERS = 9;

export interface FlightSearch {
  from: string;
  to: string;
  /** yyyy-mm-dd */
  depart: string;
  /** yyyy-mm-dd, or empty for a one-way trip. */
  return: string;
  travellers: number;
}

/** Airport codes are letters only, so nothing typed can change the address's shape. */
const airport = (code: string) => code.replace(/[^a-z]/gi, '').toLowerCase();
const compactDate = (isoDate: string) => isoDate.slice(2).replaceAll('-', '');

/** The search on the partner flight site; nothing is fetched here, the visitor's browser opens the address. */
export function flightSearchUrl(search: FlightSearch): string {
  const dates = [search.depart, search.return].filter(Boolean).map(compactDate);
  const path = [airport(search.from), airport(search.to), ...dates].join('/');
  const params = new URLSearchParams({
    adultsv2: String(Math.min(MAX_TRAVELLERS, Math.max(1, Math.trunc(search.travellers) || 1))),
    cabinclass: 'economy',
    rtn: search.return ? '1' : '0',
  });
  return `https://www.skyscanner.net/transport/flights/${path}/?${params}`;
}
