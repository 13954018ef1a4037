import { describe, expect, it } from 'vitest';
import { cleanUrlList, isParseableUrl, isWebAddress, parseProgress, progressPercent } from './generator';

describe('cleanUrlList (SPEC §5: blank rows are dropped)', () => {
  it('trims, drops blank rows and keeps the order', () => {
    expect(cleanUrlList(['  https://a.example/x ', '', '   ', 'http://b.example'])).toEqual([
      'https://a.example/x',
      'http://b.example',
    ]);
  });

  it('keeps a repeated address once', () => {
    expect(cleanUrlList(['https://a.example', ' https://a.example ', 'https://b.example'])).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('leaves nothing when every row is blank', () => {
    expect(cleanUrlList(['', ' \t '])).toEqual([]);
  });
});

describe('address checks', () => {
  it('accepts only full http and https addresses for the form', () => {
    expect(isWebAddress('https://www.example.com/guide?x=1')).toBe(true);
    expect(isWebAddress(' http://example.com ')).toBe(true);
    expect(isWebAddress('example.com')).toBe(false);
    expect(isWebAddress('ftp://example.com/file')).toBe(false);
    expect(isWebAddress('file:///etc/passwd')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });

  it('lets the API take any parseable address so the fetcher can refuse it per URL', () => {
    expect(isParseableUrl('file:///etc/passwd')).toBe(true);
    expect(isParseableUrl('not a url')).toBe(false);
  });
});

describe('progress', () => {
  it('counts whole percents and reaches 100 only when all is done', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('reads the "NN%" string', () => {
    expect(parseProgress('40%')).toBe(40);
    expect(parseProgress('100%')).toBe(100);
    expect(parseProgress('250%')).toBe(100);
    expect(parseProgress('abc')).toBe(0);
    expect(parseProgress(undefined)).toBe(0);
  });
});
