// Short Ken Burns clips (VP9 WebM, no audio) panned and zoomed over a large render of an artwork.
// Needs the ffmpeg binary only when clips are generated; the resulting files are committed.

import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeRng } from './prng.mjs';

export const CLIP = { width: 540, height: 674, fps: 25, seconds: 6, sourceScale: 2 };

let available;
export function ffmpegAvailable() {
  if (available === undefined) {
    const r = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
    available = r.status === 0;
  }
  return available;
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${err}`)),
    );
  });
}

/** The zoompan filter for one clip: a slow, eased zoom in or out with a gentle drift. */
export function kenBurnsFilter(seed) {
  const rng = makeRng(seed, 'ken-burns');
  const frames = CLIP.fps * CLIP.seconds;
  const zoomIn = rng.chance(0.6);
  const z0 = zoomIn ? 1.0 : rng.range(1.14, 1.2);
  const z1 = zoomIn ? rng.range(1.14, 1.2) : 1.0;
  const x0 = rng.range(0.2, 0.8);
  const x1 = Math.min(1, Math.max(0, x0 + rng.range(-0.5, 0.5)));
  const y0 = rng.range(0.2, 0.8);
  const y1 = Math.min(1, Math.max(0, y0 + rng.range(-0.4, 0.4)));
  const n = frames - 1;
  // smoothstep easing of the output frame index
  const e = `(3*pow(on/${n},2)-2*pow(on/${n},3))`;
  const z = `${z0.toFixed(4)}+(${(z1 - z0).toFixed(4)})*${e}`;
  const x = `(iw-iw/zoom)*(${x0.toFixed(4)}+(${(x1 - x0).toFixed(4)})*${e})`;
  const y = `(ih-ih/zoom)*(${y0.toFixed(4)}+(${(y1 - y0).toFixed(4)})*${e})`;
  return `zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${CLIP.width}x${CLIP.height}:fps=${CLIP.fps},format=yuv420p`;
}

/** Render `svg` (an Svg document) large, then encode a Ken Burns clip to outFile (.webm). */
export async function makeClip(svg, outFile, seed) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ochre-clip-'));
  try {
    const still = path.join(dir, 'still.png');
    const w = svg.W * CLIP.sourceScale;
    const h = svg.H * CLIP.sourceScale;
    await sharp(Buffer.from(svg.toString(w, h)), { limitInputPixels: false })
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toFile(still);
    await mkdir(path.dirname(outFile), { recursive: true });
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      still,
      '-vf',
      kenBurnsFilter(seed),
      '-frames:v',
      String(CLIP.fps * CLIP.seconds),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '420k',
      '-crf',
      '36',
      '-maxrate',
      '560k',
      '-bufsize',
      '1000k',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-g',
      '150',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-metadata',
      'title=',
      '-fflags',
      '+bitexact',
      outFile,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
