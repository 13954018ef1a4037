import { zodResolver } from '@hookform/resolvers/zod';
import { TRAVEL_DEPOSIT_CENTS, TRAVELERS_RANGE } from '@ochre/shared/constants';
import { quoteBooking, unitPricesCents } from '@ochre/shared/rules/booking-quote';
import { fromCents, toCents } from '@ochre/shared/rules/money';
import { type TravelBookingForm, travelBookingForm } from '@ochre/shared/schemas/bookings';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { monthOf } from '../../../components/ui/date-picker';
import { formatPrice } from '../../../lib/format';
import { useLang, useTranslation } from '../../../lib/i18n';
import { reserveTravel } from '../../bookings/api/reservations';
import { BookingCheckout } from '../../bookings/components/booking-checkout';
import { ContactFields, DateField, RestoredNotice } from '../../bookings/components/booking-fields';
import { BookingPaymentStep } from '../../bookings/components/booking-payment-step';
import { TravellerSteppers } from '../../bookings/components/traveller-steppers';
import { toReservationData } from '../../bookings/reservation-data';
import { useAccountPrefill } from '../../bookings/use-account-prefill';
import { useBookingFlow } from '../../bookings/use-booking-flow';
import { useMarrakechToday } from '../../bookings/use-marrakech-today';
import type { ThankYouState } from '../../orders/thank-you-state';
import { travelKeys } from '../api/travels';
import { DeparturePicker } from './departure-picker';

const EMPTY: TravelBookingForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  numberOfTravelers: 2,
  units: { adult: 2, child: 0, infant: 0 },
  preferredDate: '',
  specialRequests: '',
  emergencyContact: '',
  emergencyPhone: '',
  paymentType: 'full',
};

/**
 * The travel reservation form (SPEC §5 Travel booking): the traveler, 1 to 10
 * travelers, a preferred start date, an emergency contact and requests; the
 * total; full or deposit ($15.00) payment; then the booking flow of SPEC §4.
 */
export function TravelBookingFormCard({ program }: { program: TravelProgram }) {
  const { t } = useTranslation('travel');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = program.booking;
  const fixed = setup.departures.length > 0;
  const today = useMarrakechToday();
  const schema = useMemo(() => travelBookingForm(today), [today]);
  const form = useForm<TravelBookingForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [month, setMonth] = useState(() => monthOf(today));
  const maxTravelers = Math.min(TRAVELERS_RANGE.max, program.maxGroupSize);

  const flow = useBookingFlow<TravelBookingForm>({
    storageKey: `travel:${program.destination}`,
    reserve: ({ paymentType: _, ...values }) => {
      const booked = {
        adult: values.units.adult ?? 0,
        child: values.units.child ?? 0,
        infant: values.units.infant ?? 0,
      };
      return reserveTravel({
        ...values,
        units: booked,
        numberOfTravelers: booked.adult + booked.child,
        specialRequests: values.specialRequests ?? '',
        emergencyContact: values.emergencyContact ?? '',
        emergencyPhone: values.emergencyPhone ?? '',
        programId: program._id,
        destination: program.destination,
        totalPrice: fromCents(
          quoteBooking({
            adultCents: toCents(program.price),
            travellers: setup.travellers,
            percent: 0,
            units: booked,
            extras: [],
          }).totalCents,
        ),
      });
    },
    // After a refusal for lack of seats, the departures show what is left now.
    onReserveSettled: () =>
      void queryClient.invalidateQueries({ queryKey: travelKeys.departures(program.destination) }),
    isPartial: (values) => values.paymentType === 'partial',
    reserveFailed: 'Failed to create reservation. Please try again.',
    onRestore: (values) => {
      form.reset(values);
      if (values.preferredDate) setMonth(monthOf(values.preferredDate));
    },
    onPaid: ({ reservation, order }, { order: done }) =>
      navigate('/travel/thank-you', {
        state: {
          orderId: done._id,
          orderNumber: done.orderNumber,
          type: 'travel',
          reservationData: toReservationData(reservation, order.totalPrice),
        } satisfies ThankYouState,
      }),
  });

  useAccountPrefill(form, (user) => {
    const [first = '', ...rest] = user.name.trim().split(/\s+/);
    return { firstName: first, lastName: rest.join(' '), email: user.email, phone: user.phone };
  });

  const units = {
    adult: form.watch('units.adult') ?? 0,
    child: form.watch('units.child') ?? 0,
    infant: form.watch('units.infant') ?? 0,
  };
  const paymentType = form.watch('paymentType');
  const priceCents = toCents(program.price);
  const quote = quoteBooking({
    adultCents: priceCents,
    travellers: setup.travellers,
    percent: 0,
    units,
    extras: [],
  });
  const prices = unitPricesCents(priceCents, setup.travellers, 0);

  if (flow.step) {
    return <BookingPaymentStep step={flow.step} flow={flow} deposit={TRAVEL_DEPOSIT_CENTS / 100} />;
  }

  return (
    <form onSubmit={form.handleSubmit((values) => flow.submit(values))} noValidate className="space-y-5">
      <RestoredNotice shown={flow.restored} />
      <ContactFields
        form={form}
        rows={[
          [
            { name: 'firstName', label: t('form.firstName'), kind: 'given-name', required: true },
            { name: 'lastName', label: t('form.lastName'), kind: 'family-name', required: true },
          ],
          [{ name: 'email', label: t('form.email'), kind: 'email', required: true }],
          [{ name: 'phone', label: t('form.phone'), kind: 'tel', required: true }],
        ]}
      />

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
          form.setValue('numberOfTravelers', next.adult + next.child);
          form.clearErrors(['units', 'numberOfTravelers']);
        }}
        minParticipants={TRAVELERS_RANGE.min}
        maxParticipants={maxTravelers}
        error={form.formState.errors.numberOfTravelers?.message ?? form.formState.errors.units?.message}
      />

      {fixed ? (
        <DeparturePicker
          form={form}
          destination={program.destination}
          travellers={units.adult + units.child}
        />
      ) : (
        <DateField
          form={form}
          name="preferredDate"
          label={t('form.date')}
          required
          min={today}
          month={month}
          onMonthChange={setMonth}
          placeholder={t('booking:form.datePlaceholder')}
          footer={t('booking:form.legendTimes')}
        />
      )}

      <ContactFields
        form={form}
        rows={[
          [
            { name: 'emergencyContact', label: t('form.emergencyContact'), kind: 'other' },
            { name: 'emergencyPhone', label: t('form.emergencyPhone'), kind: 'other-tel' },
          ],
          [
            {
              name: 'specialRequests',
              label: t('form.requests'),
              kind: 'notes',
              placeholder: t('form.requestsPlaceholder'),
            },
          ],
        ]}
      />

      <BookingCheckout
        lines={quote.lines.map((line) => ({
          label: t('booking:summary.unitLine', {
            type: t(`booking:travellers.${line.kind}`),
            price: formatPrice(line.unitCents / 100, lang),
            count: line.quantity,
          }),
          totalCents: line.totalCents,
        }))}
        totalCents={quote.totalCents}
        depositCents={TRAVEL_DEPOSIT_CENTS}
        paymentType={paymentType}
        onPaymentTypeChange={(value) => form.setValue('paymentType', value)}
        cancellation={setup.cancellation}
        pending={flow.pending}
      />
    </form>
  );
}
