import { messages } from '@ochre/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import { InvalidData } from './errors';

/**
 * What PostgreSQL cannot store in text or jsonb: the NUL character (it refuses it with
 * an error, hence a 500), and a UTF-16 half without its partner (it has no UTF-8 form).
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** A request with a thousand bad fields needs only a few of them named. */
const MAX_FIELDS = 20;

/** Parsed input: JSON values, and query objects (whose prototype is Fastify's own empty object). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/**
 * Every field of `value` (strings, and the keys and strings of nested arrays and objects)
 * holding text that cannot be stored, by path (`items.0.name`); `root` names a bare string.
 * Walks breadth-first with its own queue, so no nesting depth can overflow the call stack.
 */
export function unstorableFields(value: unknown, root: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const queue: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = 0; next < queue.length && Object.keys(errors).length < MAX_FIELDS; next++) {
    const item = queue[next]!;
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index) => [String(index), child] as const)
      : isRecord(item.value)
        ? Object.entries(item.value)
        : null;
    if (!entries) {
      if (typeof item.value === 'string' && UNSTORABLE.test(item.value)) {
        errors[item.path || root] = messages.unstorable;
      }
      continue;
    }
    for (const [key, child] of entries) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (UNSTORABLE.test(key)) errors[path] = messages.unstorable;
      else queue.push({ value: child, path });
    }
  }
  return errors;
}

/** Refuses, with a 400 naming each field, any of `parts` holding text that cannot be stored. */
export function assertStorable(parts: Record<string, unknown>): void {
  const errors: Record<string, string> = {};
  for (const [root, value] of Object.entries(parts)) Object.assign(errors, unstorableFields(value, root));
  if (Object.keys(errors).length > 0) throw new InvalidData(messages.unstorable, errors);
}

/** preValidation hook: path parameters, query string and parsed body, before any route schema sees them. */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  assertStorable({ params: request.params, query: request.query, body: request.body });
}
