/**
 * `npm run admin|backup|restore -- …`: an operator's command, run from the built server bundle
 * (installing and building first when needed, like `npm start`). The command's own arguments follow.
 */
import { ensureBuilt, ensureInstalled, ROOT } from './lib/prepare.mjs';

const [name] = process.argv.splice(2, 1);
if (!['admin', 'backup', 'restore'].includes(name)) {
  console.error(`Unknown command ${name}`);
  process.exit(2);
}
ensureInstalled();
ensureBuilt();
process.chdir(ROOT);
await import(`../apps/api/dist/${name}.js`);
