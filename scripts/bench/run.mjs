/**
 * `npm run bench`: the figures of issue 12 against a fresh production build, on this machine,
 * with the load generator (autocannon) in a process of its own, each beside a Fastify
 * hello-world measured in the same run, with a pass or a miss against its target.
 *
 *   npm run bench -- [--only pages,render,web,api,scale] [--db embedded,postgres]
 *                    [--duration 10] [--repeat 1] [--root DIR] [--readme]
 *
 * The embedded database always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * points at a server (a fresh database is created there and dropped afterwards). `--repeat N`
 * runs every load N times and prints medians. `--root` measures another checkout's build as it
 * is (an earlier commit, for a before/after). `--readme` writes the figures into README.md.
 * Lighthouse also runs `--repeat` rounds, page by page, and reports medians.
 * Not part of `npm test`: it takes minutes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt, ensureInstalled, ROOT } from '../lib/prepare.mjs';
import { loadCatalogue } from './catalogue.mjs';
import { freshPostgres, get, startHello, startServer } from './server.mjs';
import { homeInEveryLanguage, htmlBytes, lighthouseFigures, renderCpuMs, renderOnlyCpuMs } from './web.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const only = new Set(option('only', 'pages,render,web,api,scale').split(','));
const duration = Number(option('duration', '10'));
const repeat = Number(option('repeat', '1'));
const root = path.resolve(option('root', ROOT));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const databases = option('db', pgUrl ? 'embedded,postgres' : 'embedded').split(',');
if (databases.includes('postgres') && !pgUrl) {
  console.error('--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  process.exit(2);
}

const TARGETS = {
  pageRps: 1500,
  pageP99: 100,
  apiRps: 5000,
  apiP99: 50,
  renderCpu: 15,
  homeHtmlKB: 80,
  performance: 0.95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 150,
  accessibility: 1,
  scriptKiB: 150,
  scaleP95: 30,
  scaleRps: 1000,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ochre-bench-load-'));

/** One autocannon run in its own process (scripts/bench/load.mjs). */
function loadOnce(base, paths, connections) {
  const spec = path.join(tmp, 'spec.json');
  writeFileSync(spec, JSON.stringify({ base, paths, connections, duration }));
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/bench/load.mjs'), spec], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`load generator failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** `repeat` loads; the median of each figure. Failures: errors, timeouts and unexpected statuses. */
function load(base, paths, { connections = 50, expect = 200 } = {}) {
  const runs = Array.from({ length: repeat }, () => loadOnce(base, paths, connections));
  const failures = runs.map(
    (r) =>
      r.errors +
      r.timeouts +
      Object.entries(r.statusCodes)
        .filter(([code]) => Number(code) !== expect)
        .reduce((sum, [, n]) => sum + n, 0),
  );
  return {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    failures: median(failures),
  };
}

const sections = new Map();
let hello;
/** Lighthouse's figures for the hello-world's smallest page, in the same rounds as Ochre's pages. */
let helloPage;
const REFERENCE_PAGE = 'reference';

function row(section, label, value, target, pass, note = '') {
  if (!sections.has(section)) sections.set(section, []);
  sections.get(section).push({ label, value, target, pass, note });
}

// Lighthouse gives null for a figure it could not take (a page that painted nothing in time).
const fmt = (n, digits = 0) =>
  n == null || Number.isNaN(n)
    ? '—'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ofHello = (rps) => (hello ? `${fmt((rps / hello.rps) * 100, 1)} % of hello-world` : '');

function loadRow(section, label, result, { rpsTarget, p99Target, connections = 50 }) {
  const pass = result.rps >= rpsTarget && result.p99 <= p99Target && result.failures === 0;
  row(
    section,
    label,
    `${fmt(result.rps)} req/s, p99 ${fmt(result.p99)} ms, ${fmt(result.failures)} failed`,
    `≥ ${fmt(rpsTarget)} req/s${Number.isFinite(p99Target) ? `, p99 ≤ ${p99Target} ms` : ''}, 0 failed${connections === 50 ? '' : ` (${connections} connections)`}`,
    pass,
    ofHello(result.rps),
  );
}

async function getJson(base, url) {
  const response = await get(`${base}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Real addresses of one product, activity, article and travel program of the demo catalogue. */
async function discover(base) {
  const [products, activities, articles, travels] = await Promise.all([
    getJson(base, '/api/products?limit=1'),
    getJson(base, '/api/activities?limit=1'),
    getJson(base, '/api/articles'),
    getJson(base, '/api/organized-travel'),
  ]);
  return {
    product: products.data[0].slug,
    activity: activities.activities[0].slug,
    article: articles.articles[0].slug,
    travel: travels.data[0].destination,
  };
}

const publicPages = (s) => [
  '/',
  '/products',
  `/products/${s.product}`,
  '/activities',
  `/activities/${s.activity}`,
  '/articles',
  `/articles/${s.article}`,
  '/travels',
];

const apiReads = (s) => [
  ['/api/products (list)', ['/api/products?page=1&limit=20&sortBy=featured']],
  [
    '/api/products (search)',
    ['/api/products?search=lantern', '/api/products?search=tea', '/api/products?search=argan'],
  ],
  [
    '/api/products (filters)',
    [
      '/api/products?category=Home%20Decor&minPrice=10&maxPrice=500&rating=4&inStock=true&sortBy=price-low',
      '/api/products?minPrice=20&maxPrice=200&sortBy=rating&page=1&limit=20',
    ],
  ],
  ['/api/activities', ['/api/activities']],
  ['/api/articles', ['/api/articles']],
  ['/api/settings/public', ['/api/settings/public']],
  ['/api/homepage-sections', ['/api/homepage-sections']],
  ['/api/products/featured', ['/api/products/featured']],
  ['/api/products/slug/:slug', [`/api/products/slug/${s.product}`]],
];

async function benchInstance(dbLabel, databaseUrl) {
  const server = await startServer({ root, databaseUrl });
  try {
    const slugs = await discover(server.base);
    const tag = (text) => `${text} [${dbLabel}]`;
    if (only.has('pages')) {
      for (const page of publicPages(slugs)) {
        console.log(`  page ${page}`);
        loadRow('1. Public pages under load', tag(page), load(server.base, [page]), {
          rpsTarget: TARGETS.pageRps,
          p99Target: TARGETS.pageP99,
        });
      }
    }
    if (only.has('render')) {
      console.log('  render CPU of /');
      const ms = await renderCpuMs(server, '/');
      row(
        '2. Rendering itself',
        tag('CPU of one render of / (no page cache)'),
        `${fmt(ms, 1)} ms`,
        `≤ ${TARGETS.renderCpu} ms`,
        ms <= TARGETS.renderCpu,
      );
      if (dbLabel === 'embedded') {
        const own = await renderOnlyCpuMs(root, server, '/');
        row(
          '2. Rendering itself',
          'CPU of render() of / alone (API answers replayed)',
          `${fmt(own, 1)} ms`,
          `≤ ${TARGETS.renderCpu} ms`,
          own <= TARGETS.renderCpu,
          'the page renderer without the in-process API calls',
        );
      }
    }
    if (only.has('web') && dbLabel === 'embedded') {
      for (const home of await homeInEveryLanguage(server)) {
        const bytes = await htmlBytes(server, home);
        row(
          '3. Phones',
          `HTML of ${home} (uncompressed)`,
          `${fmt(bytes / 1000, 1)} KB`,
          `≤ ${TARGETS.homeHtmlKB} KB`,
          bytes <= TARGETS.homeHtmlKB * 1000,
        );
      }
      console.log('  Lighthouse (mobile) on the public pages and the reference page');
      const reference = await startHello(ROOT);
      let figures;
      try {
        figures = await lighthouseFigures(
          {
            [REFERENCE_PAGE]: `${reference.base}/page`,
            ...Object.fromEntries(publicPages(slugs).map((page) => [page, `${server.base}${page}`])),
          },
          repeat,
        );
      } finally {
        await reference.stop();
      }
      const { [REFERENCE_PAGE]: floor, ...pages } = figures;
      helloPage = floor;
      for (const [page, f] of Object.entries(pages)) {
        const pass =
          f.performance >= TARGETS.performance &&
          f.lcpMs <= TARGETS.lcpMs &&
          f.cls <= TARGETS.cls &&
          f.tbtMs <= TARGETS.tbtMs;
        row(
          '3. Phones',
          `Lighthouse ${page}`,
          `perf ${fmt(f.performance, 2)}, LCP ${fmt(f.lcpMs / 1000, 1)} s, CLS ${fmt(f.cls, 3)}, TBT ${fmt(f.tbtMs)} ms`,
          `perf ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
          pass,
        );
        row(
          '3. Phones',
          `Accessibility ${page}`,
          `${fmt(f.accessibility, 2)}, ${f.seriousAxe} serious/critical axe`,
          '1.00, 0 serious/critical',
          f.accessibility >= TARGETS.accessibility && f.seriousAxe === 0,
        );
        row(
          '3. Phones',
          `First-load JS ${page}`,
          `${fmt(f.scriptKiB)} KiB compressed`,
          `≤ ${TARGETS.scriptKiB} KiB`,
          f.scriptKiB <= TARGETS.scriptKiB,
        );
      }
    }
    if (only.has('api')) {
      for (const [label, paths] of apiReads(slugs)) {
        console.log(`  api ${label}`);
        loadRow('4. API reads', tag(label), load(server.base, paths), {
          rpsTarget: TARGETS.apiRps,
          p99Target: TARGETS.apiP99,
        });
      }
      console.log('  api unknown path');
      loadRow(
        '4. API reads',
        tag('unknown /api/… path (JSON 404)'),
        load(server.base, ['/api/nonexistent', '/api/products/x/y'], { expect: 404 }),
        {
          rpsTarget: TARGETS.apiRps,
          p99Target: TARGETS.apiP99,
        },
      );
    }
  } finally {
    await server.stop();
  }
}

