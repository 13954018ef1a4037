import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '../../../components/ui/container';
import { VideoCard } from '../../../features/videos/components/video-card';
import { useTranslation } from '../../../lib/i18n';
import { homeVideosQuery } from './queries';
import { SectionHeader, sectionSpacing } from './section-header';

/** Featured short videos; each player loads only when its thumbnail is clicked. */
export function InstagramSection() {
  const { t } = useTranslation('home-sections');
  const videos = useSuspenseQuery(homeVideosQuery()).data.data;
  if (!videos.length) return null;
  return (
    <section aria-labelledby="home-videos" className={`bg-white ${sectionSpacing}`}>
      <Container>
        <SectionHeader
          id="home-videos"
          eyebrow={t('videos.eyebrow')}
          title={t('videos.title')}
          text={t('videos.text')}
          link={{ to: '/instagram', label: t('videos.link') }}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-6 xl:gap-4">
          {videos.map((video) => (
            <li key={video._id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
