import type { Reservation } from '@ochre/shared/schemas/bookings';

/**
 * What a booking form keeps for this tab (sessionStorage, read in effects
 * only): the details typed before the visitor was asked to sign in, so they
 * come back after signing in, registering or reloading; and the reservation
 * and order being paid, so a reload resumes the payment instead of booking
 * twice. Nothing here is trusted: the server checks everything again.
 */
const PREFIX = 'ochre:booking:';

export interface BookingProgress {
  reservation: Reservation;
  orderId: string;
  isPartial: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Without storage the form simply starts empty after a reload.
  }
}

/** The name an activity's booking form keeps its storage under. */
export const activityBookingKey = (slug: string) => `activity:${slug}`;

/** One booking form's storage, e.g. `activity:medina-cooking-class`. */
export function bookingStorage<TDraft>(form: string) {
  return {
    /** Whether the form holds details or a payment the visitor left in this tab. */
    kept: () => read(`${form}:draft`) !== null || read(`${form}:progress`) !== null,
    draft: () => read<TDraft>(`${form}:draft`),
    saveDraft: (values: TDraft) => write(`${form}:draft`, values),
    clearDraft: () => write(`${form}:draft`, null),
    progress: () => read<BookingProgress>(`${form}:progress`),
    saveProgress: (progress: BookingProgress) => write(`${form}:progress`, progress),
    clearProgress: () => write(`${form}:progress`, null),
  };
}
