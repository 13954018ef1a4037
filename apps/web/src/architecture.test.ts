import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one-way layering of the web app (README, Architecture), read from the
 * real import statements of src/:
 *
 *   app → features → components → lib → @ochre/shared
 *
 * A feature may import another feature only when that one is in the core
 * below, and a core feature only from core features listed before it, so
 * features never form a cycle.
 */
const CORE_FEATURES = [
  // Who is signed in, the sign-in dialogs and the guard of private pages: almost every page asks.
  'auth',
  // The business's public settings (name, contacts, switches) that pages and the layout show.
  'site',
  // The basket: product pages fill it, the checkout empties it, the header counts it.
  'cart',
  // The hearts on product and activity cards and pages, and the saved list (buys through the cart).
  'wishlist',
  // The reviews section shown under products, activities, travel programs and articles.
  'reviews',
  // Orders and paying them (PayPal or test mode), ending on the thank-you state: shop, bookings and back office.
  'orders',
  // The reservation flow shared by the activity, travel and stay forms, the account and the back office.
  'bookings',
] as const;

const SRC = path.dirname(fileURLToPath(import.meta.url));

type Layer = 'app' | 'features' | 'components' | 'lib' | 'locales' | 'styles';

/** What each layer may import besides itself and packages (one feature another: see the core rule). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  app: ['features', 'components', 'lib', 'locales', 'styles'],
  features: ['components', 'lib'],
  components: ['lib'],
  lib: ['locales'],
  locales: [],
  styles: [],
};

interface Import {
  from: string;
  specifier: string;
  /** Relative to src/, or null for a package. */
  target: string | null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

// `import … from '…'`, `import '…'`, `export … from '…'`, `import('…')` and `import.meta.glob('…')`.
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport(?:\.meta\.glob(?:<[^>]*>)?)?\(\s*['"]([^'"]+)['"]/g;

/** Drops comments so that an example in a comment is not read as an import. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  if (specifier.includes('*')) return base;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(isFile);
  if (!found) throw new Error(`${rel(from)} imports '${specifier}', which does not exist`);
  return found;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function readImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(IMPORT_RE)].map((match) => {
      const specifier = (match[1] ?? match[2])!;
      return {
        from: rel(file),
        specifier,
        target: specifier.startsWith('.') ? rel(resolve(file, specifier)) : null,
      };
    }),
  );
}

const layerOf = (file: string) => file.split('/')[0]!;
const isLayer = (name: string): name is Layer => name in MAY_IMPORT;
/** `features/cart/cart-store.ts` → `cart`. */
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1]! : null);
const coreRank = (feature: string) => (CORE_FEATURES as readonly string[]).indexOf(feature);

/** The rule an import breaks, or null when it keeps to the layering. */
function brokenRule({ from, target }: Import): string | null {
  if (target === null) return null;
  if (target.startsWith('..')) return 'src/ imports packages only by name (@ochre/shared), never by path';
  const fromLayer = layerOf(from);
  const toLayer = layerOf(target);
  if (!isLayer(fromLayer)) {
    // Files directly in src/ (this test) stand outside the layers; a new folder must join one.
    return from.includes('/')
      ? `${fromLayer}/ is no layer: code goes in ${Object.keys(MAY_IMPORT).join(', ')}`
      : null;
  }
  if (fromLayer !== toLayer && !(isLayer(toLayer) && MAY_IMPORT[fromLayer].includes(toLayer))) {
    return `${fromLayer}/ may import only ${[fromLayer, ...MAY_IMPORT[fromLayer]].join(', ')} (app → features → components → lib → @ochre/shared)`;
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (!fromFeature || !toFeature || fromFeature === toFeature) return null;
  const rank = coreRank(toFeature);
  if (rank < 0) {
    return `a feature may import another feature only from the core (${CORE_FEATURES.join(', ')}); '${toFeature}' is not in it`;
  }
  const fromRank = coreRank(fromFeature);
  if (fromRank >= 0 && fromRank < rank) {
    return `core feature '${fromFeature}' may import only core features listed before it (${CORE_FEATURES.slice(0, fromRank).join(', ') || 'none'}), not '${toFeature}'`;
  }
  return null;
}

/**
 * Each group of features that reach one another, as one loop through it with
 * an import that makes each step: `a → b (features/a/x.ts imports '../../b/y') → a (…)`.
 */
function featureCycles(imports: readonly Import[]): string[] {
  const edges = new Map<string, Map<string, Import>>();
  for (const i of imports) {
    const a = featureOf(i.from);
    const b = i.target && featureOf(i.target);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, i);
  }
  const next = (feature: string) => [...(edges.get(feature)?.keys() ?? [])].sort();
  const reach = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      for (const n of next(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return seen;
  };
  /** The shortest way from `start` back to itself, by breadth-first search. */
  const loop = (start: string): string[] | null => {
    const via = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const at = queue.shift()!;
      for (const n of next(at)) {
        if (n === start) {
          const path = [at];
          while (path[0] !== start) path.unshift(via.get(path[0]!)!);
          return [...path, start];
        }
        if (!via.has(n)) {
          via.set(n, at);
          queue.push(n);
        }
      }
    }
    return null;
  };
  const step = (a: string, b: string) => {
    const i = edges.get(a)!.get(b)!;
    return `${b} (${i.from} imports '${i.specifier}')`;
  };
  const reported = new Set<string>();
  const cycles: string[] = [];
  for (const feature of [...edges.keys()].sort()) {
    if (reported.has(feature)) continue;
    const path = loop(feature);
    if (!path) continue;
    cycles.push([feature, ...path.slice(1).map((b, k) => step(path[k]!, b))].join(' → '));
    for (const other of reach(feature)) if (reach(other).has(feature)) reported.add(other);
  }
  return cycles;
}

describe('the web layering', () => {
  const imports = readImports();

  it('reads the real import graph', () => {
    expect(imports.filter((i) => i.target?.startsWith('features/')).length).toBeGreaterThan(100);
  });

  it('every import runs one way: app → features → components → lib → shared', () => {
    const broken = imports.flatMap((i) => {
      const rule = brokenRule(i);
      return rule ? [`${i.from} imports '${i.specifier}': ${rule}`] : [];
    });
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('no features import each other in a cycle', () => {
    const cycles = featureCycles(imports);
    expect(cycles, `feature cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
