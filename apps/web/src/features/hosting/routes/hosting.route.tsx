import { HOME_STATS } from '@ochre/shared/constants';
import { Award, Star } from 'lucide-react';
import { useState } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { PropertyCard } from '../components/property-card';
import { StayForm } from '../components/stay-form';
import { PROPERTIES } from '../properties';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('hosting:meta.title'),
    description: t('hosting:meta.description'),
    canonicalPath: '/hosting',
    image: '/uploads/demo/site/hosting-riad.webp',
  }),
};

/**
 * SPEC §2 Hosting: three sample stays; choosing one reveals its request form
 * with the nights and total; a partnership section with a reviews widget.
 */
export function Component() {
  const { t } = useTranslation('hosting');
  const lang = useLang();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = PROPERTIES.find((property) => property.id === selectedId) ?? null;

  const choose = (id: string) => {
    setSelectedId(id);
    requestAnimationFrame(() =>
      document.getElementById('stay-request')?.scrollIntoView({ behavior: 'smooth' }),
    );
  };

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <Img
          src="/uploads/demo/site/hosting-riad.webp"
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-65"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10" />
        <Container className="py-16 sm:py-24">
          <Breadcrumb
            className="text-white/75 [&_a:hover]:text-white [&_span]:text-white"
            items={[{ label: t('common:nav.home'), to: '/' }, { label: t('breadcrumb') }]}
          />
          <h1 className="mt-5 max-w-3xl font-display text-4xl font-semibold sm:text-6xl">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t('intro')}</p>
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <h2 className="font-display text-3xl font-semibold text-ink">{t('choose')}</h2>
        <p className="mt-2 max-w-2xl text-muted">{t('chooseText')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROPERTIES.map((property) => (
            <li key={property.id}>
              <PropertyCard
                property={property}
                selected={property.id === selectedId}
                onSelect={() => choose(property.id)}
              />
            </li>
          ))}
        </ul>

        {selected ? (
          <section
            id="stay-request"
            aria-labelledby="stay-request-heading"
            className="mt-12 scroll-mt-28 rounded-card border border-line bg-white p-6 shadow-card sm:p-10"
          >
            <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
              <div>
                <Img
                  src={selected.image}
                  alt=""
                  width={480}
                  height={360}
                  sizes="(min-width: 1024px) 18rem, 100vw"
                  className="aspect-[4/3] w-full rounded-2xl object-cover"
                />
                <h2 id="stay-request-heading" className="mt-5 font-display text-2xl font-semibold text-ink">
                  {t('form.title', { name: t(`properties.${selected.id}.name`) })}
                </h2>
                <p className="mt-2 text-sm text-muted">{t('form.intro')}</p>
              </div>
              <StayForm property={selected} />
            </div>
          </section>
        ) : null}
      </Container>

      <section aria-labelledby="hosting-partners" className="border-t border-line bg-sand-100/60">
        <Container className="grid gap-10 py-14 md:grid-cols-2 md:items-center">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
              <Award className="size-4" aria-hidden="true" />
              {t('partners.eyebrow')}
            </p>
            <h2 id="hosting-partners" className="mt-3 font-display text-3xl font-semibold text-ink">
              {t('partners.title')}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-soft">{t('partners.text')}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <p className="text-sm font-semibold text-muted">{t('partners.widgetTitle')}</p>
            <p className="mt-3 flex items-center gap-3">
              <span className="font-display text-5xl font-semibold text-ink">
                {formatNumber(HOME_STATS.rating, lang)}
              </span>
              <span>
                <RatingStars value={HOME_STATS.rating} />
                <span className="mt-1 block text-sm text-muted">
                  {t('partners.widgetCount', { count: HOME_STATS.reviews })}
                </span>
              </span>
            </p>
            <p className="mt-4 flex gap-2 text-sm text-ink-soft">
              <Star
                className="mt-0.5 size-4 shrink-0 text-ochre-500"
                fill="currentColor"
                aria-hidden="true"
              />
              {t('partners.widgetNote')}
            </p>
            <Link to="/reviews" className={buttonClasses('outline', 'sm', 'mt-5')}>
              {t('partners.readReviews')}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
