import type { GeneratedArticle } from '@ochre/shared/schemas/generator';
import { describe, expect, it } from 'vitest';
import { articleDocument, articleMarkup, downloadName } from './article-document';

const article: GeneratedArticle = {
  index: 0,
  url: 'https://example.com/tanjia',
  scraped_data: { title: 'Tanjia', description: 'Source summary', image: null, site_name: 'Example' },
  html_content: '<p>Slow-cooked in the ashes.</p><h2>Where to eat it</h2><p>Near the square.</p>',
  error: null,
  headline: 'Tanjia & the "bachelor\'s" stew <of Marrakech>',
  summary: 'How to order it <right>.',
  keywords: ['tanjia', 'food'],
  draft: null,
};

describe('generated article files', () => {
  it('puts the escaped headline and summary above the body', () => {
    expect(articleMarkup(article)).toBe(
      `<article>\n<h1>Tanjia &amp; the &quot;bachelor's&quot; stew &lt;of Marrakech&gt;</h1>\n<p><em>How to order it &lt;right&gt;.</em></p>\n${article.html_content}\n</article>`,
    );
  });

  it('makes a complete page with its title, description and keywords', () => {
    const page = articleDocument(article, 'Ochre');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(
      "<title>Tanjia &amp; the &quot;bachelor's&quot; stew &lt;of Marrakech&gt;</title>",
    );
    expect(page).toContain('<meta name="description" content="How to order it &lt;right&gt;.">');
    expect(page).toContain('<meta name="keywords" content="tanjia, food">');
    expect(page).not.toContain('<script');
  });

  it('names the download after the headline', () => {
    expect(downloadName(article)).toBe('tanjia-the-bachelor-s-stew-of-marrakech.html');
    expect(
      downloadName({ ...article, headline: '', scraped_data: { ...article.scraped_data, title: '' } }),
    ).toBe('https-example-com-tanjia.html');
  });
});
