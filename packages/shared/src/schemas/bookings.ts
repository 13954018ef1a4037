import { z } from 'zod';
import { TRAVELERS_RANGE } from '../constants';
import { PAYMENT_TYPES } from '../rules/booking-pricing';
import { isCalendarDate, marrakechToday, toMarrakechDate } from '../rules/marrakech-date';
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  RESERVATION_ACTIONS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '../rules/reservation-lifecycle';
import { moneyField } from './admin-catalog';
import { pickupChoice, startTimeField, type TravellerType, unitsSchema } from './booking-setup';
import { messages } from './common';
import type { Refund } from './refunds';

/** SPEC §5 booking messages, word for word, and ours where SPEC gives none. */
export const bookingMessages = {
  name: 'Full name is required',
  emailRequired: 'Email address is required',
  email: messages.email,
  whatsapp: 'WhatsApp number is required',
  date: 'Please select a reservation date',
  travelDate: 'Please select a preferred start date',
  invalidDate: 'Please choose a valid date.',
  pastDate: 'This date is in the past. Please choose today or a later date.',
  persons: (min: number, max: number) => `Number of persons must be between ${min} and ${max}`,
  travelers: `Number of travelers must be between ${TRAVELERS_RANGE.min} and ${TRAVELERS_RANGE.max}`,
  required: messages.required,
  totalMismatch: 'The total does not match the current price. Please review your booking and try again.',
  travellersMissing: 'Please say how many people are coming.',
  startTimeRequired: 'Please choose a departure time.',
  unknownStartTime: 'This activity has no departure at that time.',
  noStartTimes: 'This activity has no departure times; book the day without one.',
  closedDay: 'This activity does not run on that day. Please choose another date.',
  closedSlot: 'Booking for this departure has closed. Please choose a later time or another date.',
  unknownExtra: 'That extra is not offered with this activity.',
  pickupNotOffered: 'This activity does not offer that kind of pickup.',
  unknownPoint: 'Please choose one of the meeting points offered.',
  travelersMismatch: 'The number of travelers must be the adults and children together.',
  pickupPlace: 'Please say where to pick you up.',
  departureRequired: 'Please choose one of the fixed departure dates.',
} as const;

const text = (max: number) => z.string().trim().max(max);

const emailField = z
  .string({ error: bookingMessages.emailRequired })
  .trim()
  .min(1, bookingMessages.emailRequired)
  .max(254)
  .pipe(z.email(bookingMessages.email))
  .transform((value) => value.toLowerCase());

/**
 * A booking date: a calendar date (or an ISO timestamp, read as its Marrakech
 * date) that is today or later in Marrakech (CONTRACT: booking dates are
 * Marrakech calendar dates). The server uses its own clock; a form passes the
 * server's today, since a visitor's clock or time-zone data may be wrong.
 */
const bookingDate = (requiredMessage: string, today: () => string = () => marrakechToday()) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40)
    .transform((value, ctx) => {
      const date = toMarrakechDate(value);
      if (!date || !isCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: bookingMessages.invalidDate });
        return z.NEVER;
      }
      if (date < today()) {
        ctx.addIssue({ code: 'custom', message: bookingMessages.pastDate });
        return z.NEVER;
      }
      return date;
    });

/** Dollars as a client sends them: only ever compared with the server's own total. */
const clientAmount = z.number().min(0).max(10_000_000);

export const customerInfoSchema = z.strictObject({
  name: z.string({ error: bookingMessages.name }).trim().min(1, bookingMessages.name).max(120),
  email: emailField,
  phone: text(40).optional().default(''),
  whatsapp: z.string({ error: bookingMessages.whatsapp }).trim().min(1, bookingMessages.whatsapp).max(40),
  notes: text(1000).optional().default(''),
});

const personsField = (min: number, max: number) =>
  z
    .number({ error: bookingMessages.persons(min, max) })
    .int(bookingMessages.persons(min, max))
    .min(min, bookingMessages.persons(min, max))
    .max(max, bookingMessages.persons(min, max));

/**
 * POST /activities/{id}/reserve (SPEC §3 Activity reservation). The server
 * checks the persons against the activity's own minimum and maximum and
 * recomputes the total; a total sent along must agree with it.
 */
