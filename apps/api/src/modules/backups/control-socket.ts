import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { BackupError, createBackup } from './archive';

/** In DATA_DIR, readable by its owner only: being able to open it is the permission. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/**
 * The embedded database is this process's alone, so `npm run backup` asks the running server
 * for the archive over a local socket instead of opening the database itself.
 * Resolves to the function that stops serving.
 */
export async function serveBackups(
  database: Database,
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const file = controlSocketPath(config.dataDir);
  // Left by a process that died: the data folder's lock says no other server runs here.
  await rm(file, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    createBackup(database, config).then(
      (archive) => {
        log.info('backup requested through the control socket');
        response.writeHead(200, { 'content-type': 'application/gzip' });
        archive.once('error', (err) => {
          log.error({ err }, 'backup failed while streaming');
          response.destroy(err);
        });
        archive.pipe(response);
      },
      (err: unknown) => {
        log.error({ err }, 'backup failed');
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(err instanceof BackupError ? err.message : 'The backup failed; the server log says why.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  await chmod(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

/** The archive from the server running on this DATA_DIR; undefined when none is listening. */
export function requestLiveBackup(dataDir: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: controlSocketPath(dataDir), path: '/backup', method: 'POST' },
      (response) => {
        if (response.statusCode === 200) {
          resolve(response);
          return;
        }
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          reject(new BackupError(`The running server could not make the backup: ${body}`)),
        );
      },
    );
    request.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    request.end();
  });
}
