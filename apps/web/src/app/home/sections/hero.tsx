import { HERO_SLIDE_INTERVAL_MS } from '@ochre/shared/constants';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { cn } from '../../../lib/cn';
import { dirOf, useLang, useTranslation } from '../../../lib/i18n';
import { FlightSearchForm } from './flight-search-form';
import { useLazyCarousel } from './use-lazy-carousel';

const SLIDES = [
  { key: 'medina', image: '/uploads/demo/site/hero-1.webp' },
  { key: 'desert', image: '/uploads/demo/site/hero-2.webp' },
  { key: 'atlas', image: '/uploads/demo/site/hero-3.webp' },
] as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** Visitors who ask for less motion get no automatic slide changes. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * SPEC §2 Home hero: three slides that change every 6 seconds (not while the
 * pointer or keyboard focus is on the hero, nor for reduced motion), with
 * previous/next and dot buttons, and the flight search widget. The carousel's
 * code comes when the hero is first hovered, focused or touched, or a slide is due.
 */
export function HeroSection() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const { viewportRef, selected, start, viewportHandlers } = useLazyCarousel({
    loop: true,
    duration: 32,
    direction: dirOf(lang),
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = !reducedMotion && !stopped && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new timer for every slide shown, so a manual change also gets its full 6 seconds
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(
      () => void start().then((carousel) => carousel?.scrollNext()),
      HERO_SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [start, autoplay, selected]);

  const previous = () => void start().then((carousel) => carousel?.scrollPrev());
  const next = () => void start().then((carousel) => carousel?.scrollNext());
  const goTo = (index: number) => void start().then((carousel) => carousel?.scrollTo(index));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-ink"
      onMouseEnter={() => {
        setHovered(true);
        void start();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        void start();
      }}
      onBlur={onBlur}
    >
      <section
        ref={viewportRef}
        {...viewportHandlers}
        className="absolute inset-0 -z-10 overflow-hidden"
        aria-roledescription={t('hero.carousel')}
        aria-label={t('hero.carouselLabel')}
      >
        <div className="flex h-full touch-pan-y">
          {SLIDES.map((slide, index) => {
            const current = index === selected;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a labelled group, not a form fieldset
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t('hero.slide')}
                aria-label={t('hero.slideOf', { index: index + 1, total: SLIDES.length })}
                aria-hidden={!current}
                inert={!current}
                data-active={current || undefined}
                className="slide"
              >
                <Img
                  src={slide.image}
                  alt={t(`hero.slides.${slide.key}.alt`)}
                  width={1920}
                  height={1080}
                  fullWidth={1920}
                  sizes="100vw"
                  priority={index === 0}
                  className="h-full w-full object-cover"
                />
              </div>
            );
          })}
        </div>
      </section>
      <div aria-hidden="true" className="hero-shade-up" />
      <div aria-hidden="true" className="hero-shade-side" />

      <Container className="hero-grid">
        <div className="pointer-events-auto flex min-w-0 flex-col">
          <p className="text-xs font-semibold tracking-[0.22em] text-ochre-300 uppercase sm:text-sm">
            {t('hero.eyebrow')}
          </p>
          <h1 id="home-title" className="hero-title">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-sand-100 sm:text-xl">{t('hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/activities" className={buttonClasses('primary', 'lg')}>
              {t('hero.ctaActivities')}
            </Link>
            <Link to="/travels" className={buttonClasses('glass', 'lg', 'backdrop-blur')}>
              {t('hero.ctaTravels')}
            </Link>
          </div>

          <div className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-4 lg:mt-20">
            <p className="min-w-0 flex-1 basis-48 text-sm text-sand-200">
              <span className="font-semibold text-white">
                {t(`hero.slides.${SLIDES[selected]!.key}.place`)}
              </span>
              <span aria-hidden="true"> · </span>
              {t(`hero.slides.${SLIDES[selected]!.key}.caption`)}
            </p>
            <div className="flex items-center gap-2">
              <button type="button" className="slide-btn" onClick={previous} aria-label={t('hero.previous')}>
                <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
              </button>
              <ol className="flex items-center px-1">
                {SLIDES.map((slide, index) => (
                  <li key={slide.key}>
                    <button
                      type="button"
                      onClick={() => goTo(index)}
                      aria-label={t('hero.goTo', {
                        index: index + 1,
                        place: t(`hero.slides.${slide.key}.place`),
                      })}
                      aria-current={index === selected ? 'true' : undefined}
                      className="group flex h-10 items-center px-1.5"
                    >
                      <span
                        className={cn(
                          'slide-dot',
                          index === selected ? 'w-8 bg-white' : 'w-3 bg-white/45 group-hover:bg-white/80',
                        )}
                      />
                    </button>
                  </li>
                ))}
              </ol>
              <button type="button" className="slide-btn" onClick={next} aria-label={t('hero.next')}>
                <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
              </button>
              {reducedMotion ? null : (
                <button
                  type="button"
                  className="slide-btn ms-1"
                  onClick={() => setStopped((value) => !value)}
                  aria-pressed={stopped}
                  aria-label={t('hero.pause')}
                >
                  {stopped ? (
                    <Play className="size-4 fill-current" aria-hidden="true" />
                  ) : (
                    <Pause className="size-4 fill-current" aria-hidden="true" />
                  )}
                </button>
              )}
            </div>
          </div>
        </div>
        <div className="pointer-events-auto w-full max-w-md lg:max-w-none">
          <FlightSearchForm />
        </div>
      </Container>
    </section>
  );
}
