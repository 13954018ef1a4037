import { Quote } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { RatingStars } from '../../../components/ui/rating-stars';
import { useTranslation } from '../../../lib/i18n';

export interface ReviewCardData {
  id: string;
  name: string;
  /** The reviewer's Google profile, when known. */
  url: string;
  photo: string;
  rating: number;
  /** "2 weeks ago", as Google words it or as we do for the sample. */
  when: string;
  text: string;
}

/** One review from outside the site (SPEC §3 External review). */
export function ReviewCard({ review }: { review: ReviewCardData }) {
  const { t } = useTranslation('content');
  return (
    <article className="relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <Quote className="absolute end-5 top-5 size-8 text-sand-200" aria-hidden="true" />
      <header className="flex items-center gap-3 pe-10">
        <Avatar name={review.name} image={review.photo || null} className="size-12" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">
            {review.url ? (
              <a href={review.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                {review.name}
              </a>
            ) : (
              review.name
            )}
          </h3>
          <p className="text-sm text-muted">{review.when}</p>
        </div>
      </header>
      <RatingStars value={review.rating} className="mt-4" />
      <p className="mt-3 leading-relaxed text-ink-soft">{review.text}</p>
      <p className="mt-auto pt-5 text-xs font-medium tracking-wide text-muted uppercase">
        {t('externalReviews.via')}
      </p>
    </article>
  );
}
