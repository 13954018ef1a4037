import { HOME_STATS } from '@ochre/shared/constants';
import { Container } from '../../../components/ui/container';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** The hard-coded figures of SPEC §9. */
export function StatsSection() {
  const { t } = useTranslation('home-sections');
  const lang = useLang();
  const figures = [
    { key: 'activities', value: HOME_STATS.activities },
    { key: 'customers', value: HOME_STATS.customers },
    { key: 'reservations', value: HOME_STATS.reservations },
    { key: 'years', value: HOME_STATS.years },
    {
      key: 'rating',
      value: `${formatNumber(HOME_STATS.rating, lang)}/${formatNumber(HOME_STATS.ratingOutOf, lang)}`,
    },
  ] as const;
  return (
    <section aria-labelledby="home-stats" className="relative isolate overflow-hidden bg-ink py-16 sm:py-20">
      <div aria-hidden="true" className="stats-glow" />
      <Container>
        <h2
          id="home-stats"
          className="text-center font-display text-2xl font-semibold text-white sm:text-3xl"
        >
          {t('stats.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 text-center sm:grid-cols-3 lg:grid-cols-5">
          {figures.map((figure) => (
            <div
              key={figure.key}
              className={figure.key === 'rating' ? 'stat col-span-2 sm:col-span-1' : 'stat'}
            >
              <dt className="stat-label">
                {t(`stats.${figure.key}`, { reviews: formatNumber(HOME_STATS.reviews, lang) })}
              </dt>
              <dd className="big-figure text-ochre-300" dir="ltr">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
