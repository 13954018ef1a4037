// Landscape scenes: desert, mountains, oases, gorges, balloons, quads, camps.

import { balloon, camel, dust, person, quad, tent } from './figures.mjs';
import { merlons, pointedMerlons } from './motifs.mjs';
import {
  areaUnder,
  birds,
  bush,
  clouds,
  cypress,
  dunes,
  finish,
  glints,
  milkyWay,
  mountains,
  palm,
  sky,
  tree,
} from './nature.mjs';
import { atmos, C, darken, lighten, mix, theme } from './palette.mjs';
import { circle, ellipse, f, fbm, group, path, poly, rect } from './svg.mjs';

export const pickTheme = (rng, names) => theme(rng.pick(names));

/** Smooth gentle hill-line function for placing figures on. */
function hillFn(rng, W, base, amp) {
  const p1 = rng.range(0, 6);
  const p2 = rng.range(0, 6);
  const k1 = rng.range(0.8, 1.6);
  return (x) =>
    base - amp * (0.6 * Math.sin((x / W) * Math.PI * k1 + p1) + 0.4 * Math.sin((x / W) * Math.PI * 2.3 + p2));
}

export function dunesScene(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['dawn', 'golden', 'sunset', 'dusk', 'golden']);
  const horizon = H * rng.range(0.46, 0.58);
  const sunX = W * rng.range(0.2, 0.8);
  sky(s, t, rng, { horizon, sunX, sunY: horizon - H * rng.range(0.03, 0.12) });
  clouds(s, t, rng, { streaks: true, yMax: horizon * 0.8, count: rng.int(2, 4) });
  if (rng.chance(0.5))
    birds(
      s,
      rng,
      W * rng.range(0.2, 0.8),
      horizon * 0.35,
      W * 0.05,
      rng.int(2, 4),
      mix(t.shade, '#000000', 0.3),
      W * 0.008,
    );
  dunes(s, t, rng, { top: horizon + H * 0.01, bottom: H * 0.88, layers: rng.int(3, 5), sunX });
  finish(s, t);
}

export function camelCaravan(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['sunset', 'golden', 'dawn', 'dusk']);
  const horizon = H * rng.range(0.5, 0.6);
  const sunX = W * rng.range(0.25, 0.75);
  sky(s, t, rng, { horizon, sunX, sunY: horizon - H * rng.range(0.06, 0.18), sunR: Math.min(W, H) * 0.08 });
  clouds(s, t, rng, { streaks: true, yMax: horizon * 0.7, count: rng.int(1, 3) });
  dunes(s, t, rng, {
    top: horizon,
    bottom: horizon + H * 0.08,
    layers: 2,
    sunX,
    amp: H * 0.05,
    ripples: false,
  });
  // the caravan's dune
  const base = horizon + H * rng.range(0.12, 0.18);
  const crest = hillFn(rng, W, base, H * 0.05);
  const sand = mix('#e39a52', t.land, 0.45);
  const lit = mix(sand, t.light, 0.3);
  s.add(
    path(
      areaUnder(crest, -20, W + 20, H),
      s.lin(
        [
          [0, lit],
          [0.5, sand],
          [1, mix(sand, t.shade, 0.35)],
        ],
        {},
      ),
    ),
  );
  const sil = mix(t.shade, '#1a0f1e', 0.55);
  const n = rng.int(3, 6);
  const ch = H * rng.range(0.075, 0.1);
  const dir = rng.chance(0.5) ? 1 : -1;
  const spacing = ch * 1.45;
  let x = W * 0.5 - (dir * (n - 1) * spacing) / 2;
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = crest(x);
    const slope = (crest(x + 5) - crest(x - 5)) / 10;
    const ang = (Math.atan(slope) * 180) / Math.PI;
    const c = camel(0, 0, ch * rng.range(0.92, 1.05), sil, {
      flip: dir < 0,
      phase: rng.next(),
      rider: rng.chance(0.6) ? sil : false,
      saddle: rng.chance(0.5) ? mix(sil, C.terracotta, 0.35) : null,
    });
    out += `<g transform="translate(${f(x)} ${f(y + ch * 0.02)}) rotate(${f(ang)})">${c}</g>`;
    x += dir * spacing;
  }
  // guide walking in front
  const gx = x;
  out += person(gx, crest(gx) + ch * 0.02, ch * 0.62, sil, { hood: 'turban', stride: 0.8, flip: dir < 0 });
  s.add(out);
  // long shadows on the near slope
  const near = hillFn(rng, W, H * rng.range(0.86, 0.93), H * 0.04);
  s.add(path(areaUnder(near, -20, W + 20, H), s.lin([mix(sand, t.light, 0.1), mix(sand, t.shade, 0.3)], {})));
  finish(s, t);
}

