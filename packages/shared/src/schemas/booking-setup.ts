import { z } from 'zod';
import { type CancellationRules, STANDARD_CANCELLATION } from '../rules/cancellation';
import { isCalendarDate } from '../rules/marrakech-date';
import { moneyField } from './admin-catalog';

/*
 * How an activity or a travel program is booked (issue 15): departure times
 * with their places, the weekdays it runs, closed dates, seasonal prices,
 * traveller types, pickup and extras; for programs, fixed departures.
 * Prices are in dollars, like every price the admin types.
 */

export const TRAVELLER_TYPES = ['adult', 'child', 'infant'] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

/** Monday = 1 … Sunday = 7 (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const setupMessages = {
  time: 'Times are written HH:MM, from 00:00 to 23:59.',
  duplicateTime: 'Each departure time may appear only once.',
  date: 'Dates are written YYYY-MM-DD.',
  period: 'A period ends on or after the day it starts.',
  places: 'Enter a whole number of places from 1 to 10,000, or leave it empty for unlimited places.',
  seats: 'Enter a whole number of seats from 1 to 500.',
  percent: 'Enter a whole percentage from -90 to 500.',
  age: 'Enter an age from 0 to 17.',
  ages: 'The oldest age must be at least the youngest.',
  weekdays: 'Choose at least one day of the week.',
  extraName: 'Give each extra a name.',
  duplicateDeparture: 'Each departure date may appear only once.',
  cutoff: 'Enter a number of minutes from 0 to 2880.',
  hoursBefore: 'Enter a number of hours from 0 to 8760.',
  refundPercent: 'Enter a whole percentage from 0 to 100.',
  duplicateTier: 'Each cancellation limit may appear only once.',
} as const;

/** "HH:MM", 24-hour clock. */
export const startTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, setupMessages.time);

const dateField = z.string().refine(isCalendarDate, setupMessages.date);

const period = z
  .strictObject({ from: dateField, to: dateField })
  .refine((p) => p.to >= p.from, { message: setupMessages.period, path: ['to'] });

const places = z
  .number({ error: setupMessages.places })
  .int(setupMessages.places)
  .min(1, setupMessages.places)
  .max(10_000, setupMessages.places);

const age = z
  .number({ error: setupMessages.age })
  .int(setupMessages.age)
  .min(0, setupMessages.age)
  .max(17, setupMessages.age);

const ageBand = z
  .strictObject({ minAge: age, maxAge: age, price: moneyField })
  .refine((band) => band.maxAge >= band.minAge, { message: setupMessages.ages, path: ['maxAge'] });

/** Adults pay the activity's or program's own price; children and infants their band's, when offered. */
export const travellerTypesSchema = z.strictObject({
  child: ageBand.nullable().default(null),
  infant: ageBand.nullable().default(null),
});
export type TravellerTypes = z.output<typeof travellerTypesSchema>;

export const EXTRA_PER = ['booking', 'person'] as const;
export type ExtraPer = (typeof EXTRA_PER)[number];

export const extraSchema = z.strictObject({
  /** Stable, so a booking names the extra it wants even after the list is reordered. */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/),
  name: z.string({ error: setupMessages.extraName }).trim().min(1, setupMessages.extraName).max(120),
  price: moneyField,
  per: z.enum(EXTRA_PER),
});
export type Extra = z.output<typeof extraSchema>;

export const departureTimeSchema = z.strictObject({
  time: startTimeField,
  /** Places at this time; null takes the activity's places per date, or any number. */
  capacity: places.nullable().default(null),
});

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

/** The refund rules of rules/cancellation.ts as the admin edits them; a booking without them takes the standard. */
export const cancellationRulesSchema = z
  .strictObject({
    tiers: z
      .array(
        z.strictObject({
          hoursBefore: z
            .number({ error: setupMessages.hoursBefore })
            .int(setupMessages.hoursBefore)
            .min(0, setupMessages.hoursBefore)
            .max(8760, setupMessages.hoursBefore),
          percent: z
            .number({ error: setupMessages.refundPercent })
            .int(setupMessages.refundPercent)
            .min(0, setupMessages.refundPercent)
            .max(100, setupMessages.refundPercent),
        }),
      )
      .max(10),
    depositRefundable: z.boolean(),
  })
  .refine((rules) => unique(rules.tiers, (tier) => String(tier.hoursBefore)), {
    message: setupMessages.duplicateTier,
    path: ['tiers'],
  }) satisfies z.ZodType<CancellationRules>;

