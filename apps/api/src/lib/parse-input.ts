import type { z } from 'zod';
import { InvalidData } from './errors';

/**
 * Validates input that did not go through a route schema (multipart fields,
 * a body whose shape depends on its content type) and answers like a route
 * schema would: 400 with a message per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const prefix = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[prefix ? `${prefix}.${key}` : key] = 'This field is not allowed.';
      continue;
    }
    errors[prefix || 'request'] ??= issue.message;
  }
  throw new InvalidData(Object.values(errors)[0] ?? 'Some fields are not valid.', errors);
}
