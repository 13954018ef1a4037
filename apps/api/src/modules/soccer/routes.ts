import type { FastifyInstance } from 'fastify';
import type { SoccerService } from './service';

/** SPEC §7 Soccer: a plain list of live matches; failures come back as 502 with a message. */
export async function soccerRoutes(app: FastifyInstance, { service }: { service: SoccerService }) {
  app.get('/soccer', async (_request, reply) => {
    const matches = await service.live();
    // Browsers and proxies may reuse the answer as long as the server itself does.
    reply.header('cache-control', 'public, max-age=30');
    return matches;
  });
}
