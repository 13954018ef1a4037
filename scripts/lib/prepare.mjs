/**
 * Shared by `npm start` and `npm test`: install what is missing and build what is
 * stale, using nothing but Node's own modules (they run before any install).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

/**
 * Installs exactly what the lock file says (`npm ci`) when node_modules is missing
 * or older than it, so every machine (README start, tests, CI, deployment) runs
 * the same versions.
 */
export function ensureInstalled() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  console.log('› Installing dependencies from the lock file…');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

const BUILD_INPUTS = [
  'apps/web',
  'apps/api/src',
  'apps/api/build.mjs',
  'packages/shared/src',
  'package-lock.json',
];
const BUILD_OUTPUTS = [
  'apps/web/dist/client/index.html',
  'apps/web/dist/server/entry-server.js',
  'apps/api/dist/server.js',
  'apps/api/dist/admin.js',
  'apps/api/dist/backup.js',
  'apps/api/dist/restore.js',
];
const STAMP = path.join(ROOT, '.build-stamp');

/** Rebuilds the web app and the server when a source changed since the last build. */
export function ensureBuilt() {
  const newest = Math.max(
    ...BUILD_INPUTS.map((p) => {
      const full = path.join(ROOT, p);
      return existsSync(full) && statSync(full).isDirectory() ? newestIn(full) : mtime(full);
    }),
  );
  const stamp = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : 0;
  const complete = BUILD_OUTPUTS.every((p) => existsSync(path.join(ROOT, p)));
  if (complete && stamp >= newest) return;
  console.log('› Building the website and the server…');
  run('npm', ['run', 'build']);
  writeFileSync(STAMP, String(newest));
}
