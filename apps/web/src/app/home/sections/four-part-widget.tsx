import { CalendarDays, Compass, CreditCard, Sun } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { SectionHeader, sectionSpacing } from './section-header';

const STEPS = [
  { key: 'choose', Icon: Compass },
  { key: 'book', Icon: CalendarDays },
  { key: 'pay', Icon: CreditCard },
  { key: 'enjoy', Icon: Sun },
] as const;

/** How a trip with us goes, in four steps. */
export function FourPartWidgetSection() {
  const { t } = useTranslation('home-sections');
  const lang = useLang();
  return (
    <section aria-labelledby="home-steps" className={`bg-sand-100 ${sectionSpacing}`}>
      <Container>
        <SectionHeader
          id="home-steps"
          eyebrow={t('steps.eyebrow')}
          title={t('steps.title')}
          text={t('steps.text')}
          align="center"
        />
        <ol className="mt-10 grid grid-cols-2 gap-3 sm:mt-12 sm:gap-5 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="panel">
              <span className="panel-head">
                <span className="step-icon">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="big-figure text-sand-300" aria-hidden="true">
                  {formatNumber(index + 1, lang)}
                </span>
              </span>
              <h3 className="panel-title">
                <span className="sr-only">{`${t('steps.step', { index: index + 1 })} `}</span>
                {t(`steps.items.${key}.title`)}
              </h3>
              <p className="panel-text">{t(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
