import type { i18n as I18n } from 'i18next';
import { dirOf, LANG_COOKIE, type Lang, loadResources } from './i18n';

/** Switches the interface language: loads its texts, remembers the choice and mirrors the page for Arabic. */
export async function changeLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'common')) {
    const resources = await loadResources([lang]);
    for (const [ns, bundle] of Object.entries(resources[lang] ?? {})) {
      i18n.addResourceBundle(lang, ns, bundle, true, true);
    }
  }
  await i18n.changeLanguage(lang);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads to render in this language
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
}
