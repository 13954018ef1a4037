import { localizedPath } from '@ochre/shared/rules/language-paths';
import { ExternalLink } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonClasses } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { useLang, useTranslation } from '../../../lib/i18n';

/**
 * The public address of a catalogue item, typed after its fixed prefix
 * (`/products/`, `/activities/`…). Addresses stay as they are once published,
 * so the hint differs between a new item and an existing one.
 */
export function SlugField({
  prefix,
  isNew,
  error,
  registration,
  newHint,
}: {
  prefix: string;
  isNew: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** The hint for a new item, when "made from the name" is not how this one works. */
  newHint?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Field
      label={t('slug.label')}
      error={error}
      hint={isNew ? (newHint ?? t('slug.newHint')) : t('slug.keepHint')}
    >
      {(a11y) => (
        <div
          className="flex items-center rounded-xl border border-line bg-sand-50 ps-3 text-sm text-muted focus-within:border-majorelle-500"
          dir="ltr"
        >
          {prefix}
          <Input
            {...a11y}
            className="rounded-s-none border-0 ps-1 shadow-none focus:ring-0"
            {...registration}
          />
        </div>
      )}
    </Field>
  );
}

/** Opens a published item's public page in a new tab, beside the editor's save button. */
export function ViewOnSiteLink({ href, label }: { href: string; label: string }) {
  const lang = useLang();
  return (
    <a
      href={localizedPath(lang, href)}
      target="_blank"
      rel="noopener"
      className={buttonClasses('outline', 'md')}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
