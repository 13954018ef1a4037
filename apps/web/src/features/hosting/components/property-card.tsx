import { CircleCheck, Users } from 'lucide-react';
import { Img } from '../../../components/ui/img';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import type { HostingProperty } from '../properties';

/** A sample stay (SPEC §2 Hosting); choosing it opens its reservation form. */
export function PropertyCard({
  property,
  selected,
  onSelect,
}: {
  property: HostingProperty;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('hosting');
  const lang = useLang();
  const name = t(`properties.${property.id}.name`);
  return (
    <article
      className={cn(
        'group relative plain-card ring-1 transition-shadow hover:shadow-lift',
        selected ? 'ring-2 ring-ochre-500' : 'ring-line/60',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <Img
          src={property.image}
          alt={t(`properties.${property.id}.imageAlt`)}
          width={640}
          height={480}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="card-img"
        />
        <span className="chip-light">{t(`properties.${property.id}.kind`)}</span>
        {selected ? (
          <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-ochre-600 px-3 py-1 text-xs font-semibold text-white">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {t('card.selected')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">{t(`properties.${property.id}.place`)}</p>
        <h3 className="mt-1 font-display text-2xl font-semibold text-ink">{name}</h3>
        <p className="mt-2 leading-relaxed text-ink-soft">{t(`properties.${property.id}.description`)}</p>
        <p className="mt-4 icon-line text-sm text-muted">
          <Users className="meta-icon" aria-hidden="true" />
          {t('card.guests', { count: property.maxGuests })}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <p>
            <span className="text-xl amount">{formatPrice(property.pricePerNight, lang)}</span>{' '}
            <span className="text-sm text-muted">{t('card.perNight')}</span>
          </p>
          <button
            type="button"
            onClick={onSelect}
            aria-pressed={selected}
            aria-label={t('card.chooseNamed', { name })}
            className={cn(
              'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold transition-colors',
              selected ? 'bg-ink text-white' : 'bg-ochre-600 text-white hover:bg-ochre-700',
            )}
          >
            {selected ? t('card.chosen') : t('card.choose')}
          </button>
        </div>
      </div>
    </article>
  );
}
