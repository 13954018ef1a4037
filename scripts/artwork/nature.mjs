// Landscape building blocks: skies, suns, clouds, stars, mountains, dunes, trees, water.

import { atmos, darken, lighten, mix } from './palette.mjs';
import { circle, ellipse, f, fbm, group, path, poly, rect, ridge, ridgeArea } from './svg.mjs';

/**
 * Sky: gradient down to the horizon, sun (or moon) with halo, optional stars.
 * Returns the sun position so scenes can place shadows and glints.
 */
export function sky(s, t, rng, o = {}) {
  const { W, H } = s;
  const horizon = o.horizon ?? H * 0.6;
  s.add(rect(0, 0, W, H, s.lin(t.sky, { x1: 0, y1: 0, x2: 0, y2: horizon * 1.02, user: true })));
  const sunX = o.sunX ?? W * rng.range(0.2, 0.8);
  const sunY = o.sunY ?? horizon * (t.sunY ?? 0.7);
  const sunR = o.sunR ?? Math.min(W, H) * (t.night ? 0.035 : 0.055);
  if (t.night && o.stars !== false) stars(s, t, rng, horizon, o.starCount ?? 140);
  if (o.sun !== false) {
    const halo = Math.max(W, H) * (t.night ? 0.25 : 0.55);
    s.add(
      circle(
        sunX,
        sunY,
        halo,
        s.rad([
          [0, t.glow, t.night ? 0.35 : 0.75],
          [0.35, t.glow, t.night ? 0.1 : 0.28],
          [1, t.glow, 0],
        ]),
      ),
    );
    if (t.night) moon(s, sunX, sunY, sunR, t);
    else s.add(circle(sunX, sunY, sunR, t.sun));
  }
  return { horizon, sunX, sunY, sunR };
}

export function stars(s, _t, rng, bottom, n) {
  const { W } = s;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(0, W);
    const y = bottom * rng.next() ** 1.4;
    const r = rng.chance(0.08) ? rng.range(1.6, 2.6) : rng.range(0.6, 1.5);
    out += circle(
      x,
      y,
      r * (s.W / 1600 + 0.4),
      '#fff8e6',
      `opacity="${f(rng.range(0.35, 0.95) * (1 - y / bottom) + 0.1)}"`,
    );
  }
  s.add(group(out));
}

