const MAX_TERMS = 8;

/**
 * A full-text query for what a shopper typed: every word must match the start
 * of a word of the product ("lant" finds "lantern"). Only letters and digits
 * reach the database, so the text can never be read as query syntax.
 */
export function prefixQuery(text: string): string | undefined {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((term) => `${term}:*`).join(' & ') : undefined;
}
