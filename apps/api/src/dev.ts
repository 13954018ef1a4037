import { readFile } from 'node:fs/promises';
import path from 'node:path';
import middie from '@fastify/middie';
import type { ServerEntry } from '@ochre/shared/ssr';
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig, loadEnvFile } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/startup';
import { WEB_ROOT } from './paths';
import { webPlugin } from './plugins/web';

/** `npm run dev`: the same server with Vite in middleware mode, so pages hot-reload as you edit. */
async function main() {
  loadEnvFile();
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const app = await buildApp(config, { database });
  await prepareDatabase(database, config, app.services.auth, app.log);

  const vite = await createServer({
    root: WEB_ROOT,
    server: { middlewareMode: true },
    appType: 'custom',
    // Loads the web's Vite config in place: the default writes it to a temporary file and
    // deletes it, which tsx watch takes for a change and restarts the server for, endlessly.
    configLoader: 'runner',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  await app.register(webPlugin, {
    config,
    source: {
      template: async (url) =>
        vite.transformIndexHtml(url, await readFile(path.join(WEB_ROOT, 'index.html'), 'utf8')),
      entry: () => vite.ssrLoadModule('/src/app/entry-server.tsx') as Promise<ServerEntry>,
    },
  });
  app.addHook('onClose', () => vite.close());
  await app.listen({ port: config.port, host: config.host });
}

void main();
