import { CircleCheck, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageErrorBoundary } from '../../../components/error-pages';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';

/** A payment link's 404 (SPEC §8: each link's own text); any other failure is the layout's error page. */
export function PayLinkError({ title, text }: { title: string; text?: string }) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <PageErrorBoundary />;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <LinkIcon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 max-w-2xl text-balance font-display text-3xl font-semibold text-ink sm:text-4xl">
        {title}
      </h1>
      {text ? <p className="mt-4 max-w-md text-lg text-muted">{text}</p> : null}
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </Container>
  );
}

/**
 * A payment link's page (an order's or a reservation's): what is paid for,
 * then either that it is paid already or the way to pay. The texts are the
 * namespace's `payLink.eyebrow` and `payLink.pay`.
 */
export function PayLinkPage({
  ns,
  title,
  intro,
  summary,
  paid,
  paidText,
  children,
}: {
  ns: 'shop' | 'booking';
  title: string;
  /** Under the title: when it was placed, or where it stands. */
  intro: ReactNode;
  summary: ReactNode;
  paid: boolean;
  paidText: string;
  /** The way to pay, while something is due. */
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Container className="max-w-3xl py-10 sm:py-16">
      <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
        {t('payLink.eyebrow')}
      </p>
      <h1 className="mt-3 big-figure text-ink">{title}</h1>
      {intro}
      {summary}
      <section className="mt-6 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        {paid ? (
          <p role="status" className="flex items-center gap-3 text-lg font-semibold text-palm-700">
            <CircleCheck className="size-6" aria-hidden="true" />
            {paidText}
          </p>
        ) : (
          <div className="space-y-6">
            <h2 className="font-display text-2xl font-semibold text-ink">{t('payLink.pay')}</h2>
            {children}
          </div>
        )}
      </section>
    </Container>
  );
}
