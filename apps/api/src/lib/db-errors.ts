import { Conflict } from './errors';

/** PostgreSQL's unique_violation, from node-postgres or PGlite (which may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Wraps a save so that a unique index firing (two saves of the same address at
 * once, after the friendly check passed) becomes a 409 with `message`.
 */
export const conflictOnUniqueViolation =
  (message: string) =>
  <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new Conflict(message);
      throw error;
    });