/** A seeded random generator (mulberry32), so every run asks for the same mix. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SORTS = ['featured', 'newest', 'price-low', 'price-high', 'rating', 'popular'];
const CATEGORIES = ['Home Decor', 'Jewelry', 'Rugs & Textiles', 'Spices & Pantry', 'Leather Goods'];
const WORDS = [
  'lantern',
  'brass',
  'rug',
  'tea',
  'silver',
  'cedar',
  'pouf',
  'argan',
  'lamp',
  'indigo',
  'bowl',
  'tray',
  'leather bag',
  'hand painted',
  'berber rug',
  'saf',
  'kil',
  'copper lamp',
];
const FILTERS = [
  'minPrice=20&maxPrice=200',
  'minPrice=100&maxPrice=500&inStock=true',
  'rating=4',
  'rating=3&inStock=true',
  'category=Jewelry&minPrice=50&maxPrice=300&rating=3',
  'category=Home%20Decor&inStock=true',
];
const q = (params) => `/api/products?${params}`;

/** What shoppers ask a large catalogue: first pages most, then deeper pages, searches and filters. */
function catalogueMix(count, pagesOf) {
  const next = random(12);
  const pickOf = (list) => list[Math.floor(next() * list.length)];
  const mix = [];
  for (let i = 0; i < count; i++) {
    const sort = pickOf(SORTS);
    const roll = next();
    if (roll < 0.35)
      mix.push(
        q(
          `sortBy=${sort}&page=1&limit=20${next() < 0.5 ? `&category=${encodeURIComponent(pickOf(CATEGORIES))}` : ''}`,
        ),
      );
    else if (roll < 0.55)
      mix.push(
        q(
          `category=${encodeURIComponent(pickOf(CATEGORIES))}&sortBy=${sort}&page=${2 + Math.floor(next() * 30)}&limit=20`,
        ),
      );
    else if (roll < 0.6) mix.push(q(`sortBy=${sort}&page=${1 + Math.floor(next() * pagesOf)}&limit=20`));
    else if (roll < 0.85)
      mix.push(
        q(`search=${encodeURIComponent(pickOf(WORDS))}&sortBy=${sort}&page=${next() < 0.8 ? 1 : 2}&limit=20`),
      );
    else mix.push(q(`${pickOf(FILTERS)}&sortBy=${sort}&page=${1 + Math.floor(next() * 5)}&limit=20`));
  }
  return mix;
}