/** A soft band of the Milky Way across a night sky. */
export function milkyWay(s, rng, horizon) {
  const { W } = s;
  const a = rng.range(-25, 25);
  const g = s.lin(
    [
      [0, '#c7c9ff', 0],
      [0.5, '#e6ddff', 0.22],
      [1, '#c7c9ff', 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  s.add(
    `<g transform="rotate(${f(a)} ${f(W / 2)} ${f(horizon * 0.45)})">${rect(-W * 0.3, horizon * 0.3, W * 1.6, horizon * 0.22, g, `filter="${s.blur(W * 0.01)}"`)}</g>`,
  );
  let dots = '';
  for (let i = 0; i < 160; i++) {
    const x = rng.range(-W * 0.3, W * 1.3);
    const y = horizon * 0.41 + rng.gauss() * horizon * 0.035;
    dots += circle(x, y, rng.range(0.5, 1.3), '#ffffff', `opacity="${f(rng.range(0.3, 0.8))}"`);
  }
  s.add(`<g transform="rotate(${f(a)} ${f(W / 2)} ${f(horizon * 0.45)})">${dots}</g>`);
}

export function moon(s, x, y, r, t) {
  s.add(
    path(
      `M${f(x)} ${f(y - r)}A${f(r)} ${f(r)} 0 1 0 ${f(x)} ${f(y + r)}A${f(r * 0.62)} ${f(r)} 0 1 1 ${f(x)} ${f(y - r)}Z`,
      t.sun,
      `transform="rotate(-25 ${f(x)} ${f(y)})"`,
    ),
  );
}

/** Flat rounded clouds (flat-bottomed puffs) or long streaks, tinted by the light. */
export function clouds(s, t, rng, o = {}) {
  const { W } = s;
  const n = o.count ?? rng.int(2, 5);
  const yMax = o.yMax ?? s.H * 0.4;
  const base = o.color ?? mix('#ffffff', t.light, 0.5);
  let out = '';
  const slots = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  for (let i = 0; i < n; i++) {
    const cx = ((slots[i] + rng.range(0.2, 0.8)) / n) * W * 1.1 - W * 0.05;
    const cy = rng.range(0.12, 1) * yMax;
    const w = rng.range(0.1, 0.22) * W * (o.scale ?? 1);
    const col = mix(base, t.sky[Math.min(2, t.sky.length - 1)], rng.range(0.05, 0.35));
    const op = rng.range(0.6, 0.92) * (o.opacity ?? 1);
    if (o.streaks) {
      const ww = w * 1.4;
      out += path(
        `M${f(cx - ww)} ${f(cy)}Q${f(cx - ww * 0.2)} ${f(cy - ww * 0.05)} ${f(cx + ww)} ${f(cy - ww * 0.01)}Q${f(cx + ww * 0.1)} ${f(cy + ww * 0.03)} ${f(cx - ww)} ${f(cy)}Z`,
        col,
        `opacity="${f(op)}"`,
      );
    } else {
      const h = w * 0.26;
      const puffs = rng.int(4, 6);
      let d = '';
      let dd = '';
      const shadeCol = mix(col, t.shade, 0.15);
      for (let k = 0; k < puffs; k++) {
        const px = cx - w / 2 + (w * (k + 0.5)) / puffs;
        const prof = Math.sin((Math.PI * (k + 0.5)) / puffs);
        const pr = h * (0.45 + 0.6 * prof) * rng.range(0.85, 1.1);
        d += circle(px, cy - pr * 0.45, pr, col);
        dd += circle(px, cy - pr * 0.45, pr, shadeCol);
      }
      const clip = s.clip(rect(cx - w, cy - h * 3, w * 2, h * 3, '#000'));
      const clipLow = s.clip(rect(cx - w, cy - h * 0.28, w * 2, h * 0.28, '#000'));
      out += group(
        group(d, `clip-path="${clip}"`) + group(dd, `clip-path="${clipLow}"`),
        `opacity="${f(op)}"`,
      );
    }
  }
  s.add(group(out));
}

export function birds(s, rng, x, y, spread, n, color, size = 10) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.4, spread * 0.4);
    const w = size * rng.range(0.7, 1.3);
    out += path(
      `M${f(bx - w)} ${f(by - w * 0.3)}Q${f(bx - w * 0.45)} ${f(by - w * 0.55)} ${f(bx)} ${f(by)}Q${f(bx + w * 0.45)} ${f(by - w * 0.55)} ${f(bx + w)} ${f(by - w * 0.3)}`,
      'none',
      `stroke="${color}" stroke-width="${f(w * 0.16)}" stroke-linecap="round"`,
    );
  }
  s.add(out);
}

/**
 * Mountain ranges, far to near. Each layer fades into the haze; snow caps optional.
 * Returns the ridge point arrays (for placing things on them).
 */
export function mountains(s, t, rng, o) {
  const { W, H } = s;
  const layers = o.layers ?? 4;
  const ridges = [];
  for (let i = 0; i < layers; i++) {
    const k = layers === 1 ? 1 : i / (layers - 1); // 0 far → 1 near
    const depth = 1 - k;
    const base = o.top + (o.bottom - o.top) * k;
    const amp = (o.amp ?? H * 0.12) * (1 - 0.35 * k);
    const fn = fbm(rng.fork(`m${i}`), o.octaves ?? 5);
    const scale = (o.scale ?? W * 0.25) * (0.7 + 0.6 * k);
    const shape =
      o.ridged === false ? (x) => -fn(x) * 1.3 - 0.3 : (x) => -Math.abs(fn(x)) * 1.6 + fn(x * 0.37) * 0.5;
    const pts = ridge(shape, -20, W + 20, base, amp, scale, o.step ?? 8);
    const col = atmos(o.color ?? t.land, t, depth, o.hazeAmt ?? 0.8);
    const fill = s.lin([lighten(col, 0.03), darken(col, 0.04 + 0.06 * k)], {});
    s.add(path(ridgeArea(pts, H, false), fill));
    if (o.snow && i < Math.ceil(layers / 2))
      snowCaps(s, pts, base, amp, mix('#ffffff', t.light, 0.25), depth);
    if (o.shade !== false) ridgeShade(s, pts, amp, mix(col, t.shade, 0.45), o.sunLeft ?? true);
    ridges.push(pts);
  }
  return ridges;
}

