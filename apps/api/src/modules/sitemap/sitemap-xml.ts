import { CONTENT_LANGS } from '@ochre/shared/constants';
import { localizedPath } from '@ochre/shared/rules/language-paths';

/** One public page (its path without a language prefix) and when what it shows last changed. */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

/** 40,000 addresses a part (four languages a page), under the protocol's 50,000. */
export const PAGES_PER_PART = 10_000;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const lastmodTag = (at: Date | null) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');

const latest = (pages: readonly SitemapPage[]): Date | null =>
  pages.reduce<Date | null>(
    (newest, page) => (page.lastmod && (!newest || page.lastmod > newest) ? page.lastmod : newest),
    null,
  );

/** The parts of a sitemap: the pages in runs of `perPart`. */
export function sitemapParts(pages: readonly SitemapPage[], perPart = PAGES_PER_PART): SitemapPage[][] {
  const parts: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += perPart) parts.push(pages.slice(start, start + perPart));
  return parts.length ? parts : [[]];
}

/** The index at /sitemap.xml: each part's address and its newest change. */
export function sitemapIndexXml(publicUrl: string, parts: readonly SitemapPage[][]): string {
  const entries = parts.map(
    (part, i) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmodTag(latest(part))}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One part: every page in every language, each address listing all its language versions
 * and x-default (the English one), as hreflang alternates must be, reciprocally.
 */
export function sitemapPartXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const href = (lang: (typeof CONTENT_LANGS)[number]) =>
      escapeXml(`${publicUrl}${localizedPath(lang, page.path)}`);
    const alternates = [
      ...CONTENT_LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href(lang)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('');
    return CONTENT_LANGS.map(
      (lang) => `<url><loc>${href(lang)}</loc>${lastmodTag(page.lastmod)}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
