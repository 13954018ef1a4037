import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  paragraphs,
  readingTimeMinutes,
  slugify,
  snippet,
  titleFromSlug,
  wordCount,
} from './text';

describe('snippet (SPEC §9: 150 characters after stripping tags)', () => {
  it('strips tags and entities', () => {
    expect(snippet('<h2>Tea</h2><p>Mint &amp; sugar</p>')).toBe('Tea Mint & sugar');
  });

  it('cuts at 150 characters with an ellipsis', () => {
    const text = `${'a'.repeat(149)} bcdef`;
    const result = snippet(`<p>${text}</p>`);
    expect(result).toBe(`${'a'.repeat(149)}...`);
    expect(snippet(`<p>${'x'.repeat(150)}</p>`)).toBe('x'.repeat(150));
  });

  it('never keeps script content', () => {
    expect(htmlToText('<p>Hi</p><script>alert(1)</script>')).toBe('Hi');
  });
});

describe('reading time (SPEC §9: words / 200, rounded up)', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;

  it('rounds up', () => {
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('counts words across tags', () => {
    expect(wordCount('<h2>Two words</h2><p>and three more</p>')).toBe(5);
    expect(readingTimeMinutes('')).toBe(0);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n  \nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });
});

describe('slugify', () => {
  it('makes URL segments', () => {
    expect(slugify('Agafay Desert: Sunset & Dinner!')).toBe('agafay-desert-sunset-dinner');
    expect(slugify('Fès é Café')).toBe('fes-e-cafe');
  });
});

describe('titleFromSlug', () => {
  it('reads a destination segment as words', () => {
    expect(titleFromSlug('essaouira-atlantic-coast')).toBe('Essaouira Atlantic Coast');
    expect(titleFromSlug('')).toBe('');
  });
});
