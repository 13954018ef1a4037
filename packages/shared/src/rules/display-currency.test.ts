import { describe, expect, it } from 'vitest';
import { convertFromUsd, formatInCurrency, isDisplayCurrency } from './display-currency';

const rates = { eurPerUsd: 0.8634, madPerUsd: 9.2087, asOf: '2026-11-01' };

describe('display currency', () => {
  it('keeps dollars as they are', () => {
    expect(convertFromUsd(49.99, 'USD', rates)).toBe(49.99);
  });

  it('converts at the set rate, to the cent', () => {
    expect(convertFromUsd(100, 'EUR', rates)).toBe(86.34);
    expect(convertFromUsd(49.99, 'MAD', rates)).toBe(460.34);
    expect(convertFromUsd(0.01, 'EUR', rates)).toBe(0.01);
    expect(convertFromUsd(-10, 'MAD', rates)).toBe(-92.09);
  });

  it('writes the amount in the reader’s language with Latin digits', () => {
    expect(formatInCurrency(100, 'EUR', rates, 'fr-FR')).toBe('86,34\u00a0€');
    expect(formatInCurrency(100, 'USD', rates, 'en-US')).toBe('$100.00');
    expect(formatInCurrency(100, 'MAD', rates, 'en-US')).toBe('MAD\u00a0920.87');
    expect(formatInCurrency(100, 'MAD', rates, 'ar-MA')).toMatch(/920[.,]87/);
  });

  it('knows its currencies', () => {
    expect(isDisplayCurrency('MAD')).toBe(true);
    expect(isDisplayCurrency('GBP')).toBe(false);
    expect(isDisplayCurrency(undefined)).toBe(false);
  });
});
