import { describe, expect, it } from 'vitest';
import { flightSearchUrl } from './flight-search';

describe('flightSearchUrl', () => {
  it('builds a return search with the airports, dates and travellers', () => {
    expect(
      flightSearchUrl({ from: 'BOD', to: 'RAK', depart: '2026-12-01', return: '2026-12-08', travellers: 2 }),
    ).toBe(
      'https://www.skyscanner.net/transport/flights/bod/rak/261201/261208/?adultsv2=2&cabinclass=economy&rtn=1',
    );
  });

  it('builds a one-way search and keeps the travellers within 1 to 9', () => {
    expect(
      flightSearchUrl({ from: ' cdg ', to: 'RAK', depart: '2027-01-15', return: '', travellers: 40 }),
    ).toBe(
      'https://www.skyscanner.net/transport/flights/cdg/rak/270115/?adultsv2=9&cabinclass=economy&rtn=0',
    );
    expect(
      flightSearchUrl({ from: 'BOD', to: 'RAK', depart: '2027-01-15', return: '', travellers: 0 }),
    ).toContain('adultsv2=1');
  });

  it('cannot be steered off the flights path by what is typed', () => {
    const url = new URL(
      flightSearchUrl({ from: '../x?', to: 'RAK', depart: '2027-01-15', return: '', travellers: 1 }),
    );
    expect(url.origin).toBe('https://www.skyscanner.net');
    expect(url.pathname).toBe('/transport/flights/x/rak/270115/');
  });
});
