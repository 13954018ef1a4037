/** Pure rules of the article generator (SPEC §5 Generator), shared by the form and the API. */

/** Rows as typed → the addresses to process: trimmed, blank rows dropped, repeats kept once. */
export function cleanUrlList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** Anything the URL parser accepts (the fetcher decides later which schemes it will follow). */
export function isParseableUrl(value: string): boolean {
  return parseUrl(value) !== null;
}

/** A full http or https address, as the form asks for. */
export function isWebAddress(value: string): boolean {
  const url = parseUrl(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** Whole percent of the work done, never 100 before everything is. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  const percent = Math.floor((Math.min(done, total) / total) * 100);
  return done >= total ? 100 : Math.min(percent, 99);
}

/** The API's progress string ("40%") as a number for the progress bar; 0 when unreadable. */
export function parseProgress(progress: string | undefined): number {
  const match = /^(\d{1,3})%$/.exec(progress?.trim() ?? '');
  return match ? Math.min(Number(match[1]), 100) : 0;
}
