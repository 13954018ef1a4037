import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Another live process has the embedded database open. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
}

/** Locks this process holds, so opening the same folder twice in one process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's: a second one writing the same files would corrupt
 * them. `file` holds the owner's pid; a lock whose process is gone (a crash, a killed container
 * that comes back with the same pid) is taken over. Resolves to the function that releases it.
 */
export async function lockDataDir(file: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(file);
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = held.has(absolute) ? process.pid : await readOwner(absolute);
    if (owner !== undefined && (owner !== process.pid || held.has(absolute)) && isAlive(owner)) {
      throw new DataDirInUse(
        `The data folder ${path.dirname(absolute)} is in use by another Ochre process (pid ${owner}). ` +
          'Stop that process first, or give this one its own DATA_DIR. ' +
          '(With DATABASE_URL set, several processes may share a DATA_DIR.)',
      );
    }
    if (owner !== undefined) await rm(absolute, { force: true });
    try {
      const handle = await open(absolute, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      held.add(absolute);
      return async () => {
        held.delete(absolute);
        await rm(absolute, { force: true });
      };
    } catch (error) {
      // Another process created it between our read and our write: look again.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new DataDirInUse(
    `Could not lock the data folder ${path.dirname(absolute)}: ${absolute} keeps changing.`,
  );
}

async function readOwner(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    // An empty or garbled file (a crash mid-write) is stale: -1 is never a live pid.
    return Number.isInteger(pid) && pid > 0 ? pid : -1;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
