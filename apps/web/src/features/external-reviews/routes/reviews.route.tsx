import type { ExternalBusiness } from '@ochre/shared/schemas/external-reviews';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, MapPin, MessageSquareWarning, PenLine, RefreshCw, Settings2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input } from '../../../components/ui/field';
import { PageHero } from '../../../components/ui/page-hero';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { type Lang, languageInfo, translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../site/api/public-settings';
import { externalReviewsQuery, type PlaceSearch } from '../api/external-reviews';
import { ReviewCard, type ReviewCardData } from '../components/review-card';
import { SAMPLE_REVIEWS, SAMPLE_SUMMARY } from '../sample-reviews';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('content:externalReviews.meta.title'),
    description: t('content:externalReviews.meta.description'),
  }),
};

function relativeDays(days: number, lang: Lang): string {
  // Latin digits in every language, as everywhere else on the site.
  const format = new Intl.RelativeTimeFormat(`${languageInfo(lang).locale}-u-nu-latn`, { numeric: 'auto' });
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.round(days / 7), 'week');
  return format.format(-Math.round(days / 30), 'month');
}

function writeReviewUrl(business: ExternalBusiness): string {
  return business.placeId
    ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(business.placeId)}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name} ${business.address}`)}`;
}

function Summary({ business, sample }: { business: ExternalBusiness; sample: boolean }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <section
      aria-labelledby="business-name"
      className="grid gap-8 rounded-card bg-ink p-6 text-sand-100 sm:p-10 md:grid-cols-[auto_1fr_auto] md:items-center"
    >
      <div className="text-center md:text-start">
        <p className="font-display text-6xl font-semibold text-white">
          {formatNumber(business.rating, lang)}
        </p>
        <RatingStars value={business.rating} size="lg" className="mt-2" />
        <p className="mt-2 text-sm text-sand-200">
          {t('externalReviews.basedOn', { count: business.totalReviews })}
        </p>
      </div>
      <div className="text-center md:border-s md:border-white/10 md:ps-8 md:text-start">
        <div className="flex flex-wrap items-center justify-center gap-2 md:justify-start">
          <h2 id="business-name" className="font-display text-2xl font-semibold text-white sm:text-3xl">
            {business.name}
          </h2>
          {sample ? (
            <Badge tone="ochre">{t('externalReviews.sampleBadge')}</Badge>
          ) : (
            <Badge tone="green">{t('externalReviews.googleBadge')}</Badge>
          )}
        </div>
        {business.address ? (
          <p className="mt-2 icon-line text-sand-200">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {business.address}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
        <a
          href={writeReviewUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'lg')}
        >
          <PenLine className="size-4" aria-hidden="true" />
          {t('externalReviews.leave')}
        </a>
        {business.url ? (
          <a
            href={business.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses(
              'outline',
              'lg',
              'border-white/25 bg-white/5 text-white hover:bg-white/15',
            )}
          >
            {t('externalReviews.onMaps')}
            <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </section>
  );
}

function LoadingState() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <Skeleton className="h-48 rounded-card" />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i}>
            <Skeleton className="h-56 rounded-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { general } = usePublicSettings();
  const initial: PlaceSearch = {
    placeId: '',
    location: [general.siteName, general.address.city].filter(Boolean).join(', '),
  };
  const [draft, setDraft] = useState<PlaceSearch>(initial);
  const [search, setSearch] = useState<PlaceSearch>(initial);
  const [formError, setFormError] = useState<string>();
  const { data, error, isFetching, isPending, refetch, errorUpdatedAt } = useQuery(
    externalReviewsQuery(search),
  );

  useEffect(() => {
    if (errorUpdatedAt) toast.error(t('externalReviews.failed'));
  }, [errorUpdatedAt, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { placeId: draft.placeId.trim(), location: draft.location.trim() };
    if (!next.placeId && !next.location) {
      setFormError('Please enter a Place ID or a location.');
      return;
    }
    setFormError(undefined);
    if (next.placeId === search.placeId && next.location === search.location) void refetch();
    else setSearch(next);
  };

  const sample = data?.source === 'sample';
  const business: ExternalBusiness | undefined =
    data?.source === 'google'
      ? data.business
      : data
        ? {
            name: general.siteName,
            address: [general.address.street, general.address.city].filter(Boolean).join(', '),
            rating: SAMPLE_SUMMARY.rating,
            totalReviews: SAMPLE_SUMMARY.totalReviews,
            url: '',
            placeId: search.placeId,
          }
        : undefined;
  const reviews: ReviewCardData[] =
    data?.source === 'google'
      ? data.reviews.map((r) => ({
          id: `${r.author_name}-${r.time}`,
          name: r.author_name,
          url: r.author_url,
          photo: r.profile_photo_url,
          rating: r.rating,
          when: r.relative_time_description,
          text: r.text,
        }))
      : data
        ? SAMPLE_REVIEWS.map((r) => ({
            id: r.key,
            name: r.name,
            url: '',
            photo: r.photo,
            rating: r.rating,
            when: relativeDays(r.daysAgo, lang),
            text: t(`externalReviews.samples.${r.key}`),
          }))
        : [];

  return (
    <>
      <PageHero eyebrow={t('externalReviews.eyebrow')} title={t('externalReviews.title')}>
        <p>{t('externalReviews.intro')}</p>
      </PageHero>

      <Container className="space-y-10 py-10 sm:py-14">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 rounded-card border border-line bg-white p-5 sm:p-6 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
        >
          <Field label={t('externalReviews.location')} hint={t('externalReviews.locationHint')}>
            {(a11y) => (
              <Input
                {...a11y}
                value={draft.location}
                onChange={(e) => setDraft((d) => ({ ...d, location: e.target.value }))}
              />
            )}
          </Field>
          <Field
            label={t('externalReviews.placeId')}
            hint={t('externalReviews.placeIdHint')}
            error={formError}
          >
            {(a11y) => (
              <Input
                {...a11y}
                value={draft.placeId}
                placeholder="ChIJ…"
                dir="ltr"
                spellCheck={false}
                onChange={(e) => setDraft((d) => ({ ...d, placeId: e.target.value }))}
              />
            )}
          </Field>
          <Button type="submit" size="lg" variant="dark" loading={isFetching} className="lg:mb-7">
            {isFetching ? null : <RefreshCw className="size-4" aria-hidden="true" />}
            {t('externalReviews.update')}
          </Button>
          <p className="flex gap-2 text-sm text-muted lg:col-span-3">
            <Settings2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('externalReviews.adminNote')}
          </p>
        </form>

        <div aria-live="polite" aria-busy={isPending}>
          {isPending ? (
            <LoadingState />
          ) : error && !data ? (
            <EmptyState
              role="alert"
              icon={<MessageSquareWarning className="size-6" aria-hidden="true" />}
              title={t('externalReviews.failedTitle')}
            >
              {translateMessage(t, error.message)}
            </EmptyState>
          ) : business ? (
            <div className="space-y-8">
              <Summary business={business} sample={sample} />
              {reviews.length ? (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {reviews.map((review) => (
                    <li key={review.id}>
                      <ReviewCard review={review} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState title={t('externalReviews.none')} />
              )}
              <p className="text-center text-sm text-muted">
                {sample ? t('externalReviews.sampleNote') : t('externalReviews.googleNote')}
              </p>
            </div>
          ) : null}
        </div>
      </Container>
    </>
  );
}
