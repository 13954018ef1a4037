import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVITY_DEPOSIT_CENTS } from '@ochre/shared/constants';
import { activitySavingsCents } from '@ochre/shared/rules/booking-pricing';
import { quoteBooking, seasonPercent, unitPricesCents } from '@ochre/shared/rules/booking-quote';
import { fromCents, toCents } from '@ochre/shared/rules/money';
import type { Activity } from '@ochre/shared/schemas/activities';
import { type ActivityBookingForm, activityBookingForm } from '@ochre/shared/schemas/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { monthOf } from '../../../components/ui/date-picker';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { reserveActivity } from '../../bookings/api/reservations';
import { activityBookingKey } from '../../bookings/booking-storage';
import { BookingCheckout } from '../../bookings/components/booking-checkout';
import { ContactFields, DateField, RestoredNotice } from '../../bookings/components/booking-fields';
import { BookingPaymentStep } from '../../bookings/components/booking-payment-step';
import { TravellerSteppers } from '../../bookings/components/traveller-steppers';
import { toReservationData } from '../../bookings/reservation-data';
import { useAccountPrefill } from '../../bookings/use-account-prefill';
import { useBookingFlow } from '../../bookings/use-booking-flow';
import { useMarrakechToday } from '../../bookings/use-marrakech-today';
import type { ThankYouState } from '../../orders/thank-you-state';
import { activityKeys } from '../api/activities';
import { useDateAvailability } from '../use-date-availability';
import { ExtrasFields, PickupFields } from './pickup-extras-fields';
import { TimeSlots } from './time-slots';

const emptyForm = (adults: number): ActivityBookingForm => ({
  customerInfo: { name: '', email: '', phone: '', whatsapp: '', notes: '' },
  reservationDate: '',
  startTime: '',
  units: { adult: adults, child: 0, infant: 0 },
  pickupType: 'none',
  pickupPlace: '',
  pickupLandmark: '',
  extras: [],
  paymentType: 'full',
});

/**
 * The activity booking form (SPEC §2 Activity detail, §5 Activity booking,
 * issue 15): contact, a calendar that shows each day's places, the chosen
 * day's departure times, a stepper per traveller type, pickup and extras,
 * every error clearing as its field is edited; the price line by line (the
 * same rule as the server's), full or deposit payment; then the booking flow
 * of SPEC §4.
 */