const cancellationField = cancellationRulesSchema.default(STANDARD_CANCELLATION);

export const activityBookingSetup = z
  .strictObject({
    startTimes: z.array(departureTimeSchema).max(12).default([]),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, setupMessages.weekdays)
      .max(7)
      .default([...WEEKDAYS]),
    /** Minutes before a departure time when booking it closes (same-day cut-off). */
    cutoffMinutes: z
      .number({ error: setupMessages.cutoff })
      .int(setupMessages.cutoff)
      .min(0, setupMessages.cutoff)
      .max(2880, setupMessages.cutoff)
      .default(120),
    blackouts: z.array(period).max(100).default([]),
    /** A price change for a period, in percent of every traveller price (+20: high season). */
    seasons: z
      .array(
        z.strictObject({
          from: dateField,
          to: dateField,
          percent: z
            .number({ error: setupMessages.percent })
            .int(setupMessages.percent)
            .min(-90, setupMessages.percent)
            .max(500, setupMessages.percent),
        }),
      )
      .max(50)
      .default([]),
    travellers: travellerTypesSchema.default({ child: null, infant: null }),
    /** Hotel or riad pickup typed by the guest, and meeting points the admin keeps. */
    pickup: z
      .strictObject({
        hotel: z.boolean().default(false),
        points: z.array(z.string().trim().min(1).max(160)).max(30).default([]),
      })
      .default({ hotel: false, points: [] }),
    extras: z.array(extraSchema).max(20).default([]),
    cancellation: cancellationField,
  })
  .refine((s) => unique(s.startTimes, (t) => t.time), {
    message: setupMessages.duplicateTime,
    path: ['startTimes'],
  })
  .refine((s) => s.seasons.every((season) => season.to >= season.from), {
    message: setupMessages.period,
    path: ['seasons'],
  })
  .refine((s) => unique(s.extras, (e) => e.id), {
    message: 'Each extra needs its own id.',
    path: ['extras'],
  });
export type ActivityBookingSetup = z.output<typeof activityBookingSetup>;
export type ActivityBookingSetupInput = z.input<typeof activityBookingSetup>;

export const DEFAULT_ACTIVITY_SETUP: ActivityBookingSetup = activityBookingSetup.parse({});

export const travelBookingSetup = z
  .strictObject({
    travellers: travellerTypesSchema.default({ child: null, infant: null }),
    cancellation: cancellationField,
    /** Fixed departure dates with seats; none keeps the free preferred date. */
    departures: z
      .array(
        z.strictObject({
          date: dateField,
          seats: z
            .number({ error: setupMessages.seats })
            .int(setupMessages.seats)
            .min(1, setupMessages.seats)
            .max(500, setupMessages.seats),
        }),
      )
      .max(100)
      .default([]),
  })
  .refine((s) => unique(s.departures, (d) => d.date), {
    message: setupMessages.duplicateDeparture,
    path: ['departures'],
  });
export type TravelBookingSetup = z.output<typeof travelBookingSetup>;
export type TravelBookingSetupInput = z.input<typeof travelBookingSetup>;

export const DEFAULT_TRAVEL_SETUP: TravelBookingSetup = travelBookingSetup.parse({});

/** Who comes: adults, children and infants. */
export const unitsSchema = z.strictObject({
  adult: z.number().int().min(0).max(1000).default(0),
  child: z.number().int().min(0).max(1000).default(0),
  infant: z.number().int().min(0).max(1000).default(0),
});
export type Units = z.output<typeof unitsSchema>;

/** Where a guest is picked up: their hotel or riad (with a landmark), or one of the meeting points. */
export const pickupChoice = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hotel'),
    place: z.string().trim().min(1, 'Please say where to pick you up.').max(160),
    landmark: z.string().trim().max(160).default(''),
  }),
  z.strictObject({ type: z.literal('point'), place: z.string().trim().min(1).max(160) }),
]);
export type PickupChoice = z.output<typeof pickupChoice>;

/** A stored setup with its defaults filled in; one the rules no longer accept reads as the default. */
export function readActivitySetup(stored: unknown): ActivityBookingSetup {
  const parsed = activityBookingSetup.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_ACTIVITY_SETUP;
}

export function readTravelSetup(stored: unknown): TravelBookingSetup {
  const parsed = travelBookingSetup.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_TRAVEL_SETUP;
}
