import type { FastifyInstance } from 'fastify';
import { responses } from '../../lib/response-schemas';

/**
 * CONTRACT: 200 {status:"ok",db:"ok"} when the database answers, 503 otherwise; with REDIS_URL
 * also `redis: "ok" | "degraded"` (degraded still serves, with per-instance limits, so still 200).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { response: responses.health } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', db: 'ok', ...(app.redis && { redis: await app.redisHealth() }) };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', db: 'error' });
    }
  });
}