export function atlasMountains(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['morning', 'golden', 'dawn', 'sunset', 'morning']);
  const horizon = H * rng.range(0.42, 0.5);
  const sunX = W * rng.range(0.15, 0.85);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.3, 0.7) });
  clouds(s, t, rng, { count: rng.int(2, 4), yMax: horizon * 0.7 });
  const rock = mix(C.clay, t.land, 0.4);
  mountains(s, t, rng, {
    top: horizon - H * 0.05,
    bottom: horizon + H * 0.14,
    layers: 4,
    amp: H * 0.2,
    color: rock,
    snow: true,
    sunLeft: sunX < W / 2,
    scale: W * 0.35,
    octaves: 4,
  });
  // rolling green valley in bands of fields
  const vb = horizon + H * 0.22;
  const green = mix(C.palm, t.land, 0.3);
  const fieldCols = [mix(green, C.olive, 0.5), green, mix(green, '#c9a25a', 0.45), darken(green, 0.05)];
  const bands = 5;
  let valley = null;
  for (let i = 0; i < bands; i++) {
    const k = i / (bands - 1);
    const fn = hillFn(rng, W, vb + H * 0.09 * i * (1 + k * 0.3), H * (0.015 + 0.01 * k));
    if (i === 0) valley = fn;
    const col = mix(fieldCols[i % fieldCols.length], t.light, 0.12 - k * 0.1);
    s.add(path(areaUnder(fn, -20, W + 20, H), s.lin([lighten(col, 0.04), darken(col, 0.06)], {})));
    // furrows on the field band
    let fur = '';
    for (let j = 1; j < 4; j++) {
      const pts = [];
      for (let x = -10; x <= W + 20; x += 24) pts.push([x, fn(x) + H * 0.02 * j * (1 + k)]);
      fur += poly(pts, false);
    }
    s.add(
      path(
        fur,
        'none',
        `stroke="${darken(col, 0.08)}" stroke-width="${f(H * 0.002 * (1 + k))}" opacity="0.5"`,
      ),
    );
    let trees = '';
    for (let j = 0; j < rng.int(1, 4); j++) {
      const x = rng.range(0, W);
      const h = H * (0.05 + 0.07 * k);
      trees += rng.chance(0.45)
        ? cypress(x, fn(x) + H * 0.01, h * 1.5, darken(green, 0.18))
        : tree(rng, x, fn(x) + H * 0.01, h, darken(rock, 0.25), darken(green, rng.range(0.08, 0.16)), {
            light: lighten(green, 0.1),
          });
    }
    s.add(trees);
  }
  // little earthen village on a ledge
  if (rng.chance(0.7)) {
    const vx = W * rng.range(0.15, 0.85);
    const vy = valley(vx) + H * 0.015;
    s.add(houses(rng, vx, vy, W * 0.14, H * 0.05, mix(C.clay, t.land, 0.3), t));
  }
  finish(s, t, { strength: 0.2 });
}

/** Cluster of cubic flat-roofed earthen houses centred at (cx, groundY). */
export function houses(rng, cx, groundY, spread, size, color, t, o = {}) {
  const items = [];
  const n = o.count ?? rng.int(6, 12);
  for (let i = 0; i < n; i++) {
    const w = size * rng.range(0.7, 1.4);
    const h = size * rng.range(0.6, 1.2);
    const x = cx + rng.range(-spread, spread) * 0.5;
    const y = groundY - rng.range(0, 1) * (o.rise ?? size * 1.2) * (1 - Math.abs(x - cx) / spread);
    items.push({ x, y, w, h });
  }
  items.sort((a, b) => a.y - b.y);
  const lit = mix(color, t.light, 0.2);
  const dark = mix(color, t.shade, 0.35);
  const win = t.night ? '#ffcf70' : darken(color, 0.35);
  let out = '';
  for (const it of items) {
    out += rect(it.x - it.w / 2, it.y - it.h, it.w, it.h + size * 0.4, lit);
    out += rect(it.x + it.w * 0.2, it.y - it.h, it.w * 0.3, it.h + size * 0.4, dark, 'opacity="0.6"');
    out += rect(
      it.x - it.w / 2 - size * 0.03,
      it.y - it.h - size * 0.05,
      it.w + size * 0.06,
      size * 0.06,
      lighten(lit, 0.04),
    );
    if (rng.chance(0.8)) {
      const ww = size * 0.12;
      out += rect(it.x - it.w * 0.25, it.y - it.h * 0.65, ww, ww * 1.4, win);
      if (rng.chance(0.5)) out += rect(it.x + it.w * 0.05, it.y - it.h * 0.65, ww, ww * 1.4, win);
    }
  }
  return out;
}

