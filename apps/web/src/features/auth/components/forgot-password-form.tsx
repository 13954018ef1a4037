import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBody } from '@ochre/shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { useForgotPassword } from '../api/auth-mutations';

/** Asks for a reset link, then says where to look (the same words whether or not the account exists). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) => toast.error(translateError(t, error, 'Something went wrong. Please try again.')),
    }),
  );

  if (forgot.isSuccess) {
    return (
      <div role="status" className="flex gap-4">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-majorelle-600" aria-hidden="true" />
        <div className="space-y-2">
          <p className="font-semibold text-ink">{t('forgot.sentTitle')}</p>
          <p className="text-sm text-ink-soft">{translateMessage(t, forgot.data.message)}</p>
          <p className="text-sm text-muted">{t('forgot.sentHint')}</p>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label={t('fields.email')} error={errors.email?.message} required>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Button type="submit" className="w-full" size="lg" loading={forgot.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
