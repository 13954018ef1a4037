import { htmlToText, slugify } from '@ochre/shared/rules/text';

export interface Heading {
  id: string;
  text: string;
}

/**
 * Gives each h2 of an article an id, so the table of contents can link to it.
 * The server's sanitiser writes h2 without attributes, so the pattern is exact.
 */
export function withHeadingAnchors(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const text = htmlToText(inner);
    const base = slugify(text) || `section-${headings.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: anchored, headings };
}
