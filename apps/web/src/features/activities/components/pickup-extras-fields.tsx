import type { ActivityBookingSetup } from '@ochre/shared/schemas/booking-setup';
import type { ActivityBookingForm } from '@ochre/shared/schemas/bookings';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox, Field, Input, Select } from '../../../components/ui/field';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';

/** Hotel or riad pickup (a place and a landmark) or a meeting point from the admin's list (issue 15). */
export function PickupFields({
  form,
  pickup,
}: {
  form: UseFormReturn<ActivityBookingForm>;
  pickup: ActivityBookingSetup['pickup'];
}) {
  const { t } = useTranslation('booking');
  const type = form.watch('pickupType');
  if (!pickup.hotel && pickup.points.length === 0) return null;
  const choices = [
    'none',
    ...(pickup.hotel ? ['hotel'] : []),
    ...(pickup.points.length > 0 ? ['point'] : []),
  ] as const;
  const placeError = form.formState.errors.pickupPlace?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('pickup.legend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <label key={choice} className="inline-flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              value={choice}
              className="size-4 accent-ochre-600"
              {...form.register('pickupType', {
                onChange: () => {
                  form.setValue('pickupPlace', '');
                  form.clearErrors('pickupPlace');
                },
              })}
            />
            {t(`pickup.${choice}`)}
          </label>
        ))}
      </div>
      {type === 'hotel' ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Field label={t('pickup.place')} required error={placeError}>
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="off"
                placeholder={t('pickup.placePlaceholder')}
                {...form.register('pickupPlace', { onChange: () => form.clearErrors('pickupPlace') })}
              />
            )}
          </Field>
          <Field label={t('pickup.landmark')}>
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="off"
                placeholder={t('pickup.landmarkPlaceholder')}
                {...form.register('pickupLandmark')}
              />
            )}
          </Field>
        </div>
      ) : null}
      {type === 'point' ? (
        <Field label={t('pickup.pointLabel')} required error={placeError}>
          {(a11y) => (
            <Select
              {...a11y}
              {...form.register('pickupPlace', { onChange: () => form.clearErrors('pickupPlace') })}
            >
              <option value="">{t('pickup.choosePoint')}</option>
              {pickup.points.map((point) => (
                <option key={point} value={point}>
                  {point}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}

/** The priced extras to tick (issue 15), per booking or per person. */
export function ExtrasFields({
  form,
  extras,
}: {
  form: UseFormReturn<ActivityBookingForm>;
  extras: ActivityBookingSetup['extras'];
}) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  if (extras.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('extras.legend')}</legend>
      {extras.map((extra) => (
        <label
          key={extra.id}
          htmlFor={`extra-${extra.id}`}
          className="flex items-center justify-between gap-3 text-sm text-ink"
        >
          <span className="inline-flex items-center gap-2">
            <Checkbox id={`extra-${extra.id}`} value={extra.id} {...form.register('extras')} />
            {extra.name}
          </span>
          <span className="text-muted tabular-nums">
            {t(`extras.${extra.per}`, { price: formatPrice(extra.price, lang) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