export function berberVillage(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['morning', 'golden', 'dawn', 'sunset']);
  const horizon = H * rng.range(0.38, 0.46);
  const sunX = W * rng.range(0.15, 0.85);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.35, 0.75) });
  clouds(s, t, rng, { count: rng.int(1, 3), yMax: horizon * 0.6 });
  const rock = mix('#a8664a', t.land, 0.35);
  mountains(s, t, rng, {
    top: horizon - H * 0.04,
    bottom: horizon + H * 0.08,
    layers: 3,
    amp: H * 0.2,
    color: rock,
    snow: rng.chance(0.7),
    sunLeft: sunX < W / 2,
  });
  // the village hillside
  const hx = W * rng.range(0.35, 0.65);
  const hillTop = horizon + H * 0.05;
  const hill = (x) => hillTop + (Math.abs(x - hx) / (W * 0.6)) ** 1.6 * H * 0.35;
  const earth = mix('#b86e4b', t.land, 0.3);
  s.add(path(areaUnder(hill, -20, W + 20, H), s.lin([mix(earth, t.light, 0.15), darken(earth, 0.06)], {})));
  // houses stepped up the hillside in rows
  const clay = mix('#c47a55', t.land, 0.25);
  let out = '';
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    const y = hillTop + H * 0.04 + r * H * 0.055;
    const halfW = W * (0.1 + r * 0.055);
    const size = H * (0.05 + r * 0.006);
    const cnt = Math.round(3 + r * 1.5);
    for (let i = 0; i < cnt; i++) {
      const x = hx - halfW + (2 * halfW * (i + rng.range(0.2, 0.8))) / cnt;
      const w = size * rng.range(0.9, 1.6);
      const h = size * rng.range(0.8, 1.5);
      const c = mix(clay, rng.pick([C.ochre, C.terracotta, '#d8a47c', clay]), 0.25);
      const lit = mix(c, t.light, 0.18);
      out += rect(x - w / 2, y - h, w, h + size, lit);
      const sideLeft = sunX > x;
      out += rect(
        sideLeft ? x - w / 2 : x + w / 4,
        y - h,
        w / 4,
        h + size,
        mix(c, t.shade, 0.4),
        'opacity="0.75"',
      );
      out += rect(x - w / 2 - 2, y - h - size * 0.06, w + 4, size * 0.08, lighten(lit, 0.05));
      const win = t.name === 'sunset' && rng.chance(0.4) ? '#ffcf70' : darken(c, 0.35);
      if (rng.chance(0.85)) out += rect(x - w * 0.2, y - h * 0.6, size * 0.13, size * 0.2, win);
      if (rng.chance(0.5)) out += rect(x + w * 0.1, y - h * 0.6, size * 0.13, size * 0.2, win);
      if (rng.chance(0.15)) out += rect(x - size * 0.07, y - h - size * 0.45, size * 0.14, size * 0.4, lit);
    }
  }
  s.add(out);
  // terraced fields and trees below
  const fieldTop = hillTop + H * 0.06 + rows * H * 0.055;
  const green = mix(C.palm, t.land, 0.2);
  let fields = '';
  for (let i = 0; i < 5; i++) {
    const y = fieldTop + i * H * 0.045;
    const c = i % 2 ? green : mix(green, C.olive, 0.5);
    fields += path(
      `M-10 ${f(y)}Q${f(W / 2)} ${f(y - H * 0.03)} ${f(W + 10)} ${f(y)}L${f(W + 10)} ${f(H + 10)}L-10 ${f(H + 10)}Z`,
      mix(c, t.light, 0.1 - i * 0.02),
    );
  }
  s.add(fields);
  let trees = '';
  for (let i = 0; i < rng.int(5, 9); i++) {
    const x = rng.range(0, W);
    const y = fieldTop + rng.range(0.01, 0.2) * H;
    const h = H * rng.range(0.1, 0.18);
    trees += rng.chance(0.5)
      ? cypress(x, y, h, darken(green, 0.2))
      : tree(rng, x, y, h * 0.7, '#5a3a2a', darken(green, 0.12), { light: lighten(green, 0.12) });
  }
  s.add(trees);
  finish(s, t, { strength: 0.2 });
}

export function kasbah(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['golden', 'sunset', 'morning', 'dawn']);
  const horizon = H * rng.range(0.45, 0.52);
  const sunX = W * rng.range(0.15, 0.85);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.45, 0.8) });
  clouds(s, t, rng, { streaks: true, count: rng.int(1, 3), yMax: horizon * 0.5 });
  const rock = mix('#a8664a', t.land, 0.4);
  mountains(s, t, rng, {
    top: horizon - H * 0.02,
    bottom: horizon + H * 0.04,
    layers: 2,
    amp: H * 0.12,
    color: rock,
    sunLeft: sunX < W / 2,
  });
  // the ksar hill
  const hx = W * rng.range(0.4, 0.6);
  const hillTop = horizon - H * 0.02;
  const hill = (x) => hillTop + (Math.abs(x - hx) / (W * 0.45)) ** 1.3 * H * 0.3;
  const earth = mix(mix('#8a6a4a', t.land, 0.3), t.shade, 0.2);
  s.add(path(areaUnder(hill, -20, W + 20, H), s.lin([mix(earth, t.light, 0.1), darken(earth, 0.05)], {})));
  const clay = mix('#d8925e', t.land, 0.2);
  const lit = mix(clay, t.light, 0.3);
  const shade = mix(clay, t.shade, 0.4);
  const sunLeft = sunX < W / 2;
  // granary on top
  let out = '';
  const g = H * 0.08;
  out += rect(hx - g * 0.9, hillTop - g, g * 1.8, g * 1.2, lit);
  out += merlons(hx - g * 0.9, hx + g * 0.9, hillTop - g, g * 0.16, lit);
  // buildings and towers in rows descending the hill
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const y = hillTop + H * 0.05 + r * H * 0.06;
    const halfW = W * (0.08 + r * 0.06);
    const cnt = 3 + r * 2;
    for (let i = 0; i < cnt; i++) {
      const x = hx - halfW + (2 * halfW * (i + rng.range(0.25, 0.75))) / cnt;
      const isTower = rng.chance(0.35);
      const w = H * rng.range(0.05, 0.08) * (isTower ? 0.8 : 1.4);
      const h = isTower ? H * rng.range(0.12, 0.17) : H * rng.range(0.05, 0.09);
      out += kasbahBlock(x, y, w, h, lit, shade, sunLeft, isTower, rng);
    }
  }
  // a big foreground tower pair with wall
  s.add(out);
  // river and palms at the foot
  const ry = H * rng.range(0.84, 0.88);
  const water = mix(t.sky[1], t.water, 0.5);
  s.add(
    path(
      `M-10 ${f(ry)}Q${f(W / 2)} ${f(ry - H * 0.02)} ${f(W + 10)} ${f(ry + H * 0.01)}L${f(W + 10)} ${f(ry + H * 0.07)}Q${f(W / 2)} ${f(ry + H * 0.05)} -10 ${f(ry + H * 0.08)}Z`,
      s.lin([lighten(water, 0.1), water], {}),
    ),
  );
  glints(s, rng, W / 2, ry, W * 0.6, H * 0.05, t.light, 14, 0.5);
  s.add(rect(-10, ry + H * 0.06, W + 20, H * 0.2, mix(earth, t.shade, 0.15)));
  const green = mix(C.palm, t.shade, 0.15);
  let palms = '';
  for (let i = 0; i < rng.int(4, 8); i++) {
    const x = rng.range(-0.05, 1.05) * W;
    palms += palm(rng, x, ry + H * rng.range(0.07, 0.12), H * rng.range(0.16, 0.3), darken(green, 0.1), {
      trunk: darken(earth, 0.3),
    });
  }
  s.add(palms);
  finish(s, t, { strength: 0.22 });
}

