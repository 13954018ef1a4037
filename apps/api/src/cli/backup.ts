import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../db/client';
import { createBackup } from '../modules/backups/archive';
import { requestLiveBackup } from '../modules/backups/control-socket';
import { commandConfig, runCommand } from './command';

/**
 * `npm run backup [-- --out FILE]`: one archive of the database and the uploads, while the site
 * runs. On the embedded database the running server makes it (over its control socket); with no
 * server running, or on PostgreSQL, this process does.
 */
runCommand(async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } } });
  const config = commandConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? path.join('backups', `ochre-backup-${stamp}.tar.gz`));
  await mkdir(path.dirname(out), { recursive: true });

  let database: Database | undefined;
  try {
    let archive = config.databaseUrl ? undefined : await requestLiveBackup(config.dataDir);
    if (!archive) {
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'db'),
      });
      archive = await createBackup(database, config);
    }
    // Written aside, then renamed: a file at `out` is always a whole archive.
    const partial = `${out}.partial`;
    try {
      await pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, out);
    } finally {
      await rm(partial, { force: true });
    }
  } finally {
    await database?.close();
  }
  const { size } = await stat(out);
  console.log(`Backup written to ${out} (${(size / 1024 / 1024).toFixed(1)} MB).`);
});
