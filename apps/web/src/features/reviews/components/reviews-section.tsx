import type { RefModel } from '@ochre/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { Pagination } from '../../../components/ui/pagination';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { authDialogs } from '../../auth/auth-dialogs';
import { useAuth } from '../../auth/use-auth';
import { reviewableProductsQuery } from '../api/purchase-reviews';
import { reviewsQuery } from '../api/reviews';

/** Only signed-in visitors see the form: its form and validation code load for them alone. */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * Reviews of a product, article, activity or travel program: the summary, the
 * list, and the form for signed-in visitors (SPEC §7 Reviews).
 */
export function ReviewsSection({
  refModel,
  refId,
  onRated,
  headingLevel = 'h2',
}: {
  refModel: RefModel;
  refId: string;
  onRated?: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('reviews');
  const lang = useLang();
  const { status, user } = useAuth();
  // Products are reviewed only by customers who bought them; the others are told how.
  const productByBuyer = status === 'authenticated' && refModel === 'Product';
  const reviewable = useQuery({ ...reviewableProductsQuery(user?._id ?? ''), enabled: productByBuyer });
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(reviewsQuery(refModel, refId, page));
  const Heading = headingLevel;

  return (
    <section aria-labelledby={`reviews-${refId}`} className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading id={`reviews-${refId}`} className="font-display text-2xl font-semibold text-ink">
            {t('title')}
          </Heading>
          {data && data.summary.count > 0 ? (
            <p className="mt-2 flex items-center gap-2 text-muted">
              <RatingStars value={data.summary.average} />
              <span className="font-semibold text-ink">{formatNumber(data.summary.average, lang)}</span>
              <span>{t('count', { count: data.summary.count })}</span>
            </p>
          ) : null}
        </div>
      </div>

      {isPending ? (
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : isError ? (
        <LoadFailedState title={t('loadFailed')} onRetry={() => refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState icon={<MessageSquareText className="size-6" />} title={t('none')}>
          {t('beFirst')}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-card border border-line bg-white">
            {data.data.map((review) => (
              <li key={review._id} className="flex gap-4 p-5 sm:p-6">
                <Avatar name={review.user.name} image={review.user.image} className="size-11 shrink-0" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {review.name}
                      {review.verified ? (
                        <Badge tone="green">
                          <BadgeCheck aria-hidden="true" className="size-3.5" />
                          {t('verified')}
                        </Badge>
                      ) : null}
                    </p>
                    <time dateTime={review.createdAt} className="text-sm text-muted">
                      {formatDate(review.createdAt, lang, 'medium')}
                    </time>
                  </div>
                  <RatingStars value={review.rating} className="mt-1" />
                  <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-soft">{review.comment}</p>
                  {review.reply ? (
                    <div className="mt-3 rounded-card border-s-4 border-ochre-300 bg-sand-50 px-4 py-3">
                      <p className="text-sm font-semibold text-ink">{t('reply')}</p>
                      <p className="mt-1 whitespace-pre-line text-ink-soft">{review.reply.text}</p>
                    </div>
                  ) : null}
                  {review.images.length ? (
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {review.images.map((src) => (
                        <li key={src}>
                          <img
                            src={src}
                            alt={t('photoBy', { name: review.name })}
                            width={80}
                            height={80}
                            loading="lazy"
                            className="size-20 rounded-lg object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={data.pagination.pages} onChange={setPage} />
        </>
      )}

      {productByBuyer && reviewable.isPending ? (
        <Skeleton className="h-24" />
      ) : productByBuyer && !reviewable.data?.some((p) => p._id === refId) ? (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-sand-100 p-6">
          <p className="max-w-xl text-ink-soft">{t('account:review.buyersOnly')}</p>
          <Link to="/account?tab=review" className={buttonClasses('dark')}>
            {t('account:review.fromAccount')}
          </Link>
        </div>
      ) : status === 'authenticated' ? (
        <Suspense fallback={<Skeleton className="h-24" />}>
          <ReviewForm refModel={refModel} refId={refId} onRated={onRated} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-sand-100 p-6">
          <p className="text-ink-soft">{t('signInToReview')}</p>
          <Button variant="dark" onClick={() => authDialogs.openLogin()} disabled={status === 'loading'}>
            {t('signIn')}
          </Button>
        </div>
      )}
    </section>
  );
}
