import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVITY_DEPOSIT_CENTS } from '@ochre/shared/constants';
import { activitySavingsCents, activityTotalCents } from '@ochre/shared/rules/booking-pricing';
import { toCents } from '@ochre/shared/rules/money';
import type { Activity } from '@ochre/shared/schemas/activities';
import { type ActivityBookingForm, activityBookingForm } from '@ochre/shared/schemas/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DatePicker, fromCalendarDate } from '../../../components/ui/date-picker';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatPrice } from '../../../lib/format';
import type { Lang } from '../../../lib/i18n';
import { useAuth } from '../../auth/use-auth';
import { reserveActivity } from '../../bookings/api/reservations';
import { BookingCheckout } from '../../bookings/components/booking-checkout';
import { BookingPaymentStep } from '../../bookings/components/booking-payment-step';
import { toReservationData } from '../../bookings/reservation-data';
import { useBookingFlow } from '../../bookings/use-booking-flow';
import { useMarrakechToday } from '../../bookings/use-marrakech-today';
import type { ThankYouState } from '../../orders/thank-you-state';
import { activityKeys } from '../api/activities';
import { useDateAvailability } from '../use-date-availability';

const EMPTY: ActivityBookingForm = {
  customerInfo: { name: '', email: '', phone: '', whatsapp: '', notes: '' },
  reservationDate: '',
  numberOfPersons: 1,
  paymentType: 'full',
};

const monthOf = (date: string) => {
  const day = fromCalendarDate(date);
  return new Date(day.getFullYear(), day.getMonth(), 1);
};

/**
 * The activity booking form (SPEC §2 Activity detail, §5 Activity booking):
 * name, email, phone, WhatsApp, date, persons and notes, every error clearing
 * as its field is edited; total, savings and full or deposit payment; then the
 * booking flow of SPEC §4.
 */
