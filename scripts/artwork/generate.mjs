#!/usr/bin/env node
// Ochre demo artwork generator.
//   node scripts/artwork/generate.mjs [manifest.json] [--force] [--out DIR] [--only subj,…] [--no-video] [--jobs N]
// Paints every manifest entry ({ file, subject, size, seed }) as an SVG and renders it to WebP
// (plus -480/-960 width variants) under <out>/images, and 6-second WebM clips for "videos/…"
// entries under <out>/videos. Existing files are kept unless --force.

import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PAINTERS, SIZES } from './subjects.mjs';
import { ffmpegAvailable, makeClip } from './video.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const DEFAULT_MANIFEST = path.join(ROOT, 'apps/api/seed/artwork.json');
const DEFAULT_OUT = path.join(ROOT, 'apps/api/seed');

/** Progress output (stdout). */
const log = (msg) => process.stdout.write(`${msg}\n`);

const VARIANT_WIDTHS = [480, 960];
const WEBP = { quality: 76, effort: 6, smartSubsample: true };
const MIN_QUALITY = 40;

/** Size budget in bytes: ~120 KB for a 1600×1067 picture, scaled by area, never below 24 KB. */
function budget(width, height) {
  return Math.max(24 * 1024, Math.round((120 * 1024 * width * height) / (1600 * 1067)));
}

function parseArgs(argv) {
  const opts = {
    manifest: DEFAULT_MANIFEST,
    out: DEFAULT_OUT,
    force: false,
    only: null,
    video: true,
    jobs: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') opts.force = true;
    else if (a === '--no-video') opts.video = false;
    else if (a === '--out') opts.out = path.resolve(argv[++i]);
    else if (a === '--only') opts.only = new Set(argv[++i].split(','));
    else if (a === '--jobs') opts.jobs = Math.max(1, Number(argv[++i]) || 1);
    else if (a === '-h' || a === '--help') {
      log(
        'usage: node scripts/artwork/generate.mjs [manifest.json] [--force] [--out DIR] [--only subject,…] [--no-video] [--jobs N]',
      );
      process.exit(0);
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else opts.manifest = path.resolve(a);
  }
  return opts;
}

function validate(entry, i) {
  const where = `artwork entry #${i} (${JSON.stringify(entry?.file ?? entry)})`;
  if (!entry || typeof entry !== 'object') throw new Error(`${where}: not an object`);
  const { file, subject, size, seed } = entry;
  if (typeof file !== 'string' || !/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i.test(file))
    throw new Error(`${where}: bad "file" (expected a relative path without extension)`);
  if (!PAINTERS[subject])
    throw new Error(`${where}: unknown subject "${subject}". Known: ${Object.keys(PAINTERS).join(', ')}`);
  if (!SIZES[size])
    throw new Error(`${where}: unknown size "${size}". Known: ${Object.keys(SIZES).join(', ')}`);
  if (!Number.isInteger(seed)) throw new Error(`${where}: "seed" must be an integer`);
  if (file.startsWith('videos/') && size !== 'portrait')
    console.warn(
      `warning: ${file} is a video entry but its size is ${size} (clips are made 4:5 from it anyway)`,
    );
}

/** The list of files one entry produces (largest first). */
function outputsFor(entry, imagesDir) {
  const { width, variants } = SIZES[entry.size];
  const base = path.join(imagesDir, entry.file);
  const files = [{ file: `${base}.webp`, width }];
  if (variants)
    for (const w of VARIANT_WIDTHS) if (w < width) files.push({ file: `${base}-${w}.webp`, width: w });
  return files;
}

export async function renderEntry(entry, outputs) {
  const { width, height } = SIZES[entry.size];
  const svg = PAINTERS[entry.subject]({ ...entry, width, height });
  const raster = await sharp(Buffer.from(svg.toString(width, height)), { density: 72 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: raster.info };
  for (const o of outputs) {
    await mkdir(path.dirname(o.file), { recursive: true });
    let img = sharp(raster.data, raw);
    if (o.width !== width) img = img.resize({ width: o.width, kernel: 'lanczos3' });
    const pixels = await img.raw().toBuffer({ resolveWithObject: true });
    const max = budget(pixels.info.width, pixels.info.height);
    // busy pictures (zellige, crowds) are re-encoded at a lower quality until they fit the budget
    let quality = o.width <= 480 ? 72 : WEBP.quality;
    let out = await sharp(pixels.data, { raw: pixels.info })
      .webp({ ...WEBP, quality })
      .toBuffer();
    while (out.length > max && quality > MIN_QUALITY) {
      quality -= 6;
      out = await sharp(pixels.data, { raw: pixels.info })
        .webp({ ...WEBP, quality })
        .toBuffer();
    }
    await writeFile(o.file, out);
  }
  return svg;
}

async function pool(items, n, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(workers);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(opts.manifest)) throw new Error(`manifest not found: ${opts.manifest}`);
  const entries = JSON.parse(await readFile(opts.manifest, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${opts.manifest}: expected a JSON array`);
  entries.forEach(validate);
  const seen = new Set();
  for (const e of entries) {
    if (seen.has(e.file)) throw new Error(`duplicate artwork file "${e.file}"`);
    seen.add(e.file);
  }
  const todo = opts.only ? entries.filter((e) => opts.only.has(e.subject)) : entries;
  const imagesDir = path.join(opts.out, 'images');
  const videosDir = path.join(opts.out, 'videos');
  const hasFfmpeg = opts.video && todo.some((e) => e.file.startsWith('videos/')) ? ffmpegAvailable() : false;
  if (opts.video && !hasFfmpeg && todo.some((e) => e.file.startsWith('videos/')))
    console.warn('warning: ffmpeg not found — skipping video clips (apt-get install -y ffmpeg)');

  const t0 = Date.now();
  let painted = 0;
  let skipped = 0;
  let clips = 0;
  await pool(todo, opts.jobs, async (entry) => {
    const t = Date.now();
    const outputs = outputsFor(entry, imagesDir);
    const needImages = opts.force || outputs.some((o) => !existsSync(o.file));
    const isVideo = entry.file.startsWith('videos/');
    const clipFile = isVideo ? path.join(videosDir, `${entry.file.slice('videos/'.length)}.webm`) : null;
    const needClip = isVideo && hasFfmpeg && (opts.force || !existsSync(clipFile));
    if (!needImages && !needClip) {
      skipped++;
      return;
    }
    try {
      if (needImages) {
        await renderEntry(entry, outputs);
        painted++;
      }
      if (needClip) {
        const { width, height } = SIZES[entry.size];
        const svg = PAINTERS[entry.subject]({ ...entry, width, height });
        await makeClip(svg, clipFile, entry.seed);
        clips++;
      }
    } catch (err) {
      err.message = `while painting ${entry.file} (${entry.subject}): ${err.message}`;
      throw err;
    }
    log(`${entry.file}  ${entry.subject}/${entry.size}  ${Date.now() - t} ms`);
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  log(`done: ${painted} painted, ${clips} clips, ${skipped} already present, ${secs} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((err) => {
    console.error(`artwork: ${err.message}`);
    process.exit(1);
  });
}
