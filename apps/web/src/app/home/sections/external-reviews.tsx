import { HOME_STATS } from '@ochre/shared/constants';
import { Quote } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { rail, SectionHeader, sectionSpacing } from './section-header';

const QUOTES = ['amina', 'tom', 'lucia'] as const;

/** A taste of what guests say elsewhere, leading to the reviews page. */
export function ExternalReviewsSection() {
  const { t } = useTranslation('home-sections');
  const lang = useLang();
  return (
    <section aria-labelledby="home-reviews" className={`bg-sand-100 ${sectionSpacing}`}>
      <Container>
        <SectionHeader
          id="home-reviews"
          eyebrow={t('reviews.eyebrow')}
          title={t('reviews.title')}
          link={{ to: '/reviews', label: t('reviews.link') }}
        />
        <div className={`mt-10 ${rail.list} md:grid-cols-2 lg:grid-cols-4`}>
          <div
            className={`${rail.item} flex-col justify-center gap-3 rounded-card bg-ink p-6 text-white shadow-card`}
          >
            <p className="font-display text-6xl font-semibold text-ochre-300">
              {formatNumber(HOME_STATS.rating, lang)}
            </p>
            <div>
              <RatingStars value={HOME_STATS.rating} size="lg" />
              <p className="mt-2 text-sand-200">
                {t('reviews.summary', {
                  outOf: formatNumber(HOME_STATS.ratingOutOf, lang),
                  reviews: formatNumber(HOME_STATS.reviews, lang),
                })}
              </p>
            </div>
          </div>
          {QUOTES.map((key) => (
            <figure key={key} className={`${rail.item} review-card`}>
              <Quote className="quote-icon" aria-hidden="true" />
              <RatingStars value={5} size="sm" className="mt-4" />
              <blockquote className="review-quote">{t(`reviews.quotes.${key}.text`)}</blockquote>
              <figcaption className="review-foot">
                <span className="block font-semibold text-ink">{t(`reviews.quotes.${key}.name`)}</span>
                <span className="text-muted">{t(`reviews.quotes.${key}.trip`)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
