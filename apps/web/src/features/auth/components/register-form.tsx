import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterBody, registerBody } from '@ochre/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { useRegister } from '../api/auth-mutations';
import { GoogleSignIn } from './google-sign-in';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        toast.success(t('toast.registered'));
        onSuccess();
      },
      onError: (error) => {
        applyServerErrors(form, error, ['name', 'email', 'password']);
        toast.error(translateError(t, error, 'Registration failed. Please try again.'));
      },
    }),
  );

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field label={t('fields.name')} error={errors.name?.message} required>
          {(a11y) => <Input {...a11y} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field label={t('fields.email')} error={errors.email?.message} required>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field
          label={t('fields.password')}
          error={errors.password?.message}
          hint={t('register.passwordHint')}
          required
        >
          {(a11y) => (
            <Input {...a11y} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <GoogleSignIn mode="register" onSuccess={onSuccess} />
    </div>
  );
}