/** Shaded faces on the slopes facing away from the sun (flat-illustration style). */
function ridgeShade(s, pts, amp, color, sunLeft) {
  let d = '';
  const dir = sunLeft ? 1 : -1;
  for (let i = 2; i < pts.length - 2; i++) {
    const [x, y] = pts[i];
    const isPeak = y <= pts[i - 1][1] && y <= pts[i + 1][1] && y <= pts[i - 2][1] && y <= pts[i + 2][1];
    if (!isPeak) continue;
    // walk downhill on the shadow side, tolerating small bumps
    let j = i;
    let lowest = i;
    while (j + dir > 0 && j + dir < pts.length - 1) {
      j += dir;
      if (pts[j][1] > pts[lowest][1]) lowest = j;
      if (pts[j][1] < pts[lowest][1] - amp * 0.08 || pts[j][1] < y) break;
    }
    const drop = pts[lowest][1] - y;
    if (drop < amp * 0.22 || Math.abs(lowest - i) < 3) continue;
    const seg = [];
    for (let k = i; k !== lowest + dir; k += dir) seg.push(pts[k]);
    const [ex, ey] = pts[lowest];
    const footX = x + (ex - x) * 0.2;
    d += `${poly(seg, false)}L${f(ex)} ${f(ey + drop * 1.5)}L${f(footX)} ${f(ey + drop * 1.5)}Q${f(x + (ex - x) * 0.05)} ${f(y + drop * 0.5)} ${f(x)} ${f(y)}Z`;
  }
  if (d) s.add(path(d, color, 'opacity="0.5"'));
}

function snowCaps(s, pts, base, amp, color, depth) {
  const line = base - amp * 0.55;
  let d = '';
  let run = [];
  const flush = () => {
    if (run.length > 2) {
      const jag = run.map(([x, y], k) => [x, Math.min(line + (k % 2 ? 6 : -4), y + amp * 0.25)]);
      d += `${poly(run, false)}L${jag
        .reverse()
        .map(([x, y]) => `${f(x)} ${f(y)}`)
        .join('L')}Z`;
    }
    run = [];
  };
  for (const p of pts) {
    if (p[1] < line) run.push(p);
    else flush();
  }
  flush();
  if (d) s.add(path(d, color, `opacity="${f(0.75 + 0.2 * (1 - depth))}"`));
}

/**
 * Sand dunes with sharp crests, a lit windward face and a shaded slip face.
 * o: { top, bottom, layers, color, sunX }. Returns crest info for the nearest layer.
 */
