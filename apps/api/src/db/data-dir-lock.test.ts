import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

const run = promisify(execFile);

describe('the embedded database lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ochre-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second holder and frees the folder on release', async () => {
    const file = path.join(dir, 'db.lock');
    const release = await lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDataDir(file)).rejects.toBeInstanceOf(DataDirInUse);
    await release();
    await (await lockDataDir(file))();
  });

  it('takes over the lock of a process that is gone', async () => {
    const file = path.join(dir, 'db.lock');
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    await writeFile(file, stdout);
    const release = await lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('makes a second process on the same DATA_DIR stop with a clear message', async () => {
    const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    try {
      const command = run(
        process.execPath,
        ['--import', 'tsx', 'src/cli/admin.ts', 'promote', '--email', 'owner@example.com'],
        { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: dir } },
      );
      const failure = await command.then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        `The data folder ${dir} is in use by another Ochre process (pid ${process.pid})`,
      );
    } finally {
      await database.close();
    }
  });
});