export const activityReservationBody = z
  .strictObject({
    customerInfo: customerInfoSchema,
    reservationDate: bookingDate(bookingMessages.date),
    /** SPEC's call: that many adults. */
    numberOfPersons: personsField(1, 1000).optional(),
    /** Issue 15: travellers per type; wins over numberOfPersons. */
    units: unitsSchema.optional(),
    /** One of the activity's departure times; none for an activity without times. */
    startTime: startTimeField.nullish(),
    pickup: pickupChoice.optional(),
    /** Ids of the activity's extras. */
    extras: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    totalPrice: clientAmount.optional(),
    notes: text(1000).optional(),
  })
  .refine((body) => body.units || body.numberOfPersons !== undefined, {
    message: bookingMessages.travellersMissing,
    path: ['units'],
  });
export type ActivityReservationBody = z.infer<typeof activityReservationBody>;
export type ActivityReservationRequest = z.input<typeof activityReservationBody>;

/**
 * The booking form of an activity (SPEC §5): contact, date and time,
 * travellers per type, pickup, extras and how to pay. Group size, places and
 * prices are checked against the activity by the form and the server.
 */
export const activityBookingForm = (min: number, max: number, today: string, needsTime = false) =>
  z
    .strictObject({
      customerInfo: customerInfoSchema,
      reservationDate: bookingDate(bookingMessages.date, () => today),
      startTime: z.string().max(5),
      units: unitsSchema,
      pickupType: z.enum(['none', 'hotel', 'point']),
      pickupPlace: text(160),
      pickupLandmark: text(160),
      extras: z.array(z.string().max(40)).max(20),
      paymentType: z.enum(PAYMENT_TYPES),
    })
    .refine((form) => !needsTime || form.startTime !== '', {
      message: bookingMessages.startTimeRequired,
      path: ['startTime'],
    })
    .refine(
      (form) => {
        const participants = form.units.adult + form.units.child;
        return participants >= min && participants <= max;
      },
      { message: bookingMessages.persons(min, max), path: ['units'] },
    )
    .refine((form) => form.pickupType !== 'hotel' || form.pickupPlace !== '', {
      message: bookingMessages.pickupPlace,
      path: ['pickupPlace'],
    });
export type ActivityBookingForm = z.input<ReturnType<typeof activityBookingForm>>;

const travelersField = z
  .number({ error: bookingMessages.travelers })
  .int(bookingMessages.travelers)
  .min(TRAVELERS_RANGE.min, bookingMessages.travelers)
  .max(TRAVELERS_RANGE.max, bookingMessages.travelers);

const requiredText = (max: number) =>
  z.string({ error: bookingMessages.required }).trim().min(1, bookingMessages.required).max(max);

const travelerFields = (today?: () => string) => ({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailField,
  phone: requiredText(40),
  numberOfTravelers: travelersField,
  /** Issue 15: travellers per type; when sent, numberOfTravelers is its adults plus children. */
  units: unitsSchema.optional(),
  preferredDate: bookingDate(bookingMessages.travelDate, today),
  specialRequests: text(1000).optional().default(''),
  emergencyContact: text(120).optional().default(''),
  emergencyPhone: text(40).optional().default(''),
});

/**
 * POST /organized-travel/reservations (SPEC §3 Travel reservation). The
 * program is named by `programId` or by `destination`; the total is the
 * server's (price per person × travelers).
 */
export const travelReservationBody = z
  .strictObject({
    ...travelerFields(),
    programId: z.string().trim().max(64).optional(),
    destination: z.string().trim().max(160).optional(),
    totalPrice: clientAmount.optional(),
  })
  .refine((body) => body.programId || body.destination, {
    message: 'Please say which travel program to reserve.',
    path: ['programId'],
  });
export type TravelReservationBody = z.infer<typeof travelReservationBody>;

/** The reservation form of a travel program (SPEC §5 Travel booking), with how to pay. */
export const travelBookingForm = (today: string) =>
  z.strictObject({
    ...travelerFields(() => today),
    units: unitsSchema,
    paymentType: z.enum(PAYMENT_TYPES),
  });
export type TravelBookingForm = z.input<ReturnType<typeof travelBookingForm>>;

const reservationId = z.string().trim().min(1).max(64);

/** POST /orders/from-reservation (SPEC §7). */
export const orderFromReservationBody = z.strictObject({
  reservationId,
  isPartial: z.boolean().optional().default(false),
});

