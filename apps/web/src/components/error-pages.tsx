import { Compass } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { buttonClasses } from './ui/button';
import { Container } from './ui/container';
import { Link } from './ui/link';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">404</p>
      <h1 className="mt-3 big-figure text-ink">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {t('notFound.home')}
        </Link>
        <Link to="/activities" className={buttonClasses('outline', 'lg')}>
          {t('notFound.activities')}
        </Link>
      </div>
    </Container>
  );
}

/** Errors of any page, shown inside the layout: 404s as the not-found page, anything else as a calm apology. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="font-display text-4xl font-semibold text-ink">{t('error.title')}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">{t('error.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'lg', 'mt-8')}
      >
        {t('error.retry')}
      </button>
    </Container>
  );
}