function kasbahBlock(x, y, w, h, lit, shade, sunLeft, tower, rng) {
  let out = '';
  const taper = tower ? w * 0.08 : 0;
  out += path(
    poly([
      [x - w / 2, y + h * 0.4],
      [x - w / 2 + taper, y - h],
      [x + w / 2 - taper, y - h],
      [x + w / 2, y + h * 0.4],
    ]),
    lit,
  );
  const sx = sunLeft ? x + w * 0.18 : x - w / 2;
  out += path(
    poly([
      [sx, y + h * 0.4],
      [sx + (sunLeft ? 0 : taper), y - h],
      [sx + w * 0.32 - (sunLeft ? taper : 0), y - h],
      [sx + w * 0.32, y + h * 0.4],
    ]),
    shade,
    'opacity="0.7"',
  );
  if (tower) {
    out += pointedMerlons(x - w / 2 + taper, x + w / 2 - taper, y - h, w * 0.18, lit);
    // decorative brick relief band near the top
    const by = y - h * 0.78;
    let d = '';
    for (let k = 0; k < 4; k++) {
      const bx = x - w * 0.3 + k * w * 0.2;
      d += poly([
        [bx, by],
        [bx + w * 0.06, by - w * 0.1],
        [bx + w * 0.12, by],
      ]);
    }
    out += path(d, darken(lit, 0.2), 'opacity="0.7"');
    out += rect(x - w * 0.06, y - h * 0.55, w * 0.12, w * 0.2, darken(shade, 0.2));
  } else {
    out += merlons(x - w / 2, x + w / 2, y - h, w * 0.1, lit);
    if (rng.chance(0.7)) out += rect(x - w * 0.2, y - h * 0.6, w * 0.1, w * 0.14, darken(shade, 0.2));
    if (rng.chance(0.5)) out += rect(x + w * 0.05, y - h * 0.6, w * 0.1, w * 0.14, darken(shade, 0.2));
  }
  return out;
}

