import { localizedPath } from '@ochre/shared/rules/language-paths';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { dirOf, useTranslation } from '../../lib/i18n';
import { rememberLanguage, useSuggestedLanguage } from '../../lib/language';

/**
 * A first visit to an English address from a browser that prefers French, Spanish or Arabic
 * offers that language's version of the same page, in that language, without taking them there.
 * Staying remembers English, so the offer does not come back.
 */
export function LanguageSuggestion() {
  const suggested = useSuggestedLanguage();
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (!suggested || dismissed) return null;
  const t = i18n.getFixedT(suggested, 'common', 'languageSuggestion');
  return (
    <section
      aria-label={t('label')}
      lang={suggested}
      dir={dirOf(suggested)}
      className="border-b border-line bg-sand-100 px-4 py-2 text-sm text-ink"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <p>{t('text')}</p>
        <a
          href={localizedPath(suggested, `${pathname}${search}${hash}`)}
          hrefLang={suggested}
          onClick={() => rememberLanguage(suggested)}
          className="font-semibold text-ochre-700 underline underline-offset-2 hover:text-ochre-800"
        >
          {t('open')}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage('en');
            setDismissed(true);
          }}
          className="ms-auto rounded-full px-3 py-1 text-ink-soft hover:bg-sand-200/70 hover:text-ink"
        >
          {t('stay')}
        </button>
      </div>
    </section>
  );
}
