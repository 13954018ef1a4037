import { readdirSync, readFileSync } from 'node:fs';
import { unitsMessages } from '@ochre/shared/rules/booking-quote';
import { cancellationMessages } from '@ochre/shared/rules/cancellation';
import { DISPLAY_CURRENCIES } from '@ochre/shared/rules/display-currency';
import { lifecycleMessages } from '@ochre/shared/rules/reservation-lifecycle';
import { activityMessages } from '@ochre/shared/schemas/admin-activities';
import { catalogMessages } from '@ochre/shared/schemas/admin-catalog';
import { travelMessages } from '@ochre/shared/schemas/admin-travels';
import { authMessages } from '@ochre/shared/schemas/auth';
import { setupMessages } from '@ochre/shared/schemas/booking-setup';
import { bookingMessages, payByMessages } from '@ochre/shared/schemas/bookings';
import { messages as commonMessages } from '@ochre/shared/schemas/common';
import { generatorMessages } from '@ochre/shared/schemas/generator';
import { hostingMessages } from '@ochre/shared/schemas/hosting';
import { orderMessages } from '@ochre/shared/schemas/orders';
import { refundMessages } from '@ochre/shared/schemas/refunds';
import { reviewMessages } from '@ochre/shared/schemas/reviews';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const dir = new URL('./', import.meta.url);
const load = (lang: string, namespace: string): Tree =>
  JSON.parse(readFileSync(new URL(`${lang}/${namespace}.json`, dir), 'utf8'));
const namespaces = readdirSync(new URL('en/', dir)).map((file) => file.replace(/\.json$/, ''));

/** Flattens nested keys to `a.b.c`, folding plural suffixes into their base key. */
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      // The `other` form carries every placeholder the plural uses.
      if (!out.has(base) || path.endsWith('_other')) out.set(base, value);
    } else {
      flatten(value, path, out);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(['fr', 'es', 'ar'])('%s translation', (lang) => {
  it.each(namespaces)('covers every key of the %s namespace with the same placeholders', (namespace) => {
    const english = flatten(load('en', namespace));
    const translated = flatten(load(lang, namespace));
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
    expect(missing).toEqual([]);
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
    }
  });
});

describe('currency names', () => {
  it('name every currency prices can be shown in (the header says them; the other languages follow English)', () => {
    const names = flatten(load('en', 'common'));
    expect(DISPLAY_CURRENCIES.filter((code) => !names.get(`currencies.${code}`)?.trim())).toEqual([]);
  });
});

describe('server messages', () => {
  it('are keyed by their English sentence, which the browser therefore never loads (lib/i18n.ts)', () => {
    for (const [key, text] of Object.entries(load('en', 'messages'))) expect(text).toBe(key);
  });

  it('lists every validation message the shared schemas produce, so each can be translated', () => {
    const known = new Set(Object.keys(load('en', 'messages')));
    const sources = [
      activityMessages,
      authMessages,
      bookingMessages,
      cancellationMessages,
      catalogMessages,
      commonMessages,
      generatorMessages,
      hostingMessages,
      lifecycleMessages,
      orderMessages,
      payByMessages,
      refundMessages,
      reviewMessages,
      setupMessages,
      travelMessages,
      unitsMessages,
    ];
    const produced = sources.flatMap((source) =>
      Object.values(source).filter((value): value is string => typeof value === 'string'),
    );
    expect(produced.filter((message) => !known.has(message))).toEqual([]);
  });
});
