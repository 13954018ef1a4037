import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from '../../../components/ui/social-icons';
import { usePublicSettings } from '../../../features/site/api/public-settings';
import { useTranslation } from '../../../lib/i18n';
import { FLIGHT_DEFAULTS } from '../flight-search';
import { SectionHeader, sectionSpacing } from './section-header';

/** Partner searches the category tiles link out to (affiliate links, SPEC §2 Home). */
export const PARTNER_LINKS = {
  flights: `https://www.skyscanner.net/transport/flights/${FLIGHT_DEFAULTS.from.toLowerCase()}/${FLIGHT_DEFAULTS.to.toLowerCase()}/`,
  stays: 'https://www.booking.com/searchresults.html?ss=Marrakech',
} as const;

const TILES = [
  { key: 'activities', to: '/activities', image: '/uploads/demo/site/category-activities.webp' },
  { key: 'articles', to: '/articles', image: '/uploads/demo/site/category-articles.webp' },
  { key: 'flights', href: PARTNER_LINKS.flights, image: '/uploads/demo/site/category-flights.webp' },
  { key: 'stays', href: PARTNER_LINKS.stays, image: '/uploads/demo/site/category-stays.webp' },
] as const;

const SOCIAL = [
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'youtube', Icon: YoutubeIcon },
  { key: 'twitter', Icon: XIcon },
] as const;

/** Four picture tiles: two of our pages and two partner searches, then our social accounts. */
export function CategoriesSection() {
  const { t } = useTranslation('home-sections');
  const { social } = usePublicSettings();
  const accounts = SOCIAL.filter((s) => social[s.key]);

  return (
    <section aria-labelledby="home-categories" className={sectionSpacing}>
      <Container>
        <SectionHeader
          id="home-categories"
          eyebrow={t('categories.eyebrow')}
          title={t('categories.title')}
          text={t('categories.text')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {TILES.map((tile) => {
            const external = 'href' in tile;
            const body = (
              <>
                <Img
                  src={tile.image}
                  alt=""
                  width={480}
                  height={600}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  className="cover-fill zoom-img"
                />
                <span className="tile-shade" />
                <span className="tile-body">
                  <span className="tile-title">
                    {t(`categories.${tile.key}.title`)}
                    {external ? (
                      <ArrowUpRight className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
                    ) : (
                      <ArrowRight className="tile-arrow" aria-hidden="true" />
                    )}
                  </span>
                  <span className="tile-text">{t(`categories.${tile.key}.text`)}</span>
                  {external ? <span className="sr-only">{t('common.newTab')}</span> : null}
                </span>
              </>
            );
            const className = 'group tile';
            return (
              <li key={tile.key}>
                {external ? (
                  <a
                    href={tile.href}
                    target="_blank"
                    rel="sponsored noopener noreferrer"
                    className={className}
                  >
                    {body}
                  </a>
                ) : (
                  <Link to={tile.to} className={className}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        {accounts.length ? (
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold text-ink">{t('categories.follow')}</p>
            <ul className="flex flex-wrap gap-2">
              {accounts.map(({ key, Icon }) => (
                <li key={key}>
                  <a
                    href={social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="round-btn"
                    aria-label={t(`categories.social.${key}`)}
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
