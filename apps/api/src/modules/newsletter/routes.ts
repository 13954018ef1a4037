import { newsletterBody } from '@ochre/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterSubscribers } from '../../db/schema/content';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict } from '../../lib/errors';

/** The footer's newsletter box: one subscription per address. */
export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/newsletter',
    { schema: { body: newsletterBody }, config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } } },
    async (request, reply) => {
      try {
        await app.db.insert(newsletterSubscribers).values({ email: request.body.email });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('This email is already subscribed.');
        throw error;
      }
      return reply.status(201).send({ success: true, message: 'Thank you for subscribing!' });
    },
  );
}
