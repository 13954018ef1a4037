import {
  participantsOf,
  type Quote,
  quoteBooking,
  seasonPercent,
  unitPricesCents,
  unitsProblem,
} from '@ochre/shared/rules/booking-quote';
import {
  dayStatus,
  isPastCutoff,
  runsOn,
  slotCapacity,
  slotStatus,
  startTimesOf,
} from '@ochre/shared/rules/departures';
import { addDays } from '@ochre/shared/rules/marrakech-date';
import type { ActivityAvailability } from '@ochre/shared/schemas/activities';
import type { ActivityBookingSetup, TravelBookingSetup, Units } from '@ochre/shared/schemas/booking-setup';
import {
  type ActivityReservationBody,
  bookingMessages,
  type TravelReservationBody,
} from '@ochre/shared/schemas/bookings';
import type { Pickup } from '../../db/schema/commerce';
import { InvalidData } from '../../lib/errors';
import { dollars } from '../../lib/serialize';

/*
 * What a booking asks for, checked against the activity's or program's
 * booking setup (issue 15), and priced. Pure: the service runs it before its
 * transaction, and counts places under the lock.
 */

const refuse = (field: string, message: string): never => {
  throw new InvalidData(message, { [field]: message });
};

export interface ActivityTerms {
  units: Units;
  participants: number;
  /**
   * The departure times to try, in order: the one asked for, or (a SPEC
   * call without a time, for an activity with times) every time still open
   * that day, the first with room taken. [null]: the untimed day.
   */
  startTimes: (string | null)[];
  pickup: Pickup | null;
  quote: Quote;
  /** An adult's price on the date, seasons included. */
  adultCents: number;
}

interface ActivityFacts {
  priceCents: number;
  minParticipants: number;
  maxParticipants: number;
}

/** The travellers of a booking: its units, or SPEC's numberOfPersons as adults. */
function unitsOf(units: Units | undefined, persons: number | undefined): Units {
  return units ?? { adult: persons ?? 0, child: 0, infant: 0 };
}

export function activityTerms(
  activity: ActivityFacts,
  setup: ActivityBookingSetup,
  body: ActivityReservationBody,
  now: { date: string; minutes: number },
): ActivityTerms {
  const units = unitsOf(body.units, body.numberOfPersons);
  const problem = unitsProblem(units, setup.travellers);
  if (problem) refuse('units', problem);
  const participants = participantsOf(units);
  if (participants < activity.minParticipants || participants > activity.maxParticipants) {
    refuse(
      body.units ? 'units' : 'numberOfPersons',
      bookingMessages.persons(activity.minParticipants, activity.maxParticipants),
    );
  }

  const asked = body.startTime ?? null;
  if (asked !== null && !setup.startTimes.some((t) => t.time === asked)) {
    refuse(
      'startTime',
      setup.startTimes.length > 0 ? bookingMessages.unknownStartTime : bookingMessages.noStartTimes,
    );
  }
  const date = body.reservationDate;
  if (!runsOn(setup, date)) refuse('reservationDate', bookingMessages.closedDay);
  const candidates = asked === null ? startTimesOf(setup) : [asked];
  const startTimes = candidates.filter((time) => !isPastCutoff(date, time, setup.cutoffMinutes, now));
  if (startTimes.length === 0) refuse('startTime', bookingMessages.closedSlot);

  const extras = [...new Set(body.extras)].map(
    (id) => setup.extras.find((extra) => extra.id === id) ?? refuse('extras', bookingMessages.unknownExtra),
  );

  let pickup: Pickup | null = null;
  if (body.pickup?.type === 'hotel') {
    if (!setup.pickup.hotel) refuse('pickup', bookingMessages.pickupNotOffered);
    pickup = { type: 'hotel', place: body.pickup.place, landmark: body.pickup.landmark };
  } else if (body.pickup?.type === 'point') {
    if (!setup.pickup.points.includes(body.pickup.place)) refuse('pickup', bookingMessages.unknownPoint);
    pickup = { type: 'point', place: body.pickup.place, landmark: '' };
  }

  const percent = seasonPercent(setup.seasons, date);
  const quote = quoteBooking({
    adultCents: activity.priceCents,
    travellers: setup.travellers,
    percent,
    units,
    extras,
  });
  const adultCents =
    unitPricesCents(activity.priceCents, setup.travellers, percent).adult ?? activity.priceCents;
  return { units, participants, startTimes, pickup, quote, adultCents };
}

export interface TravelTerms {
  units: Units;
  participants: number;
  quote: Quote;
  /** The fixed departure booked, if the program has any. */
  departure: { date: string; seats: number } | null;
}

export function travelTerms(
  program: { priceCents: number; maxGroupSize: number },
  setup: TravelBookingSetup,
  body: TravelReservationBody,
  groupTooLarge: (max: number) => string,
): TravelTerms {
  const units = unitsOf(body.units, body.numberOfTravelers);
  const problem = unitsProblem(units, setup.travellers);
  if (problem) refuse('units', problem);
  const participants = participantsOf(units);
  if (participants !== body.numberOfTravelers) refuse('numberOfTravelers', bookingMessages.travelersMismatch);
  if (participants > program.maxGroupSize) refuse('numberOfTravelers', groupTooLarge(program.maxGroupSize));
  let departure: TravelTerms['departure'] = null;
  if (setup.departures.length > 0) {
    departure =
      setup.departures.find((d) => d.date === body.preferredDate) ??
      refuse('preferredDate', bookingMessages.departureRequired);
  }
  const quote = quoteBooking({
    adultCents: program.priceCents,
    travellers: setup.travellers,
    percent: 0,
    units,
    extras: [],
  });
  return { units, participants, quote, departure };
}

/**
 * Every date of a period with its departures (OCTO availability): places
 * left, status (closed days, past dates and the same-day cut-off are CLOSED)
 * and the prices of the date.
 */
export function availabilityOf(input: {
  from: string;
  to: string;
  priceCents: number;
  capacityPerDate: number | null;
  setup: ActivityBookingSetup;
  booked: { date: string; startTime: string | null; persons: number }[];
  now: { date: string; minutes: number };
}): ActivityAvailability {
  const { setup, now } = input;
  const used = new Map(input.booked.map((b) => [`${b.date} ${b.startTime ?? ''}`, b.persons]));
  const times = startTimesOf(setup);
  const dates: ActivityAvailability['dates'] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const open = runsOn(setup, date);
    const prices = unitPricesCents(input.priceCents, setup.travellers, seasonPercent(setup.seasons, date));
    const slots = times.map((startTime) => {
      const capacity = slotCapacity(setup, input.capacityPerDate, startTime);
      const booked = used.get(`${date} ${startTime ?? ''}`) ?? 0;
      const remaining = capacity === null ? null : Math.max(0, capacity - booked);
      const closed = !open || isPastCutoff(date, startTime, setup.cutoffMinutes, now);
      return {
        startTime,
        capacity,
        remaining,
        status: slotStatus(capacity, remaining, closed),
        price: dollars(prices.adult) ?? 0,
        prices: {
          adult: dollars(prices.adult) ?? 0,
          child: dollars(prices.child),
          infant: dollars(prices.infant),
        },
      };
    });
    dates.push({ date, status: dayStatus(slots.map((s) => s.status)), slots });
  }
  return { from: input.from, to: input.to, dates };
}
