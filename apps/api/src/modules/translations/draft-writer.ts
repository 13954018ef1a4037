import { TRANSLATION_LANGS, type TranslationLang } from '@ochre/shared/constants';
import type { TranslatedFields, Translations } from '@ochre/shared/rules/translations';
import { z } from 'zod';
import { GenerationError } from '../generator/generation-error';
import { type ChatClient, completionJson } from '../generator/writers/openai';

const LANGUAGE_NAMES: Record<TranslationLang, string> = {
  fr: 'French',
  es: 'Spanish',
  ar: 'Modern Standard Arabic',
};

const SYSTEM_PROMPT = `You translate the website of Ochre, a travel business in Marrakech, Morocco (activities, travel programs, hand-made goods, travel articles).
Translate faithfully and naturally for travellers, as a native copywriter would. Keep proper names of places (Jemaa el-Fna, Agafay, Atlas), brands and numbers; write Arabic place names in Arabic script where usual.
Keep the JSON shape exactly: the same keys, lists with the same number of items, objects with the same keys. Text values that are HTML stay HTML with the same tags; translate only the text between tags.
Answer with one JSON object and nothing else, keyed by language code, each holding the translated fields.`;

const translatedValue = z.union([
  z.string(),
  z.array(z.string()),
  z.array(z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number()]))),
]);
const answerSchema = z.record(z.string(), z.record(z.string(), translatedValue));

/** Keeps what has the English field's shape: a text for a text, a list for a list, parts for parts. */
function sameShape(english: unknown, translated: unknown): unknown {
  if (typeof english === 'string') return typeof translated === 'string' ? translated : undefined;
  if (!Array.isArray(english) || !Array.isArray(translated)) return undefined;
  if (english.every((item) => typeof item === 'string'))
    return translated.every((item) => typeof item === 'string') ? translated : undefined;
  return english.map((part, i) => {
    const parts = translated[i] as Record<string, unknown> | undefined;
    if (typeof part !== 'object' || part === null || !parts) return {};
    return Object.fromEntries(
      Object.entries(part as Record<string, unknown>).flatMap(([key, value]) => {
        const kept = typeof value === 'number' ? undefined : sameShape(value, parts[key]);
        return kept === undefined ? [] : [[key, kept]];
      }),
    );
  });
}

/**
 * Drafts of an item's missing languages, by the configured AI writer, for an editor to
 * review before publishing: one chat call for all the languages asked.
 */
export function createDraftWriter(chat: ChatClient) {
  return {
    async draft(
      fields: TranslatedFields,
      languages: readonly TranslationLang[],
      signal: AbortSignal,
    ): Promise<Translations> {
      const asked = TRANSLATION_LANGS.filter((lang) => languages.includes(lang));
      const body = await chat.complete(
        [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Translate into ${asked.map((lang) => `${LANGUAGE_NAMES[lang]} ("${lang}")`).join(', ')}.\n\n${JSON.stringify(fields)}`,
          },
        ],
        signal,
        { temperature: 0.2 },
      );
      const answer = answerSchema.safeParse(completionJson(body));
      if (!answer.success)
        throw new GenerationError(
          'The AI writer answered with content we could not use (malformed translation).',
        );
      const drafts: Translations = {};
      for (const lang of asked) {
        const translated = answer.data[lang];
        if (!translated) continue;
        drafts[lang] = Object.fromEntries(
          Object.entries(fields).flatMap(([field, english]) => {
            const kept = sameShape(english, translated[field]);
            return kept === undefined ? [] : [[field, kept]];
          }),
        );
      }
      return drafts;
    },
  };
}
export type DraftWriter = ReturnType<typeof createDraftWriter>;
