import type { TravellerType, TravellerTypes, Units } from '@ochre/shared/schemas/booking-setup';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** The age range a traveller type covers, as the page says it; adults start where children end. */
function agesOf(type: TravellerType, travellers: TravellerTypes): { min: number; max: number | null } | null {
  if (type === 'child')
    return travellers.child && { min: travellers.child.minAge, max: travellers.child.maxAge };
  if (type === 'infant')
    return travellers.infant && { min: travellers.infant.minAge, max: travellers.infant.maxAge };
  const youngestAdult = travellers.child?.maxAge ?? travellers.infant?.maxAge;
  return youngestAdult === undefined ? null : { min: youngestAdult + 1, max: null };
}

/**
 * A stepper per traveller type (issue 15): adults always, children and
 * infants when offered, each with its ages and its price. Adults and
 * children together stay within `maxParticipants`; infants are not counted.
 */
export function TravellerSteppers({
  travellers,
  prices,
  value,
  onChange,
  minParticipants,
  maxParticipants,
  error,
}: {
  travellers: TravellerTypes;
  /** Dollars per type on the chosen date; null for a type not offered. */
  prices: Record<TravellerType, number | null>;
  value: Units;
  onChange: (units: Units) => void;
  minParticipants: number;
  maxParticipants: number;
  error?: string;
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const participants = value.adult + value.child;
  const types = (['adult', 'child', 'infant'] as const).filter(
    (type) => type === 'adult' || travellers[type],
  );
  const errorId = 'travellers-error';

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('travellers.legend')}
        <span className="ms-2 font-normal text-muted">
          {t('travellers.range', { min: minParticipants, max: maxParticipants })}
        </span>
      </legend>
      {types.map((type) => {
        const ages = agesOf(type, travellers);
        const price = prices[type];
        const room = type === 'infant' ? 20 : maxParticipants - participants;
        return (
          <div key={type} className="flex items-center justify-between gap-3" data-testid={`units-${type}`}>
            <div className="min-w-0">
              <p className="font-medium text-ink">{t(`travellers.${type}`)}</p>
              <p className="text-xs text-muted">
                {ages
                  ? ages.max === null
                    ? t('travellers.agesFrom', { min: ages.min })
                    : t('travellers.ages', { min: ages.min, max: ages.max })
                  : null}
                {ages && price !== null ? ' · ' : null}
                {price === null ? null : price === 0 ? t('travellers.free') : formatPrice(price, lang)}
              </p>
            </div>
            <QuantityStepper
              value={value[type]}
              min={0}
              max={value[type] + Math.max(0, room)}
              onChange={(count) => onChange({ ...value, [type]: count })}
              label={t(`travellers.${type}`)}
              decreaseLabel={t(`travellers.fewer.${type}`)}
              increaseLabel={t(`travellers.more.${type}`)}
              size="sm"
            />
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
