import { type ActivityListResponse, activitiesQuery } from '@ochre/shared/schemas/activities';
import { slugParams } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../lib/response-schemas';
import type { ActivitiesService } from './service';

/** SPEC §7 Activities: the list at `activities` with `pagination`, facets and one activity at `data`. */
export async function activitiesRoutes(app: FastifyInstance, { service }: { service: ActivitiesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { publicCache: { tables: ['activities'] } };

  r.get(
    '/activities',
    { config, schema: { querystring: activitiesQuery, response: responses.activityList } },
    async (request): Promise<ActivityListResponse> => {
      const { activities, pagination } = await service.list(request.query);
      return { success: true, activities, data: activities, pagination };
    },
  );

  r.get('/activities/categories', { config }, async () => ({
    success: true,
    data: await service.categories(),
  }));

  r.get('/activities/locations', { config }, async () => ({
    success: true,
    data: await service.locations(),
  }));

  r.get(
    '/activities/:slug',
    { config, schema: { params: slugParams, response: responses.activityDetail } },
    async (request) => ({
      success: true,
      data: await service.detail(request.params.slug),
    }),
  );
}
