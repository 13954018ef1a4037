import { CONTACT_SENT, contactBody } from '@ochre/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from './service';

/** SPEC §7 Contact: the page treats the answer as sent only when `success` is true. */
export async function contactRoutes(app: FastifyInstance, { service }: { service: ContactService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/contact',
    {
      onRequest: app.optionalUser,
      schema: { body: contactBody },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const { id } = await service.send(request.body, request.user?.id ?? null);
      return reply.status(201).send({ success: true, message: CONTACT_SENT, data: { _id: id } });
    },
  );
}
