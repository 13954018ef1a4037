import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrencySettings,
  currencySettingsSchema,
  type GeneralSettings,
  generalSettingsSchema,
  type PublicSettings,
  type SocialSettings,
  socialSettingsSchema,
} from '@ochre/shared/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../site/api/public-settings';
import { adminGeneralSettingsQuery, useSaveSettings } from '../api/site-admin';
import { AdminPanel } from '../components/admin-panel';
import { TranslationsFieldset } from '../components/translations-fieldset';

/** A settings section's form: its schema's checks, Save, and a toast that says how it went. */
function useSettingsForm<S extends 'general' | 'social' | 'currency'>(
  section: S,
  schema: ZodType<PublicSettings[S], PublicSettings[S]>,
  initial: PublicSettings[S],
) {
  const { t } = useTranslation('admin');
  const save = useSaveSettings(section);
  const form = useForm<PublicSettings[S]>({ resolver: zodResolver(schema), values: initial });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => toast.error(translateError(t, error)),
    }),
  );
  return { form, errors: form.formState.errors, submit, save };
}

function GeneralForm({ initial }: { initial: GeneralSettings }) {
  const { t } = useTranslation('admin');
  const { form, errors, submit, save } = useSettingsForm('general', generalSettingsSchema, initial);
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field label={t('settings.siteName')} error={errors.siteName?.message} required>
        {(a11y) => <Input {...a11y} {...form.register('siteName')} />}
      </Field>
      <Field label={t('settings.contactEmail')} error={errors.contactEmail?.message}>
        {(a11y) => <Input {...a11y} type="email" {...form.register('contactEmail')} />}
      </Field>
      <Field
        label={t('settings.siteDescription')}
        error={errors.siteDescription?.message}
        className="sm:col-span-2"
      >
        {(a11y) => <Textarea {...a11y} rows={3} {...form.register('siteDescription')} />}
      </Field>
      <Field label={t('settings.contactPhone')} error={errors.contactPhone?.message}>
        {(a11y) => <Input {...a11y} type="tel" dir="ltr" {...form.register('contactPhone')} />}
      </Field>
      <Field label={t('settings.street')} error={errors.address?.street?.message}>
        {(a11y) => <Input {...a11y} {...form.register('address.street')} />}
      </Field>
      <Field label={t('settings.city')} error={errors.address?.city?.message}>
        {(a11y) => <Input {...a11y} {...form.register('address.city')} />}
      </Field>
      <Field label={t('settings.state')} error={errors.address?.state?.message}>
        {(a11y) => <Input {...a11y} {...form.register('address.state')} />}
      </Field>
      <Field label={t('settings.postalCode')} error={errors.address?.postalCode?.message}>
        {(a11y) => <Input {...a11y} {...form.register('address.postalCode')} />}
      </Field>
      <div className="sm:col-span-2">
        <TranslationsFieldset form={form} kind="general" />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t('settings.saveGeneral')}
        </Button>
      </div>
    </form>
  );
}

function SocialForm({ initial }: { initial: SocialSettings }) {
  const { t } = useTranslation('admin');
  const { form, errors, submit, save } = useSettingsForm('social', socialSettingsSchema, initial);
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      {(['instagram', 'facebook', 'youtube', 'twitter', 'instagramLogoUrl'] as const).map((key) => (
        <Field key={key} label={t(`settings.social.${key}`)} error={errors[key]?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type={key === 'instagramLogoUrl' ? 'text' : 'url'}
              dir="ltr"
              placeholder="https://"
              {...form.register(key)}
            />
          )}
        </Field>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t('settings.saveSocial')}
        </Button>
      </div>
    </form>
  );
}

/** The rates prices are shown at in euros and dirhams; what is charged stays in dollars. */
function CurrencyForm({ initial }: { initial: CurrencySettings }) {
  const { t } = useTranslation('admin');
  const { form, errors, submit, save } = useSettingsForm('currency', currencySettingsSchema, initial);
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-3">
      <Field label={t('settings.eurPerUsd')} error={errors.eurPerUsd?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            type="number"
            inputMode="decimal"
            step="0.0001"
            min="0"
            dir="ltr"
            {...form.register('eurPerUsd', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label={t('settings.madPerUsd')} error={errors.madPerUsd?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            type="number"
            inputMode="decimal"
            step="0.0001"
            min="0"
            dir="ltr"
            {...form.register('madPerUsd', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label={t('settings.ratesAsOf')} error={errors.asOf?.message} required>
        {(a11y) => <Input {...a11y} type="date" dir="ltr" {...form.register('asOf')} />}
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" loading={save.isPending}>
          {t('settings.saveCurrency')}
        </Button>
      </div>
    </form>
  );
}

/** Public settings: the name, description and contact details the footer shows, and the social links. */
export default function SiteSettingsAdmin() {
  const { t } = useTranslation('admin');
  const settings = usePublicSettings();
  const general = useQuery(adminGeneralSettingsQuery()).data;
  return (
    <div className="space-y-6">
      <AdminPanel title={t('settings.generalTitle')} description={t('settings.generalText')}>
        <GeneralForm initial={general ?? settings.general} />
      </AdminPanel>
      <AdminPanel title={t('settings.socialTitle')} description={t('settings.socialText')}>
        <SocialForm initial={settings.social} />
      </AdminPanel>
      <AdminPanel title={t('settings.currencyTitle')} description={t('settings.currencyText')}>
        <CurrencyForm initial={settings.currency} />
      </AdminPanel>
    </div>
  );
}
