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
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ochre-800 px-6 py-14 text-center sm:px-12 sm:py-20">
          <Img
            src="/uploads/demo/site/hero-2.webp"
            alt=""
            width={1280}
            height={720}
            fullWidth={1920}
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35 mix-blend-multiply"
          />
          <h2
            id="home-cta"
            className="mx-auto max-w-2xl font-display text-3xl leading-tight font-semibold text-balance text-white sm:text-5xl"
          >
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-sand-100">{t('cta.text')}</p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <Link to="/activities" className={buttonClasses('secondary', 'lg', 'bg-white hover:bg-sand-100')}>
              {t('cta.primary')}
            </Link>
            <Link
              to="/contact"
              className={buttonClasses(
                'outline',
                'lg',
                'border-white/40 bg-white/10 text-white hover:bg-white/20',
              )}
            >
              {t('cta.secondary')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
