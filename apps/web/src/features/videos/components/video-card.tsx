import { embedSource } from '@ochre/shared/rules/video-embed';
import type { SocialVideo } from '@ochre/shared/schemas/videos';
import { ExternalLink, Heart, MapPin, MessageCircle, Play, VideoOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Img } from '../../../components/ui/img';
import { cn } from '../../../lib/cn';
import { formatCompact } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

export type VideoLayout = 'grid' | 'list';

/** The player, loaded only once the visitor asks for it (SPEC §4 Video card). */
function VideoPlayer({ video }: { video: SocialVideo }) {
  const { t } = useTranslation('videos');
  const source = embedSource(video.embedUrl);
  // The play button is gone: keyboard focus moves on to what replaced it.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  if (!source) {
    return (
      <div
        ref={focusOnMount}
        tabIndex={-1}
        role="status"
        className="flex h-full w-full flex-col items-center justify-center gap-3 bg-ink p-6 text-center text-sand-100"
      >
        <VideoOff className="size-8 text-sand-300" aria-hidden="true" />
        <p className="text-sm font-medium">{t('card.unavailable')}</p>
      </div>
    );
  }
  if (source.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: short silent clips without speech
      <video
        ref={focusOnMount}
        src={source.src}
        poster={video.thumbnailUrl || undefined}
        className="h-full w-full bg-ink object-cover"
        controls
        autoPlay
        playsInline
        loop
        aria-label={t('card.playing', { title: video.title })}
      />
    );
  }
  return (
    <iframe
      ref={focusOnMount}
      src={source.src}
      title={video.title}
      className="h-full w-full border-0 bg-ink"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      loading="lazy"
    />
  );
}

function Stats({ video, className }: { video: SocialVideo; className?: string }) {
  const { t } = useTranslation('videos');
  const lang = useLang();
  return (
    <p className={cn('video-stats', className)}>
      <span className="icon-line">
        <Heart className="meta-icon" aria-hidden="true" />
        <span aria-hidden="true">{formatCompact(video.likes, lang)}</span>
        <span className="sr-only">{t('card.likes', { count: video.likes })}</span>
      </span>
      <span className="icon-line">
        <MessageCircle className="size-4" aria-hidden="true" />
        <span aria-hidden="true">{formatCompact(video.comments, lang)}</span>
        <span className="sr-only">{t('card.comments', { count: video.comments })}</span>
      </span>
    </p>
  );
}

/** A video: its thumbnail with a play button, then the player in the same place after a click. */
export function VideoCard({
  video,
  layout = 'grid',
  headingLevel = 'h3',
}: {
  video: SocialVideo;
  layout?: VideoLayout;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('videos');
  const [playing, setPlaying] = useState(false);
  const Heading = headingLevel;
  const list = layout === 'list';

  const media = (
    <div className={cn('video-frame', list ? 'w-36 shrink-0 rounded-2xl sm:w-48' : 'w-full')}>
      {playing ? (
        <VideoPlayer video={video} />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group/play video-play"
          // The place shown on the picture ends the name, so the name contains what is shown (voice control).
          aria-label={
            list
              ? t('card.play', { title: video.title })
              : `${t('card.play', { title: video.title })}, ${video.location.name}`
          }
        >
          {video.thumbnailUrl ? (
            <Img
              src={video.thumbnailUrl}
              alt=""
              width={540}
              height={675}
              fullWidth={1080}
              sizes={list ? '192px' : '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'}
              className="video-img"
            />
          ) : null}
          <span className="video-shade" />
          <span className="play-disc">
            <Play className="play-icon" aria-hidden="true" />
          </span>
          {list ? null : (
            <span className="video-place">
              <MapPin className="size-3.5" aria-hidden="true" />
              <span className="line-clamp-1 text-start">{video.location.name}</span>
            </span>
          )}
        </button>
      )}
      {!playing && video.featured ? <span className="ribbon">{t('card.featured')}</span> : null}
    </div>
  );

  const instagram = video.instagramUrl ? (
    <a
      href={video.instagramUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="ext-link"
      aria-label={t('card.onInstagram', { title: video.title })}
    >
      {t('card.instagram')}
      <ExternalLink className="ext-icon" aria-hidden="true" />
    </a>
  ) : null;

  if (list) {
    return (
      <article className="flex gap-4 rounded-card bg-white p-3 shadow-card sm:gap-6 sm:p-4">
        {media}
        <div className="flex min-w-0 flex-1 flex-col gap-2 py-1 sm:py-2">
          <p className="kicker">{t(`categories.${video.category}`)}</p>
          <Heading className="font-display text-lg leading-snug font-semibold text-ink sm:text-xl">
            {video.title}
          </Heading>
          <p className="icon-line text-sm text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {video.location.name}
          </p>
          <p className="card-summary hidden sm:block">{video.description}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
            <Stats video={video} />
            {instagram}
          </div>
        </div>
      </article>
    );
  }

  return (
    <article className="plain-card">
      {media}
      <div className="video-body">
        <p className="kicker">{t(`categories.${video.category}`)}</p>
        <Heading className="line-clamp-2 card-title">{video.title}</Heading>
        <div className="video-foot">
          <Stats video={video} />
          {instagram}
        </div>
      </div>
    </article>
  );
}
