import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the opened database available to every module and closes it with the server. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.addHook('onClose', async () => {
    await opts.database.close();
  });
});