export function dunes(s, t, rng, o) {
  const { W, H } = s;
  const layers = o.layers ?? 5;
  const sunLeft = (o.sunX ?? W / 2) < W / 2;
  const sand = o.color ?? mix('#e39a52', t.land, 0.45);
  let last = null;
  for (let i = 0; i < layers; i++) {
    const k = layers === 1 ? 1 : i / (layers - 1);
    const depth = 1 - k;
    const base = o.top + (o.bottom - o.top) * k ** 1.2;
    const amp = (o.amp ?? H * 0.12) * (0.3 + 1.1 * k * k);
    const peaks = rng.int(o.minPeaks ?? 1, o.maxPeaks ?? (k > 0.5 ? 2 : 3));
    const crest = duneCrest(rng, W, base, amp, peaks);
    const lit = atmos(mix(sand, t.light, 0.35), t, depth, 0.5);
    const body = atmos(sand, t, depth, 0.5);
    const shade = atmos(mix(mix(sand, '#b4553a', 0.35), t.shade, 0.42), t, depth, 0.45);
    const area = `${crest.d}L${f(W + 40)} ${f(H + 10)}L-40 ${f(H + 10)}Z`;
    const gap = (o.bottom - o.top) / Math.max(1, layers - 1);
    const low = mix(body, t.shade, 0.22);
    s.add(
      path(
        area,
        s.lin(
          [
            [0, lit],
            [0.45, body],
            [1, low],
          ],
          { x1: 0, y1: base - amp, x2: 0, y2: base + gap * 1.3, user: true },
        ),
      ),
    );
    // slip faces: from each crest peak a sweeping ridge line falls away from the sun
    let d = '';
    const dir = sunLeft ? 1 : -1;
    for (const p of crest.peaks) {
      const v = dir > 0 ? p.right : p.left;
      const span = Math.abs(v[0] - p.x);
      const fall = v[1] - p.y + gap * rng.range(1.1, 1.6) + amp * 0.5;
      const end = [v[0] - dir * span * rng.range(0.15, 0.45), p.y + fall];
      const q = [v[0] - dir * span * 0.02, (v[1] + end[1]) / 2];
      const c1 = [end[0] + dir * span * 0.05, p.y + fall * 0.6];
      const c2 = [p.x + dir * span * rng.range(0.15, 0.3), p.y + fall * 0.12];
      d += `M${f(p.x)} ${f(p.y)}${dir > 0 ? p.rightSeg : p.leftSegRev}Q${f(q[0])} ${f(q[1])} ${f(end[0])} ${f(end[1])}C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p.x)} ${f(p.y)}Z`;
    }
    const clip = s.clip(path(area, '#000'));
    s.add(
      group(
        path(d, s.lin([shade, mix(shade, body, 0.25)], { x1: 0, y1: 0, x2: 0, y2: 1 })),
        `clip-path="${clip}"`,
      ),
    );
    if (k > 0.6 && o.ripples !== false) ripples(s, rng, crest, base, amp, mix(body, t.shade, 0.25), W, H, k);
    last = { ...crest, base, amp };
  }
  return last;
}

function duneCrest(rng, W, base, amp, peaks) {
  const xs = [];
  const span = W * 1.3;
  for (let i = 0; i < peaks; i++) xs.push(-W * 0.15 + (span * (i + rng.range(0.25, 0.75))) / peaks);
  const pk = xs.map((x) => ({ x, y: base - amp * rng.range(0.6, 1) }));
  const valleys = [];
  valleys.push([-W * 0.25, base + amp * rng.range(0, 0.3)]);
  for (let i = 0; i < pk.length - 1; i++) {
    const vx = pk[i].x + (pk[i + 1].x - pk[i].x) * rng.range(0.4, 0.65);
    valleys.push([vx, base + amp * rng.range(0, 0.3)]);
  }
  valleys.push([W * 1.25, base + amp * rng.range(0, 0.3)]);
  let d = `M${f(valleys[0][0])} ${f(valleys[0][1])}`;
  const out = [];
  for (let i = 0; i < pk.length; i++) {
    const L = valleys[i];
    const R = valleys[i + 1];
    const p = pk[i];
    const dl = p.x - L[0];
    const dr = R[0] - p.x;
    const up = `C${f(L[0] + dl * 0.55)} ${f(L[1])} ${f(p.x - dl * 0.25)} ${f(p.y + (L[1] - p.y) * 0.12)} ${f(p.x)} ${f(p.y)}`;
    const rightSeg = `C${f(p.x + dr * 0.2)} ${f(p.y + (R[1] - p.y) * 0.1)} ${f(R[0] - dr * 0.55)} ${f(R[1])} ${f(R[0])} ${f(R[1])}`;
    const leftSegRev = `C${f(p.x - dl * 0.25)} ${f(p.y + (L[1] - p.y) * 0.12)} ${f(L[0] + dl * 0.55)} ${f(L[1])} ${f(L[0])} ${f(L[1])}`;
    d += up + rightSeg;
    out.push({ x: p.x, y: p.y, left: L, right: R, rightSeg, leftSegRev });
  }
  return { d, peaks: out, valleys };
}

