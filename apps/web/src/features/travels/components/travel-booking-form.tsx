import { zodResolver } from '@hookform/resolvers/zod';
import { TRAVEL_DEPOSIT_CENTS, TRAVELERS_RANGE } from '@ochre/shared/constants';
import { travelTotalCents } from '@ochre/shared/rules/booking-pricing';
import { toCents } from '@ochre/shared/rules/money';
import { type TravelBookingForm, travelBookingForm } from '@ochre/shared/schemas/bookings';
import type { TravelProgram } from '@ochre/shared/schemas/travels';
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
import { reserveTravel } from '../../bookings/api/reservations';
import { BookingCheckout } from '../../bookings/components/booking-checkout';
import { BookingPaymentStep } from '../../bookings/components/booking-payment-step';
import { toReservationData } from '../../bookings/reservation-data';
import { useBookingFlow } from '../../bookings/use-booking-flow';
import { useMarrakechToday } from '../../bookings/use-marrakech-today';
import type { ThankYouState } from '../../orders/thank-you-state';

const EMPTY: TravelBookingForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  numberOfTravelers: 2,
  preferredDate: '',
  specialRequests: '',
  emergencyContact: '',
  emergencyPhone: '',
  paymentType: 'full',
};

const monthOf = (date: string) => {
  const day = fromCalendarDate(date);
  return new Date(day.getFullYear(), day.getMonth(), 1);
};

/**
 * The travel reservation form (SPEC §5 Travel booking): the traveler, 1 to 10
 * travelers, a preferred start date, an emergency contact and requests; the
 * total; full or deposit ($15.00) payment; then the booking flow of SPEC §4.
 */
export function TravelBookingFormCard({ program }: { program: TravelProgram }) {
  const { t, i18n } = useTranslation('travel');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const { user } = useAuth();
  const today = useMarrakechToday();
  const schema = useMemo(() => travelBookingForm(today), [today]);
  const form = useForm<TravelBookingForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [month, setMonth] = useState(() => monthOf(today));
  const maxTravelers = Math.min(TRAVELERS_RANGE.max, program.maxGroupSize);

  const flow = useBookingFlow<TravelBookingForm>({
    storageKey: `travel:${program.destination}`,
    reserve: ({ paymentType: _, ...values }) =>
      reserveTravel({
        ...values,
        specialRequests: values.specialRequests ?? '',
        emergencyContact: values.emergencyContact ?? '',
        emergencyPhone: values.emergencyPhone ?? '',
        programId: program._id,
        destination: program.destination,
        totalPrice: travelTotalCents(toCents(program.price), values.numberOfTravelers) / 100,
      }),
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

  // A signed-in visitor starts with their own name, e-mail and phone.
  useEffect(() => {
    if (!user) return;
    const [first = '', ...rest] = user.name.trim().split(/\s+/);
    const values = form.getValues();
    if (!values.firstName) form.setValue('firstName', first);
    if (!values.lastName) form.setValue('lastName', rest.join(' '));
    if (!values.email) form.setValue('email', user.email);
    if (!values.phone && user.phone) form.setValue('phone', user.phone);
  }, [user, form]);

  const travelers = form.watch('numberOfTravelers');
  const paymentType = form.watch('paymentType');
  const totalCents = travelTotalCents(toCents(program.price), travelers);
  const edited = (name: FieldPath<TravelBookingForm>) => ({ onChange: () => form.clearErrors(name) });

  if (flow.step) {
    return (
      <BookingPaymentStep
        step={flow.step}
        deposit={TRAVEL_DEPOSIT_CENTS / 100}
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
          {t('booking:form.restored')}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label={t('form.firstName')} error={errors.firstName?.message} required>
          {(a11y) => (
            <Input {...a11y} autoComplete="given-name" {...form.register('firstName', edited('firstName'))} />
          )}
        </Field>
        <Field label={t('form.lastName')} error={errors.lastName?.message} required>
          {(a11y) => (
            <Input {...a11y} autoComplete="family-name" {...form.register('lastName', edited('lastName'))} />
          )}
        </Field>
      </div>
      <Field label={t('form.email')} error={errors.email?.message} required>
        {(a11y) => (
          <Input {...a11y} type="email" autoComplete="email" {...form.register('email', edited('email'))} />
        )}
      </Field>
      <Field label={t('form.phone')} error={errors.phone?.message} required>
        {(a11y) => (
          <Input
            {...a11y}
            type="tel"
            dir="ltr"
            className="text-start"
            autoComplete="tel"
            {...form.register('phone', edited('phone'))}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label={t('form.travelers')} error={errors.numberOfTravelers?.message} required>
          {(a11y) => (
            <Controller
              control={form.control}
              name="numberOfTravelers"
              render={({ field }) => (
                <div id={a11y.id} aria-describedby={a11y['aria-describedby']}>
                  <QuantityStepper
                    value={field.value}
                    min={TRAVELERS_RANGE.min}
                    max={maxTravelers}
                    onChange={(value) => {
                      field.onChange(value);
                      form.clearErrors('numberOfTravelers');
                    }}
                    label={t('form.travelers')}
                    decreaseLabel={t('form.fewerTravelers')}
                    increaseLabel={t('form.moreTravelers')}
                  />
                </div>
              )}
            />
          )}
        </Field>
        <Field label={t('form.date')} error={errors.preferredDate?.message} required>
          {(a11y) => (
            <Controller
              control={form.control}
              name="preferredDate"
              render={({ field }) => (
                <DatePicker
                  {...a11y}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.clearErrors('preferredDate');
                  }}
                  onBlur={field.onBlur}
                  min={today}
                  month={month}
                  onMonthChange={setMonth}
                  placeholder={t('booking:form.datePlaceholder')}
                  footer={t('booking:form.legendTimes')}
                />
              )}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Field label={t('form.emergencyContact')} error={errors.emergencyContact?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="off"
              {...form.register('emergencyContact', edited('emergencyContact'))}
            />
          )}
        </Field>
        <Field label={t('form.emergencyPhone')} error={errors.emergencyPhone?.message}>
          {(a11y) => (
            <Input
              {...a11y}
              type="tel"
              dir="ltr"
              className="text-start"
              autoComplete="off"
              {...form.register('emergencyPhone', edited('emergencyPhone'))}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.requests')} error={errors.specialRequests?.message}>
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={3}
            placeholder={t('form.requestsPlaceholder')}
            {...form.register('specialRequests', edited('specialRequests'))}
          />
        )}
      </Field>

      <BookingCheckout
        lineLabel={t('form.priceTimesTravelers', {
          price: formatPrice(program.price, lang),
          count: travelers,
        })}
        totalCents={totalCents}
        depositCents={TRAVEL_DEPOSIT_CENTS}
        paymentType={paymentType}
        onPaymentTypeChange={(value) => form.setValue('paymentType', value)}
        pending={flow.pending}
      />
    </form>
  );
}
