import { z } from 'zod';
import { isCalendarDate } from '../rules/marrakech-date';
import { bookingMessages } from './bookings';

/** SPEC §5 Hosting form messages; the first is SPEC §8's alert. */
export const hostingMessages = {
  propertyAndDates: 'Please select a property and dates',
  checkInPast: 'Check-in cannot be in the past.',
  checkOutOrder: 'Check-out must be after check-in.',
  guests: (max: number) => `Number of guests must be between 1 and ${max}`,
} as const;

const calendarDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), bookingMessages.invalidDate);

/**
 * The stay request form of /hosting (SPEC §5): property and dates required,
 * check-out after check-in and neither in the past (`today` is Marrakech's),
 * name, e-mail and WhatsApp required, guests from 1 to the property's maximum.
 */
export const hostingForm = (maxGuests: number, today: string) =>
  z
    .object({
      property: z.string().min(1, hostingMessages.propertyAndDates),
      checkIn: calendarDate.refine((value) => value !== '', hostingMessages.propertyAndDates),
      checkOut: calendarDate.refine((value) => value !== '', hostingMessages.propertyAndDates),
      guests: z
        .number({ error: hostingMessages.guests(maxGuests) })
        .int(hostingMessages.guests(maxGuests))
        .min(1, hostingMessages.guests(maxGuests))
        .max(maxGuests, hostingMessages.guests(maxGuests)),
      name: z.string().trim().min(1, bookingMessages.name).max(120),
      email: z
        .string()
        .trim()
        .min(1, bookingMessages.emailRequired)
        .max(254)
        .pipe(z.email(bookingMessages.email)),
      phone: z.string().trim().max(40),
      whatsapp: z.string().trim().min(1, bookingMessages.whatsapp).max(40),
      notes: z.string().trim().max(1000),
    })
    .superRefine((form, ctx) => {
      if (form.checkIn && form.checkIn < today) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: hostingMessages.checkInPast });
      }
      if (form.checkIn && form.checkOut && form.checkOut <= form.checkIn) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: hostingMessages.checkOutOrder });
      }
    });
export type HostingForm = z.input<ReturnType<typeof hostingForm>>;
