import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './icon-sprite.ts';
import { precompress } from './precompress.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The app's own modules and the shared rules, which public pages share in small pieces. */
const SHARED_BY_PAGES = /(?:apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/** Loaded only where they are used: the back office, the generator, the account, schemas (zod), texts. */
const LOADED_APART = /[\\/](?:admin|generator|account|locales|schemas)[\\/]/;
/** Libraries every page has anyway; a module importing any other (Radix, forms, carousels) stays apart. */
const EVERY_PAGE_LIBRARY =
  /^(?:react|react-dom|react-router|i18next|react-i18next|@tanstack\/react-query|lucide-react|clsx|@ochre\/shared)(?:\/|$)/;
const light = new Map<string, boolean>();
/** Whether a module, and every module it imports in turn, needs no library beyond those. */
function importsOnlyEveryPageLibraries(id: string): boolean {
  const file = id.replace(/\?.*$/, '');
  if (!/\.tsx?$/.test(file)) return !file.includes('node_modules');
  const known = light.get(file);
  if (known !== undefined) return known;
  light.set(file, true);
  const source = readFileSync(file, 'utf8');
  const result = [...source.matchAll(/(?:from|import) '([^']+)'/g)].every(([, name = '']) => {
    if (name.startsWith('.')) {
      const base = path.resolve(path.dirname(file), name);
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      return target ? importsOnlyEveryPageLibraries(target) : true;
    }
    return EVERY_PAGE_LIBRARY.test(name) || name.endsWith('.css');
  });
  light.set(file, result);
  return result;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), iconSprite(src, `${src}/components/ui/sprite-icon.tsx`), precompress()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Every response costs its headers (about 0.8 KB here) and a round of the browser's
            // queue: the code of every page is one chunk, and the small pieces public pages
            // share another, rather than some forty files of a few hundred bytes each.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                {
                  name: 'shared',
                  test: (id) =>
                    SHARED_BY_PAGES.test(id) && !LOADED_APART.test(id) && importsOnlyEveryPageLibraries(id),
                  minShareCount: 4,
                  priority: 1,
                  // Their libraries (forms, zod, dialogs) stay with the pages that use them.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Workspace sources are TypeScript: bundle them into the server build.
    noExternal: ['@ochre/shared'],
  },
}));
