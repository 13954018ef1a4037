/**
 * `npm test`: every suite, in order of speed — lint and types, unit and API tests
 * (embedded database, and PostgreSQL when TEST_DATABASE_URL is set), then the
 * browser journeys against a freshly built site in the system Chromium.
 */
import { createServer } from 'node:net';
import { ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();

const step = (title) => console.log(`\n› ${title}`);

step('Dependencies support the declared Node version');
run('node', ['scripts/check-engines.mjs']);

step('Lint and format (Biome)');
run('npx', ['biome', 'ci', '.']);

step('Types (tsc)');
run('npm', ['run', 'typecheck']);

step('Unit and API tests (Vitest)');
run('npx', ['vitest', 'run']);

step('Build');
ensureBuilt();

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

step('Browser end-to-end tests (Playwright, system Chromium)');
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) },
});
