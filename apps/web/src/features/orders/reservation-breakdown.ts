import type { Reservation } from '@ochre/shared/schemas/bookings';
import type { TFunction } from 'i18next';

/** What a reservation is made of, as the pages show it (issue 15). */
export type Breakdown = Pick<Reservation, 'units' | 'startTime' | 'pickup'> & {
  /** Names of the extras, with how many when more than one. */
  extras: string[];
};

export function breakdownOf(
  reservation: Pick<Reservation, 'units' | 'startTime' | 'pickup' | 'lines'>,
): Breakdown {
  return {
    units: reservation.units,
    startTime: reservation.startTime,
    pickup: reservation.pickup,
    extras: reservation.lines
      .filter((line) => line.kind === 'extra')
      .map((line) => (line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label)),
  };
}

/**
 * The breakdown in words, one part each: "2 adults, 1 child", "15:00",
 * "Pickup: Riad Dar Anika (near Bab Laksour)", "Extras: Lunch × 3".
 */
export function breakdownParts(t: TFunction, breakdown: Breakdown): string[] {
  const { adult, child, infant } = breakdown.units;
  const people = [
    adult ? t('booking:units.adult', { count: adult }) : '',
    child ? t('booking:units.child', { count: child }) : '',
    infant ? t('booking:units.infant', { count: infant }) : '',
  ]
    .filter(Boolean)
    .join(t('booking:units.separator'));
  const pickup = breakdown.pickup
    ? breakdown.pickup.type === 'point'
      ? t('booking:units.meetingPoint', { place: breakdown.pickup.place })
      : t('booking:units.pickup', {
          place: [breakdown.pickup.place, breakdown.pickup.landmark].filter(Boolean).join(', '),
        })
    : '';
  return [
    people,
    breakdown.startTime ? t('booking:units.time', { time: breakdown.startTime }) : '',
    pickup,
    breakdown.extras.length > 0 ? t('booking:units.extras', { list: breakdown.extras.join(', ') }) : '',
  ].filter(Boolean);
}