export function gorge(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['morning', 'golden', 'morning', 'dawn']);
  const gapX = W * rng.range(0.42, 0.58);
  sky(s, t, rng, { horizon: H * 0.55, sun: false });
  const rock = mix('#b5613c', t.land, 0.2);
  const sunLeft = rng.chance(0.5);
  const floorY = H * 0.74;
  // the far end of the gorge
  const endCol = atmos(rock, t, 0.6, 0.6);
  s.add(
    path(
      `M${f(gapX - W * 0.1)} ${f(floorY + H * 0.1)}L${f(gapX - W * 0.06)} ${f(H * 0.45)}L${f(gapX + W * 0.02)} ${f(H * 0.4)}L${f(gapX + W * 0.1)} ${f(floorY + H * 0.1)}Z`,
      endCol,
    ),
  );
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const k = i / (layers - 1);
    const depth = 1 - k;
    for (const side of [-1, 1]) {
      const fn = fbm(rng.fork(`g${i}${side}`), 4);
      const half = W * (0.035 + 0.2 * k * k + 0.03 * k) * (side > 0 ? 1.1 : 0.95);
      const botY = floorY + H * 0.1;
      const pts = [];
      for (let y = -H * 0.05; y <= botY + 1; y += H / 48) {
        const lean = 0.75 + 0.25 * (y / H);
        const step = Math.round(fn(y / (H * 0.35)) * 3) / 3;
        const x = gapX + side * (half * lean + (fn(y / (H * 0.09)) * 0.5 + step) * W * 0.035 * (0.6 + k));
        pts.push([x, y]);
      }
      const farX = side < 0 ? -20 : W + 20;
      const d = `${poly(pts, false)}L${f(farX)} ${f(botY)}L${f(farX)} ${f(-H * 0.05)}Z`;
      const lit = side < 0 !== sunLeft;
      const base = atmos(rock, t, depth, 0.45);
      const face = lit ? mix(base, t.light, 0.22) : mix(base, t.shade, 0.38);
      s.add(
        path(
          d,
          s.lin([darken(face, 0.06), lighten(face, 0.03), darken(face, 0.1)], { x1: 0, y1: 0, x2: 0, y2: 1 }),
        ),
      );
      // horizontal strata clipped to the wall
      const clip = s.clip(path(d, '#000'));
      let st = '';
      for (let y = H * rng.range(0.02, 0.08); y < botY; y += H * rng.range(0.05, 0.11)) {
        st += `M${f(side < 0 ? -20 : gapX)} ${f(y)}L${f(side < 0 ? gapX : W + 20)} ${f(y + side * H * 0.01)}`;
      }
      s.add(
        group(
          path(st, 'none', `stroke="${darken(face, 0.12)}" stroke-width="${f(H * 0.006)}" opacity="0.35"`),
          `clip-path="${clip}"`,
        ),
      );
      // rim light along the inner edge on the lit wall
      if (lit)
        s.add(
          path(
            poly(pts, false),
            'none',
            `stroke="${lighten(face, 0.12)}" stroke-width="${f(W * 0.004)}" opacity="0.8"`,
          ),
        );
    }
  }
  // river floor
  const ground = mix('#c9a27a', t.land, 0.3);
  s.add(
    path(
      `M-10 ${f(floorY + H * 0.08)}Q${f(gapX)} ${f(floorY - H * 0.01)} ${f(W + 10)} ${f(floorY + H * 0.08)}L${f(W + 10)} ${f(H + 10)}L-10 ${f(H + 10)}Z`,
      s.lin([ground, darken(ground, 0.1)], {}),
    ),
  );
  const water = mix(t.sky[1], '#5fb0b4', 0.5);
  s.add(
    path(
      `M${f(gapX - W * 0.015)} ${f(floorY + H * 0.02)}C${f(gapX - W * 0.12)} ${f(H * 0.84)} ${f(gapX + W * 0.2)} ${f(H * 0.9)} ${f(gapX - W * 0.06)} ${f(H + 10)}L${f(gapX + W * 0.3)} ${f(H + 10)}C${f(gapX + W * 0.4)} ${f(H * 0.9)} ${f(gapX + W * 0.03)} ${f(H * 0.84)} ${f(gapX + W * 0.025)} ${f(floorY + H * 0.02)}Z`,
      s.lin([lighten(water, 0.15), water], {}),
    ),
  );
  glints(s, rng, gapX + W * 0.06, floorY + H * 0.06, W * 0.3, H * 0.18, '#ffffff', 16, 0.45);
  let st = '';
  for (let i = 0; i < 22; i++) {
    const x = rng.range(0, W);
    const y = rng.range(floorY + H * 0.06, H);
    const r = H * 0.008 * (1 + ((y - floorY) / (H - floorY)) * 2.5) * rng.range(0.7, 1.3);
    const c = mix(ground, t.shade, rng.range(0.15, 0.35));
    st +=
      ellipse(x, y, r * 1.6, r, c) + ellipse(x - r * 0.3, y - r * 0.35, r * 0.9, r * 0.45, lighten(c, 0.08));
  }
  s.add(st);
  const py = floorY + H * 0.09;
  const dk = mix(t.shade, '#222', 0.4);
  s.add(
    person(gapX - W * 0.09, py, H * 0.05, dk, {
      hood: 'none',
      stride: 0.6,
      robe: C.terracotta,
      skin: '#8a5a40',
    }),
  );
  if (rng.chance(0.7))
    s.add(
      person(gapX - W * 0.125, py + H * 0.012, H * 0.048, dk, {
        hood: 'scarf',
        stride: -0.5,
        robe: C.majorelle,
        scarf: C.saffron,
        skin: '#a06a4a',
      }),
    );
  if (rng.chance(0.7))
    s.add(
      palm(rng, rng.chance(0.5) ? W * 0.1 : W * 0.9, H * 1.02, H * 0.38, mix(C.palm, t.shade, 0.25), {
        trunk: darken(rock, 0.35),
      }),
    );
  finish(s, t, { strength: 0.25 });
}

