import { STANDARD_CANCELLATION } from '@ochre/shared/rules/cancellation';
import type { travelInput } from '@ochre/shared/schemas/admin-travels';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Field, Input } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { Block, RemoveButton, TravellerBandFields } from './booking-setup-fields';
import { CancellationRulesFields } from './cancellation-rules-fields';

type Values = z.input<typeof travelInput>;

/** A program's traveller types and fixed departures with their seats (issue 15). */
export function TravelBookingFields({
  form,
  errors,
}: {
  form: UseFormReturn<Values>;
  errors: FieldErrors<Values>;
}) {
  const { t } = useTranslation('admin');
  const setup = errors.booking;
  const departures = useFieldArray({ control: form.control, name: 'booking.departures' });
  return (
    <section className="space-y-4" aria-labelledby="travel-booking-title">
      <h2 id="travel-booking-title" className="font-display text-xl font-semibold text-ink">
        {t('booking.title')}
      </h2>
      <Block
        title={t('booking.departures')}
        hint={t('booking.departuresHint')}
        onAdd={() => departures.append({ date: '', seats: 12 })}
        addLabel={t('booking.addDeparture')}
        error={setup?.departures?.message ?? setup?.departures?.root?.message}
      >
        {departures.fields.map((field, index) => (
          <div key={field.id} className="flex gap-3">
            <Field
              label={t('booking.departureDate')}
              error={setup?.departures?.[index]?.date?.message}
              className="flex-1"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="date"
                  dir="ltr"
                  {...form.register(`booking.departures.${index}.date`)}
                />
              )}
            </Field>
            <Field
              label={t('booking.seats')}
              error={setup?.departures?.[index]?.seats?.message}
              className="w-28"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  dir="ltr"
                  {...form.register(`booking.departures.${index}.seats`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <RemoveButton label={t('booking.remove')} onClick={() => departures.remove(index)} />
          </div>
        ))}
      </Block>
      <Block title={t('booking.travellers')} hint={t('booking.travellersHint')}>
        {(['child', 'infant'] as const).map((type) => (
          <Controller
            key={type}
            control={form.control}
            name={`booking.travellers.${type}`}
            render={({ field }) => (
              <TravellerBandFields
                type={type}
                band={field.value}
                onChange={field.onChange}
                errors={setup?.travellers?.[type]}
              />
            )}
          />
        ))}
      </Block>
      <Controller
        control={form.control}
        name="booking.cancellation"
        render={({ field }) => (
          <CancellationRulesFields
            value={field.value ?? STANDARD_CANCELLATION}
            onChange={field.onChange}
            errors={setup?.cancellation}
          />
        )}
      />
    </section>
  );
}
