import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LANGUAGES, type Lang } from '../../lib/i18n';
import { changeLanguage } from '../../lib/language';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <Menu.Root>
      <Menu.Trigger
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-sand-200/70 hover:text-ink',
          className,
        )}
        aria-label={t('header.language', { language: current.label })}
      >
        <Globe className="size-4" aria-hidden="true" />
        <span className="uppercase">{current.code}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-2xl border border-line bg-white p-1.5 shadow-lift data-[state=open]:animate-fade-in"
        >
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language.code}
              lang={language.code}
              dir={language.dir}
              onSelect={() => void changeLanguage(i18n, language.code as Lang)}
              className="flex cursor-pointer items-center justify-between gap-4 rounded-xl px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand-100"
            >
              {language.label}
              {language.code === current.code ? (
                <Check className="size-4 text-ochre-600" aria-hidden="true" />
              ) : null}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
