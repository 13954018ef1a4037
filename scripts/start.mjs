/** `npm start`: install, build, then serve pages and API on PORT (default 3000). */
import { ensureBuilt, ensureInstalled, ROOT } from './lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
process.chdir(ROOT);
await import('../apps/api/dist/server.js');
