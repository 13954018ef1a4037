import type { i18n as I18n } from 'i18next';
import { dirOf, LANG_COOKIE, type Lang } from './i18n';

/**
 * Switches the interface language (i18next loads the new language's texts for
 * every namespace in use), remembers the choice and mirrors the page for Arabic.
 */
export async function changeLanguage(i18n: I18n, lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads to render in this language
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
