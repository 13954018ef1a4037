import { describe, expect, it } from 'vitest';
import { localeOf } from './locale';
import { bookingMessages } from './messages/bookings';

describe('locales of e-mails and PDFs', () => {
  it('writes times on Marrakech clocks, which go back an hour for Ramadan', () => {
    const en = localeOf('en');
    // 2026-03-01 is during Ramadan: Morocco is at UTC+0, so 23:30 UTC is still the 1st.
    expect(en.dateTime(new Date('2026-03-01T23:30:00Z'))).toBe('1 March 2026 at 23:30');
    expect(en.day(new Date('2026-03-01T23:30:00Z'))).toBe('1 March 2026');
    // After Ramadan the clocks are at UTC+1 again: the same UTC time is already the next day.
    expect(en.dateTime(new Date('2026-04-01T23:30:00Z'))).toBe('2 April 2026 at 00:30');
    expect(localeOf('fr').day(new Date('2026-04-01T23:30:00Z'))).toBe('2 avril 2026');
  });

  it('writes money in US dollars the reader’s way, with Latin digits', () => {
    expect(localeOf('en').money(8990)).toBe('$89.90');
    expect(localeOf('fr').money(8990)).toBe('89,90\u00a0$US');
    expect(localeOf('ar').money(8990)).toMatch(/89[.,]90/);
  });

  it('chooses plural forms by language, Arabic’s six included', () => {
    const en = localeOf('en').text(bookingMessages);
    const ar = localeOf('ar').text(bookingMessages);
    expect(en('adults', { count: 1 })).toBe('1 adult');
    expect(en('adults', { count: 3 })).toBe('3 adults');
    expect(ar('adults', { count: 1 })).toBe('بالغ واحد');
    expect(ar('adults', { count: 2 })).toBe('بالغان');
    expect(ar('adults', { count: 3 })).toBe('3 بالغين');
    expect(ar('adults', { count: 11 })).toBe('11 بالغًا');
  });

  it('links to pages in the reader’s language, and falls back to English for an unknown one', () => {
    expect(localeOf('fr').link('https://ochre.example', '/orders/abc')).toBe(
      'https://ochre.example/fr/orders/abc',
    );
    expect(localeOf('en').link('https://ochre.example', '/orders/abc')).toBe(
      'https://ochre.example/orders/abc',
    );
    expect(localeOf('de').lang).toBe('en');
  });
});
