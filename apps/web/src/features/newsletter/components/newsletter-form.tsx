import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { useSubscribe } from '../api/subscribe';

/** The footer's newsletter box: one e-mail, stored once, with a thank-you. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod with it) loads on the first submit: the footer is on every page.
    const { newsletterBody } = await import('@ochre/shared/schemas/newsletter');
    const parsed = newsletterBody.safeParse({ email });
    if (!parsed.success) {
      setMessage({ kind: 'error', text: translateMessage(t, parsed.error.issues[0]?.message) });
      return;
    }
    subscribe.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        setMessage({ kind: 'ok', text: t('footer.newsletterThanks') });
      },
      onError: (error) => setMessage({ kind: 'error', text: translateMessage(t, error.message) }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <label htmlFor={id} className="block text-sm text-sand-200">
        {t('footer.newsletterText')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          autoComplete="email"
          className="newsletter-input"
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('footer.subscribe')}
        </Button>
      </div>
      <p
        aria-live="polite"
        className={message?.kind === 'error' ? 'text-sm text-ochre-300' : 'text-sm text-palm-50'}
      >
        {message?.text}
      </p>
    </form>
  );
}
