import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import type { SoccerService } from './service';

/** SPEC §7 Soccer: a plain list of live matches; failures come back as 502 with a message. */
export async function soccerRoutes(app: FastifyInstance, { service }: { service: SoccerService }) {
  app.get('/soccer', async (_request, reply) => {
    const matches = await service.live();
    // The same for everyone; the service already keeps the feed a minute, so a page showing it may be kept too.
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return matches;
  });
}
