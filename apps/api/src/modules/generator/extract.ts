import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { GenerationError } from './generation-error';

export type SourceBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string };

/** What a web page says, without its navigation, adverts and banners. */
export interface SourcePage {
  url: string;
  title: string;
  description: string;
  siteName: string;
  lang: string | null;
  byline: string | null;
  publishedTime: string | null;
  /** Absolute http(s) address of the page's main picture. */
  leadImage: string | null;
  headings: string[];
  /** The main text, paragraphs separated by blank lines. */
  text: string;
  blocks: SourceBlock[];
}

/** Too little text to write an article from. */
const MIN_TEXT_LENGTH = 200;

/** Class and id words that mark page furniture rather than the article. */
const BOILERPLATE_WORDS = new Set([
  'ad',
  'ads',
  'adsense',
  'advert',
  'advertisement',
  'advertising',
  'author',
  'banner',
  'bio',
  'breadcrumb',
  'breadcrumbs',
  'byline',
  'cmp',
  'comment',
  'comments',
  'consent',
  'cookie',
  'cookies',
  'dateline',
  'gdpr',
  'gpt',
  'meta',
  'modal',
  'newsletter',
  'onetrust',
  'popup',
  'promo',
  'promoted',
  'related',
  'share',
  'sharing',
  'sidebar',
  'signup',
  'social',
  'sponsor',
  'sponsored',
  'subscribe',
  'subscription',
  'topbar',
  'widget',
]);

const STRUCTURAL_NOISE =
  'script, style, noscript, template, iframe, object, embed, svg, canvas, form, button, input, select, textarea, dialog, nav, aside, footer, [role="navigation"], [role="complementary"], [role="contentinfo"], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

type Doc = ReturnType<typeof parseHTML>['document'];
type El = NonNullable<ReturnType<Doc['querySelector']>>;

function meta(document: Doc, ...names: string[]): string {
  for (const name of names) {
    const el =
      document.querySelector(`meta[property="${name}"]`) ?? document.querySelector(`meta[name="${name}"]`);
    const content = clean(el?.getAttribute('content'));
    if (content) return content;
  }
  return '';
}

function isBoilerplate(el: El): boolean {
  const words = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.some((word) => BOILERPLATE_WORDS.has(word));
}

/**
 * Takes out navigation, cookie banners, adverts, sharing and sign-up boxes before
 * the readability pass, never anything that holds the article or most of the text.
 */
function removeBoilerplate(document: Doc): void {
  const total = clean(document.body?.textContent).length || 1;
  const holdsArticle = (el: El) =>
    ['HTML', 'BODY', 'MAIN', 'ARTICLE'].includes(el.tagName) ||
    el.querySelector('article, main, h1') !== null ||
    clean(el.textContent).length > total * 0.4;
  for (const el of document.querySelectorAll(STRUCTURAL_NOISE)) {
    if (!holdsArticle(el)) el.remove();
  }
  for (const el of document.querySelectorAll('[class], [id]')) {
    if (el.isConnected && isBoilerplate(el) && !holdsArticle(el)) el.remove();
  }
}

function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const SEPARATORS = /\s+[|\-–—·:•»]+\s+/;

/** The page's own headline: the single h1, the social title, or the <title> without the site's name. */
function headline(document: Doc, siteName: string): string {
  const social = meta(document, 'og:title', 'twitter:title');
  const h1s = document.querySelectorAll('h1');
  const h1 = h1s.length === 1 ? clean(h1s[0]?.textContent) : '';
  // The h1 is often the social title with its subtitle ("…: How to Beat the Crowds").
  if (h1 && (!social || h1.toLowerCase().startsWith(social.toLowerCase()))) return h1;
  if (social) return social;
  const title = clean(document.querySelector('title')?.textContent);
  const parts = title.split(SEPARATORS);
  if (parts.length < 2) return title;
  const last = parts.at(-1)!;
  const siteLike =
    last.toLowerCase() === siteName.toLowerCase() ||
    (last.split(' ').length <= 4 && parts.slice(0, -1).join(' ').split(' ').length >= 3);
  return siteLike ? title.slice(0, title.lastIndexOf(last)).replace(/[\s|\-–—·:•»]+$/, '') : title;
}

