import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@ochre/shared/schemas/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field, Input } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { translateError, useTranslation } from '../../../lib/i18n';
import { useLogin } from '../api/auth-mutations';
import { GoogleSignIn } from './google-sign-in';

/**
 * Email and password sign-in, used by /login and by the global login modal (which closes
 * through `onLeave` when the reader follows "Forgot password?").
 */
export function LoginForm({ onSuccess, onLeave }: { onSuccess: () => void; onLeave?: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const rememberId = useId();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast.success(t('toast.loggedIn'));
        onSuccess();
      },
      onError: (error) => {
        toast.error(translateError(t, error, 'Failed to login. Please check your credentials.'));
      },
    }),
  );

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field label={t('fields.email')} error={errors.email?.message} required>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('fields.password')} error={errors.password?.message} required>
          {(a11y) => (
            <Input {...a11y} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2.5">
            <Checkbox id={rememberId} {...form.register('rememberMe')} />
            <label htmlFor={rememberId} className="text-sm text-ink-soft">
              {t('rememberMe')}
            </label>
          </div>
          <Link
            to="/forgot-password"
            onClick={onLeave}
            className="text-sm font-semibold text-majorelle-600 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn mode="login" onSuccess={onSuccess} />
    </div>
  );
}
