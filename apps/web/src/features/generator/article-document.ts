import { slugify } from '@ochre/shared/rules/text';
import type { GeneratedArticle } from '@ochre/shared/schemas/generator';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const articleTitle = (article: GeneratedArticle) =>
  article.headline || article.scraped_data.title || article.url;

/** The article as HTML to paste into an editor: its headline, standfirst and body. */
export function articleMarkup(article: GeneratedArticle): string {
  const summary = article.summary ? `\n<p><em>${escapeHtml(article.summary)}</em></p>` : '';
  return `<article>\n<h1>${escapeHtml(articleTitle(article))}</h1>${summary}\n${article.html_content}\n</article>`;
}

const STYLES = `
  :root { color-scheme: light; }
  body { margin: 0; background: #fcfaf6; color: #3b4544; font: 17px/1.7 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif; }
  main { max-width: 42rem; margin: 0 auto; padding: 3rem 1.5rem 4rem; }
  .eyebrow { font: 600 0.75rem/1.4 system-ui, sans-serif; letter-spacing: 0.18em; text-transform: uppercase; color: #a4561f; margin: 0; }
  h1 { font-size: 2.4rem; line-height: 1.15; color: #1d2424; margin: 0.75rem 0 0; }
  h2 { font-size: 1.5rem; line-height: 1.3; color: #1d2424; margin: 2.5rem 0 0.75rem; }
  h3 { font-size: 1.2rem; color: #1d2424; margin: 2rem 0 0.5rem; }
  p, ul, ol, blockquote { margin: 0 0 1.1rem; }
  article > h1 + p em { display: block; font-size: 1.15rem; color: #5f6866; margin-top: 1rem; }
  ul, ol { padding-inline-start: 1.4rem; }
  li + li { margin-top: 0.4rem; }
  a { color: #2a46a8; text-underline-offset: 3px; }
  strong { color: #1d2424; }
  blockquote { border-inline-start: 4px solid #d4864a; background: #fbf1e7; padding: 0.75rem 1.25rem; font-style: italic; color: #1d2424; }
  hr { border: 0; border-top: 1px solid #e6ddd0; margin: 2.5rem 0 1.5rem; }
  img { max-width: 100%; height: auto; border-radius: 12px; }
`;

/** A complete page for the article, as previewed and downloaded. */
export function articleDocument(article: GeneratedArticle, siteName = 'Ochre'): string {
  const title = articleTitle(article);
  const description = article.summary || article.scraped_data.description;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">\n` : ''}${
  article.keywords.length > 0
    ? `<meta name="keywords" content="${escapeHtml(article.keywords.join(', '))}">\n`
    : ''
}<style>${STYLES}</style>
</head>
<body>
<main>
<p class="eyebrow">${escapeHtml(siteName)}</p>
${articleMarkup(article)}
</main>
</body>
</html>
`;
}

/** A file name for the download: the headline as a slug. */
export const downloadName = (article: GeneratedArticle) =>
  `${slugify(articleTitle(article)) || 'article'}.html`;
