import { HOME_STATS } from '@ochre/shared/constants';
import { HandHeart, Leaf, MapPinned, MessagesSquare, Star, Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { PageHero } from '../../../components/ui/page-hero';
import { formatNumber } from '../../../lib/format';
import { localizedUrl, type RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { cachedPublicSettings } from '../../site/api/public-settings';
import { textList } from '../text-lists';

export const handle: RouteHandle = {
  head: ({ t, publicUrl, queryClient, lang }) => {
    const { general } = cachedPublicSettings(queryClient);
    return {
      title: t('pages:about.meta.title'),
      description: t('pages:about.meta.description'),
      image: '/uploads/demo/site/hero-3.webp',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: general.siteName,
        url: localizedUrl(publicUrl, lang, '/'),
        description: t('pages:about.meta.description'),
        telephone: general.contactPhone || undefined,
        email: general.contactEmail || undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: general.address.street || undefined,
          addressLocality: general.address.city || undefined,
          addressRegion: general.address.state || undefined,
          postalCode: general.address.postalCode || undefined,
          addressCountry: 'MA',
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: HOME_STATS.rating,
          bestRating: HOME_STATS.ratingOutOf,
          reviewCount: HOME_STATS.reviews,
        },
      },
    };
  },
};

const VALUES = [
  { key: 'local', Icon: MapPinned },
  { key: 'fair', Icon: HandHeart },
  { key: 'honest', Icon: MessagesSquare },
  { key: 'small', Icon: Users },
] as const;

const TEAM = ['salma', 'karim', 'youssef', 'nadia', 'fatima', 'hassan'] as const;

export function Component() {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const stats = [
    { value: HOME_STATS.activities, label: t('about.stats.activities') },
    { value: HOME_STATS.customers, label: t('about.stats.customers') },
    { value: HOME_STATS.reservations, label: t('about.stats.reservations') },
    { value: HOME_STATS.years, label: t('about.stats.years') },
  ];

  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        image={{ src: '/uploads/demo/site/hero-3.webp', alt: t('about.imageAlt'), fullWidth: 1920 }}
      >
        <p>{t('about.intro')}</p>
      </PageHero>

      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2 lg:gap-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">
            {t('about.story.eyebrow')}
          </p>
          <h2 className="mt-3 font-display text-3xl leading-tight font-semibold text-ink sm:text-4xl">
            {t('about.story.title')}
          </h2>
          <div className="prose-ochre mt-6">
            {textList(t, 'about.story.body').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="relative">
          <div className="aspect-[4/5] overflow-hidden rounded-card shadow-lift">
            <Img
              src="/uploads/demo/site/category-articles.webp"
              alt={t('about.story.imageAlt')}
              width={800}
              height={1000}
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="h-full w-full object-cover"
            />
          </div>
          <div className="absolute -bottom-6 start-6 flex items-center gap-3 rounded-2xl bg-white px-5 py-4 shadow-lift sm:start-auto sm:-end-6">
            <Star className="size-8 fill-ochre-500 text-ochre-500" aria-hidden="true" />
            <div>
              <p className="font-display text-2xl font-semibold text-ink">
                {formatNumber(HOME_STATS.rating, lang)}
                <span className="text-base text-muted">/{formatNumber(HOME_STATS.ratingOutOf, lang)}</span>
              </p>
              <p className="text-xs text-muted">{t('about.stats.rating', { count: HOME_STATS.reviews })}</p>
            </div>
          </div>
        </div>
      </Container>

      <section aria-labelledby="numbers" className="bg-ink py-14 text-sand-100">
        <Container>
          <h2 id="numbers" className="sr-only">
            {t('about.stats.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="order-2 mt-1 text-sm text-sand-200">{stat.label}</dt>
                <dd className="big-figure text-white" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container className="py-16 sm:py-24">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">
            {t('about.values.eyebrow')}
          </p>
          <h2 className="mt-3 font-display text-3xl font-semibold text-ink sm:text-4xl">
            {t('about.values.title')}
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-card border border-line bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-ochre-50 text-ochre-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-ink">
                {t(`about.values.items.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`about.values.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="team" className="bg-sand-100 py-16 sm:py-24">
        <Container>
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-ochre-700 uppercase">
              {t('about.team.eyebrow')}
            </p>
            <h2 id="team" className="mt-3 font-display text-3xl font-semibold text-ink sm:text-4xl">
              {t('about.team.title')}
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{t('about.team.intro')}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {TEAM.map((member) => {
              const name = t(`about.team.members.${member}.name`);
              return (
                <li key={member} className="flex gap-4 rounded-card bg-white p-6 shadow-card">
                  <Avatar name={name} className="size-14 shrink-0 text-base" />
                  <div>
                    <h3 className="font-display text-lg font-semibold text-ink">{name}</h3>
                    <p className="text-sm font-medium text-ochre-700">
                      {t(`about.team.members.${member}.role`)}
                    </p>
                    <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-soft">
                      {t(`about.team.members.${member}.bio`)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div className="rounded-card border border-line bg-white p-6 sm:p-10">
          <h2 className="flex items-center gap-3 font-display text-2xl font-semibold text-ink">
            <Leaf className="size-6 text-palm-600" aria-hidden="true" />
            {t('about.responsible.title')}
          </h2>
          <ul className="mt-6 space-y-4">
            {textList(t, 'about.responsible.items').map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-palm-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="text-center lg:text-start">
          <h2 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{t('about.cta.title')}</h2>
          <p className="mt-4 text-lg text-ink-soft">{t('about.cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            <Link to="/contact" className={buttonClasses('primary', 'lg')}>
              {t('about.cta.contact')}
            </Link>
            <Link to="/activities" className={buttonClasses('outline', 'lg')}>
              {t('about.cta.activities')}
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}
