/**
 * Every locked dependency must run on the oldest Node that Ochre's own `engines`
 * accepts: reads `engines.node` of each package in package-lock.json and lists
 * those that refuse it. Exits 1 when any does. `node scripts/check-engines.mjs [lockfile]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from './lib/prepare.mjs';

const lockFile = process.argv[2] ?? path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const declared = lock.packages[''].engines?.node;
const oldest = declared ? semver.minVersion(declared) : null;
if (!oldest) {
  console.error('package.json declares no engines.node range');
  process.exit(1);
}

const refusing = Object.entries(lock.packages)
  .filter(([name, meta]) => name !== '' && typeof meta.engines?.node === 'string')
  .filter(([, meta]) => !semver.satisfies(oldest, meta.engines.node, { includePrerelease: true }))
  .map(
    ([name, meta]) =>
      `${name.replace(/^.*node_modules\//, '')}@${meta.version} needs node ${meta.engines.node}`,
  );

if (refusing.length > 0) {
  console.error(
    `Dependencies that do not run on Node ${oldest} (engines ${declared}):\n  ${refusing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Every dependency accepts Node ${oldest} (engines ${declared}).`);
