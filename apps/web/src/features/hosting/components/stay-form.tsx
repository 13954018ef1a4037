import { zodResolver } from '@hookform/resolvers/zod';
import { nights as nightsBetween, stayTotal } from '@ochre/shared/rules/stay';
import { type HostingForm, hostingForm, hostingMessages } from '@ochre/shared/schemas/hosting';
import { CircleCheck, MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '../../../components/ui/button';
import { fromCalendarDate, monthOf, toCalendarDate } from '../../../components/ui/date-picker';
import { toast } from '../../../components/ui/toast';
import { formatCalendarDate, formatPrice } from '../../../lib/format';
import { translateMessage, useLang, useTranslation } from '../../../lib/i18n';
import { ContactFields, CountField, DateField } from '../../bookings/components/booking-fields';
import { useMarrakechToday } from '../../bookings/use-marrakech-today';
import { usePublicSettings } from '../../site/api/public-settings';
import type { HostingProperty } from '../properties';

const dayAfter = (date: string) => {
  const day = fromCalendarDate(date);
  return toCalendarDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1));
};
interface Request {
  values: HostingForm;
  nights: number;
  total: number;
}

/**
 * The stay request of SPEC §2 Hosting: dates, guests (1 to the property's
 * maximum) and contact details, with the nights and total. It sends nothing
 * to the server (SPEC); the request is handed to the visitor to send us on
 * WhatsApp, so nobody believes a stay is booked when it is not.
 */
export function StayForm({ property }: { property: HostingProperty }) {
  const { t } = useTranslation('hosting');
  const lang = useLang();
  const today = useMarrakechToday();
  const { general } = usePublicSettings();
  const schema = useMemo(() => hostingForm(property.maxGuests, today), [property.maxGuests, today]);
  const form = useForm<HostingForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      property: property.id,
      checkIn: '',
      checkOut: '',
      guests: Math.min(2, property.maxGuests),
      name: '',
      email: '',
      phone: '',
      whatsapp: '',
      notes: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [checkInMonth, setCheckInMonth] = useState(() => monthOf(today));
  const [checkOutMonth, setCheckOutMonth] = useState(() => monthOf(today));
  const [request, setRequest] = useState<Request | null>(null);

  const checkIn = form.watch('checkIn');
  const checkOut = form.watch('checkOut');
  const guests = form.watch('guests');
  const name = t(`properties.${property.id}.name`);

  // Another property: its own guest limit, and a fresh request.
  useEffect(() => {
    form.setValue('property', property.id);
    if (form.getValues('guests') > property.maxGuests) form.setValue('guests', property.maxGuests);
    setRequest(null);
  }, [property, form]);

  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const total = checkIn && checkOut ? stayTotal(property.pricePerNight, checkIn, checkOut) : 0;

  const submit = form.handleSubmit(
    (values) => {
      setRequest({ values, nights, total });
      toast.success(t('form.ready'));
    },
    (invalid) => {
      // SPEC §8 alert when the property or the dates are missing.
      if (
        invalid.property ||
        invalid.checkIn?.message === hostingMessages.propertyAndDates ||
        invalid.checkOut?.message === hostingMessages.propertyAndDates
      ) {
        toast.error(translateMessage(t, hostingMessages.propertyAndDates));
      }
    },
  );

  if (request) {
    const message = t('done.message', {
      property: name,
      checkIn: formatCalendarDate(request.values.checkIn, lang),
      checkOut: formatCalendarDate(request.values.checkOut, lang),
      count: request.values.guests,
      name: request.values.name,
    });
    const phone = general.contactPhone.replace(/\D/g, '');
    return (
      <div className="space-y-5" role="status" data-testid="stay-request">
        <div className="flex gap-3 rounded-2xl bg-palm-50 p-4 text-palm-700">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('done.title', { name: request.values.name })}</p>
            <p className="mt-1 text-sm">{t('done.text', { property: name, count: request.nights })}</p>
          </div>
        </div>
        <p className="text-ink-soft">{t('done.next')}</p>
        {phone ? (
          <a
            href={`https://wa.me/${phone}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('done.whatsapp')}
          </a>
        ) : null}
        <Button variant="outline" className="w-full" onClick={() => setRequest(null)}>
          {t('done.edit')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          form={form}
          name="checkIn"
          label={t('form.checkIn')}
          required
          onPick={(value) => {
            form.clearErrors('checkOut');
            setCheckOutMonth(monthOf(value));
            if (form.getValues('checkOut') && form.getValues('checkOut') <= value)
              form.setValue('checkOut', '');
          }}
          min={today}
          month={checkInMonth}
          onMonthChange={setCheckInMonth}
          placeholder={t('form.datePlaceholder')}
        />
        <DateField
          form={form}
          name="checkOut"
          label={t('form.checkOut')}
          required
          min={dayAfter(checkIn || today)}
          today={today}
          month={checkOutMonth}
          onMonthChange={setCheckOutMonth}
          placeholder={t('form.datePlaceholder')}
        />
      </div>

      <CountField
        form={form}
        name="guests"
        label={t('form.guests')}
        hint={t('form.guestsHint', { count: property.maxGuests })}
        min={1}
        max={property.maxGuests}
        decreaseLabel={t('form.fewerGuests')}
        increaseLabel={t('form.moreGuests')}
      />

      <ContactFields
        form={form}
        wide
        rows={[
          [
            { name: 'name', label: t('form.name'), kind: 'name', required: true },
            { name: 'email', label: t('form.email'), kind: 'email', required: true },
          ],
          [
            { name: 'phone', label: t('form.phone'), kind: 'tel' },
            { name: 'whatsapp', label: t('form.whatsapp'), kind: 'tel', required: true },
          ],
          [{ name: 'notes', label: t('form.notes'), kind: 'notes', placeholder: t('form.notesPlaceholder') }],
        ]}
      />

      <section aria-labelledby="stay-summary" className="rounded-2xl bg-sand-100 p-5" aria-live="polite">
        <h3 id="stay-summary" className="font-semibold text-ink">
          {t('summary.title')}
        </h3>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('summary.property')}</dt>
            <dd className="font-medium text-ink">{name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('summary.guests')}</dt>
            <dd className="font-medium text-ink">{guests}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('summary.nights')}</dt>
            <dd className="font-medium text-ink" data-testid="stay-nights">
              {nights}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">
              {t('summary.perNight', { price: formatPrice(property.pricePerNight, lang), count: nights })}
            </dt>
            <dd className="text-ink tabular-nums">{formatPrice(total, lang)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base">
            <dt className="font-semibold text-ink">{t('summary.total')}</dt>
            <dd className="amount" data-testid="stay-total">
              {formatPrice(total, lang)}
            </dd>
          </div>
        </dl>
      </section>

      <Button type="submit" size="lg" className="w-full">
        {t('form.submit')}
      </Button>
      <p className="text-center text-xs text-muted">{t('form.note')}</p>
    </form>
  );
}
