/** The built site on a fresh data folder with the demo catalogue and a known admin, for the browser tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAKE_FOOTBALL_KEY, startFakeApiFootball } from './fake-api-football.mjs';
import { startFakeTranslateElement } from './fake-translate-element.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ochre-e2e-'));
const port = process.env.PORT ?? '3210';
// Live scores come from a local stand-in, never from the real service.
const football = await startFakeApiFootball();
// So is the page-translation widget's script, offered in the language menu.
const translate = await startFakeTranslateElement();
Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // One proxy in front, as in production: each journey sends its own visitor address (fixtures.ts).
  TRUST_PROXY: '1',
  ADMIN_EMAIL: 'admin@ochre.test',
  ADMIN_PASSWORD: 'admin-password-e2e',
  // The generator journey reads article pages that its spec serves on 127.0.0.1.
  GENERATOR_ALLOW_PRIVATE_URLS: '1',
  API_FOOTBALL_KEY: FAKE_FOOTBALL_KEY,
  API_FOOTBALL_BASE: football.url,
  TRANSLATE_WIDGET: '1',
  TRANSLATE_WIDGET_SCRIPT_URL: translate.scriptUrl,
});
for (const name of [
  'DATABASE_URL',
  'REDIS_URL',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'GOOGLE_PLACES_API_KEY',
]) {
  delete process.env[name];
}

// Journeys read the e-mails the site writes to its outbox (no SMTP here): say where it is.
mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../test-results/outbox-dir.txt', import.meta.url), path.join(dataDir, 'outbox'));

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));

await import('../apps/api/dist/server.js');
