import { CARD_TAG_LIMIT } from '@ochre/shared/constants';
import type { Activity } from '@ochre/shared/schemas/activities';
import { Clock, Gauge, MapPin, Sparkles, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { DiscountBadge, Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { WishlistButton } from '../../wishlist/components/wishlist-button';
import type { ActivityCardData } from '../api/activities';

export const activityPath = (activity: Pick<Activity, 'slug' | '_id'>) =>
  `/activities/${encodeURIComponent(activity.slug || activity._id)}`;

/**
 * An activity in a list (SPEC §2 Activities): picture, category, Featured and
 * discount badges, price and market price, location, duration, rating, summary,
 * up to 3 tags, participants, difficulty and Book Now.
 */
export function ActivityCard({
  activity,
  headingLevel = 'h3',
}: {
  activity: ActivityCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const href = activityPath(activity);
  const Heading = headingLevel;
  const tags = activity.tags.slice(0, CARD_TAG_LIMIT);

  return (
    <article className="group card card-col">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="media-box aspect-[4/3]">
        {activity.images[0] ? (
          <Img
            src={activity.images[0]}
            alt=""
            width={640}
            height={480}
            sizes="(min-width: 1280px) 380px, (min-width: 640px) 45vw, 100vw"
            className="card-img"
          />
        ) : null}
        <span className="corner-tags">
          {activity.isFeatured ? (
            <Badge tone="ochre" className="bg-white/95 shadow-sm">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {t('card.featured')}
            </Badge>
          ) : null}
          <DiscountBadge price={activity.price} original={activity.marketPrice} />
        </span>
        <span className="chip-dark">{activity.category}</span>
      </Link>
      <WishlistButton kind="activity" id={activity._id} name={activity.name} className="corner-button" />

      <div className="card-body p-5">
        <p className="activity-meta">
          <span className="meta-item">
            <MapPin className="meta-icon" aria-hidden="true" />
            <bdi>{activity.location}</bdi>
          </span>
          {activity.duration ? (
            <span className="meta-item">
              <Clock className="meta-icon" aria-hidden="true" />
              <bdi>{activity.duration}</bdi>
            </span>
          ) : null}
        </p>
        <Heading className="mt-2 card-title-lg">
          <Link to={href} className="card-link">
            {activity.name}
          </Link>
        </Heading>
        <p className="mt-2 card-rating">
          <RatingStars value={activity.rating} size="sm" />
          {activity.numReviews > 0 ? (
            <>
              <span className="font-semibold text-ink">{formatNumber(activity.rating, lang)}</span>
              <span>{t('card.reviews', { count: activity.numReviews })}</span>
            </>
          ) : (
            <span>{t('card.noReviews')}</span>
          )}
        </p>
        <p className="mt-3 card-summary">{activity.shortDescription}</p>
        {tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-4 mb-5 activity-facts">
          <div className="icon-line">
            <dt>
              <Users className="size-4 text-muted" aria-hidden="true" />
              <span className="sr-only">{t('facts.participants')}</span>
            </dt>
            <dd>
              {t('facts.participantRange', { min: activity.minParticipants, max: activity.maxParticipants })}
            </dd>
          </div>
          <div className="icon-line">
            <dt>
              <Gauge className="size-4 text-muted" aria-hidden="true" />
              <span className="sr-only">{t('facts.difficulty')}</span>
            </dt>
            <dd>{t(`difficulty.${activity.difficulty}`)}</dd>
          </div>
        </dl>
        <div className="activity-foot">
          <div>
            <Price value={activity.price} original={activity.marketPrice} />
            <p className="text-xs text-muted">{t('card.perPerson')}</p>
          </div>
          <Link
            to={`${href}#book`}
            className={buttonClasses('primary', 'sm')}
            aria-label={t('card.bookNamed', { name: activity.name })}
          >
            {t('card.book')}
          </Link>
        </div>
      </div>
    </article>
  );
}
