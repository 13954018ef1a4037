import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_CATEGORIES } from '@ochre/shared/constants';
import {
  type ContactBody,
  type ContactForm as ContactFormValues,
  contactBody,
} from '@ochre/shared/schemas/contact';
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSendMessage } from '../api/send-message';

type Status = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: ContactFormValues = { name: '', email: '', category: 'general', subject: '', message: '' };

/** SPEC §4 Contact form: idle, sending, then success (the form is cleared) or error. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const send = useSendMessage();
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm<ContactFormValues, unknown, ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setStatus('sending');
    send.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        setStatus('success');
      },
      onError: (error) => {
        applyServerErrors(form, error, Object.keys(EMPTY));
        setStatus('error');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-muted">
        {t('contact.form.required')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.form.name')} required error={errors.name?.message}>
          {(a11y) => <Input {...a11y} autoComplete="name" aria-required {...form.register('name')} />}
        </Field>
        <Field label={t('contact.form.email')} required error={errors.email?.message}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" aria-required {...form.register('email')} />
          )}
        </Field>
      </div>
      <Field label={t('contact.form.category')} error={errors.category?.message}>
        {(a11y) => (
          <Select {...a11y} {...form.register('category')}>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`contact.categories.${category}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contact.form.subject')} required error={errors.subject?.message}>
        {(a11y) => <Input {...a11y} aria-required {...form.register('subject')} />}
      </Field>
      <Field label={t('contact.form.message')} required error={errors.message?.message}>
        {(a11y) => <Textarea {...a11y} rows={6} aria-required {...form.register('message')} />}
      </Field>

      {status === 'success' ? (
        <p role="status" className="flex gap-3 rounded-xl bg-palm-50 px-4 py-3 text-palm-700">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('contact.form.success')}
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className="flex gap-3 rounded-xl bg-danger-50 px-4 py-3 text-danger-700">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('contact.form.error')}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-4 pt-1">
        <p className="text-sm text-muted">{t('contact.form.promise')}</p>
        <Button type="submit" size="lg" loading={status === 'sending'}>
          {status === 'sending' ? null : <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          {status === 'sending' ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
