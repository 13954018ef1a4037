import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';

/** The closing call to action. */
export function CtaSection() {
  const { t } = useTranslation('home-sections');
  return (
    <section aria-labelledby="home-cta" className="pt-16 pb-4 sm:pt-24 sm:pb-8">
      <Container>
        <div className="cta-box">
          <Img
            src="/uploads/demo/site/hero-2.webp"
            alt=""
            width={1280}
            height={720}
            fullWidth={1920}
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="cta-img"
          />
          <h2 id="home-cta" className="cta-title">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-sand-100">{t('cta.text')}</p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <Link to="/activities" className={buttonClasses('secondary', 'lg', 'bg-white hover:bg-sand-100')}>
              {t('cta.primary')}
            </Link>
            <Link to="/contact" className={buttonClasses('glass', 'lg')}>
              {t('cta.secondary')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
