import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TravelsService } from './service';

const destinationParams = z.strictObject({ destination: z.string().trim().min(1).max(160) });

/** SPEC §7 Organized travel: the programs (at `data`, and `programs`) and one program by destination. */
export async function travelsRoutes(app: FastifyInstance, { service }: { service: TravelsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { publicCache: { tables: ['travel_programs'] } };

  r.get('/organized-travel', { config }, async () => {
    const programs = await service.list();
    return { success: true, data: programs, programs };
  });

  r.get(
    '/organized-travel/:destination',
    { config, schema: { params: destinationParams } },
    async (request) => ({
      success: true,
      data: await service.detail(request.params.destination),
    }),
  );
}