/** POST /orders/from-travel-reservation (SPEC §7). */
export const orderFromTravelReservationBody = z.strictObject({
  travelReservationId: reservationId,
  isPartial: z.boolean().optional().default(false),
});

/** POST /reservations/payment/{token}/order: the order that pays a reservation through its link. */
export const reservationLinkOrderBody = z.strictObject({
  isPartial: z.boolean().optional().default(false),
});

export const RESERVATION_KINDS = ['activity', 'travel'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

export const reservationParams = z.strictObject({
  kind: z.enum(RESERVATION_KINDS, { error: 'The kind of reservation is activity or travel.' }),
  id: reservationId,
});

export const reservationActionParams = reservationParams.extend({
  action: z.enum(RESERVATION_ACTIONS, { error: 'The action is confirm, cancel or complete.' }),
});

export const payByMessages = {
  invalid: 'Please choose a valid pay-by date and time.',
  past: 'The pay-by time must be in the future.',
} as const;

/** When a confirmed, unpaid reservation must be paid by; it keeps its places until then. */
const payBy = z.iso
  .datetime({ offset: true, error: payByMessages.invalid })
  .refine((value) => Date.parse(value) > Date.now(), payByMessages.past);

/**
 * An optional note for the audit log ("the road is closed") and, when
 * confirming, an optional pay-by time; the request may have no body at all.
 */
export const reservationActionBody = z
  .strictObject({
    reason: z.string().trim().max(500).optional(),
    payBy: payBy.optional(),
    /** Cancelling only: the refund staff decide on, in dollars, instead of what the policy gives. */
    refundAmount: moneyField.optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

const calendarDateParam = z.string().refine(isCalendarDate, 'Dates are written YYYY-MM-DD.').optional();

/** GET /admin/reservations: both kinds together, filtered by kind, status, payment status and date. */
export const adminReservationsQuery = z.object({
  kind: z.enum(RESERVATION_KINDS).optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  from: calendarDateParam,
  to: calendarDateParam,
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuery>;

/**
 * A reservation of either kind as the API shows it (SPEC §3, with both
 * spellings the clients read: reservationDate/date, numberOfPersons/participants).
 * Amounts in dollars. Contact details and the payment token are shown to the
 * customer and to admins only, never on the payment-link view.
 */
/** One line of a reservation's price, in dollars: travellers of one type, or an extra. */
export interface ReservationLine {
  kind: TravellerType | 'extra';
  label: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface Reservation {
  _id: string;
  /** Short reference shown to people: the first 7 characters of the id. */
  reference: string;
  kind: ReservationKind;
  title: string;
  activity: { _id: string; name: string; slug: string; image: string; location: string } | null;
  program: { _id: string; title: string; destination: string; image: string; duration: string } | null;
  reservationDate: string;
  date: string;
  numberOfPersons: number;
  participants: number;
  unitPrice: number;
  /** Issue 15: who comes, per type (older reservations: everyone an adult). */
  units: { adult: number; child: number; infant: number };
  /** The departure time, "HH:MM", or null. */
  startTime: string | null;
  pickup: { type: 'hotel' | 'point'; place: string; landmark: string } | null;
  /** The price, line by line (travellers per type, then extras). */
  lines: ReservationLine[];
  totalPrice: number;
  paidAmount: number;
  balanceDue: number;
  /** Given back so far (completed refunds). */
  refundedAmount: number;
  refunds: Refund[];
  /** While unpaid, the places are kept until this instant; null: until staff decide. */
  holdExpiresAt: string | null;
  /** When the customer moved it to another date or time (once allowed), else null. */
  rebookedAt: string | null;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  /** Issue 16: when the guest's e-ticket was checked in at the start. */
  checkedInAt: string | null;
  createdAt: string;
  updatedAt: string;
  paymentToken?: string | null;
  customerInfo?: { name: string; email: string; phone: string; whatsapp: string; notes: string };
  /** Travel reservations: who travels and whom to call in an emergency. */
  traveler?: {
    firstName: string;
    lastName: string;
    emergencyContact: string;
    emergencyPhone: string;
    specialRequests: string;
  };
  /** Admin views: the account that booked. */
  user?: { _id: string; name: string; email: string };
}
