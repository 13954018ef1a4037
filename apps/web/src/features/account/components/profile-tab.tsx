import type { ProfileUpdateBody } from '@ochre/shared/schemas/auth';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountCard } from '../../../components/ui/account-card';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { useUpdateProfile, useUploadProfileImage } from '../../auth/api/auth-mutations';
import { useAuth } from '../../auth/use-auth';

interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

function PictureCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const upload = useUploadProfileImage();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        toast.success(t('profile.imageUpdated'));
      },
      onError: (error) => toast.error(translateError(t, error, 'Failed to update profile image.')),
    });
  };

  return (
    <AccountCard title={t('profile.pictureTitle')} description={t('profile.pictureText')}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar name={user?.name ?? ''} image={preview ?? user?.image} className="size-24 text-2xl" />
        <div className="flex-1 space-y-3">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            {t('profile.chooseImage')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-ink-soft file:me-4 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
          />
          <Button onClick={submit} disabled={!file} loading={upload.isPending} variant="dark">
            <ImageUp className="size-4" aria-hidden="true" />
            {t('profile.upload')}
          </Button>
        </div>
      </div>
    </AccountCard>
  );
}

/** SPEC §2 Profile tab: details and shipping address; 'Saving...' while pending. */
export default function ProfileTab() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    values: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      street: user?.address.street ?? '',
      city: user?.address.city ?? '',
      state: user?.address.state ?? '',
      postalCode: user?.address.postalCode ?? '',
      country: user?.address.country ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(({ street, city, state, postalCode, country, ...details }) => {
    const body: ProfileUpdateBody = { ...details, address: { street, city, state, postalCode, country } };
    update.mutate(body, {
      onSuccess: () => toast.success(t('profile.updated')),
      onError: (error) => toast.error(translateError(t, error, 'Failed to update profile.')),
    });
  });

  return (
    <div className="space-y-8">
      <AccountCard title={t('profile.title')} description={t('profile.text')}>
        <form onSubmit={submit} className="space-y-8">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('profile.name')} className="sm:col-span-2">
              {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('name')} />}
            </Field>
            <Field label={t('profile.email')}>
              {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
            </Field>
            <Field label={t('profile.phone')}>
              {(a11y) => (
                <Input {...a11y} type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />
              )}
            </Field>
          </div>
          <fieldset className="space-y-5">
            <legend className="text-sm font-semibold tracking-wide text-muted uppercase">
              {t('profile.shippingAddress')}
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t('profile.street')} className="sm:col-span-2">
                {(a11y) => <Input {...a11y} autoComplete="street-address" {...form.register('street')} />}
              </Field>
              <Field label={t('profile.city')}>
                {(a11y) => <Input {...a11y} autoComplete="address-level2" {...form.register('city')} />}
              </Field>
              <Field label={t('profile.state')}>
                {(a11y) => <Input {...a11y} autoComplete="address-level1" {...form.register('state')} />}
              </Field>
              <Field label={t('profile.postalCode')}>
                {(a11y) => <Input {...a11y} autoComplete="postal-code" {...form.register('postalCode')} />}
              </Field>
              <Field label={t('profile.country')}>
                {(a11y) => <Input {...a11y} autoComplete="country-name" {...form.register('country')} />}
              </Field>
            </div>
          </fieldset>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </form>
      </AccountCard>
      <PictureCard />
    </div>
  );
}
