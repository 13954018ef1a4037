import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Compass, Gauge, MapPin, Users } from 'lucide-react';
import { useCallback } from 'react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { PageErrorBoundary } from '../../../components/error-pages';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Gallery } from '../../../components/ui/gallery';
import { Link } from '../../../components/ui/link';
import { DiscountBadge, Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { ShareButton } from '../../../components/ui/share-button';
import { Spinner } from '../../../components/ui/spinner';
import { Deferred, deferredCode } from '../../../lib/deferred-component';
import { formatNumber } from '../../../lib/format';
import type { RouteHandle } from '../../../lib/head';
import { useLang, useTranslation } from '../../../lib/i18n';
import { orNotFound, pageLoader } from '../../../lib/page-loader';
import { activityBookingKey, bookingStorage } from '../../bookings/booking-storage';
import { StickyBookBar } from '../../bookings/components/sticky-book-bar';
import { ReviewsSection } from '../../reviews/components/reviews-section';
import { WishlistButton } from '../../wishlist/components/wishlist-button';
import { activityJsonLd } from '../activity-json-ld';
import { activityKeys, activityQuery } from '../api/activities';
import { ActivityDetails } from '../components/activity-details';

/** The booking form and its form and validation libraries come once the visitor nears the form. */
const bookingForm = deferredCode(() =>
  import('../components/activity-booking-form').then((m) => m.ActivityBookingFormCard),
);

export const loader = pageLoader(async ({ params, queryClient }) => {
  await Promise.all([
    orNotFound(queryClient.ensureQueryData(activityQuery(params.slug ?? ''))),
    import.meta.env.SSR ? bookingForm.load() : null,
  ]);
});

export const handle: RouteHandle = {
  head: ({ params, queryClient, publicUrl, t, lang }) => {
    const activity = queryClient.getQueryData(activityQuery(params.slug ?? '').queryKey);
    if (!activity) return { title: t('booking:detail.notFoundTitle'), noindex: true };
    return {
      title: activity.seoTitle || activity.name,
      description: activity.seoDescription || activity.shortDescription,
      keywords: activity.seoKeywords,
      image: activity.images[0],
      type: 'product',
      canonicalPath: `/activities/${activity.slug || activity._id}`,
      jsonLd: activityJsonLd(activity, publicUrl, lang),
    };
  },
};

/** SPEC §8: 'Activity Not Found' with a way back to the activities. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('booking');
  if (!isRouteErrorResponse(error) || error.status !== 404) return <PageErrorBoundary />;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-full bg-ochre-50 text-ochre-600">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">{t('detail.notFoundTitle')}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{t('detail.notFound')}</p>
      <Link to="/activities" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('detail.backToActivities')}
      </Link>
    </Container>
  );
}

/** SPEC §2 Activity detail. */
export function Component() {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: activity } = useQuery(activityQuery(slug));
  const formName = activityBookingKey(activity?.slug ?? slug);
  // A booking left in this tab (details typed before signing in, a payment under way) wakes the
  // form at once: after a reload the page may come back at its top, the form far out of sight.
  const keptBooking = useCallback(() => bookingStorage(formName).kept(), [formName]);
  if (!activity) return null;

  const onRated = () => {
    void queryClient.invalidateQueries({ queryKey: activityKeys.detail(slug) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
  };

  return (
    <>
      <Container className="py-8 sm:py-12">
        <Breadcrumb
          items={[
            { label: t('common:nav.home'), to: '/' },
            { label: t('list.breadcrumb'), to: '/activities' },
            { label: activity.category, to: `/activities?category=${encodeURIComponent(activity.category)}` },
            { label: activity.name },
          ]}
        />
        <header className="mt-6 flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-[0.14em] text-ochre-700 uppercase">
              {activity.category}
            </p>
            <h1 className="mt-3 big-figure leading-tight text-ink">{activity.name}</h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-ink-soft">
              <a href="#activity-reviews" className="inline-flex items-center gap-2 hover:text-ink">
                <RatingStars value={activity.rating} />
                {activity.numReviews > 0 ? (
                  <>
                    <span className="font-semibold text-ink">{formatNumber(activity.rating, lang)}</span>
                    <span className="underline underline-offset-4">
                      {t('card.reviews', { count: activity.numReviews })}
                    </span>
                  </>
                ) : (
                  <span className="underline underline-offset-4">{t('card.noReviews')}</span>
                )}
              </a>
              <span className="icon-line">
                <MapPin className="meta-icon" aria-hidden="true" />
                {activity.location}
              </span>
              {activity.duration ? (
                <span className="icon-line">
                  <Clock className="meta-icon" aria-hidden="true" />
                  {activity.duration}
                </span>
              ) : null}
              <span className="icon-line">
                <Users className="meta-icon" aria-hidden="true" />
                {t('facts.participantRange', {
                  min: activity.minParticipants,
                  max: activity.maxParticipants,
                })}
              </span>
              <span className="icon-line">
                <Gauge className="meta-icon" aria-hidden="true" />
                {t(`difficulty.${activity.difficulty}`)}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <WishlistButton kind="activity" id={activity._id} name={activity.name} variant="labelled" />
            <ShareButton title={activity.name} copiedMessage={t('detail.copied')} />
          </div>
        </header>

        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-14">
          <div className="min-w-0 space-y-14">
            <Gallery
              images={activity.images.map((src, index) => ({
                src,
                alt: t('detail.imageAlt', { name: activity.name, number: index + 1 }),
              }))}
              aspect="aspect-[3/2]"
            />
            <p className="text-xl leading-relaxed text-ink">{activity.shortDescription}</p>
            <ActivityDetails activity={activity} />
          </div>

          <aside id="book" aria-labelledby="book-heading" className="scroll-mt-28">
            <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7 lg:sticky lg:top-28">
              <div className="flex flex-wrap items-center gap-3">
                <Price value={activity.price} original={activity.marketPrice} size="lg" />
                <DiscountBadge price={activity.price} original={activity.marketPrice} />
              </div>
              <p className="mt-1 text-sm text-muted">{t('card.perPerson')}</p>
              <h2 id="book-heading" className="mt-6 mb-5 font-display text-2xl font-semibold text-ink">
                {t('form.title')}
              </h2>
              <Deferred
                key={activity._id}
                code={bookingForm}
                props={{ activity }}
                wakeAtOnce={keptBooking}
                fallback={<Spinner className="mx-auto size-6 text-ochre-600" label={t('common:loading')} />}
              />
            </div>
          </aside>
        </div>

        <div id="activity-reviews" className="mt-20 scroll-mt-28 border-t border-line pt-14">
          <ReviewsSection refModel="Activity" refId={activity._id} onRated={onRated} />
        </div>
      </Container>
      <StickyBookBar
        targetId="book"
        price={activity.price}
        original={activity.marketPrice}
        unit={t('card.perPerson')}
        label={t('card.book')}
      />
    </>
  );
}
