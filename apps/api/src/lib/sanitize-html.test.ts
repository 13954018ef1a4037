import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps article structure', () => {
    const html =
      '<h2>Tea</h2><p>Pour <strong>high</strong>, <em>slowly</em>.</p><ul><li>Mint</li></ul><blockquote>Salam</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<img src="https://example.com/a.jpg" onerror="alert(1)">',
      '<img src="https://example.com/a.jpg" loading="lazy" />',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:alert(1))" onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x">', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
  ])('removes %s', (dirty, clean) => {
    const result = sanitizeHtml(dirty);
    expect(result).toBe(clean);
    expect(result).not.toMatch(/on\w+=|javascript:|<script|<iframe|<svg/i);
  });

  it('opens outside links safely and demotes h1', () => {
    expect(sanitizeHtml('<h1>Title</h1><a href="https://example.com">x</a>')).toBe(
      '<h2>Title</h2><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps our own pictures', () => {
    expect(sanitizeHtml('<img src="/uploads/articles/a.webp" alt="Tea">')).toBe(
      '<img src="/uploads/articles/a.webp" alt="Tea" loading="lazy" />',
    );
  });

  it('keeps links inside the site as they are', () => {
    expect(sanitizeHtml('<a href="/activities/toubkal">Toubkal</a>')).toBe(
      '<a href="/activities/toubkal">Toubkal</a>',
    );
  });
});
