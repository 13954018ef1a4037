import { REVIEW_STATUSES } from '@ochre/shared/constants';
import type { AdminReview, ReviewStatus } from '@ochre/shared/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { RatingStars } from '../../../components/ui/rating-stars';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { translateError, useLang, useTranslation } from '../../../lib/i18n';
import { moderationQuery, useModerateReview } from '../api/reviews-admin';
import { AdminPanel } from '../components/admin-panel';
import { FilterBar } from '../components/filter-bar';
import { ListState } from '../components/list-state';

const STATUS_TONES = { pending: 'ochre', approved: 'green', hidden: 'neutral' } as const;

/** Activity and travel reviews: approve, hide, and answer in public (issue 16). */
export default function ReviewsAdmin() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery(moderationQuery(status, page));

  return (
    <AdminPanel title={t('reviews.title')} description={t('reviews.text')}>
      <FilterBar>
        <Field label={t('reviews.show')} className="w-full sm:w-60">
          {(props) => (
            <Select
              {...props}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReviewStatus);
                setPage(1);
              }}
            >
              {REVIEW_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.status.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterBar>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.data.length === 0}
        onRetry={() => list.refetch()}
        empty={{ icon: <MessageSquareText className="size-6" />, title: t('reviews.none') }}
      >
        <ul className="space-y-4">
          {list.data?.data.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
        <Pagination
          className="mt-6"
          page={page}
          pages={list.data?.pagination.pages ?? 1}
          onChange={setPage}
        />
      </ListState>
    </AdminPanel>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply?.text ?? '');
  // On the promise, not as `mutate` callbacks: approving a pending review takes this card away
  // when the list comes back, and the message must still show.
  const save = (body: { status?: ReviewStatus; reply?: string }) =>
    void moderate.mutateAsync({ id: review._id, ...body }).then(
      () => toast.success(t('reviews.saved')),
      (error: unknown) => toast.error(translateError(t, error)),
    );

  return (
    <li className="rounded-card border border-line bg-white p-5" data-testid="admin-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {review.itemTitle} · {review.name}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {review.verified ? (
            <Badge tone="green">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('reviews.verified')}
            </Badge>
          ) : null}
          <Badge tone={STATUS_TONES[review.status]}>{t(`reviews.status.${review.status}`)}</Badge>
          <time dateTime={review.createdAt} className="text-sm text-muted">
            {formatDate(review.createdAt, lang, 'medium')}
          </time>
        </div>
      </div>
      <RatingStars value={review.rating} className="mt-1" />
      <p className="mt-2 whitespace-pre-line text-ink-soft">{review.comment}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== 'approved' ? (
          <Button size="sm" onClick={() => save({ status: 'approved' })} disabled={moderate.isPending}>
            {t('reviews.approve')}
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => save({ status: 'hidden' })}
            disabled={moderate.isPending}
          >
            {t('reviews.hide')}
          </Button>
        ) : null}
      </div>
      <form
        className="mt-4 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save({ reply: reply.trim() });
        }}
      >
        <Field label={t('reviews.reply')} hint={t('reviews.replyHint')}>
          {(props) => (
            <Textarea
              {...props}
              rows={2}
              maxLength={2000}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="dark" disabled={moderate.isPending}>
          {t('reviews.saveReply')}
        </Button>
      </form>
    </li>
  );
}
