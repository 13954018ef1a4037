import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordForm } from '@ochre/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { AccountCard } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { useChangePassword } from '../../auth/api/auth-mutations';

/** SPEC §2 Security tab: change password; other sessions end when it changes. */
export default function SecurityTab() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success(t('security.updated'));
        },
        onError: (error) => {
          applyServerErrors(form, error, ['currentPassword']);
          toast.error(translateError(t, error, 'Failed to update password.'));
        },
      },
    ),
  );

  return (
    <AccountCard title={t('security.title')} description={t('security.text')}>
      <form onSubmit={submit} noValidate className="max-w-md space-y-5">
        <Field label={t('security.current')} error={errors.currentPassword?.message} required>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <Field label={t('security.new')} error={errors.newPassword?.message} required>
          {(a11y) => (
            <Input {...a11y} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </Field>
        <Field label={t('security.confirm')} error={errors.confirmPassword?.message} required>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          )}
        </Field>
        <Button type="submit" loading={change.isPending}>
          {t('security.submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