export function palmGrove(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['sunset', 'golden', 'dusk', 'golden', 'morning']);
  const silhouette = t.name === 'sunset' || t.name === 'dusk';
  const horizon = H * rng.range(0.6, 0.68);
  const sunX = W * rng.range(0.25, 0.75);
  sky(s, t, rng, { horizon, sunX, sunY: horizon - H * rng.range(0.08, 0.2), sunR: Math.min(W, H) * 0.06 });
  clouds(s, t, rng, { streaks: true, count: rng.int(2, 4), yMax: horizon * 0.6 });
  mountains(s, t, rng, {
    top: horizon - H * 0.07,
    bottom: horizon - H * 0.02,
    layers: 2,
    amp: H * 0.1,
    color: mix(C.dusk, t.land, 0.4),
    snow: !silhouette && rng.chance(0.6),
    shade: false,
    ridged: false,
    scale: W * 0.3,
  });
  const ground = mix('#c08f5c', t.land, 0.4);
  s.add(rect(-10, horizon - 2, W + 20, H, s.lin([atmos(ground, t, 0.5), darken(ground, 0.1)], {})));
  const leafBase = silhouette ? mix(t.shade, '#15121e', 0.4) : mix(C.palm, t.land, 0.15);
  const trunkBase = silhouette ? leafBase : mix('#7a5236', t.land, 0.2);
  // far to near palm belts with green undergrowth
  const belts = 4;
  for (let i = 0; i < belts; i++) {
    const k = i / (belts - 1);
    const depth = 1 - k;
    const y0 = horizon + H * (0.01 + 0.09 * k * k + 0.03 * k);
    const leaf = atmos(leafBase, t, depth, silhouette ? 0.5 : 0.65);
    const trunk = atmos(trunkBase, t, depth, silhouette ? 0.5 : 0.65);
    const n = Math.round((W / 100) * (1.6 - k * 0.9));
    let out = '';
    for (let j = 0; j < n; j++) {
      const x = rng.range(-0.05, 1.05) * W;
      const h = H * rng.range(0.12, 0.2) * (0.5 + k * 1.1);
      out += palm(rng, x, y0 + rng.range(0, 0.02) * H, h, leaf, {
        trunk,
        rings: silhouette ? null : darken(trunk, 0.15),
        fronds: rng.int(10, 13),
      });
    }
    s.add(out);
    let under = '';
    for (let j = 0; j < n * 1.5; j++) {
      under += bush(
        rng,
        rng.range(-0.05, 1.05) * W,
        y0 + H * 0.015,
        H * (0.012 + 0.02 * k),
        atmos(silhouette ? leafBase : mix(C.olive, C.palm, 0.5), t, depth, 0.6),
      );
    }
    s.add(under);
  }
  // dusty track in front with a walker or camel
  const ty = H * 0.9;
  const track = mix(ground, t.light, silhouette ? 0.05 : 0.2);
  s.add(
    path(
      `M-10 ${f(ty)}Q${f(W * 0.5)} ${f(ty - H * 0.04)} ${f(W + 10)} ${f(ty + H * 0.01)}L${f(W + 10)} ${f(H + 10)}L-10 ${f(H + 10)}Z`,
      s.lin([track, darken(track, 0.12)], {}),
    ),
  );
  const fig = silhouette ? mix(t.shade, '#120c18', 0.6) : '#3d2b2b';
  const fx = W * rng.range(0.25, 0.75);
  if (rng.chance(0.5))
    s.add(
      camel(fx, ty + H * 0.02, H * 0.11, fig, {
        flip: rng.chance(0.5),
        phase: rng.next(),
        saddle: silhouette ? null : C.terracotta,
      }),
    );
  else
    s.add(
      person(fx, ty + H * 0.02, H * 0.09, fig, {
        hood: 'pointed',
        stride: 0.7,
        robe: silhouette ? fig : rng.pick([C.cream, C.majorelle, C.terracotta]),
        flip: rng.chance(0.5),
      }),
    );
  // framing palms
  for (const side of [-1, 1]) {
    if (!rng.chance(0.75)) continue;
    const x = side < 0 ? W * rng.range(-0.04, 0.08) : W * rng.range(0.92, 1.04);
    s.add(
      palm(rng, x, H * 1.02, H * rng.range(0.6, 0.8), leafBase, {
        trunk: trunkBase,
        lean: -side * rng.range(0.05, 0.15),
        rings: silhouette ? null : darken(trunkBase, 0.2),
        dates: silhouette ? null : C.saffron,
      }),
    );
  }
  finish(s, t, { strength: 0.25 });
}

export function hotAirBalloon(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['dawn', 'dawn', 'golden', 'morning']);
  const horizon = H * rng.range(0.66, 0.74);
  const sunX = W * rng.range(0.15, 0.85);
  sky(s, t, rng, { horizon, sunX, sunY: horizon - H * rng.range(0.03, 0.1), sunR: Math.min(W, H) * 0.05 });
  clouds(s, t, rng, { streaks: true, count: rng.int(2, 5), yMax: horizon * 0.85, opacity: 0.7 });
  mountains(s, t, rng, {
    top: horizon - H * 0.06,
    bottom: horizon - H * 0.01,
    layers: 2,
    amp: H * 0.12,
    color: mix(t.shade, C.dusk, 0.3),
    snow: rng.chance(0.6),
    shade: false,
    hazeAmt: 0.6,
  });
  const sand = mix('#d99a62', t.land, 0.5);
  s.add(rect(-10, horizon - 4, W + 20, H, atmos(sand, t, 0.55)));
  const leafBase = mix(C.palm, t.shade, 0.35);
  // dense far palm belt on the horizon
  let far0 = '';
  for (let j = 0; j < Math.round(W / 30); j++)
    far0 += palm(
      rng,
      rng.range(-0.02, 1.02) * W,
      horizon + H * rng.range(0.005, 0.02),
      H * rng.range(0.025, 0.04),
      atmos(leafBase, t, 0.7),
      { fronds: 8 },
    );
  s.add(far0);
  // rolling terrain, far to near, with palm clusters and a hamlet
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const k = (i + 1) / layers;
    const base = horizon + H * (0.04 + 0.1 * i + 0.03 * i * i);
    const fn = hillFn(rng, W, base, H * 0.015 * (1 + i));
    const col = atmos(mix(sand, i % 2 ? C.ochre : t.land, 0.25), t, 0.5 - k * 0.45);
    s.add(path(areaUnder(fn, -20, W + 20, H), s.lin([mix(col, t.light, 0.15), darken(col, 0.05)], {})));
    let pl = '';
    const clusters = rng.int(2, 4);
    for (let c = 0; c < clusters; c++) {
      const cx = rng.range(-0.05, 1.05) * W;
      const nn = rng.int(3, 7);
      for (let j = 0; j < nn; j++) {
        const x = cx + rng.gauss() * W * 0.04;
        pl += palm(
          rng,
          x,
          fn(x) + H * rng.range(0.005, 0.02),
          H * (0.04 + 0.05 * k) * rng.range(0.8, 1.2),
          atmos(leafBase, t, 0.5 - k * 0.5),
          { fronds: 10, trunk: atmos(mix('#7a5236', t.shade, 0.3), t, 0.5 - k * 0.5) },
        );
      }
    }
    s.add(pl);
    if (i === 1 && rng.chance(0.7)) {
      const vx = rng.range(0.15, 0.85) * W;
      s.add(
        houses(rng, vx, fn(vx) + H * 0.01, W * 0.12, H * 0.03, mix(C.clay, t.land, 0.3), t, {
          count: rng.int(4, 8),
          rise: H * 0.02,
        }),
      );
    }
  }
  // balloons: far ones small and hazy, one hero balloon
  const schemes = [
    [C.saffron, C.terracotta, C.cream, C.terracotta],
    [C.majorelle, C.cream, C.saffron, C.cream],
    [C.terracotta, C.saffron],
    [C.teal, C.cream, C.saffron, C.cream],
    [C.dusk, C.rose, C.cream, C.rose],
  ];
  const far = rng.int(3, 6);
  let out = '';
  for (let i = 0; i < far; i++) {
    const r = Math.min(W, H) * rng.range(0.015, 0.035);
    const cx = rng.range(0.05, 0.95) * W;
    const cy = rng.range(0.15, 0.6) * horizon;
    out += balloon(
      s,
      cx,
      cy,
      r,
      rng.pick(schemes).map((c) => atmos(c, t, 0.5)),
      { gores: 6 },
    );
  }
  s.add(out);
  const R = Math.min(W, H) * rng.range(0.13, 0.17);
  const hx = W * rng.pick([rng.range(0.25, 0.4), rng.range(0.6, 0.75)]);
  s.add(
    balloon(s, hx, horizon * rng.range(0.35, 0.5), R, rng.pick(schemes), {
      gores: 10,
      band: '#6a3a2a',
      flame: true,
    }),
  );
  birds(
    s,
    rng,
    W * rng.range(0.2, 0.8),
    horizon * 0.25,
    W * 0.06,
    rng.int(2, 4),
    mix(t.shade, '#000', 0.3),
    W * 0.007,
  );
  finish(s, t, { strength: 0.2 });
}

