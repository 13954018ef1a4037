import { ArrowUpRight, BedDouble, Plane } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { useTranslation } from '../../../lib/i18n';
import { PARTNER_LINKS } from './categories';
import { SectionHeader, sectionSpacing } from './section-header';

const WIDGETS = [
  { key: 'flights', Icon: Plane, image: '/uploads/demo/site/category-flights.webp' },
  { key: 'stays', Icon: BedDouble, image: '/uploads/demo/site/category-stays.webp' },
] as const;

/** Partner searches for flights and stays: plain links out, nothing loaded from the partners. */
export function FlightsSection() {
  const { t } = useTranslation('home-sections');
  return (
    <section aria-labelledby="home-flights" className={sectionSpacing}>
      <Container>
        <SectionHeader
          id="home-flights"
          eyebrow={t('flights.eyebrow')}
          title={t('flights.title')}
          text={t('flights.text')}
        />
        <ul className="mt-10 grid gap-5 lg:grid-cols-2">
          {WIDGETS.map(({ key, Icon, image }) => (
            <li key={key}>
              <article className="partner-card">
                <div className="partner-media">
                  <Img
                    src={image}
                    alt=""
                    width={480}
                    height={360}
                    sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 100vw"
                    className="cover-fill"
                  />
                </div>
                <div className="flex flex-col p-6">
                  <p className="inline-flex items-center gap-2 kicker">
                    <Icon className="size-4" aria-hidden="true" />
                    {t('flights.partner')}
                  </p>
                  <h3 className="partner-title">{t(`flights.${key}.title`)}</h3>
                  <p className="partner-text">{t(`flights.${key}.text`)}</p>
                  <a
                    href={PARTNER_LINKS[key]}
                    target="_blank"
                    rel="sponsored noopener noreferrer"
                    className={buttonClasses('dark', 'md', 'mt-5 self-start')}
                  >
                    {t(`flights.${key}.cta`)}
                    <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="sr-only">{t('common.newTab')}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
