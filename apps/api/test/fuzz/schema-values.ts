import fc from 'fast-check';
import { z } from 'zod';
import { hostileKey, hostileValue } from './hostile-values';

/** The part of JSON Schema that zod writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A route's zod schema as JSON Schema (what a client could read), or undefined when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Field names that hold a reference to a record: they get real identifiers and slugs. */
const REFERENCE = /(^|_)(id|slug|token|product|refId)$|Id$/i;

const words = fc.lorem({ maxCount: 6 });

/** A calendar date from yesterday to two months ahead, where bookings are taken. */
const soonDate = fc
  .integer({ min: -1, max: 60 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

const email = fc.tuple(fc.lorem({ maxCount: 1 }), fc.nat(999)).map(([word, n]) => `${word}${n}@example.com`);

const url = fc.constantFrom(
  'https://example.com/',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.instagram.com/p/C0abcdefghi/',
  'https://vimeo.com/76979871',
  '/uploads/demo/products/lantern.webp',
);

/** Text for a field: by its format, else by what its name says it holds, else words. */
function stringValues(schema: JsonSchema, known: fc.Arbitrary<string>, name: string): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  if (schema.format === 'email' || /email/i.test(name)) return email;
  if (schema.format === 'uri' || schema.format === 'url' || /url|image/i.test(name)) return url;
  if (schema.format === 'date' || /date|^from$|^to$/i.test(name)) return soonDate;
  if (schema.format === 'date-time') return isoDate;
  if (/phone|whatsapp/i.test(name)) return fc.constantFrom('+212 600 000 000', '0612345678');
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= max);
  }
  const min = schema.minLength ?? 0;
  const text = words.map((phrase) => phrase.padEnd(min, 'x').slice(0, max));
  return REFERENCE.test(name) ? fc.oneof(known, text) : text;
}

/** Whole numbers, or amounts in hundredths as prices are; the odd floats are the hostile values' job. */
function numberValues(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e4);
  const low = Math.ceil(Math.max(min, -1e9));
  const high = Math.max(Math.floor(Math.min(max, 1e9)), low);
  const whole = fc.integer({ min: low, max: Math.min(high, low + 1000) });
  if (integer) return whole;
  return fc
    .tuple(whole, fc.integer({ min: 0, max: 99 }))
    .map(([n, cents]) => Math.min((n * 100 + cents) / 100, high));
}

/**
 * Values the schema would mostly accept: enough to get past validation and reach the
 * services, where the bugs that validation cannot catch live. Fields named like references
 * (`product`, `refId`, `slug`) often hold one of the `known` identifiers, so they hit real rows.
 */
export function schemaValues(
  schema: JsonSchema | undefined,
  known: fc.Arbitrary<string>,
  name = '',
): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaValues(choice, known, name)));
  if (schema.allOf?.length) return schemaValues(schema.allOf[0], known, name);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => schemaValues({ ...schema, type }, known, name)));
  }
  switch (schema.type) {
    case 'string':
      return stringValues(schema, known, name);
    case 'integer':
      return numberValues(schema, true);
    case 'number':
      return numberValues(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => schemaValues(item, known, name)));
      const minLength = schema.minItems ?? 0;
      return fc.array(schemaValues(schema.items, known, name), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, schemaValues(property, known, key)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every place in a JSON value a mutation can land: each array item and object entry, by path. */
function slots(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      out.push(childPath);
      slots(child, childPath, out);
    }
  }
  return out;
}

function setOwn(target: Record<string, unknown>, key: string | number, value: unknown) {
  // defineProperty, so "__proto__" becomes an own key that JSON.stringify writes out.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A mostly valid value with one thing wrong: a field replaced by a hostile value, dropped,
 * or a hostile key added beside it.
 */
export function mutated(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(values, fc.constantFrom('replace', 'drop', 'add'), fc.nat(), hostileValue, hostileKey)
    .map(([value, how, pick, replacement, key]) => {
      const copy = structuredClone(value);
      const places = slots(copy);
      if (places.length === 0 || copy === null || typeof copy !== 'object') return replacement;
      const path = places[pick % places.length]!;
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], copy);
      const target = parent as Record<string, unknown>;
      const last = path.at(-1)!;
      if (how === 'replace') setOwn(target, last, replacement);
      else if (how === 'drop' && !Array.isArray(target)) delete target[last];
      else if (!Array.isArray(target)) setOwn(target, key, replacement);
      else target.push(replacement);
      return copy;
    });
}
