import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its request schemas, as registered. */
    routeTable: RouteEntry[];
  }
}

/**
 * Records each route as it is registered, so whatever must reach every route (the fuzz
 * suite) reads the app's own table and covers a new route without a list to keep up.
 * Registered first, so no route escapes it.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema });
  });
});
