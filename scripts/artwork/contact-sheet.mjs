#!/usr/bin/env node
// Dev helper: node scripts/artwork/contact-sheet.mjs <imagesDir> <out.png> [cols] [thumbWidth] [filter]
// Composites every full-size .webp (not the -480/-960 variants) under a folder into one PNG grid.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const log = (msg) => process.stdout.write(`${msg}\n`);
const [dir, out, colsArg = '6', thumbArg = '320', filter = ''] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: contact-sheet.mjs <imagesDir> <out.png> [cols] [thumbWidth] [filter]');
  process.exit(1);
}
const files = [];
(function walk(d) {
  for (const name of readdirSync(d).sort()) {
    const p = path.join(d, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.webp') && !/-(480|960)\.webp$/.test(name) && p.includes(filter)) files.push(p);
  }
})(dir);
const cols = Number(colsArg);
const tw = Number(thumbArg);
const th = Math.round(tw * 0.8);
const gap = 6;
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(
  files.map(async (file, i) => ({
    input: await sharp(file).resize(tw, th, { fit: 'contain', background: '#222' }).png().toBuffer(),
    left: gap + (i % cols) * (tw + gap),
    top: gap + Math.floor(i / cols) * (th + gap),
  })),
);
await sharp({
  create: {
    width: gap + cols * (tw + gap),
    height: gap + rows * (th + gap),
    channels: 3,
    background: '#222',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
log(`${files.length} images → ${out}`);
