import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { create, extract } from 'tar';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';

const run = promisify(execFile);

const MANIFEST = 'ochre-backup.json';
const PGLITE_DUMP = 'database/pglite.tar.gz';
const POSTGRES_DUMP = 'database/postgres.dump';
/** Secrets generated into DATA_DIR (lib/secrets.ts): restored with the data, sessions stay valid. */
const SECRETS = ['jwt-secret'];

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
}

export class BackupError extends Error {
  override name = 'BackupError';
}

type BackupConfig = Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl'>;

/**
 * One archive (tar.gz) of the database, the uploads and the secrets generated into DATA_DIR, streamed as it is written: the embedded
 * database's folder as PGlite dumps it between two statements (so the site keeps running), or
 * `pg_dump`'s custom format for PostgreSQL, plus `uploads/` as it is now. Uploaded files are
 * never changed in place (new names for new files), so copying them while the site runs is safe.
 */
export async function createBackup(database: Database, config: BackupConfig): Promise<Readable> {
  // Beside the data, on the same disk: a dump can be large, and /tmp is often small.
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    if (database.kind === 'pglite') {
      if (!database.dumpDataDir)
        throw new BackupError('This embedded database lives in memory: nothing to back up.');
      const dump = await database.dumpDataDir();
      await writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } else {
      await pgDump(config.databaseUrl!, path.join(staging, POSTGRES_DUMP));
    }
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: database.kind };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, 'database'];
    for (const name of SECRETS.filter((secret) => existsSync(path.join(config.dataDir, secret)))) {
      await mkdir(path.join(staging, 'secrets'), { recursive: true });
      await copyFile(path.join(config.dataDir, name), path.join(staging, 'secrets', name));
      if (!entries.includes('secrets')) entries.push('secrets');
    }
    if (existsSync(config.uploadsDir)) {
      await symlink(config.uploadsDir, path.join(staging, 'uploads'), 'dir');
      entries.push('uploads');
    }
    // `follow` stores what the uploads link points to, not the link.
    const archive = create({ gzip: true, cwd: staging, follow: true, portable: true }, entries);
    const cleanUp = () => void rm(staging, { recursive: true, force: true });
    archive.once('end', cleanUp);
    archive.once('error', cleanUp);
    return archive as unknown as Readable;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function pgDump(url: string, file: string): Promise<void> {
  try {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
  } catch (error) {
    throw new BackupError(
      `pg_dump failed (it must be installed, at the server's major version or later): ${message(error)}`,
    );
  }
}

const message = (error: unknown) =>
  ((error as { stderr?: string }).stderr || (error as Error).message || String(error)).trim();

/**
 * Puts an archive of `createBackup` back. The embedded database and the uploads it replaces are
 * kept beside them (`db.before-restore-…`, `uploads.before-restore-…`); on PostgreSQL, the dump
 * replaces the objects it holds (`pg_restore --clean`). The embedded database must not be open:
 * its lock refuses while a server runs on this DATA_DIR. Answers what was kept aside.
 */
export async function restoreBackup(file: string, config: BackupConfig): Promise<string[]> {
  await mkdir(config.dataDir, { recursive: true });
  const dbDir = path.join(config.dataDir, 'db');
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(`${dbDir}.lock`);
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  const keptAside: string[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const setAside = async (target: string) => {
    if (!existsSync(target)) return;
    const aside = `${target}.before-restore-${stamp}`;
    await rename(target, aside);
    keptAside.push(aside);
  };
  try {
    await extract({ file, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${file} is not a readable backup archive: ${message(error)}`);
    });
    const manifest = await readManifest(staging, file);
    if (manifest.database === 'pglite') {
      if (config.databaseUrl) {
        throw new BackupError('This backup holds an embedded database; unset DATABASE_URL to restore it.');
      }
      const dump = await readFile(path.join(staging, PGLITE_DUMP));
      await setAside(dbDir);
      const client = new PGlite(dbDir, { loadDataDir: new Blob([dump]) });
      await client.waitReady;
      await client.close();
    } else {
      if (!config.databaseUrl) {
        throw new BackupError(
          'This backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore into.',
        );
      }
      await pgRestore(config.databaseUrl, path.join(staging, POSTGRES_DUMP));
    }
    for (const name of SECRETS.filter((secret) => existsSync(path.join(staging, 'secrets', secret)))) {
      await setAside(path.join(config.dataDir, name));
      await rename(path.join(staging, 'secrets', name), path.join(config.dataDir, name));
    }
    const uploads = path.join(staging, 'uploads');
    if (existsSync(uploads)) {
      await setAside(config.uploadsDir);
      await rename(uploads, config.uploadsDir);
    }
    return keptAside;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await unlock();
  }
}

async function readManifest(staging: string, file: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format === 1 && ['pglite', 'postgres'].includes(manifest.database)) return manifest;
  } catch {
    // Reported below.
  }
  throw new BackupError(`${file} is not an Ochre backup (no ${MANIFEST} of a known format).`);
}

async function pgRestore(url: string, file: string): Promise<void> {
  try {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ]);
  } catch (error) {
    throw new BackupError(`pg_restore failed: ${message(error)}`);
  }
}
