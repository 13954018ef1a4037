import { mapTranslations, type Translations } from '@ochre/shared/rules/translations';
import type { DraftTranslationBody, TranslationWriterStatus } from '@ochre/shared/schemas/translations';
import { draftTranslationBody } from '@ochre/shared/schemas/translations';
import type { Config } from '../../config';
import { Conflict, UpstreamError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { GenerationError } from '../generator/generation-error';
import { createChatClient } from '../generator/writers/openai';
import { createDraftWriter } from './draft-writer';

export const NO_WRITER =
  'No AI writer is configured: set OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL) to draft translations.';

/** The back office's Draft translation button: the configured AI writer, or a reason why it is off. */
export function createTranslationsService({ config }: { config: Pick<Config, 'openai'> }) {
  const writer = config.openai ? createDraftWriter(createChatClient(config.openai)) : null;

  return {
    status(): TranslationWriterStatus {
      return writer ? { available: true, reason: null } : { available: false, reason: NO_WRITER };
    },

    /** Drafts for the languages asked; HTML fields come back sanitised like every saved body. */
    async draft(input: DraftTranslationBody, signal: AbortSignal): Promise<Translations> {
      // Not an outage: this site has no writer, which the editor already says (the button is off).
      if (!writer) throw new Conflict(NO_WRITER);
      const { fields, languages, html } = draftTranslationBody.parse(input);
      try {
        const drafts = await writer.draft(fields, languages, signal);
        return mapTranslations(drafts, (translated) =>
          Object.fromEntries(
            Object.entries(translated).map(([field, value]) => [
              field,
              html.includes(field) && typeof value === 'string' ? sanitizeHtml(value) : value,
            ]),
          ),
        );
      } catch (error) {
        if (error instanceof GenerationError) throw new UpstreamError(error.message);
        throw error;
      }
    },
  };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