function ripples(s, rng, _crest, base, amp, color, W, H, k) {
  let d = '';
  const n = Math.round(6 + 8 * k);
  for (let i = 0; i < n; i++) {
    const y = base + amp * 0.2 + rng.range(0, 1) * (H - base) * 0.8;
    const x = rng.range(-0.1, 1) * W;
    const w = rng.range(0.08, 0.22) * W;
    const bend = rng.range(-1, 1) * H * 0.012;
    d += `M${f(x)} ${f(y)}Q${f(x + w / 2)} ${f(y + bend)} ${f(x + w)} ${f(y + rng.range(-4, 4))}`;
  }
  s.add(
    path(
      d,
      'none',
      `stroke="${color}" stroke-width="${f(H * 0.0025)}" stroke-linecap="round" opacity="0.35"`,
    ),
  );
}

/** A date palm. (x, y) is the foot of the trunk; h its height. */
export function palm(rng, x, y, h, color, o = {}) {
  const lean = (o.lean ?? rng.range(-0.18, 0.18)) * h;
  const top = [x + lean, y - h];
  const w0 = h * 0.045;
  const w1 = h * 0.028;
  const ctrl = [x + lean * 0.2, y - h * 0.5];
  // trunk: offset the quadratic curve left and right
  const trunk = `M${f(x - w0)} ${f(y)}Q${f(ctrl[0] - w0 * 0.8)} ${f(ctrl[1])} ${f(top[0] - w1)} ${f(top[1])}L${f(top[0] + w1)} ${f(top[1])}Q${f(ctrl[0] + w0 * 0.8)} ${f(ctrl[1])} ${f(x + w0)} ${f(y)}Z`;
  let out = path(trunk, o.trunk ?? color);
  if (o.rings) {
    let r = '';
    for (let i = 1; i < 14; i++) {
      const tt = i / 14;
      const px = (1 - tt) * (1 - tt) * x + 2 * (1 - tt) * tt * ctrl[0] + tt * tt * top[0];
      const py = (1 - tt) * (1 - tt) * y + 2 * (1 - tt) * tt * ctrl[1] + tt * tt * top[1];
      const w = w0 + (w1 - w0) * tt;
      r += `M${f(px - w)} ${f(py)}L${f(px + w)} ${f(py - w * 0.5)}`;
    }
    out += path(r, 'none', `stroke="${o.rings}" stroke-width="${f(h * 0.006)}" opacity="0.6"`);
  }
  const n = o.fronds ?? rng.int(9, 13);
  let fr = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + ((i / (n - 1)) * 2 - 1) * Math.PI * 0.62 + rng.range(-0.12, 0.12);
    const len = h * rng.range(0.3, 0.42) * (1 - 0.15 * Math.abs(Math.cos(a + Math.PI / 2)));
    fr += frond(top[0], top[1], a, len, h * 0.035, Math.abs(Math.cos(a)) * len * 0.55 + len * 0.1);
  }
  out += path(fr, o.leaf ?? color);
  if (o.dates) {
    out += ellipse(top[0] - h * 0.03, top[1] + h * 0.04, h * 0.025, h * 0.035, o.dates);
    out += ellipse(top[0] + h * 0.035, top[1] + h * 0.03, h * 0.02, h * 0.03, o.dates);
  }
  out += circle(top[0], top[1], h * 0.03, o.leaf ?? color);
  return out;
}

/** One feathery, drooping palm frond as a closed path. */
function frond(x, y, a, len, width, droop) {
  const N = 14;
  const upper = [];
  const lower = [];
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  for (let i = 0; i <= N; i++) {
    const s = i / N;
    const px = x + dx * len * s;
    const py = y + dy * len * s + droop * s * s;
    // tangent
    const tx = dx * len;
    const ty = dy * len + 2 * droop * s;
    const tl = Math.hypot(tx, ty);
    const nx = -ty / tl;
    const ny = tx / tl;
    const w = width * Math.sin(Math.PI * Math.min(1, s * 1.1)) ** 0.8 * (i % 2 ? 1 : 0.55);
    upper.push([px + nx * w, py + ny * w]);
    lower.push([px - nx * w * 1.1, py - ny * w * 1.1]);
  }
  return poly([...upper, ...lower.reverse()]);
}

