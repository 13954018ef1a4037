import path from 'node:path';
import { type Config, ConfigError, loadConfig, loadEnvFile } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUse } from '../db/data-dir-lock';
import { AppError } from '../lib/errors';
import { BackupError } from '../modules/backups/archive';

/** A mistake in how a command was called: its message is all the operator needs. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The configuration a server started here would have (environment, then `.env`). */
export function commandConfig(): Config {
  loadEnvFile();
  return loadConfig();
}

/** The application's database, migrated, as the server opens it (and locked the same way). */
export async function openCommandDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  return database;
}

/** Runs an operator's command: expected failures print their message alone and exit 1. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof AppError) {
        const details = Object.entries(error.errors ?? {}).map(
          ([field, message]) => `--${field}: ${message}`,
        );
        console.error(details.length ? details.join('\n') : error.message);
      } else if (
        error instanceof ConfigError ||
        error instanceof DataDirInUse ||
        error instanceof BackupError ||
        error instanceof UsageError
      ) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