export function ActivityBookingFormCard({ activity }: { activity: Activity }) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = useMarrakechToday();
  const setup = activity.booking;
  const timed = setup.startTimes.length > 0;
  const schema = useMemo(
    () => activityBookingForm(activity.minParticipants, activity.maxParticipants, today, timed),
    [activity.minParticipants, activity.maxParticipants, today, timed],
  );
  const form = useForm<ActivityBookingForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm(activity.minParticipants),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [month, setMonth] = useState(() => monthOf(today));

  const date = form.watch('reservationDate');
  const startTime = form.watch('startTime');
  const units = {
    adult: form.watch('units.adult') ?? 0,
    child: form.watch('units.child') ?? 0,
    infant: form.watch('units.infant') ?? 0,
  };
  const chosenExtras = form.watch('extras');
  const paymentType = form.watch('paymentType');
  const availability = useDateAvailability(activity, month, today, date);

  const priceCents = toCents(activity.price);
  const percent = date ? seasonPercent(setup.seasons, date) : 0;
  const extras = setup.extras.filter((extra) => chosenExtras.includes(extra.id));
  const quote = quoteBooking({
    adultCents: priceCents,
    travellers: setup.travellers,
    percent,
    units,
    extras,
  });
  const prices = unitPricesCents(priceCents, setup.travellers, percent);

  const flow = useBookingFlow<ActivityBookingForm>({
    storageKey: activityBookingKey(activity.slug),
    reserve: (values) => {
      const chosen = setup.extras.filter((extra) => values.extras.includes(extra.id));
      const booked = {
        adult: values.units.adult ?? 0,
        child: values.units.child ?? 0,
        infant: values.units.infant ?? 0,
      };
      const total = quoteBooking({
        adultCents: priceCents,
        travellers: setup.travellers,
        percent: seasonPercent(setup.seasons, values.reservationDate),
        units: booked,
        extras: chosen,
      }).totalCents;
      return reserveActivity(activity._id, {
        customerInfo: {
          ...values.customerInfo,
          phone: values.customerInfo.phone ?? '',
          notes: values.customerInfo.notes ?? '',
        },
        reservationDate: values.reservationDate,
        startTime: values.startTime || null,
        units: booked,
        pickup:
          values.pickupType === 'hotel'
            ? { type: 'hotel', place: values.pickupPlace, landmark: values.pickupLandmark }
            : values.pickupType === 'point'
              ? { type: 'point', place: values.pickupPlace }
              : undefined,
        extras: chosen.map((extra) => extra.id),
        totalPrice: fromCents(total),
      });
    },
    isPartial: (values) => values.paymentType === 'partial',
    onRestore: (values) => {
      form.reset(values);
      if (values.reservationDate) setMonth(monthOf(values.reservationDate));
    },
    // After a refusal for lack of places, the calendar and times show what is left now.
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

  useAccountPrefill(form, (user) => ({
    'customerInfo.name': user.name,
    'customerInfo.email': user.email,
    'customerInfo.phone': user.phone,
  }));

  // The chosen departure: the chosen time's, or the day's only one for an activity without times.
  const slot = availability.slots?.find((s) => (s.startTime ?? '') === startTime);
  const maxParticipants = Math.max(
    activity.minParticipants,
    Math.min(activity.maxParticipants, slot?.remaining ?? activity.maxParticipants),
  );

  // Fewer places left at the chosen departure than people chosen: take children off first, then adults.
  const { adult, child, infant } = units;
  useEffect(() => {
    const over = adult + child - maxParticipants;
    if (over <= 0) return;
    const children = Math.max(0, child - over);
    form.setValue('units', { adult: adult - (over - (child - children)), child: children, infant });
  }, [adult, child, infant, maxParticipants, form]);

  const savingsCents = activitySavingsCents(
    priceCents,
    activity.marketPrice === null ? null : toCents(activity.marketPrice),
    percent === 0 ? units.adult : 0,
  );
  const statusLabel = (day: string) => {
    const status = availability.statusOf(day);
    return status ? t(`calendar.${status}`) : undefined;
  };
  const lines = quote.lines.map((line) => ({
    label:
      line.kind === 'extra'
        ? line.quantity > 1
          ? `${line.label} × ${line.quantity}`
          : line.label
        : t('summary.unitLine', {
            type: t(`travellers.${line.kind}`),
            price: formatPrice(line.unitCents / 100, lang),
            count: line.quantity,
          }),
    totalCents: line.totalCents,
  }));

  if (flow.step) {
    return <BookingPaymentStep step={flow.step} flow={flow} deposit={ACTIVITY_DEPOSIT_CENTS / 100} />;
  }

  return (
    <form onSubmit={form.handleSubmit((values) => flow.submit(values))} noValidate className="space-y-5">
      <RestoredNotice shown={flow.restored} />

      <ContactFields
        form={form}
        rows={[
          [{ name: 'customerInfo.name', label: t('form.name'), kind: 'name', required: true }],
          [{ name: 'customerInfo.email', label: t('form.email'), kind: 'email', required: true }],
          [
            { name: 'customerInfo.phone', label: t('form.phone'), kind: 'tel' },
            { name: 'customerInfo.whatsapp', label: t('form.whatsapp'), kind: 'tel', required: true },
          ],
        ]}
      />

      <DateField
        form={form}
        name="reservationDate"
        label={t('form.date')}
        required
        hint={!timed && slot?.remaining != null ? t('form.placesLeft', { count: slot.remaining }) : undefined}
        min={today}
        unavailable={availability.unavailable}
        limited={availability.few}
        describeDay={statusLabel}
        month={month}
        onMonthChange={setMonth}
        onPick={() => {
          form.setValue('startTime', '');
          form.clearErrors('startTime');
        }}
        placeholder={t('form.datePlaceholder')}
        footer={
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="icon-line">
              <span className="size-1.5 rounded-full bg-ochre-500" aria-hidden="true" />
              {t('form.legendFew')}
            </span>
            <span className="line-through decoration-danger-600/70">{t('form.legendSoldOut')}</span>
            <span className="text-muted/60">{t('calendar.legendClosed')}</span>
            <span>{t('form.legendTimes')}</span>
          </span>
        }
      />

      {timed ? (
        <TimeSlots
          slots={date ? availability.slots : undefined}
          value={startTime}
          onChange={(time) => {
            form.setValue('startTime', time);
            form.clearErrors('startTime');
          }}
          error={errors.startTime?.message}
        />
      ) : null}

      <TravellerSteppers
        travellers={setup.travellers}
        prices={{
          adult: prices.adult === null ? null : prices.adult / 100,
          child: prices.child === null ? null : prices.child / 100,
          infant: prices.infant === null ? null : prices.infant / 100,
        }}
        value={units}
        onChange={(next) => {
          form.setValue('units', next);
          form.clearErrors('units');
        }}
        minParticipants={activity.minParticipants}
        maxParticipants={maxParticipants}
        error={
          errors.units
            ? t('form.personsRange', { min: activity.minParticipants, max: activity.maxParticipants })
            : undefined
        }
      />

      <PickupFields form={form} pickup={setup.pickup} />
      <ExtrasFields form={form} extras={setup.extras} />

      <ContactFields
        form={form}
        rows={[
          [
            {
              name: 'customerInfo.notes',
              label: t('form.notes'),
              kind: 'notes',
              placeholder: t('form.notesPlaceholder'),
            },
          ],
        ]}
      />

      <BookingCheckout
        lines={lines}
        totalCents={quote.totalCents}
        savingsCents={savingsCents}
        depositCents={ACTIVITY_DEPOSIT_CENTS}
        paymentType={paymentType}
        onPaymentTypeChange={(value) => form.setValue('paymentType', value)}
        cancellation={setup.cancellation}
        pending={flow.pending}
      />
    </form>
  );
}
