import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGES } from '../../../../test/helpers/article-site';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { extractArticle } from '../extract';
import { keySentence, keywordsOf, writeBuiltinArticle } from './builtin';

const source = extractArticle(ARTICLE_PAGES.airport, 'https://atlas.example/guides/airport');

describe('writeBuiltinArticle', () => {
  const article = writeBuiltinArticle(source);

  it('keeps the headline and summary of the source', () => {
    expect(article.title).toBe('Marrakech Airport to the Medina: Taxi, Bus or Transfer?');
    expect(article.description).toBe(
      'Taxi fares, the airport bus, pre-booked transfers and how to find your riad: everything you need for the first half hour in Marrakech.',
    );
  });

  it('builds an introduction, key points, the sections of the source and a source link', () => {
    const html = article.html;
    const order = [
      '<p>Marrakech Menara Airport sits just six kilometres',
      '<h2>At a glance</h2>',
      '<h2>Petit taxis and grand taxis</h2>',
      '<h3>Why drivers stop at the edge of the medina</h3>',
      '<h2>The airport bus (line 19)</h2>',
      '<ol><li>Send your flight number',
      '<h2>Which option should you choose?</h2>',
      '<a href="https://atlas.example/guides/airport">',
    ].map((fragment) => html.indexOf(fragment));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain(
      '<li><strong>Petit taxis and grand taxis:</strong> At the time of writing the official daytime fare to the medina is 70 dirhams',
    );
    expect(html).toContain('Atlas Travel Desk');
  });

  it('writes HTML the sanitiser keeps as it is, and escapes the source text', () => {
    expect(sanitizeHtml(article.html)).toContain('<h2>At a glance</h2>');
    const hostile = extractArticle(
      ARTICLE_PAGES.tanjia.replace(
        'Tanjia is often called the bachelor',
        '&lt;img src=x onerror=alert(1)&gt; Tanjia is often called the bachelor',
      ),
      'https://spice-route.example/tanjia',
    );
    const html = writeBuiltinArticle(hostile).html;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('finds keywords in the headline and headings', () => {
    expect(keywordsOf(source)).toEqual(expect.arrayContaining(['airport', 'taxi', 'medina', 'Marrakech']));
  });
});

describe('keySentence', () => {
  it('prefers a concrete, self-contained sentence', () => {
    expect(
      keySentence([
        'It is lovely. The garden opens early in the day for everyone. Tickets cost 150 dirhams and sell out by nine.',
      ]),
    ).toBe('Tickets cost 150 dirhams and sell out by nine.');
  });

  it('leans towards the opening paragraph, which sits closest to the heading', () => {
    expect(
      keySentence([
        'The garden opens at eight in the morning, an hour earlier in summer.',
        'A taxi from the medina takes about fifteen minutes and is the best way in.',
      ]),
    ).toBe('The garden opens at eight in the morning, an hour earlier in summer.');
  });
});
