import { draftTranslationBody } from '@ochre/shared/schemas/translations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TranslationsService } from './service';

/** An editor waits for the drafts: past this, the writer's retries are not worth waiting for. */
const DRAFT_TIMEOUT_MS = 120_000;

/** The back office's translation drafts (issue 17): administrators only, it spends money. */
export async function translationsRoutes(
  app: FastifyInstance,
  { service }: { service: TranslationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireAdmin;

  r.get('/admin/translations/writer', { onRequest: admin }, async () => ({
    success: true,
    data: service.status(),
  }));

  r.post(
    '/admin/translations/draft',
    {
      onRequest: admin,
      schema: { body: draftTranslationBody },
      config: { rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
    },
    async (request) => ({
      success: true,
      data: await service.draft(request.body, AbortSignal.timeout(DRAFT_TIMEOUT_MS)),
    }),
  );
}
