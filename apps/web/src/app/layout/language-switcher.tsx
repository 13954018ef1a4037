import { TRANSLATE_MENU_REOPEN_MS } from '@ochre/shared/constants';
import { localizedPath } from '@ochre/shared/rules/language-paths';
import { Globe } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useClientConfig } from '../../lib/client-config';
import { cn } from '../../lib/cn';
import { languageInfo, useLang, useTranslation } from '../../lib/i18n';
import { rememberLanguage } from '../../lib/language';
import { DeferredMenu } from './deferred-menu';
import { loadTranslateWidget, TRANSLATE_ELEMENT_ID, TRANSLATE_SELECT } from './translate-widget';

const triggerClass = 'header-text-btn gap-1.5 px-3';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * Ochre's own languages, and (with TRANSLATE_WIDGET=1) "Translate this page":
 * the translation widget, loaded the first time it is asked for. When the
 * widget changes the language, the menu opens again after 100 ms (SPEC §9).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The same page in the chosen language: the path after the prefix, query and anchor kept.
  const { pathname, search, hash } = useLocation();
  const current = languageInfo(lang);
  const { translateScript } = useClientConfig();
  const [open, setOpen] = useState(false);
  const [widget, setWidget] = useState<'off' | 'loading' | 'shown'>('off');

  // Ends with the visible code, so the name contains what is shown (voice control).
  const triggerLabel = `${t('header.language', { language: current.label })} , ${current.code.toUpperCase()}`;
  const face = (
    <>
      <Globe className="size-4" aria-hidden="true" />
      <span className="uppercase">{current.code}</span>
    </>
  );

  useEffect(() => {
    if (widget !== 'shown') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.matches(TRANSLATE_SELECT)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setOpen(true), TRANSLATE_MENU_REOPEN_MS);
    };
    document.addEventListener('change', onChange, true);
    return () => {
      document.removeEventListener('change', onChange, true);
      clearTimeout(timer);
    };
  }, [widget]);

  const translatePage = () => {
    if (!translateScript || widget !== 'off') return;
    setWidget('loading');
    loadTranslateWidget(translateScript, lang).then(
      () => setWidget('shown'),
      () => {
        setWidget('off');
        toast.error(t('header.translateFailed'));
      },
    );
  };

  return (
    <div className={cn('relative flex items-center gap-1', className)}>
      {translateScript ? (
        <div
          id={TRANSLATE_ELEMENT_ID}
          hidden={widget !== 'shown'}
          // On phones it floats under the menu button, so the header keeps its cart.
          className="max-w-40 text-sm max-sm:absolute max-sm:end-0 max-sm:top-full max-sm:z-40 max-sm:mt-2 [&_select]:h-9 [&_select]:rounded-full [&_select]:border [&_select]:border-line [&_select]:bg-white [&_select]:px-2"
        />
      ) : null}
      <DeferredMenu
        triggerClassName={triggerClass}
        triggerLabel={triggerLabel}
        face={face}
        onOpen={() => setOpen(true)}
        menu={(focusTrigger) => (
          <LanguageMenu
            open={open}
            onOpenChange={setOpen}
            current={current.code}
            hrefOf={(code) => localizedPath(code, `${pathname}${search}${hash}`)}
            onPick={rememberLanguage}
            translate={translateScript ? { loading: widget === 'loading', onSelect: translatePage } : null}
            triggerClassName={triggerClass}
            triggerLabel={triggerLabel}
            focusTrigger={focusTrigger}
            face={face}
          />
        )}
      />
    </div>
  );
}
