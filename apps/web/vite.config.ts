import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './icon-sprite.ts';
import { precompress } from './precompress.ts';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = path.join(root, 'src');
/** The web fonts' stylesheet: a build entry of its own, loaded after the first drawing. */
const FONTS = 'src/styles/fonts.css';
/** The app's own modules and the shared rules, which public pages share in small pieces. */
const SHARED_BY_PAGES = /(?:apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/**
 * Loaded only where they are used: the back office, the generator, the account, schemas (zod),
 * texts, and the home page's sections (with other pages' pieces, the first section shown would
 * bring them all).
 */
const LOADED_APART = /[\\/](?:admin|generator|account|locales|schemas|home[\\/]sections)[\\/]/;
/** Libraries every page has anyway; a module importing any other (Radix, forms, carousels) stays apart. */
const EVERY_PAGE_LIBRARY =
  /^(?:react|react-dom|react-router|i18next|react-i18next|@tanstack\/react-query|lucide-react|clsx|@ochre\/shared)(?:\/|$)/;
/**
 * The pages a visitor lands on (the phone figures of issue 12): every first visit downloads what
 * they share. A page with a booking form in its own code (a program, a stay) would bring that
 * form's payment pieces to all of them.
 */
const LANDING_PAGES = [
  'app/home/home.route.tsx',
  'features/products/routes/products.route.tsx',
  'features/products/routes/product.route.tsx',
  'features/activities/routes/activities.route.tsx',
  'features/activities/routes/activity.route.tsx',
  'features/travels/routes/travels.route.tsx',
  'features/articles/routes/articles.route.tsx',
  'features/articles/routes/article.route.tsx',
].map((page) => path.join(src, page));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
/**
 * React Router's production build: its package exports only the development one
 * (remix-run/react-router#12532), whose warnings cost every render and every page's download.
 */
const routerBuild = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  );

/** The modules a source file imports statically (not `import()`, not types alone), as written. */
const staticImports = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /^(?:import|export)(\s+type\b)?[^;'"]*?\sfrom\s+'([^']+)'|^import\s+'([^']+)'/gm,
    ),
  ]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , from, bare]) => from ?? bare ?? '');
/** The source file an import names, for the app's own files and the shared rules. */
function sourceFile(from: string, name: string): string | undefined {
  const base = name.startsWith('.')
    ? path.resolve(path.dirname(from), name)
    : name.startsWith('@ochre/shared/')
      ? path.join(sharedSrc, name.slice('@ochre/shared/'.length))
      : null;
  return base ? ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) : undefined;
}

const light = new Map<string, boolean>();
/** Whether a module, and every module it imports in turn, needs no library beyond those. */
function importsOnlyEveryPageLibraries(id: string): boolean {
  const file = id.replace(/\?.*$/, '');
  if (!/\.tsx?$/.test(file)) return !file.includes('node_modules');
  const known = light.get(file);
  if (known !== undefined) return known;
  light.set(file, true);
  const result = staticImports(file).every((name) => {
    if (name.startsWith('.')) {
      const target = sourceFile(file, name);
      return target ? importsOnlyEveryPageLibraries(target) : true;
    }
    return EVERY_PAGE_LIBRARY.test(name) || name.endsWith('.css');
  });
  light.set(file, result);
  return result;
}

let landing: Set<string> | undefined;
/** Whether a landing page needs the module at once. */
function neededByLandingPages(id: string): boolean {
  if (!landing) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const name of staticImports(file)) {
        const target = sourceFile(file, name);
        if (target) visit(target);
      }
    };
    LANDING_PAGES.forEach(visit);
    landing = seen;
  }
  return landing.has(path.resolve(id.replace(/\?.*$/, '')));
}
const sharedByPages = (id: string) =>
  SHARED_BY_PAGES.test(id) && !LOADED_APART.test(id) && importsOnlyEveryPageLibraries(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    iconSprite(src, `${src}/components/ui/sprite-icon.tsx`),
    precompress(),
    ...startAfterFirstPaint(FONTS),
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: path.join(root, 'index.html'), fonts: path.join(root, FONTS) },
          output: {
            // Every response costs its headers (about 0.8 KB here) and a round of the browser's
            // queue: the code of every page is one chunk, and the small pieces pages share two
            // more, rather than some forty files of a few hundred bytes each: one with what the
            // landing pages need, so that a first visit downloads nothing of the account's pages,
            // and one with the rest.
            codeSplitting: {
              groups: [
                // The fonts' stylesheet is an entry of its own, not part of the app.
                { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(FONTS), priority: 2 },
                {
                  name: 'shared',
                  test: (id) => sharedByPages(id) && neededByLandingPages(id),
                  minShareCount: 4,
                  priority: 1,
                  // Their libraries (forms, zod, dialogs) stay with the pages that use them.
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'shared-more',
                  test: (id) => sharedByPages(id) && !neededByLandingPages(id),
                  minShareCount: 4,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Workspace sources are TypeScript, and React Router is its production build (see `routerBuild`):
    // both are bundled into the server build.
    noExternal: ['@ochre/shared', 'react-router'],
  },
}));
