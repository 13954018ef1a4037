import type {
  ActivityBookingSetup,
  Extra,
  TravellerType,
  TravellerTypes,
  Units,
} from '../schemas/booking-setup';

/** One line of a booking's price: travellers of one type, or an extra. Amounts in cents. */
export interface QuoteLine {
  kind: TravellerType | 'extra';
  /** The extra's id and name; empty for travellers. */
  extraId: string;
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface Quote {
  lines: QuoteLine[];
  totalCents: number;
  /** Everyone but infants: what the minimum and maximum group size and the places count. */
  participants: number;
}

/** Everyone but infants. */
export const participantsOf = (units: Units) => units.adult + units.child;

/** The percentage change of the first season that covers the date, or 0. */
export function seasonPercent(seasons: ActivityBookingSetup['seasons'], date: string): number {
  return seasons.find((s) => date >= s.from && date <= s.to)?.percent ?? 0;
}

const adjusted = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 100);

/** What one traveller of each type pays on a date; null for a type not offered. */
export function unitPricesCents(
  adultCents: number,
  travellers: TravellerTypes,
  percent: number,
): Record<TravellerType, number | null> {
  const band = (price: number | undefined) =>
    price === undefined ? null : adjusted(Math.round(price * 100), percent);
  return {
    adult: adjusted(adultCents, percent),
    child: band(travellers.child?.price),
    infant: band(travellers.infant?.price),
  };
}

/**
 * The price of a booking (issue 15): each traveller type at its price for the
 * date (seasons change them all by the same percentage), then each extra, per
 * booking or per participant. The server's figure is the one charged; the
 * form shows the same.
 */
export function quoteBooking(input: {
  adultCents: number;
  travellers: TravellerTypes;
  percent: number;
  units: Units;
  extras: readonly Extra[];
}): Quote {
  const prices = unitPricesCents(input.adultCents, input.travellers, input.percent);
  const participants = participantsOf(input.units);
  const lines: QuoteLine[] = [];
  for (const kind of ['adult', 'child', 'infant'] as const) {
    const quantity = input.units[kind];
    const unitCents = prices[kind] ?? 0;
    if (quantity > 0)
      lines.push({ kind, extraId: '', label: kind, quantity, unitCents, totalCents: unitCents * quantity });
  }
  for (const extra of input.extras) {
    const quantity = extra.per === 'person' ? participants : 1;
    const unitCents = Math.round(extra.price * 100);
    lines.push({
      kind: 'extra',
      extraId: extra.id,
      label: extra.name,
      quantity,
      unitCents,
      totalCents: unitCents * quantity,
    });
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0), participants };
}

export const unitsMessages = {
  notOffered: (type: TravellerType) =>
    `This booking does not take ${type === 'child' ? 'children' : 'infants'}.`,
  nobody: 'Please add at least one adult or child.',
  adultNeeded: 'Children and infants travel with at least one adult.',
} as const;

/** Why these travellers cannot book, or null. The group-size range is checked with the participants. */
export function unitsProblem(units: Units, travellers: TravellerTypes): string | null {
  if (units.child > 0 && !travellers.child) return unitsMessages.notOffered('child');
  if (units.infant > 0 && !travellers.infant) return unitsMessages.notOffered('infant');
  if (participantsOf(units) === 0) return unitsMessages.nobody;
  if (units.adult === 0) return unitsMessages.adultNeeded;
  return null;
}