async function timed(base, url) {
  const started = performance.now();
  const response = await get(`${base}${url}`);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, body };
}

async function benchScale() {
  const database = await freshPostgres(pgUrl, 'scale');
  let server;
  try {
    server = await startServer({ root, databaseUrl: database.url });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    console.log('  loading 100,000 products');
    const loadMs = await loadCatalogue(client, 100_000);
    await client.end();
    console.log(`  loaded in ${fmt(loadMs / 1000, 1)} s`);

    // Each address once, cold: search, filters and every sort, first, middle and last pages.
    const timings = [];
    const filterSets = [
      '',
      'category=Home%20Decor&',
      'search=lantern&',
      'search=brass%20tray&',
      'minPrice=20&maxPrice=200&rating=4&inStock=true&',
      'category=Jewelry&minPrice=50&rating=3&',
    ];
    let pagesOfAll = 1;
    for (const filters of filterSets) {
      for (const sort of SORTS) {
        const url = q(`${filters}sortBy=${sort}&page=1&limit=20`);
        const first = await timed(server.base, url);
        timings.push({ url, ms: first.ms });
        const pages = first.body.pagination.pages;
        if (!filters) pagesOfAll = pages;
        for (const page of new Set([Math.ceil(pages / 2), pages].filter((p) => p > 1))) {
          const deep = q(`${filters}sortBy=${sort}&page=${page}&limit=20`);
          timings.push({ url: deep, ms: (await timed(server.base, deep)).ms });
        }
      }
    }
    const p95 = percentile(
      timings.map((t) => t.ms),
      95,
    );
    const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    row(
      '5. Catalogue at scale (100,000 products, PostgreSQL)',
      `list requests, each address once (${timings.length}: search, filters, every sort, deep pages)`,
      `p95 ${fmt(p95, 1)} ms, max ${fmt(slowest.ms, 1)} ms`,
      `p95 ≤ ${TARGETS.scaleP95} ms`,
      p95 <= TARGETS.scaleP95,
      `slowest: ${slowest.url}`,
    );

    console.log('  mixed list requests at 20 connections');
    const mix = catalogueMix(40_000, pagesOfAll);
    loadRow(
      '5. Catalogue at scale (100,000 products, PostgreSQL)',
      `a shoppers' mix of ${fmt(new Set(mix).size)} addresses`,
      load(server.base, mix, { connections: 20 }),
      {
        rpsTarget: TARGETS.scaleRps,
        p99Target: Number.POSITIVE_INFINITY,
        connections: 20,
      },
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
}

/** The host's load beside the figures: a busy machine (other work, other tenants) slows them all. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
let loadAtStart = 'not read';

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

/** The figures, printed; with --readme also written into README.md between the bench markers. */
function printReport() {
  const lines = [
    '',
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the start ${loadAtStart}, at the end ${loadAverage()}`,
    `Reference: Fastify hello-world ${hello ? `${fmt(hello.rps)} req/s, p99 ${fmt(hello.p99)} ms` : 'not measured'} (50 connections, ${duration} s${repeat > 1 ? `, median of ${repeat}` : ''})`,
  ];
  if (helloPage) {
    lines.push(
      '',
      `Reference page: the hello-world's smallest page (a heading, a line, one picture; no stylesheet, no script) in the same Lighthouse rounds: perf ${fmt(helloPage.performance, 2)}, LCP ${fmt(helloPage.lcpMs / 1000, 1)} s, TBT ${fmt(helloPage.tbtMs)} ms`,
    );
  }
  let missed = 0;
  for (const [section, entries] of sections) {
    lines.push(
      '',
      `### ${section}`,
      '',
      '| figure | measured | target | result | note |',
      '|---|---|---|---|---|',
    );
    for (const e of entries) {
      if (!e.pass) missed += 1;
      lines.push(`| ${e.label} | ${e.value} | ${e.target} | ${e.pass ? 'pass' : '**miss**'} | ${e.note} |`);
    }
  }
  lines.push('', `${[...sections.values()].flat().length - missed} passed, ${missed} missed`);
  console.log(lines.join('\n'));
  if (args.includes('--readme')) {
    const readme = path.join(ROOT, 'README.md');
    const text = readFileSync(readme, 'utf8');
    const start = text.indexOf(README_START);
    const end = text.indexOf(README_END);
    if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block`);
    writeFileSync(
      readme,
      `${text.slice(0, start + README_START.length)}\n${lines.join('\n').trim()}\n${text.slice(end)}`,
    );
    // The tables as the formatter lays them out, so that lint stays green after a --readme run.
    spawnSync('npx', ['biome', 'format', '--write', readme], { cwd: ROOT, stdio: 'inherit' });
  }
}

try {
  if (root === ROOT) {
    ensureInstalled();
    ensureBuilt();
  }
  loadAtStart = loadAverage();
  console.log(`Load average at the start: ${loadAtStart}`);
  console.log('› Fastify hello-world');
  const reference = await startHello(ROOT);
  try {
    hello = load(reference.base, ['/']);
  } finally {
    await reference.stop();
  }
  for (const db of databases) {
    console.log(`› ${db} database`);
    if (db === 'embedded') await benchInstance('embedded', undefined);
    else {
      const database = await freshPostgres(pgUrl, 'site');
      try {
        await benchInstance('PostgreSQL', database.url);
      } finally {
        await database.drop();
      }
    }
  }
  if (only.has('scale') && databases.includes('postgres')) {
    console.log('› catalogue at scale');
    await benchScale();
  }
} finally {
  printReport();
  rmSync(tmp, { recursive: true, force: true });
}
