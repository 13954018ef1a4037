/** Shared pieces of the JSON the API answers with: `_id`, dollars, ISO timestamps. */

export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

export function dollars(cents: number | null | undefined): number | null {
  return cents == null ? null : Math.round(cents) / 100;
}