export function ActivityBookingFormCard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const today = useMarrakechToday();
  const schema = useMemo(
    () => activityBookingForm(activity.minParticipants, activity.maxParticipants, today),
    [activity.minParticipants, activity.maxParticipants, today],
  );
  const form = useForm<ActivityBookingForm>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY, numberOfPersons: activity.minParticipants },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [month, setMonth] = useState(() => monthOf(today));

  const flow = useBookingFlow<ActivityBookingForm>({
    storageKey: `activity:${activity.slug}`,
    reserve: ({ customerInfo, reservationDate, numberOfPersons }) =>
      reserveActivity(activity._id, {
        customerInfo: { ...customerInfo, phone: customerInfo.phone ?? '', notes: customerInfo.notes ?? '' },
        reservationDate,
        numberOfPersons,
        totalPrice: activityTotalCents(toCents(activity.price), numberOfPersons) / 100,
      }),
    isPartial: (values) => values.paymentType === 'partial',
    onRestore: (values) => {
      form.reset(values);
      if (values.reservationDate) setMonth(monthOf(values.reservationDate));
    },
    onReserveSettled: () =>
      void queryClient.invalidateQueries({ queryKey: activityKeys.availabilities(activity._id) }),
    onPaid: ({ reservation, order }, { order: done }) =>
      navigate('/thank-you', {
        state: {
          orderId: done._id,
          orderNumber: done.orderNumber,
          type: 'activity',
          reservationData: toReservationData(reservation, order.totalPrice),
        } satisfies ThankYouState,
      }),
  });

  // A signed-in visitor starts with their own name and e-mail.
  useEffect(() => {
    if (!user) return;
    const { name, email, phone } = form.getValues('customerInfo');
    if (!name) form.setValue('customerInfo.name', user.name);
    if (!email) form.setValue('customerInfo.email', user.email);
    if (!phone && user.phone) form.setValue('customerInfo.phone', user.phone);
  }, [user, form]);

  const persons = form.watch('numberOfPersons');
  const date = form.watch('reservationDate');
  const paymentType = form.watch('paymentType');
  const availability = useDateAvailability(activity, month, today, date);
  const maxPersons = Math.max(
    activity.minParticipants,
    Math.min(activity.maxParticipants, availability.placesOnChosen ?? activity.maxParticipants),
  );
  const priceCents = toCents(activity.price);
  const marketCents = activity.marketPrice === null ? null : toCents(activity.marketPrice);
  const totalCents = activityTotalCents(priceCents, persons);
  const savingsCents = activitySavingsCents(priceCents, marketCents, persons);

  // Fewer places left on the chosen date than persons chosen: offer what is left.
  useEffect(() => {
    if (persons > maxPersons) form.setValue('numberOfPersons', maxPersons);
  }, [persons, maxPersons, form]);

  /** SPEC §5: an error clears as its field is edited; it comes back only with the next submit. */
  const edited = (name: FieldPath<ActivityBookingForm>) => ({ onChange: () => form.clearErrors(name) });
  const personsError = errors.numberOfPersons
    ? t('form.personsRange', { min: activity.minParticipants, max: activity.maxParticipants })
    : undefined;

  if (flow.step) {
    return (
      <BookingPaymentStep
        step={flow.step}
        deposit={ACTIVITY_DEPOSIT_CENTS / 100}
        pending={flow.pending}
        onChoose={flow.choosePaymentType}
        onRetry={() => flow.step && void flow.retryOrder(flow.step.reservation, flow.step.isPartial)}
        onPaid={flow.paid}
      />
    );
  }

  return (
    <form onSubmit={form.handleSubmit((values) => flow.submit(values))} noValidate className="space-y-5">
      {flow.restored ? (
        <p
          className="flex gap-2 rounded-2xl bg-majorelle-500/10 p-3 text-sm text-majorelle-700"
          role="status"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('form.restored')}
        </p>
      ) : null}

      <Field label={t('form.name')} error={errors.customerInfo?.name?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            autoComplete="name"
            {...form.register('customerInfo.name', edited('customerInfo.name'))}
          />
        )}
      </Field>
      <Field label={t('form.email')} error={errors.customerInfo?.email?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            type="email"
            autoComplete="email"
            {...form.register('customerInfo.email', edited('customerInfo.email'))}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label={t('form.phone')} error={errors.customerInfo?.phone?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              className="text-start"
              {...form.register('customerInfo.phone', edited('customerInfo.phone'))}
            />
          )}
        </Field>
        <Field label={t('form.whatsapp')} error={errors.customerInfo?.whatsapp?.message} required>
          {(a11y) => (
            <Input
              {...a11y}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              className="text-start"
              {...form.register('customerInfo.whatsapp', edited('customerInfo.whatsapp'))}
            />
          )}
        </Field>
      </div>

      <Field
        label={t('form.date')}
        error={errors.reservationDate?.message}
        required
        hint={
          availability.placesOnChosen !== null
            ? t('form.placesLeft', { count: availability.placesOnChosen })
            : undefined
        }
      >
        {(a11y) => (
          <Controller
            control={form.control}
            name="reservationDate"
            render={({ field }) => (
              <DatePicker
                {...a11y}
                ref={field.ref}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.clearErrors('reservationDate');
                }}
                onBlur={field.onBlur}
                min={today}
                unavailable={availability.unavailable}
                limited={availability.few}
                month={month}
                onMonthChange={setMonth}
                placeholder={t('form.datePlaceholder')}
                footer={
                  activity.capacityPerDate !== null ? (
                    <span className="flex flex-wrap gap-x-4 gap-y-1">
                      <span className="inline-flex items-center gap-1.5">
                        <span className="size-1.5 rounded-full bg-ochre-500" aria-hidden="true" />
                        {t('form.legendFew')}
                      </span>
                      <span className="line-through decoration-danger-600/70">{t('form.legendSoldOut')}</span>
                    </span>
                  ) : (
                    t('form.legendTimes')
                  )
                }
              />
            )}
          />
        )}
      </Field>

      <Field
        label={t('form.persons')}
        error={personsError}
        hint={t('form.personsHint', { min: activity.minParticipants, max: activity.maxParticipants })}
      >
        {(a11y) => (
          <Controller
            control={form.control}
            name="numberOfPersons"
            render={({ field }) => (
              <div id={a11y.id} aria-describedby={a11y['aria-describedby']}>
                <QuantityStepper
                  value={field.value}
                  min={activity.minParticipants}
                  max={maxPersons}
                  onChange={(value) => {
                    field.onChange(value);
                    form.clearErrors('numberOfPersons');
                  }}
                  label={t('form.persons')}
                  decreaseLabel={t('form.fewerPersons')}
                  increaseLabel={t('form.morePersons')}
                />
              </div>
            )}
          />
        )}
      </Field>

      <Field label={t('form.notes')} error={errors.customerInfo?.notes?.message}>
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={3}
            placeholder={t('form.notesPlaceholder')}
            {...form.register('customerInfo.notes', edited('customerInfo.notes'))}
          />
        )}
      </Field>

      <BookingCheckout
        lineLabel={t('summary.priceTimesPersons', {
          price: formatPrice(activity.price, lang),
          count: persons,
        })}
        totalCents={totalCents}
        savingsCents={savingsCents}
        depositCents={ACTIVITY_DEPOSIT_CENTS}
        paymentType={paymentType}
        onPaymentTypeChange={(value) => form.setValue('paymentType', value)}
        pending={flow.pending}
      />
    </form>
  );
}
