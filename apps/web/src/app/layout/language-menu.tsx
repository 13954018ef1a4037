import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Languages } from 'lucide-react';
import { LANGUAGES, type Lang, useTranslation } from '../../lib/i18n';
import { HeaderMenu, type HeaderMenuProps, menuItemClass } from './header-menu';

/** The language menu itself, loaded when the visitor first reaches for its button. */
export function LanguageMenu({
  current,
  hrefOf,
  onPick,
  translate,
  ...menu
}: HeaderMenuProps & {
  current: Lang;
  /** The same page in that language. */
  hrefOf: (lang: Lang) => string;
  onPick: (lang: Lang) => void;
  /** "Translate this page", when the widget is configured. */
  translate: { loading: boolean; onSelect: () => void } | null;
}) {
  const { t } = useTranslation();
  return (
    <HeaderMenu {...menu} contentClassName="min-w-44">
      {LANGUAGES.map((language) => (
        <Menu.Item key={language.code} asChild onSelect={() => onPick(language.code)}>
          {/* A real link to the same page in that language: it works without script. */}
          <a
            href={hrefOf(language.code)}
            hrefLang={language.code}
            lang={language.code}
            dir={language.dir}
            className={menuItemClass}
          >
            {language.label}
            {language.code === current ? (
              <Check className="size-4 text-ochre-600" aria-hidden="true" />
            ) : null}
          </a>
        </Menu.Item>
      ))}
      {translate ? (
        <>
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item onSelect={translate.onSelect} disabled={translate.loading} className={menuItemClass}>
            {t(translate.loading ? 'header.translateLoading' : 'header.translatePage')}
            <Languages className="size-4 text-muted" aria-hidden="true" />
          </Menu.Item>
        </>
      ) : null}
    </HeaderMenu>
  );
}
