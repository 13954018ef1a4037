import { HOME_STATS } from '@ochre/shared/constants';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNumber } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { SectionHeader, sectionSpacing } from './section-header';

const QUOTES = ['amina', 'tom', 'lucia'] as const;

/** A taste of what guests say elsewhere, leading to the reviews page. */
export function ExternalReviewsSection() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language as Lang;
  return (
    <section aria-labelledby="home-reviews" className={`bg-sand-100 ${sectionSpacing}`}>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-16">
        <div>
          <SectionHeader
            id="home-reviews"
            eyebrow={t('reviews.eyebrow')}
            title={t('reviews.title')}
            link={{ to: '/reviews', label: t('reviews.link') }}
          />
          <div className="mt-8 flex items-center gap-4 rounded-card bg-white p-5 shadow-card">
            <p className="font-display text-5xl font-semibold text-ink">
              {formatNumber(HOME_STATS.rating, lang)}
            </p>
            <div>
              <RatingStars value={HOME_STATS.rating} size="size-4" />
              <p className="mt-1 text-sm text-muted">
                {t('reviews.summary', {
                  outOf: formatNumber(HOME_STATS.ratingOutOf, lang),
                  reviews: formatNumber(HOME_STATS.reviews, lang),
                })}
              </p>
            </div>
          </div>
        </div>
        <ul className="grid gap-5 md:grid-cols-3">
          {QUOTES.map((key) => (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                <Quote className="size-7 text-ochre-300 rtl:-scale-x-100" aria-hidden="true" />
                <RatingStars value={5} size="size-3.5" className="mt-4" />
                <blockquote className="mt-3 flex-1 font-display text-lg leading-snug text-ink">
                  {t(`reviews.quotes.${key}.text`)}
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4 text-sm">
                  <span className="block font-semibold text-ink">{t(`reviews.quotes.${key}.name`)}</span>
                  <span className="text-muted">{t(`reviews.quotes.${key}.trip`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
