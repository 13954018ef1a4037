import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../modules/backups/archive';
import { commandConfig, runCommand, UsageError } from './command';

/** `npm run restore <file>`: puts a backup of `npm run backup` back, with the server stopped. */
runCommand(async () => {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  const [file, ...rest] = positionals;
  if (!file || rest.length) throw new UsageError('Usage: npm run restore <backup.tar.gz>');
  const config = commandConfig();
  const keptAside = await restoreBackup(path.resolve(file), config);
  console.log(`Restored ${file}${config.databaseUrl ? ' into DATABASE_URL' : ` into ${config.dataDir}`}.`);
  for (const aside of keptAside)
    console.log(`What it replaced is kept at ${aside}; delete it once all is well.`);
  console.log('Start the server: migrations newer than the backup apply at start.');
});
