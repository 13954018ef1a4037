import { CalendarCheck, HandCoins, Headset, Users } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { useTranslation } from '../../../lib/i18n';
import { SectionHeader, sectionSpacing } from './section-header';

const FEATURES = [
  { key: 'local', Icon: Users },
  { key: 'prices', Icon: HandCoins },
  { key: 'flexible', Icon: CalendarCheck },
  { key: 'support', Icon: Headset },
] as const;

/** Why book with us: four short promises. */
export function FeaturesSection() {
  const { t } = useTranslation('home-sections');
  return (
    <section aria-labelledby="home-features" className={sectionSpacing}>
      <Container>
        <SectionHeader
          id="home-features"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          text={t('features.text')}
          align="center"
        />
        <ul className="mt-10 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="feature-box">
              <span className="feature-icon">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="feature-title">{t(`features.items.${key}.title`)}</h3>
                <p className="feature-text">{t(`features.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
