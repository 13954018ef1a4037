import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { openDatabase } from './db/client';
import { DataDirInUse } from './db/data-dir-lock';
import { prepareDatabase } from './db/startup';
import { serveBackups } from './modules/backups/control-socket';
import { WEB_ROOT } from './paths';
import { builtWebSource, webPlugin } from './plugins/web';

/** Production entry: configuration, database, the API and the website on one port. */
async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const app = await buildApp(config, { database });
  await prepareDatabase(database, config, app.services.auth, app.log);
  // The embedded database is this process's alone: `npm run backup` asks it for the archive.
  if (database.kind === 'pglite') {
    try {
      app.addHook('onClose', await serveBackups(database, config, app.log));
    } catch (err) {
      // A socket path longer than the system allows (about 100 bytes) must not stop the site.
      app.log.warn({ err }, 'backups while the site runs are unavailable: the control socket could not open');
    }
  }
  await app.register(webPlugin, {
    source: builtWebSource(WEB_ROOT),
    config,
    assetsRoot: path.join(WEB_ROOT, 'dist/client'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
