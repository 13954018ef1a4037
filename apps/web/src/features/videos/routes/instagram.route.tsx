import { useQuery } from '@tanstack/react-query';
import { ArrowDown, Play } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Img } from '../../../components/ui/img';
import { InstagramIcon } from '../../../components/ui/social-icons';
import { cn } from '../../../lib/cn';
import type { RouteHandle } from '../../../lib/head';
import { useTranslation } from '../../../lib/i18n';
import { pageLoader } from '../../../lib/page-loader';
import { usePublicSettings } from '../../site/api/public-settings';
import { videosQuery } from '../api/videos';
import { initialVideoParams, VideoGallery } from '../components/video-gallery';

export const loader = pageLoader(({ queryClient }) =>
  queryClient.prefetchQuery(videosQuery(initialVideoParams({}))),
);

export const handle: RouteHandle = {
  head: ({ t }) => ({
    title: t('videos:meta.title'),
    description: t('videos:meta.description'),
    image: '/uploads/demo/videos/jemaa-el-fna-dusk.webp',
  }),
};

/** "@ochre.marrakech" from https://www.instagram.com/ochre.marrakech */
function handleOf(url: string): string | null {
  try {
    const name = new URL(url).pathname.split('/').filter(Boolean)[0];
    return name ? `@${name}` : null;
  } catch {
    return null;
  }
}

const FAN = [
  'z-10 -rotate-6 translate-y-6 -me-16',
  'z-20 -translate-y-2 scale-105 shadow-lift',
  'z-10 rotate-6 translate-y-8 -ms-16',
] as const;

export function Component() {
  const { t } = useTranslation('videos');
  const { social } = usePublicSettings();
  const { data } = useQuery(videosQuery(initialVideoParams({})));
  const handle = social.instagram ? handleOf(social.instagram) : null;
  const posters = (data?.data ?? []).filter((v) => v.thumbnailUrl).slice(0, 3);

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-sand-100">
        <div
          aria-hidden="true"
          className="absolute -start-40 -top-40 -z-10 size-[32rem] rounded-full bg-ochre-600/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -end-32 bottom-0 -z-10 size-[28rem] rounded-full bg-majorelle-600/20 blur-3xl"
        />
        <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-[0.2em] text-ochre-300 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-4 font-display text-5xl leading-[1.05] font-semibold text-white sm:text-6xl">
              {t('hero.title')}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-sand-200">{t('hero.text')}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              {social.instagram ? (
                <a
                  href={social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary', 'lg')}
                >
                  <InstagramIcon className="size-5" />
                  {handle ? (
                    <>
                      <span className="sm:hidden">{t('hero.followShort')}</span>
                      <span className="hidden sm:inline">{t('hero.follow', { handle })}</span>
                    </>
                  ) : (
                    t('hero.followShort')
                  )}
                </a>
              ) : null}
              <a
                href="#all-videos"
                className={buttonClasses(
                  'outline',
                  'lg',
                  'border-white/25 bg-white/5 text-white hover:bg-white/15',
                )}
              >
                {t('hero.browse')}
                <ArrowDown className="size-4" aria-hidden="true" />
              </a>
            </div>
          </div>

          {posters.length === 3 ? (
            <div className="hidden justify-center py-6 md:flex" aria-hidden="true">
              {posters.map((video, index) => (
                <div
                  key={video._id}
                  className={cn(
                    'relative aspect-[4/5] w-44 overflow-hidden rounded-3xl border-4 border-white/10 bg-ink-soft lg:w-52',
                    FAN[index],
                  )}
                >
                  <Img
                    src={video.thumbnailUrl}
                    alt=""
                    width={416}
                    height={520}
                    fullWidth={1080}
                    sizes="208px"
                    priority={index === 1}
                    className="h-full w-full object-cover"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-ink/60 to-transparent" />
                  <span className="absolute start-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-white/90 text-ink">
                    <Play className="ms-0.5 size-4 fill-current" />
                  </span>
                </div>
              ))}
            </div>
          ) : null}
        </Container>
      </section>

      <Container className="py-14 sm:py-16">
        <VideoGallery title={t('gallery.title')} headingId="all-videos" />
      </Container>
    </>
  );
}
