import { paragraphs, titleFromSlug } from '@ochre/shared/rules/text';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Map as MapIcon, MapPin, RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useParams, useRevalidator, useRouteError } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Gallery } from '../../../components/ui/gallery';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { ShareButton } from '../../../components/ui/share-button';
import { formatPrice } from '../../../lib/format';
import { absoluteUrl, localizedUrl, type RouteHandle } from '../../../lib/head';
import { type Lang, useLang, useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { StickyBookBar } from '../../bookings/components/sticky-book-bar';
import { ReviewsSection } from '../../reviews/components/reviews-section';
import { travelKeys, travelProgramQuery } from '../api/travels';
import { IncludedList } from '../components/included-list';
import { Itinerary } from '../components/itinerary';
import { TravelBookingFormCard } from '../components/travel-booking-form';

export const loader = pageLoader(({ params, queryClient }) =>
  orNotFound(queryClient.ensureQueryData(travelProgramQuery(params.destination ?? ''))),
);

function programJsonLd(program: TravelProgram, publicUrl: string, lang: Lang): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: program.title,
    description: program.seoDescription || program.subtitle,
    image: [program.heroImage, ...program.gallery].filter(Boolean).map((src) => absoluteUrl(publicUrl, src)),
    url: localizedUrl(publicUrl, lang, `/travels/${program.destination}`),
    itinerary: {
      '@type': 'ItemList',
      itemListElement: program.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        name: day.title,
        description: day.description,
      })),
    },
    offers: {
      '@type': 'Offer',
      price: program.price.toFixed(2),
      priceCurrency: program.currency || 'USD',
      availability: 'https://schema.org/InStock',
    },
  };
}

export const handle: RouteHandle = {
  head: ({ params, queryClient, publicUrl, t, lang }) => {
    const program = queryClient.getQueryData(travelProgramQuery(params.destination ?? '').queryKey);
    if (!program) return { title: t('travel:detail.notFoundTitle'), noindex: true };
    return {
      title: program.seoTitle || program.title,
      description: program.seoDescription || program.subtitle,
      keywords: program.seoKeywords,
      image: program.heroImage || undefined,
      canonicalPath: `/travels/${program.destination}`,
      jsonLd: programJsonLd(program, publicUrl, lang),
    };
  },
};

/** SPEC §2 'Program Not Found'; other failures say 'Failed to load travel program details' (SPEC §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('travel');
  const revalidator = useRevalidator();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        {missing ? (
          <MapIcon className="size-8" aria-hidden="true" />
        ) : (
          <RefreshCw className="size-8" aria-hidden="true" />
        )}
      </span>
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">
        {missing ? t('detail.notFoundTitle') : t('detail.loadFailed')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        {missing ? t('detail.notFound') : t('detail.loadFailedText')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {missing ? null : (
          <Button size="lg" onClick={() => revalidator.revalidate()}>
            {t('common:actions.retry')}
          </Button>
        )}
        <Link to="/travels" className={buttonClasses(missing ? 'primary' : 'outline', 'lg')}>
          {t('detail.backToTravels')}
        </Link>
      </div>
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <h2 id={id} className="font-display text-3xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** SPEC §2 /travels/{destination}: hero, overview, itinerary, included, gallery, reviews and the reservation form. */
export function Component() {
  const { t } = useTranslation('travel');
  const lang = useLang();
  const { destination = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: program } = useQuery(travelProgramQuery(destination));
  if (!program) return null;

  const place = titleFromSlug(program.destination);
  const onRated = () => void queryClient.invalidateQueries({ queryKey: travelKeys.all });

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        {program.heroImage ? (
          <Img
            src={program.heroImage}
            alt=""
            width={1600}
            height={900}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10" />
        <Container className="flex min-h-[26rem] flex-col justify-end py-12 sm:min-h-[32rem] sm:py-16">
          <Breadcrumb
            className="text-white/75 [&_a:hover]:text-white [&_span]:text-white"
            items={[
              { label: t('common:nav.home'), to: '/' },
              { label: t('list.breadcrumb'), to: '/travels' },
              { label: program.title },
            ]}
          />
          <p className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-ochre-100 uppercase">
            <MapPin className="size-4" aria-hidden="true" />
            {place}
          </p>
          <h1 className="mt-3 max-w-4xl font-display text-4xl leading-tight font-semibold sm:text-6xl">
            {program.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{program.subtitle}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-white/90">
            <span className="inline-flex items-center gap-2">
              <CalendarDays className="size-5" aria-hidden="true" />
              {program.duration}
            </span>
            <span className="inline-flex items-center gap-2">
              <Users className="size-5" aria-hidden="true" />
              {t('card.upTo', { count: program.maxGroupSize })}
            </span>
            <span className="font-semibold text-white">
              {t('card.price', { price: formatPrice(program.price, lang) })}
            </span>
          </div>
        </Container>
      </section>

      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-14">
        <div className="min-w-0 space-y-16">
          <Section id="program-overview" title={t('detail.overview')}>
            <div className="space-y-4 text-[1.0625rem] leading-relaxed text-ink-soft">
              {paragraphs(program.description).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ShareButton title={program.title} copiedMessage={t('detail.copied')} />
          </Section>

          <Section id="program-itinerary" title={t('detail.itinerary')}>
            <Itinerary days={program.itinerary} />
          </Section>

          <Section id="program-included" title={t('detail.included')}>
            <IncludedList />
          </Section>

          {program.gallery.length ? (
            <Section id="program-gallery" title={t('detail.gallery')}>
              <Gallery
                images={program.gallery.map((src, index) => ({
                  src,
                  alt: t('detail.imageAlt', { title: program.title, number: index + 1 }),
                }))}
                aspect="aspect-[3/2]"
              />
            </Section>
          ) : null}

          <div id="program-reviews" className="border-t border-line pt-14">
            <ReviewsSection refModel="OrganizedTravel" refId={program._id} onRated={onRated} />
          </div>
        </div>

        <aside id="reserve" aria-labelledby="reserve-heading" className="scroll-mt-28">
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7 lg:sticky lg:top-28">
            <p className="text-3xl amount">{formatPrice(program.price, lang)}</p>
            <p className="mt-1 text-sm text-muted">{t('card.perPerson')}</p>
            <h2 id="reserve-heading" className="mt-6 mb-5 font-display text-2xl font-semibold text-ink">
              {t('form.title')}
            </h2>
            <TravelBookingFormCard key={program._id} program={program} />
          </div>
        </aside>
      </Container>
      <StickyBookBar
        targetId="reserve"
        price={program.price}
        unit={t('card.perPerson')}
        label={t('form.cta')}
      />
    </>
  );
}
