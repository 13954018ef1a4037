import { HOSTING_PROPERTIES } from '@ochre/shared/constants';
import { MapPin, Users } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { rail, SectionHeader, sectionSpacing } from './section-header';

/** The three sample stays (SPEC §9), each leading to the hosting page. */
export function HostingSection() {
  const { t } = useTranslation(['home-sections', 'hosting']);
  const lang = useLang();
  return (
    <section aria-labelledby="home-hosting" className={sectionSpacing}>
      <Container>
        <SectionHeader
          id="home-hosting"
          eyebrow={t('hosting.eyebrow')}
          title={t('hosting.title')}
          text={t('hosting.text')}
          link={{ to: '/hosting', label: t('hosting.link') }}
        />
        <ul className={`mt-10 ${rail.list} md:grid-cols-3`}>
          {HOSTING_PROPERTIES.map((property) => (
            <li key={property.id} className={rail.item}>
              <Link to="/hosting" className="group block w-full card">
                <span className="media-box aspect-[4/3]">
                  <Img
                    src={`/uploads/demo/site/hosting-${property.id}.webp`}
                    alt=""
                    width={640}
                    height={480}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="cover-fill zoom-img"
                  />
                  <span className="chip-light">{t(`hosting:properties.${property.id}.kind`)}</span>
                </span>
                <span className="block p-5 sm:p-6">
                  <span className="link-title">{t(`hosting:properties.${property.id}.name`)}</span>
                  <span className="mt-2 meta-row">
                    <span className="meta-item">
                      <MapPin className="meta-icon" aria-hidden="true" />
                      {t(`hosting:properties.${property.id}.place`)}
                    </span>
                    <span className="meta-item">
                      <Users className="meta-icon" aria-hidden="true" />
                      {t('hosting.guests', { count: property.maxGuests })}
                    </span>
                  </span>
                  <span className="stay-price">
                    {t('hosting.perNight', { price: formatPrice(property.pricePerNight, lang) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
