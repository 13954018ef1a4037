import { describe, expect, it } from 'vitest';
import { renderHeadHtml } from './head';

const opts = {
  siteName: 'Ochre',
  publicUrl: 'https://ochre.example',
  pathname: '/articles/tea',
  lang: 'en' as const,
};

describe('renderHeadHtml', () => {
  it('writes title, description, canonical and social tags', () => {
    const html = renderHeadHtml(
      { title: 'Mint tea', description: 'How to pour it', image: '/uploads/a.webp' },
      opts,
    );
    expect(html).toContain('<title>Mint tea | Ochre</title>');
    expect(html).toContain('<meta name="description" content="How to pour it">');
    expect(html).toContain('<link rel="canonical" href="https://ochre.example/articles/tea">');
    expect(html).toContain('<meta property="og:image" content="https://ochre.example/uploads/a.webp">');
  });

  it('escapes text so a title cannot break out of the head', () => {
    const html = renderHeadHtml(
      { title: '</title><script>alert(1)</script>', description: '" onload="x' },
      opts,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;x"');
  });

  it('keeps structured data inside its script element', () => {
    const html = renderHeadHtml({ title: 'x', jsonLd: { name: '</script><script>alert(1)</script>' } }, opts);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('uses the site name alone for the home page', () => {
    expect(renderHeadHtml({ title: '' }, { ...opts, pathname: '/' })).toContain('<title>Ochre</title>');
  });

  it('names the page in its language, with every language version and x-default', () => {
    const html = renderHeadHtml({ title: 'Thé' }, { ...opts, lang: 'fr' });
    expect(html).toContain('<link rel="canonical" href="https://ochre.example/fr/articles/tea">');
    for (const [hreflang, href] of [
      ['en', 'https://ochre.example/articles/tea'],
      ['fr', 'https://ochre.example/fr/articles/tea'],
      ['es', 'https://ochre.example/es/articles/tea'],
      ['ar', 'https://ochre.example/ar/articles/tea'],
      ['x-default', 'https://ochre.example/articles/tea'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    }
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
    expect(html).toContain('<meta property="og:locale:alternate" content="ar_MA">');
  });

  it('puts the French home page at /fr/', () => {
    const html = renderHeadHtml({ title: '', canonicalPath: '/' }, { ...opts, pathname: '/', lang: 'fr' });
    expect(html).toContain('<link rel="canonical" href="https://ochre.example/fr/">');
  });

  it('gives a page kept out of search engines no language versions', () => {
    expect(renderHeadHtml({ title: 'Cart', noindex: true }, opts)).not.toContain('hreflang');
  });
});
