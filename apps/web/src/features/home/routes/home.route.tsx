import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteHandle } from '../../../app/head';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: '',
    description: t('home:meta.description'),
    canonicalPath: '/',
    image: '/uploads/demo/site/hero-1.webp',
  }),
};

const PILLARS = [
  { key: 'activities', to: '/activities', image: '/uploads/demo/site/category-activities.webp' },
  { key: 'travels', to: '/travels', image: '/uploads/demo/site/category-stays.webp' },
  { key: 'shop', to: '/products', image: '/uploads/demo/site/category-articles.webp' },
] as const;

export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink">
        <Img
          src="/uploads/demo/site/hero-1.webp"
          alt={t('hero.imageAlt')}
          width={1920}
          height={1080}
          fullWidth={1920}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/30 to-ink/10" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/60 to-transparent rtl:bg-gradient-to-l" />
        <Container className="flex min-h-[34rem] flex-col justify-end py-16 sm:min-h-[40rem] sm:py-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-4 max-w-3xl font-display text-5xl leading-[1.05] font-semibold text-white sm:text-7xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-sand-100 sm:text-xl">{t('hero.text')}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/activities" className={buttonClasses('primary', 'lg')}>
              {t('hero.ctaActivities')}
            </Link>
            <Link
              to="/travels"
              className={buttonClasses(
                'outline',
                'lg',
                'border-white/40 bg-white/10 text-white hover:bg-white/20',
              )}
            >
              {t('hero.ctaTravels')}
            </Link>
          </div>
        </Container>
      </section>

      <Container className="py-20 sm:py-24">
        <div className="max-w-2xl">
          <h2 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{t('pillars.title')}</h2>
          <p className="mt-3 text-lg text-muted">{t('pillars.text')}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <li key={pillar.key}>
              <Link
                to={pillar.to}
                className="group block overflow-hidden rounded-card bg-white shadow-card transition-shadow hover:shadow-lift"
              >
                <div className="aspect-[4/3] overflow-hidden">
                  <Img
                    src={pillar.image}
                    alt=""
                    width={800}
                    height={600}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="flex items-center justify-between gap-4 p-6">
                  <div>
                    <h3 className="font-display text-xl font-semibold text-ink">
                      {t(`pillars.${pillar.key}.title`)}
                    </h3>
                    <p className="mt-1 text-sm text-muted">{t(`pillars.${pillar.key}.text`)}</p>
                  </div>
                  <ArrowRight
                    className="size-5 shrink-0 text-ochre-600 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
                    aria-hidden="true"
                  />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
