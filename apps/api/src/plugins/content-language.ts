import type { ContentLang } from '@ochre/shared/constants';
import { localizeDeep } from '@ochre/shared/rules/translations';
import { langParam } from '@ochre/shared/schemas/translations';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidData } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `?lang=` a read asked for (CONTRACT "Languages in addresses"); English without one. */
    contentLang: ContentLang;
    /** Whether the request said `?lang=` at all. */
    contentLangAsked: boolean;
  }
}

/**
 * Every request may say `?lang=`: it is read here and taken out of the query, so no
 * route's own query schema has to know it. Public reads (the routes with a public cache)
 * then answer in that language, field by field, without the translations themselves; the
 * cache keys by address, `?lang=` included.
 * Registered before the public cache, so what it keeps is already in the reader's language.
 */
export const contentLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('contentLang', 'en');
  app.decorateRequest('contentLangAsked', false);

  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | null;
    if (!query || typeof query !== 'object' || !('lang' in query)) return;
    const lang = langParam.safeParse(query.lang);
    if (!lang.success) {
      const message = 'Choose the language as en, fr, es or ar.';
      throw new InvalidData(message, { lang: message });
    }
    request.contentLang = lang.data;
    request.contentLangAsked = true;
    delete query.lang;
  });

  app.addHook('onRoute', (route) => {
    const options = route.config?.publicCache;
    if (!options) return;
    const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    route.handler = async function localizedRead(this: FastifyInstance, request, reply) {
      const answer = await handler.call(this, request, reply);
      // An admin reading without a language gets the whole record, translations included, to edit it.
      if (options.byReader && request.user?.isAdmin && !request.contentLangAsked) return answer;
      return localizeDeep(answer, request.contentLang);
    } as RouteHandlerMethod;
  });
});

/**
 * The language a request said it is written from (the web sends its page's language with
 * every request outside the back office); undefined when it said none. Orders, bookings,
 * accounts and messages remember it, so what is e-mailed later speaks it.
 */
export const askedLanguage = (request: FastifyRequest): ContentLang | undefined =>
  request.contentLangAsked ? request.contentLang : undefined;
