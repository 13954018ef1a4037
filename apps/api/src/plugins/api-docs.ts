import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@ochre/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every route answers a failure with the one error body (plugins/errors.ts; the fuzz suite holds it to it). */
const errorResponse = {
  description: 'The error body',
  ...z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }),
};

/**
 * The API reference, generated from the zod schemas the routes validate with: `GET /api/openapi.json`
 * (OpenAPI 3.1) and `GET /api/docs` (Swagger UI, served from the package, no outside host).
 * Registered before the routes so that it sees each one as it is added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ochre API',
        version: '1',
        description:
          'Every answer is JSON. Errors: `{"success":false,"message":"…"}`, plus `errors` by field for a 400.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema ?? {};
      // Pages, static files and the JSON 404 for unknown API paths are not API routes.
      if (!out.url.startsWith('/api/') || out.url === '/api/*')
        return { url: out.url, schema: { ...schema, hide: true } };
      const guards = [input.route.onRequest ?? []].flat();
      const signedIn = guards.includes(app.requireUser) || guards.includes(app.requireAdmin);
      const tag = /^\/api\/(?:admin\/)?([\w-]+)/.exec(out.url)?.[1];
      const admin = out.url.startsWith('/api/admin/');
      return {
        url: out.url,
        schema: {
          ...schema,
          response: {
            ...(schema.response as object | undefined),
            '4XX': errorResponse,
            '5XX': errorResponse,
          },
          tags: tag ? [admin ? `admin: ${tag}` : tag] : [],
          ...(signedIn ? { security: [{ bearer: [] }] } : {}),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
});

/** The document and its browser; the page gets the site's CSP, which Swagger UI's files satisfy. */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/openapi.json', deepLinking: true, docExpansion: 'none', tryItOutEnabled: false },
    staticCSP: false,
  });
}
