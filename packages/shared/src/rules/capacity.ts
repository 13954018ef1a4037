/**
 * Places an activity has left on a date: its capacity minus the persons of
 * reservations that hold places (see reservation-lifecycle.ts). A null
 * capacity means the activity takes any number of people.
 */
export function placesLeft(capacityPerDate: number | null, bookedPersons: number): number | null {
  if (capacityPerDate === null) return null;
  return Math.max(0, capacityPerDate - bookedPersons);
}

/** Whether `persons` more people still fit on the date. */
export function fitsCapacity(
  capacityPerDate: number | null,
  bookedPersons: number,
  persons: number,
): boolean {
  const left = placesLeft(capacityPerDate, bookedPersons);
  return left === null || persons <= left;
}
