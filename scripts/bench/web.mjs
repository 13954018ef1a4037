/** Figures of the pages themselves: render CPU, HTML size, and Lighthouse in the system Chromium. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuMs, get } from './server.mjs';

/**
 * CPU the server spends on one render of `path`: `count` requests one after the other, each
 * with a query parameter of its own so that no cache can answer them, divided into the
 * server's CPU time over the same span (page, in-process API calls and HTTP handling together).
 * Renders go first unmeasured: the figure is a warm server's, not the compiler's first passes
 * over the renderer (with a single warm-up they added 4 to 9 ms to it, run to run).
 */
export async function renderCpuMs(server, path, count = 100, warm = 30) {
  const url = (i) => `${server.base}${path}${path.includes('?') ? '&' : '?'}render-bench=${Date.now()}-${i}`;
  for (let i = 0; i < warm; i++) await (await get(url(`warm-${i}`))).text();
  const before = await cpuMs(server.pid);
  for (let i = 0; i < count; i++) await (await get(url(i))).text();
  return ((await cpuMs(server.pid)) - before) / count;
}

/**
 * CPU of the page renderer alone (the built server entry's render(), in this process): the
 * API answers it asks for are fetched once from the running server and then replayed, so
 * the figure leaves out the API's own work, which `renderCpuMs` includes.
 */
export async function renderOnlyCpuMs(root, server, pagePath, count = 60) {
  // React picks its production build by NODE_ENV, as the server does.
  process.env.NODE_ENV = 'production';
  const entry = await import(pathToFileURL(path.join(root, 'apps/web/dist/server/entry-server.js')).href);
  const answers = new Map();
  entry.configureApi(async (input) => {
    const url = new URL(input);
    const key = url.pathname + url.search;
    if (!answers.has(key)) {
      const response = await get(`${server.base}${key}`);
      answers.set(key, { status: response.status, body: await response.arrayBuffer() });
    }
    const { status, body } = answers.get(key);
    return new Response(status === 204 ? null : body.slice(0), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const render = () =>
    entry.render({
      request: new Request(new URL(pagePath, server.base)),
      lang: 'en',
      nonce: 'bench',
      config: { publicUrl: server.base, googleClientId: null },
    });
  for (let i = 0; i < 10; i++) await render();
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await render();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

/** Size in bytes of the uncompressed HTML of a page, as an anonymous visitor gets it. */
export async function htmlBytes(server, path) {
  return Buffer.byteLength(await (await get(`${server.base}${path}`)).text());
}

/**
 * The home page's address in each language the site speaks, as its own alternates name them
 * (`/`, then `/fr/`, `/ar/`…): a longer language or a right-to-left one must fit the limit too.
 */
export async function homeInEveryLanguage(server) {
  const html = await (await get(`${server.base}/`)).text();
  const alternates = [
    ...html.matchAll(/<link rel="alternate" hreflang="(?!x-default)[^"]+" href="([^"]+)"/g),
  ];
  return alternates.map(([, href]) => new URL(href).pathname);
}

const SERIOUS = new Set(['serious', 'critical']);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse mobile (its default form factor and throttling) on each page (`label` → full
 * address), one after the other, `repeat` rounds; each figure is the median of the rounds.
 */
export async function lighthouseFigures(pages, repeat = 1) {
  const rounds = [];
  for (let i = 0; i < repeat; i++) rounds.push(await lighthouseRound(pages));
  return Object.fromEntries(
    Object.keys(pages).map((label) => [
      label,
      Object.fromEntries(
        Object.keys(rounds[0][label]).map((key) => [key, median(rounds.map((round) => round[label][key]))]),
      ),
    ]),
  );
}

async function lighthouseRound(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const figures = {};
  try {
    for (const [label, url] of Object.entries(pages)) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const audit = (id) => lhr.audits[id];
      const accessibilityAudits = lhr.categories.accessibility.auditRefs.map((ref) => lhr.audits[ref.id]);
      const scripts = audit('resource-summary').details.items.find((item) => item.resourceType === 'script');
      figures[label] = {
        performance: lhr.categories.performance.score,
        lcpMs: audit('largest-contentful-paint').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        tbtMs: audit('total-blocking-time').numericValue,
        accessibility: lhr.categories.accessibility.score,
        seriousAxe: accessibilityAudits.filter(
          (a) => a.score === 0 && SERIOUS.has(a.details?.debugData?.impact),
        ).length,
        scriptKiB: (scripts?.transferSize ?? 0) / 1024,
      };
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}
