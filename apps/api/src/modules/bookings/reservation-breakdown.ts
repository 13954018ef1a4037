import type { Pickup, PriceLine } from '../../db/schema/commerce';
import type { Locale } from '../../i18n/locale';
import { bookingMessages } from '../../i18n/messages/bookings';
import type { ReservationRecord } from './repository';

/*
 * A reservation's breakdown in words (issue 15), the same in e-mails, order
 * lines and the invoice, in the reservation's language: who comes per
 * traveller type, the time, the pickup and the extras.
 */

/** "2 adults, 1 child, 1 infant"; reservations from before traveller types count persons or travelers. */
export function travellersText(
  locale: Locale,
  record: Pick<ReservationRecord, 'units' | 'persons' | 'kind'>,
): string {
  const t = locale.text(bookingMessages);
  if (!record.units)
    return t(record.kind === 'activity' ? 'persons' : 'travelers', { count: record.persons });
  const { adult, child, infant } = record.units;
  return [
    adult ? t('adults', { count: adult }) : '',
    child ? t('children', { count: child }) : '',
    infant ? t('infants', { count: infant }) : '',
  ]
    .filter(Boolean)
    .join(locale.lang === 'ar' ? '، ' : ', ');
}

export function pickupText(locale: Locale, pickup: Pickup | null): string {
  if (!pickup) return '';
  const t = locale.text(bookingMessages);
  if (pickup.type === 'point') return t('meetingPoint', { place: pickup.place });
  return pickup.landmark
    ? t('pickupAtLandmark', { place: pickup.place, landmark: pickup.landmark })
    : t('pickupAt', { place: pickup.place });
}

const LINE_KEYS = { adult: 'line.adult', child: 'line.child', infant: 'line.infant' } as const;

/** A price line's name: the traveller type, or the extra's own name. */
export function lineName(locale: Locale, line: Pick<PriceLine, 'kind' | 'label'>): string {
  return line.kind === 'extra' ? line.label : locale.text(bookingMessages)(LINE_KEYS[line.kind]);
}

export function extrasText(lines: readonly PriceLine[]): string {
  return lines
    .filter((line) => line.kind === 'extra')
    .map((line) => (line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label))
    .join(', ');
}
