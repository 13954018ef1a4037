import { describe, expect, it } from 'vitest';
import { prefixQuery } from './search-terms';

describe('prefixQuery', () => {
  it('matches every word by its beginning', () => {
    expect(prefixQuery('  Brass lant ')).toBe('brass:* & lant:*');
  });

  it('keeps query syntax out', () => {
    expect(prefixQuery("argan' | !oil & (x):*")).toBe('argan:* & oil:* & x:*');
    expect(prefixQuery('!!! ()')).toBeUndefined();
  });

  it('keeps letters of every script', () => {
    expect(prefixQuery('زيت أركان')).toBe('زيت:* & أركان:*');
  });
});
