import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GeneralSettings,
  generalSettingsSchema,
  type SocialSettings,
  socialSettingsSchema,
} from '@ochre/shared/schemas/site';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { translateError } from '../../../lib/i18n';
import { usePublicSettings } from '../../site/api/public-settings';
import { useSaveSettings } from '../api/site-admin';
import { AdminPanel } from '../components/admin-panel';

function GeneralForm({ initial }: { initial: GeneralSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveSettings('general');
  const form = useForm<GeneralSettings>({ resolver: zodResolver(generalSettingsSchema), values: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => toast.error(translateError(t, error)),
    }),
  );
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
        <Button type="submit" loading={save.isPending}>
          {t('settings.saveGeneral')}
        </Button>
      </div>
    </form>
  );
}

function SocialForm({ initial }: { initial: SocialSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveSettings('social');
  const form = useForm<SocialSettings>({ resolver: zodResolver(socialSettingsSchema), values: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => toast.error(translateError(t, error)),
    }),
  );
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

/** Public settings: the name, description and contact details the footer shows, and the social links. */
export default function SiteSettingsAdmin() {
  const { t } = useTranslation('admin');
  const settings = usePublicSettings();
  return (
    <div className="space-y-6">
      <AdminPanel title={t('settings.generalTitle')} description={t('settings.generalText')}>
        <GeneralForm initial={settings.general} />
      </AdminPanel>
      <AdminPanel title={t('settings.socialTitle')} description={t('settings.socialText')}>
        <SocialForm initial={settings.social} />
      </AdminPanel>
    </div>
  );
}