/** Tall slim cypress / poplar. */
export function cypress(x, y, h, color) {
  const w = h * 0.13;
  return path(
    `M${f(x)} ${f(y - h)}C${f(x + w * 0.9)} ${f(y - h * 0.7)} ${f(x + w)} ${f(y - h * 0.2)} ${f(x + w * 0.35)} ${f(y)}L${f(x - w * 0.35)} ${f(y)}C${f(x - w)} ${f(y - h * 0.2)} ${f(x - w * 0.9)} ${f(y - h * 0.7)} ${f(x)} ${f(y - h)}Z`,
    color,
  );
}

/** Rounded bush / tree crown made of overlapping circles. */
export function bush(rng, x, y, r, color, o = {}) {
  let out = '';
  const n = o.puffs ?? rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / (n - 1 || 1)) * Math.PI;
    out += circle(
      x + Math.cos(a) * r * 0.6,
      y + Math.sin(a) * r * 0.45 - r * 0.1,
      r * rng.range(0.45, 0.65),
      color,
    );
  }
  out += circle(x, y - r * 0.45, r * 0.6, color);
  if (o.highlight) out += circle(x - r * 0.25, y - r * 0.65, r * 0.3, o.highlight, 'opacity="0.5"');
  return out;
}

/** Round-crowned tree on a trunk (argan, orange, olive). */
export function tree(rng, x, y, h, trunk, leaf, o = {}) {
  const tw = h * 0.06;
  let out = path(
    `M${f(x - tw)} ${f(y)}L${f(x - tw * 0.5)} ${f(y - h * 0.55)}L${f(x + tw * 0.5)} ${f(y - h * 0.55)}L${f(x + tw)} ${f(y)}Z`,
    trunk,
  );
  const r = h * (o.crown ?? 0.32);
  const cy = y - h + r;
  out += circle(x - r * 0.55, cy + r * 0.25, r * 0.7, leaf);
  out += circle(x + r * 0.55, cy + r * 0.25, r * 0.72, leaf);
  out += circle(x, cy - r * 0.05, r * 0.82, leaf);
  if (o.light) out += circle(x - r * 0.3, cy - r * 0.3, r * 0.45, o.light, 'opacity="0.35"');
  if (o.fruit) {
    for (let i = 0; i < 9; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.2, 0.9) * r;
      out += circle(x + Math.cos(a) * d, cy + Math.sin(a) * d * 0.8, r * 0.07, o.fruit);
    }
  }
  return out;
}

/** Horizontal glints on water. */
export function glints(s, rng, x, y, w, h, color, n = 20, op = 0.6) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const gy = y + rng.next() ** 0.8 * h;
    const spread = (gy - y) / h;
    const gx = x + rng.gauss() * w * (0.15 + spread * 0.5);
    const gw = w * rng.range(0.02, 0.08) * (0.4 + spread);
    d += `M${f(gx - gw)} ${f(gy)}L${f(gx + gw)} ${f(gy)}`;
  }
  s.add(
    path(
      d,
      'none',
      `stroke="${color}" stroke-width="${f(Math.max(1.5, h * 0.008))}" stroke-linecap="round" opacity="${op}"`,
    ),
  );
}

/** Subtle vignette + warm light wash over the whole picture. */
export function finish(s, t, o = {}) {
  const { W, H } = s;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0.55, '#000000', 0],
          [1, o.vignette ?? darken(t.shade, 0.1), o.strength ?? 0.28],
        ],
        { cx: 0.5, cy: 0.5, r: 0.75 },
      ),
    ),
  );
}

/** Filled area under the curve y = fn(x) from x0 to x1, closed down to `bottom`. */
export function areaUnder(fn, x0, x1, bottom, step = 12) {
  const pts = [];
  for (let x = x0; x <= x1 + step; x += step) pts.push([x, fn(x)]);
  return ridgeArea(pts, bottom, true);
}

/** Soft horizontal mist band. */
export function mist(s, y, h, color, opacity = 0.5) {
  const { W } = s;
  return rect(
    -10,
    y - h / 2,
    W + 20,
    h,
    s.lin([
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ]),
  );
}
