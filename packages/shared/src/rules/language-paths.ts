import { CONTENT_LANGS, type ContentLang } from '../constants';

/*
 * CONTRACT "Languages in addresses": English pages at the root, the others under
 * /fr, /es and /ar with the same paths after the prefix.
 */

export const DEFAULT_LANG: ContentLang = 'en';

/** Languages whose pages live under a prefix. */
const PREFIXED = CONTENT_LANGS.filter((lang) => lang !== DEFAULT_LANG);

/** The prefix of a language's pages: '' for English, '/fr' for French. */
export const languagePrefix = (lang: ContentLang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** A path in a language: `/products` in French is `/fr/products`, the home page `/fr/`. */
export function localizedPath(lang: ContentLang, path: string): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  return path === '/' || path === '' ? `${prefix}/` : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The language an address is in and the path after its prefix (`/fr/products` → fr, `/products`). */
export function splitLanguage(pathname: string): { lang: ContentLang; path: string } {
  for (const lang of PREFIXED) {
    const prefix = `/${lang}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`)) {
      const rest = pathname.slice(prefix.length);
      return { lang, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
    }
  }
  return { lang: DEFAULT_LANG, path: pathname };
}
