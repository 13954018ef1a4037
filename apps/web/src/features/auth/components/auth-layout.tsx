import type { ReactNode } from 'react';
import { Img } from '../../../components/ui/img';
import { useTranslation } from '../../../lib/i18n';

/** Sign-in and sign-up pages: the form on a card beside a picture of the desert. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
      <div className="mx-auto w-full max-w-md lg:py-8">
        <h1 className="font-display text-4xl font-semibold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-muted">{intro}</p>
        <div className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm text-muted">{footer}</p>
      </div>
      <figure className="relative hidden overflow-hidden rounded-[2rem] lg:block">
        <Img
          src="/uploads/demo/site/hero-2.webp"
          alt={t('layout.imageAlt')}
          width={960}
          height={1080}
          fullWidth={1920}
          sizes="50vw"
          priority
          className="cover-fill"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/10 to-transparent" />
        <figcaption className="absolute inset-x-0 bottom-0 p-10 text-white">
          <p className="font-display text-3xl leading-tight font-semibold">{t('layout.quote')}</p>
          <p className="mt-3 text-sm text-sand-200">{t('layout.quoteAuthor')}</p>
        </figcaption>
      </figure>
    </div>
  );
}
