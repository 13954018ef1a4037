import { titleFromSlug } from '@ochre/shared/rules/text';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Img } from '../../../components/ui/img';
import { Link } from '../../../components/ui/link';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

export const travelPath = (program: Pick<TravelProgram, 'destination'>) =>
  `/travels/${encodeURIComponent(program.destination)}`;

/** SPEC §2 Travels card: hero image, destination, title, price per person, subtitle, duration, 'Up to N people'. */
export function TravelCard({ program, priority }: { program: TravelProgram; priority?: boolean }) {
  const { t } = useTranslation('travel');
  const lang = useLang();
  return (
    <article className="group relative flex h-full flex-col card">
      <div className="relative aspect-[16/10] overflow-hidden bg-sand-100">
        {program.heroImage ? (
          <Img
            src={program.heroImage}
            alt=""
            width={800}
            height={500}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="card-img"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-ink/70 via-transparent to-transparent" />
        <p className="absolute start-4 bottom-4 icon-line text-sm font-semibold text-white">
          <MapPin className="size-4" aria-hidden="true" />
          {titleFromSlug(program.destination)}
        </p>
        <p className="absolute end-4 top-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-ink shadow-sm">
          {t('card.price', { price: formatPrice(program.price, lang) })}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-2xl leading-snug font-semibold text-ink">
          <Link to={travelPath(program)} className="after:absolute after:inset-0 card-link">
            {program.title}
          </Link>
        </h3>
        <p className="mt-2 text-ink-soft">{program.subtitle}</p>
        <p className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-5 text-sm text-muted">
          <span className="icon-line">
            <CalendarDays className="meta-icon" aria-hidden="true" />
            {program.duration}
          </span>
          <span className="icon-line">
            <Users className="meta-icon" aria-hidden="true" />
            {t('card.upTo', { count: program.maxGroupSize })}
          </span>
        </p>
      </div>
    </article>
  );
}
