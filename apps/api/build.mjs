import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the server into dist/server.js and each operator's command (scripts/command.mjs) beside
 * it; npm packages stay external, workspace sources are included. All sit directly in dist/, as
 * paths.ts expects.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ochre/'));

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
