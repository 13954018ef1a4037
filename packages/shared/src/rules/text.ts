import { ARTICLE_SNIPPET_LENGTH, READING_WORDS_PER_MINUTE } from '../constants';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Visible text of an HTML fragment: tags removed, common entities decoded, white space folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Card snippet: the first 150 characters of the text, with an ellipsis when cut (SPEC §9). */
export function snippet(html: string, length = ARTICLE_SNIPPET_LENGTH): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

export function wordCount(html: string): number {
  const text = htmlToText(html);
  return text ? text.split(' ').length : 0;
}

/** Reading time in minutes: words / 200, rounded up (SPEC §9). */
export function readingTimeMinutes(html: string): number {
  return Math.ceil(wordCount(html) / READING_WORDS_PER_MINUTE);
}

/** Paragraphs of a plain-text description, split on blank lines (SPEC §2 Activity detail). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** URL segment from a title: lowercase ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** A readable name from a URL segment: "sahara-merzouga" → "Sahara Merzouga" (travel destinations). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
