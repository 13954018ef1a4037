import { localizedPath } from '@ochre/shared/rules/language-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params, UIMatch } from 'react-router';
import { LANGUAGES, type Lang, languageInfo } from './i18n';

/** The head tags a page sets: title, description, canonical URL, social cards and structured data. */
export interface HeadTags {
  title: string;
  description?: string;
  /** Path of the canonical URL, without the language prefix; defaults to the current path. */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  keywords?: readonly string[];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
}

export interface HeadArgs {
  params: Params;
  /** Absolute base of the site, for addresses in structured data. */
  publicUrl: string;
  /** The path after the language prefix (`/products/a` on `/fr/products/a`). */
  pathname: string;
  search: string;
  /** The page's language: links in structured data point to its version of each page. */
  lang: Lang;
  queryClient: QueryClient;
  t: TFunction;
}

export type HeadFn = (args: HeadArgs) => HeadTags;

/** Route modules export `handle = { head }`; the deepest route that has one decides. */
export interface RouteHandle {
  head?: HeadFn;
}

export function resolveHead(
  matches: readonly Pick<UIMatch, 'handle' | 'params' | 'pathname'>[],
  args: Omit<HeadArgs, 'params'>,
): HeadTags {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const head = (match.handle as RouteHandle | undefined)?.head;
    if (head) return head({ ...args, params: match.params });
  }
  return { title: '' };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function fullTitle(tags: HeadTags, siteName: string): string {
  return tags.title && tags.title !== siteName ? `${tags.title} | ${siteName}` : siteName;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The absolute address of a path in a language: `/products/a` in French is `…/fr/products/a`. */
export function localizedUrl(publicUrl: string, lang: Lang, path: string): string {
  return absoluteUrl(publicUrl, localizedPath(lang, path));
}

/** A page's versions in every language, and x-default (the English one), for hreflang links. */
export function alternates(publicUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map(({ code }) => ({ hreflang: code, href: localizedUrl(publicUrl, code, path) })),
    { hreflang: 'x-default', href: localizedUrl(publicUrl, 'en', path) },
  ];
}

/** Open Graph writes locales with an underscore: fr_FR. */
export const ogLocale = (lang: Lang) => languageInfo(lang).locale.replace('-', '_');

/** JSON-LD inside a script element must not be able to close it. */
export function jsonLdText(data: HeadTags['jsonLd']): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The head as HTML, for the server's first answer. */
export function renderHeadHtml(
  tags: HeadTags,
  opts: { siteName: string; publicUrl: string; pathname: string; lang: Lang },
): string {
  const title = fullTitle(tags, opts.siteName);
  const canonicalPath = tags.canonicalPath ?? opts.pathname;
  const canonical = localizedUrl(opts.publicUrl, opts.lang, canonicalPath);
  const parts = [
    `<title>${escapeAttr(title)}</title>`,
    tags.description ? `<meta name="description" content="${escapeAttr(tags.description)}">` : '',
    tags.keywords?.length ? `<meta name="keywords" content="${escapeAttr(tags.keywords.join(', '))}">` : '',
    `<link rel="canonical" href="${escapeAttr(canonical)}">`,
    tags.noindex ? '<meta name="robots" content="noindex">' : '',
    ...(tags.noindex
      ? []
      : alternates(opts.publicUrl, canonicalPath).map(
          (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeAttr(link.href)}">`,
        )),
    `<meta property="og:site_name" content="${escapeAttr(opts.siteName)}">`,
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    `<meta property="og:type" content="${tags.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeAttr(canonical)}">`,
    `<meta property="og:locale" content="${ogLocale(opts.lang)}">`,
    ...LANGUAGES.filter(({ code }) => code !== opts.lang).map(
      ({ code }) => `<meta property="og:locale:alternate" content="${ogLocale(code)}">`,
    ),
    tags.description ? `<meta property="og:description" content="${escapeAttr(tags.description)}">` : '',
    tags.image
      ? `<meta property="og:image" content="${escapeAttr(absoluteUrl(opts.publicUrl, tags.image))}">`
      : '',
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}">`,
    tags.jsonLd
      ? `<script type="application/ld+json" data-head="jsonld">${jsonLdText(tags.jsonLd)}</script>`
      : '',
  ];
  // One tag a line, unindented, void tags unclosed: every byte of the home page counts against
  // its 80 KB (issue 12).
  return parts.filter(Boolean).join('\n');
}
