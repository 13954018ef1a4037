import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = '\0ochre-icon-sprite';
const IMPORTS = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g;

type IconNode = [string, Record<string, string | number>][];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The lucide names the app imports (`Star`, `Map as MapIcon` → `Map`), found in its sources. */
async function importedIcons(srcDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await sourceFiles(srcDir)) {
    for (const [, list = ''] of (await readFile(file, 'utf8')).matchAll(IMPORTS)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const attributes = (attrs: Record<string, string | number>) =>
  Object.entries(attrs)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${String(value).replace(/"/g, '&quot;')}"`)
    .join('');

/**
 * One `<symbol>` per icon the app uses. A page names the sprite once per icon (a hundred times on
 * the home page), so its file name and the symbols' ids are short: ids are the drawings' places
 * in the sorted list, in base 36.
 */
async function buildSprite(names: Set<string>) {
  const require = createRequire(import.meta.url);
  const lucideDir = path.dirname(require.resolve('lucide-react/package.json'));
  const esm = path.join(lucideDir, 'dist/esm');
  const index = await readFile(path.join(esm, 'lucide-react.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, list = '', file = ''] of index.matchAll(REEXPORT)) {
    for (const part of list.split(',')) fileOf.set(part.trim().replace(/^default as /, ''), file);
  }
  const icons = new Map<string, string>();
  const symbols = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const name of [...names].sort()) {
    const file = fileOf.get(name);
    if (!file) throw new Error(`lucide-react has no icon named ${name}`);
    if (!ids.has(file)) ids.set(file, ids.size.toString(36));
    const id = ids.get(file) as string;
    icons.set(name, id);
    if (symbols.has(file)) continue;
    const module = (await import(pathToFileURL(path.join(esm, 'icons', `${file}.mjs`)).href)) as {
      __iconData: { node: IconNode };
    };
    const children = module.__iconData.node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join('');
    symbols.set(file, `<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { icons, svg, fileName: `assets/i${hash}.svg` };
}

/**
 * In the production build, `lucide-react` imports become references into one SVG sprite,
 * a cacheable asset: a page then carries `<svg><use href="…#star"/></svg>` per icon instead of
 * every icon's full drawing, and the icons' code is one small module instead of one chunk
 * each. The development server keeps lucide's own inline icons.
 */
export function iconSprite(srcDir: string, iconComponent: string): Plugin {
  let sprite: Awaited<ReturnType<typeof buildSprite>> | undefined;
  let ssr = false;
  return {
    name: 'ochre-icon-sprite',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      sprite = await buildSprite(await importedIcons(srcDir));
    },
    resolveId(id, importer) {
      if (id === 'lucide-react' && importer && !importer.includes('node_modules')) return VIRTUAL;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL || !sprite) return null;
      const href = `/${sprite.fileName}`;
      const lines = [...sprite.icons].map(
        ([name, id]) => `export const ${name} = spriteIcon(${JSON.stringify(`${href}#${id}`)});`,
      );
      return `import { spriteIcon } from ${JSON.stringify(iconComponent)};\n${lines.join('\n')}\n`;
    },
    generateBundle() {
      if (!ssr && sprite) this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.svg });
    },
  };
}
