/**
 * `npm run fuzz`: the fuzz suite's long run (apps/api/test/fuzz). Every route of the API gets
 * FUZZ_RUNS bad requests (5000 by default) from the seed FUZZ_SEED (random unless given), on the
 * embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL too. It lists every route
 * that failed rather than stopping at the first; the seed it prints repeats the same run.
 */
import { randomInt } from 'node:crypto';
import { ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();

const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '5000';
const projects = ['api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
console.log(
  `› Fuzzing every API route: ${runs} requests per database (${projects.join(', ')}), seed ${seed}`,
);
console.log(`  FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz repeats this run.`);

run('npx', ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), 'apps/api/test/fuzz'], {
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs, FUZZ_KEEP_GOING: '1' },
});
