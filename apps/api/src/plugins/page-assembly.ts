/**
 * A rendered page is put together as bytes. Its text is some hundred kilobytes, and one
 * character outside Latin-1 makes every string built from all of it two bytes a character:
 * each such copy (filling the template, taking the scripts' token out) cost a fraction of a
 * millisecond more than the render's whole page in bytes costs to copy. The render's HTML is
 * encoded once; the rest only searches and copies bytes.
 */

/** The template's placeholders, each filled with one part of the render. */
const PLACEHOLDERS = /(<html lang="en" dir="ltr">|<!--app-(?:head|html|state)-->)/;

/** The page: the template with each placeholder replaced by its part (one left unfilled stays as it is). */
export function fillTemplate(template: string, parts: Record<string, string>): Buffer {
  return Buffer.concat(
    template
      .split(PLACEHOLDERS)
      .map((piece, index) => Buffer.from(index % 2 ? (parts[piece] ?? piece) : piece)),
  );
}

/**
 * The page without the render's token, and the text of every inline script that carried it:
 * one scan from token to token.
 */
export function takeInlineScripts(page: Buffer, token: string): { page: Buffer; scripts: string[] } {
  const mark = ` nonce="${token}"`;
  const pieces: Buffer[] = [];
  const scripts: string[] = [];
  let from = 0;
  for (let at = page.indexOf(mark); at >= 0; at = page.indexOf(mark, from)) {
    pieces.push(page.subarray(from, at));
    from = at + mark.length;
    const open = page.lastIndexOf('<script', at);
    const end = page.indexOf('>', from);
    const close = page.indexOf('</script>', end);
    // Only the token inside a script's own opening tag, and only scripts whose text runs here.
    const inTag =
      open >= 0 &&
      page.indexOf('>', open) >= at &&
      /^<script\s/.test(page.toString('latin1', open, open + 8));
    if (inTag && end >= 0 && close >= 0 && !/\ssrc=/.test(page.toString('latin1', open, end))) {
      scripts.push(page.toString('utf8', end + 1, close));
    }
  }
  pieces.push(page.subarray(from));
  return { page: Buffer.concat(pieces), scripts };
}

/**
 * The text of the template's own inline scripts (the build's, such as the one that starts the
 * app): allowed as they are. Only the template's: the render's are allowed by their token.
 */
export const templateScripts = (template: string): string[] =>
  [...template.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