export function quadBike(s, rng) {
  const { W, H } = s;
  const t = pickTheme(rng, ['golden', 'morning', 'sunset', 'golden']);
  const horizon = H * rng.range(0.48, 0.56);
  const sunX = W * rng.range(0.15, 0.85);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.35, 0.8) });
  clouds(s, t, rng, { count: rng.int(1, 3), yMax: horizon * 0.5 });
  // rocky plateau far + dunes
  mountains(s, t, rng, {
    top: horizon - H * 0.03,
    bottom: horizon,
    layers: 2,
    amp: H * 0.05,
    color: mix('#a86a4a', t.land, 0.4),
    step: 30,
    sunLeft: sunX < W / 2,
  });
  dunes(s, t, rng, {
    top: horizon + H * 0.02,
    bottom: horizon + H * 0.15,
    layers: 2,
    sunX,
    amp: H * 0.06,
    ripples: false,
  });
  const trackY = horizon + H * rng.range(0.22, 0.28);
  const crest = hillFn(rng, W, trackY, H * 0.04);
  const sand = mix('#e39a52', t.land, 0.45);
  s.add(
    path(
      areaUnder(crest, -20, W + 20, H),
      s.lin([mix(sand, t.light, 0.3), sand, mix(sand, t.shade, 0.3)], {}),
    ),
  );
  // tracks
  let tr = '';
  for (let k = 0; k < 2; k++) {
    const pts = [];
    for (let x = -10; x < W + 20; x += 20)
      pts.push([x, crest(x) + H * (0.06 + k * 0.02) + Math.sin((x / W) * 4) * H * 0.02]);
    tr += poly(pts, false);
  }
  s.add(
    path(tr, 'none', `stroke="${mix(sand, t.shade, 0.35)}" stroke-width="${f(H * 0.004)}" opacity="0.5"`),
  );
  const n = rng.int(1, 3);
  const dir = rng.chance(0.5) ? 1 : -1;
  const len = Math.min(W, H) * rng.range(0.2, 0.26);
  const colors = [C.terracotta, C.majorelle, C.saffron, C.teal];
  let x = W * (dir > 0 ? 0.62 : 0.38);
  const dustCol = mix(sand, t.light, 0.35);
  for (let i = 0; i < n; i++) {
    const sc = 1 - i * 0.25;
    const y = crest(x) + H * 0.01 + i * -H * 0.01;
    const slope = (crest(x + 5) - crest(x - 5)) / 10;
    s.add(dust(s, rng, x - dir * len * sc * 0.35, y, len * sc * 1.6, dustCol, -dir));
    const q = quad(0, 0, len * sc, {
      body: colors[i % colors.length],
      flip: dir < 0,
      scarf: rng.pick([C.saffron, C.majorelle, C.rose]),
      rider: rng.pick(['#2d3b55', '#5b3f3a', '#3a4a3a']),
    });
    s.add(
      `<g transform="translate(${f(x - (dir < 0 ? 0 : len * sc * 0.5))} ${f(y)}) rotate(${f((Math.atan(slope) * 180) / Math.PI)})">${q}</g>`,
    );
    x -= dir * len * sc * 1.5;
  }
  finish(s, t, { strength: 0.2 });
}

