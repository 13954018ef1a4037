import { createContext, useContext } from 'react';
import { LANG_COOKIE, type Lang } from './i18n';

/** Remembers the visitor's choice: the server takes them to its version of an English address. */
export function rememberLanguage(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads to pick the language's addresses
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const SuggestedLanguage = createContext<Lang | null>(null);
export const SuggestedLanguageProvider = SuggestedLanguage.Provider;
/** The language the visitor's browser prefers, on an English address when it differs; else null. */
export const useSuggestedLanguage = () => useContext(SuggestedLanguage);
