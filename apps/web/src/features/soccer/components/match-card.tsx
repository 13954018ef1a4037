import type { SoccerMatch, SoccerTeam } from '@ochre/shared/schemas/soccer';
import { useCallback, useState } from 'react';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** A crest from the feed, or the team's initials when there is none or it fails to load. */
function Crest({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  // A picture that failed before the page hydrated never reports it: look when it mounts.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (src && !failed) {
    return (
      <img
        ref={checkLoaded}
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
        className={cn('object-contain', className)}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex items-center justify-center rounded-full bg-sand-200 text-sm font-bold text-ink-soft',
        className,
      )}
    >
      {initials}
    </span>
  );
}

function Team({ team, side }: { team: SoccerTeam; side: 'home' | 'away' }) {
  const { t } = useTranslation('content');
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center">
      <Crest src={team.logo} name={team.name} className="size-14" />
      <p className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold text-ink">{team.name}</p>
      <p className="text-xs text-muted">{t(`soccer.${side}`)}</p>
    </div>
  );
}

/** One live match: league, status and minute, both teams with their crests, and the score. */
export function MatchCard({ match }: { match: SoccerMatch }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { home, away } = match.teams;
  const goals = (value: number | null) => (value === null ? '–' : formatNumber(value, lang));
  const elapsed = match.fixture.status.elapsed;

  return (
    <article
      className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card"
      aria-label={t('soccer.matchLabel', { home: home.name, away: away.name })}
    >
      <header className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink-soft">
          <Crest
            src={match.league.logo}
            name={match.league.name}
            className="size-6 shrink-0 text-[0.625rem]"
          />
          <span className="truncate">
            {match.league.name}
            {match.league.country ? <span className="text-muted"> · {match.league.country}</span> : null}
          </span>
        </p>
        <span className="icon-line shrink-0 rounded-full bg-danger-50 px-2.5 py-1 text-xs font-semibold text-danger-700">
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-danger-600 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-danger-600" />
          </span>
          {elapsed !== null ? t('soccer.minute', { minute: formatNumber(elapsed, lang) }) : t('soccer.live')}
        </span>
      </header>

      <div className="mt-6 flex items-start gap-3">
        <Team team={home} side="home" />
        <div className="flex flex-col items-center pt-2">
          <p className="font-display text-4xl amount">
            <span className="sr-only">
              {t('soccer.score', { home: goals(match.goals.home), away: goals(match.goals.away) })}
            </span>
            {/* Flex, not text: the home score stays on the home team's side in both directions. */}
            <span className="flex items-center gap-2" aria-hidden="true">
              <span>{goals(match.goals.home)}</span>
              <span className="text-sand-300">:</span>
              <span>{goals(match.goals.away)}</span>
            </span>
          </p>
          <p className="mt-2 text-center text-xs font-medium text-muted">{match.fixture.status.long}</p>
        </div>
        <Team team={away} side="away" />
      </div>
    </article>
  );
}
