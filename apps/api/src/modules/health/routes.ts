import type { FastifyInstance } from 'fastify';

/** CONTRACT: 200 {status:"ok",db:"ok"} when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', db: 'error' });
    }
  });
}
