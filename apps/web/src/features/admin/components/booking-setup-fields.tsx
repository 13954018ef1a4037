import { STANDARD_CANCELLATION } from '@ochre/shared/rules/cancellation';
import type { activityInput } from '@ochre/shared/schemas/admin-activities';
import { EXTRA_PER, WEEKDAYS } from '@ochre/shared/schemas/booking-setup';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field, Input, Select } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n';
import { CancellationRulesFields } from './cancellation-rules-fields';
import { LinesInput } from './lines-input';

type Values = z.input<typeof activityInput>;
type Form = UseFormReturn<Values>;

const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));
const newExtraId = () => `extra-${Math.random().toString(36).slice(2, 8)}`;

/** A titled block of the editor with an "Add" button under its rows. */
export function Block({
  title,
  hint,
  children,
  onAdd,
  addLabel,
  error,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
  error?: string;
}) {
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
      {error ? (
        <p className="text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
      {onAdd ? (
        <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="mb-1 inline-flex size-10 shrink-0 items-center justify-center self-end rounded-full text-muted hover:bg-danger-50 hover:text-danger-700"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}

type Band = { minAge: number; maxAge: number; price: number } | null | undefined;
type BandErrors = Partial<Record<'minAge' | 'maxAge' | 'price', { message?: string }>> | undefined;

/** A child or infant band, shared by the activity and travel editors: offered or not, its ages and price. */
export function TravellerBandFields({
  type,
  band,
  onChange,
  errors,
}: {
  type: 'child' | 'infant';
  band: Band;
  onChange: (band: Band) => void;
  errors: BandErrors;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const number = (name: 'minAge' | 'maxAge' | 'price') => (a11y: object) => (
    <Input
      {...a11y}
      type="number"
      inputMode={name === 'price' ? 'decimal' : 'numeric'}
      min={0}
      step={name === 'price' ? '0.01' : 1}
      dir="ltr"
      value={band && !Number.isNaN(band[name]) ? band[name] : ''}
      onChange={(event) => band && onChange({ ...band, [name]: event.target.valueAsNumber })}
    />
  );
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-ink">
        <Checkbox
          id={id}
          checked={Boolean(band)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? { minAge: type === 'child' ? 4 : 0, maxAge: type === 'child' ? 11 : 3, price: 0 }
                : null,
            )
          }
        />
        {t(`booking.${type}Offered`)}
      </label>
      {band ? (
        <div className="grid grid-cols-3 gap-3">
          <Field label={t('booking.minAge')} error={errors?.minAge?.message}>
            {number('minAge')}
          </Field>
          <Field label={t('booking.maxAge')} error={errors?.maxAge?.message}>
            {number('maxAge')}
          </Field>
          <Field label={t('booking.bandPrice')} error={errors?.price?.message}>
            {number('price')}
          </Field>
        </div>
      ) : null}
    </div>
  );
}

/**
 * How an activity is booked (issue 15): departure times with their places,
 * weekdays, cut-off, closed dates, seasonal prices, traveller types, pickup
 * and extras.
 */
export function BookingSetupFields({ form, errors }: { form: Form; errors: FieldErrors<Values> }) {
  const { t } = useTranslation('admin');
  const setup = errors.booking;
  const weekdaysId = useId();
  const times = useFieldArray({ control: form.control, name: 'booking.startTimes' });
  const blackouts = useFieldArray({ control: form.control, name: 'booking.blackouts' });
  const seasons = useFieldArray({ control: form.control, name: 'booking.seasons' });
  const extras = useFieldArray({ control: form.control, name: 'booking.extras' });
  const date =
    (name: `booking.blackouts.${number}.${'from' | 'to'}` | `booking.seasons.${number}.${'from' | 'to'}`) =>
    (a11y: object) => <Input {...a11y} type="date" dir="ltr" {...form.register(name)} />;

  return (
    <section className="space-y-4" aria-labelledby="booking-setup-title">
      <h2 id="booking-setup-title" className="font-display text-xl font-semibold text-ink">
        {t('booking.title')}
      </h2>

      <Block
        title={t('booking.times')}
        hint={t('booking.timesHint')}
        onAdd={() => times.append({ time: '', capacity: null })}
        addLabel={t('booking.addTime')}
        error={setup?.startTimes?.message ?? setup?.startTimes?.root?.message}
      >
        {times.fields.map((field, index) => (
          <div key={field.id} className="flex gap-3">
            <Field
              label={t('booking.time')}
              error={setup?.startTimes?.[index]?.time?.message}
              className="flex-1"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="time"
                  dir="ltr"
                  {...form.register(`booking.startTimes.${index}.time`)}
                />
              )}
            </Field>
            <Field
              label={t('booking.timeCapacity')}
              error={setup?.startTimes?.[index]?.capacity?.message}
              className="flex-1"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  dir="ltr"
                  placeholder={t('activities.unlimited')}
                  {...form.register(`booking.startTimes.${index}.capacity`, { setValueAs: optionalNumber })}
                />
              )}
            </Field>
            <RemoveButton label={t('booking.remove')} onClick={() => times.remove(index)} />
          </div>
        ))}
        <Field
          label={t('booking.cutoff')}
          hint={t('booking.cutoffHint')}
          error={setup?.cutoffMinutes?.message}
        >
          {(a11y) => (
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
              min={0}
              dir="ltr"
              {...form.register('booking.cutoffMinutes', { valueAsNumber: true })}
            />
          )}
        </Field>
      </Block>

      <Block title={t('booking.weekdays')} error={setup?.weekdays?.message}>
        <Controller
          control={form.control}
          name="booking.weekdays"
          render={({ field }) => {
            const chosen = field.value ?? [...WEEKDAYS];
            return (
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {WEEKDAYS.map((day) => (
                  <label
                    key={day}
                    htmlFor={`${weekdaysId}-${day}`}
                    className="inline-flex items-center gap-2 text-sm text-ink"
                  >
                    <Checkbox
                      id={`${weekdaysId}-${day}`}
                      checked={chosen.includes(day)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...chosen, day].sort() : chosen.filter((d) => d !== day),
                        )
                      }
                    />
                    {t(`booking.day${day}`)}
                  </label>
                ))}
              </div>
            );
          }}
        />
      </Block>

      <Block
        title={t('booking.blackouts')}
        hint={t('booking.blackoutsHint')}
        onAdd={() => blackouts.append({ from: '', to: '' })}
        addLabel={t('booking.addBlackout')}
      >
        {blackouts.fields.map((field, index) => (
          <div key={field.id} className="flex gap-3">
            <Field
              label={t('booking.from')}
              error={setup?.blackouts?.[index]?.from?.message}
              className="flex-1"
            >
              {date(`booking.blackouts.${index}.from`)}
            </Field>
            <Field label={t('booking.to')} error={setup?.blackouts?.[index]?.to?.message} className="flex-1">
              {date(`booking.blackouts.${index}.to`)}
            </Field>
            <RemoveButton label={t('booking.remove')} onClick={() => blackouts.remove(index)} />
          </div>
        ))}
      </Block>

      <Block
        title={t('booking.seasons')}
        hint={t('booking.seasonsHint')}
        onAdd={() => seasons.append({ from: '', to: '', percent: 10 })}
        addLabel={t('booking.addSeason')}
      >
        {seasons.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap gap-3 sm:flex-nowrap">
            <Field
              label={t('booking.from')}
              error={setup?.seasons?.[index]?.from?.message}
              className="flex-1"
            >
              {date(`booking.seasons.${index}.from`)}
            </Field>
            <Field label={t('booking.to')} error={setup?.seasons?.[index]?.to?.message} className="flex-1">
              {date(`booking.seasons.${index}.to`)}
            </Field>
            <Field
              label={t('booking.percent')}
              error={setup?.seasons?.[index]?.percent?.message}
              className="w-28"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  dir="ltr"
                  {...form.register(`booking.seasons.${index}.percent`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <RemoveButton label={t('booking.remove')} onClick={() => seasons.remove(index)} />
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

      <Block title={t('booking.pickup')}>
        <label
          htmlFor={`${weekdaysId}-hotel`}
          className="inline-flex items-center gap-2 text-sm font-medium text-ink"
        >
          <Checkbox id={`${weekdaysId}-hotel`} {...form.register('booking.pickup.hotel')} />
          {t('booking.hotelPickup')}
        </label>
        <Field label={t('booking.points')} hint={t('activities.linesHint')}>
          {(a11y) => (
            <Controller
              control={form.control}
              name="booking.pickup.points"
              render={({ field }) => (
                <LinesInput {...a11y} rows={3} value={field.value ?? []} onChange={field.onChange} />
              )}
            />
          )}
        </Field>
      </Block>

      <Block
        title={t('booking.extras')}
        onAdd={() => extras.append({ id: newExtraId(), name: '', price: 0, per: 'booking' })}
        addLabel={t('booking.addExtra')}
      >
        {extras.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap gap-3 sm:flex-nowrap">
            <Field
              label={t('booking.extraName')}
              error={setup?.extras?.[index]?.name?.message}
              className="flex-1"
            >
              {(a11y) => <Input {...a11y} {...form.register(`booking.extras.${index}.name`)} />}
            </Field>
            <Field
              label={t('booking.bandPrice')}
              error={setup?.extras?.[index]?.price?.message}
              className="w-28"
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  {...form.register(`booking.extras.${index}.price`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field label={t('booking.per')} className="w-40">
              {(a11y) => (
                <Select {...a11y} {...form.register(`booking.extras.${index}.per`)}>
                  {EXTRA_PER.map((per) => (
                    <option key={per} value={per}>
                      {t(`booking.per_${per}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <RemoveButton label={t('booking.remove')} onClick={() => extras.remove(index)} />
          </div>
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