function siteNameOf(document: Doc, url: string, fromReadability: string | null | undefined): string {
  return (
    meta(document, 'og:site_name', 'application-name') ||
    clean(fromReadability) ||
    new URL(url).hostname.replace(/^www\./, '')
  );
}

/** The article's blocks in reading order: headings, paragraphs, lists and quotes as plain text. */
function blocksOf(contentHtml: string, titles: Set<string>): SourceBlock[] {
  const { document } = parseHTML(`<!doctype html><html><body>${contentHtml}</body></html>`);
  const blocks: SourceBlock[] = [];
  const seen = new Set<string>();
  for (const el of document.querySelectorAll('h1, h2, h3, h4, p, ul, ol, blockquote')) {
    // A paragraph inside a quote or a list item belongs to that block.
    if (el.parentElement?.closest('blockquote, ul, ol')) continue;
    const tag = el.tagName.toLowerCase();
    if (tag === 'ul' || tag === 'ol') {
      const items = [...el.querySelectorAll('li')].map((li) => clean(li.textContent)).filter(Boolean);
      if (items.length > 0) blocks.push({ kind: 'list', ordered: tag === 'ol', items });
      continue;
    }
    const text = clean(el.textContent);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    if (/^h[1-4]$/.test(tag)) {
      if (!titles.has(text.toLowerCase())) {
        blocks.push({ kind: 'heading', level: tag === 'h3' || tag === 'h4' ? 3 : 2, text });
      }
    } else if (tag === 'blockquote') {
      blocks.push({ kind: 'quote', text });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  }
  return blocks;
}

/**
 * Reads the article out of a page with Mozilla's Readability (the Firefox
 * reader view) on a real HTML parser: headline, description, main text,
 * headings and lead picture.
 */
export function extractArticle(html: string, url: string): SourcePage {
  const { document } = parseHTML(html);
  // Metadata first: the readability pass rewrites the document.
  const lang = clean(document.documentElement?.getAttribute('lang')) || null;
  const socialImage = absoluteHttpUrl(
    meta(document, 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
    url,
  );
  const metaDescription = meta(document, 'description', 'og:description', 'twitter:description');
  const provisionalSite = siteNameOf(document, url, null);
  const title = headline(document, provisionalSite);
  const titles = new Set(
    [title, ...[...document.querySelectorAll('h1')].map((h) => clean(h.textContent))].map((t) =>
      t.toLowerCase(),
    ),
  );

  removeBoilerplate(document);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 300,
  }).parse();
  const contentHtml = article?.content ?? '';
  const blocks = blocksOf(contentHtml, titles);
  const text = blocks
    .map((b) => (b.kind === 'list' ? b.items.map((item) => `- ${item}`).join('\n') : b.text))
    .join('\n\n');
  if (clean(text).length < MIN_TEXT_LENGTH) {
    throw new GenerationError('We could not find an article on this page (too little text).');
  }
  const firstImage = absoluteHttpUrl(
    parseHTML(`<body>${contentHtml}</body>`).document.querySelector('img')?.getAttribute('src'),
    url,
  );
  const firstParagraph = blocks.find((b) => b.kind === 'paragraph')?.text ?? '';

  return {
    url,
    title: title || clean(article?.title) || new URL(url).hostname,
    description: metaDescription || clean(article?.excerpt) || firstParagraph.slice(0, 200),
    siteName: siteNameOf(document, url, article?.siteName),
    lang: lang ?? (clean(article?.lang) || null),
    byline: clean(article?.byline) || null,
    publishedTime: meta(document, 'article:published_time') || clean(article?.publishedTime) || null,
    leadImage: socialImage ?? firstImage,
    headings: blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : [])),
    text,
    blocks,
  };
}
