import { ORDER_NUMBER_LENGTH } from '../constants';

/** The short order number shown to people: the first 7 characters of the id (SPEC §9). */
export function orderNumber(id: string): string {
  return id.slice(0, ORDER_NUMBER_LENGTH);
}