export function desertCampNight(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['night', 'night', 'dusk']));
  const horizon = H * rng.range(0.55, 0.62);
  const sky0 = sky(s, t, rng, {
    horizon,
    sunX: W * rng.range(0.15, 0.85),
    sunY: horizon * rng.range(0.15, 0.35),
    starCount: 220,
  });
  void sky0;
  if (t.night) milkyWay(s, rng, horizon);
  dunes(s, t, rng, {
    top: horizon,
    bottom: horizon + H * 0.12,
    layers: 3,
    sunX: W * 0.3,
    amp: H * 0.08,
    color: mix('#6a5a8a', t.land, 0.5),
    ripples: false,
  });
  // camp ground
  const gy = horizon + H * 0.2;
  const ground = mix('#3a3366', t.land, 0.4);
  s.add(
    path(
      `M-10 ${f(gy)}Q${f(W / 2)} ${f(gy - H * 0.03)} ${f(W + 10)} ${f(gy)}L${f(W + 10)} ${f(H + 10)}L-10 ${f(H + 10)}Z`,
      s.lin([mix(ground, '#ff9a4a', 0.12), darken(ground, 0.08)], {}),
    ),
  );
  const glow = '#ffc266';
  const canvas = mix('#e8dcc6', t.land, 0.55);
  const n = Math.max(3, Math.round(W / 380));
  let tents = '';
  for (let i = 0; i < n; i++) {
    const x = (W * (i + 0.5)) / n + rng.range(-0.03, 0.03) * W;
    const y = gy - H * rng.range(0.0, 0.02);
    tents += tent(x, y, W * 0.13 * rng.range(0.85, 1.1) * (H / W < 1 ? 1 : 1.3), canvas, glow);
  }
  s.add(tents);
  // warm light spilling on sand
  s.add(
    rect(
      -10,
      gy - H * 0.05,
      W + 20,
      H * 0.15,
      s.lin([
        [0, glow, 0],
        [0.5, glow, 0.12],
        [1, glow, 0],
      ]),
    ),
  );
  // campfire
  const fx = W * rng.range(0.35, 0.65);
  const fy = H * 0.86;
  s.add(
    circle(
      fx,
      fy,
      H * 0.25,
      s.rad([
        [0, '#ffb347', 0.55],
        [0.4, '#ff8a3a', 0.15],
        [1, '#ff8a3a', 0],
      ]),
    ),
  );
  s.add(
    path(
      `M${f(fx - H * 0.03)} ${f(fy)}Q${f(fx - H * 0.02)} ${f(fy - H * 0.06)} ${f(fx)} ${f(fy - H * 0.1)}Q${f(fx + H * 0.015)} ${f(fy - H * 0.05)} ${f(fx + H * 0.03)} ${f(fy)}Z`,
      '#ff9d3a',
    ),
  );
  s.add(
    path(
      `M${f(fx - H * 0.015)} ${f(fy)}Q${f(fx - H * 0.01)} ${f(fy - H * 0.035)} ${f(fx)} ${f(fy - H * 0.06)}Q${f(fx + H * 0.01)} ${f(fy - H * 0.03)} ${f(fx + H * 0.015)} ${f(fy)}Z`,
      '#ffe08a',
    ),
  );
  s.add(
    path(
      `M${f(fx - H * 0.04)} ${f(fy + H * 0.005)}L${f(fx + H * 0.04)} ${f(fy - H * 0.005)}M${f(fx - H * 0.04)} ${f(fy - H * 0.005)}L${f(fx + H * 0.04)} ${f(fy + H * 0.008)}`,
      'none',
      `stroke="#3a2218" stroke-width="${f(H * 0.008)}" stroke-linecap="round"`,
    ),
  );
  let sparks = '';
  for (let i = 0; i < 14; i++)
    sparks += circle(
      fx + rng.gauss() * H * 0.02,
      fy - H * rng.range(0.08, 0.25),
      H * 0.002,
      '#ffd27a',
      `opacity="${f(rng.range(0.4, 0.9))}"`,
    );
  s.add(sparks);
  // people sitting around the fire (simple seated silhouettes)
  const sil = '#1a1430';
  let ppl = '';
  for (const side of [-1, 1]) {
    const px = fx + side * H * rng.range(0.09, 0.14);
    const h = H * 0.07;
    ppl += path(
      `M${f(px - h * 0.35)} ${f(fy + h * 0.1)}Q${f(px - h * 0.3)} ${f(fy - h * 0.6)} ${f(px)} ${f(fy - h * 0.65)}Q${f(px + h * 0.3)} ${f(fy - h * 0.6)} ${f(px + h * 0.35)} ${f(fy + h * 0.1)}Z`,
      sil,
    );
    ppl += circle(px, fy - h * 0.82, h * 0.17, sil);
    ppl += path(
      `M${f(px - side * h * 0.3)} ${f(fy - h * 0.5)}Q${f(px - side * h * 0.32)} ${f(fy - h * 0.2)} ${f(px - side * h * 0.1)} ${f(fy - h * 0.05)}`,
      'none',
      `stroke="#ff9d3a" stroke-width="${f(h * 0.05)}" opacity="0.6"`,
    );
  }
  s.add(ppl);
  // lanterns along the path
  let lan = '';
  for (let i = 0; i < 6; i++) {
    const x = W * (0.08 + i * 0.17) + rng.range(-0.02, 0.02) * W;
    const y = gy + H * 0.06 + Math.sin(i) * H * 0.02;
    lan += circle(
      x,
      y,
      H * 0.04,
      s.rad([
        [0, glow, 0.6],
        [1, glow, 0],
      ]),
    );
    lan += rect(x - H * 0.006, y - H * 0.012, H * 0.012, H * 0.02, '#ffe2a0');
  }
  s.add(lan);
  finish(s, t, { strength: 0.35, vignette: '#05040f' });
}
