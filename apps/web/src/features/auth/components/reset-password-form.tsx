import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm as ResetValues, resetPasswordForm } from '@ochre/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { useResetPassword } from '../api/auth-mutations';

/** The new password, typed twice, for the token of the e-mailed link; then on to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          toast.success(translateMessage(t, response.message));
          navigate('/login', { replace: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {reset.isError ? (
        <div role="alert" className="rounded-2xl bg-danger-50 p-4 text-sm text-danger-700">
          <p>{translateError(t, reset.error, 'Something went wrong. Please try again.')}</p>
          <Link to="/forgot-password" className="mt-2 inline-block font-semibold underline">
            {t('reset.askAgain')}
          </Link>
        </div>
      ) : null}
      <Field
        label={t('reset.password')}
        error={errors.password?.message}
        hint={t('register.passwordHint')}
        required
      >
        {(a11y) => (
          <Input {...a11y} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
      <Field label={t('reset.confirm')} error={errors.confirmPassword?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" size="lg" loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
