// Product shots: one centred object on a soft studio backdrop with a gentle shadow.
// Each painter draws in "units": ground at y = 0, the object roughly within x ∈ [-50, 50], y ∈ [-100, 0].

import { lantern } from './motifs.mjs';
import { C, darken, lighten, mix } from './palette.mjs';
import { arch, circle, ellipse, f, path, poly, rect, star8, starPoints } from './svg.mjs';
import { tagineSide, teaGlass, teapot } from './tableware.mjs';

const BACKDROPS = [
  ['#f4e6d4', '#e6cdb0'],
  ['#f6e1d6', '#e8bfae'],
  ['#e3e8dc', '#c9d3bf'],
  ['#dfe6ee', '#c3cfdc'],
  ['#f3eadf', '#e0d0bc'],
  ['#f0d8c0', '#dcb08c'],
  ['#ece4f0', '#d3c6da'],
];

/** Soft studio: backdrop gradient, floor, optional arch shape; returns a function wrapping unit drawings. */
function studio(s, rng, o = {}) {
  const { W, H } = s;
  const [a, b] = rng.pick(BACKDROPS);
  const m = Math.min(W, H) * (o.scale ?? 0.66);
  const cx = W / 2;
  const gy = H / 2 + m * 0.46;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, lighten(a, 0.03)],
          [1, a],
        ],
        { cx: 0.5, cy: 0.35, r: 0.8 },
      ),
    ),
  );
  if (rng.chance(0.65) && !o.noArch) {
    const aw = m * rng.range(1.05, 1.3);
    s.add(
      path(
        arch(cx, gy, aw, m * rng.range(1.35, 1.6), rng.pick(['round', 'horseshoe', 'pointed'])),
        mix(a, b, 0.55),
      ),
    );
  } else if (rng.chance(0.5)) {
    s.add(circle(cx + m * rng.range(-0.3, 0.3), gy - m * 0.6, m * rng.range(0.45, 0.6), mix(a, b, 0.5)));
  }
  // floor
  s.add(rect(0, gy - m * 0.02, W, H, s.lin([b, mix(b, a, 0.4)], {})));
  s.add(rect(0, gy - m * 0.02, W, m * 0.012, lighten(b, 0.04), 'opacity="0.6"'));
  // the seed also varies the framing: a little closer or further, sometimes mirrored
  const k = (m / 100) * rng.range(0.92, 1.06);
  const sx = o.noFlip || !rng.chance(0.5) ? k : -k;
  const unit = (content) =>
    `<g transform="translate(${f(cx)} ${f(gy)}) scale(${f(sx * 1000) / 1000} ${f(k * 1000) / 1000})">${content}</g>`;
  const shadow = (rx = 42, dy = 0, op = 0.28) =>
    unit(ellipse(0, dy, rx, rx * 0.11, darken(b, 0.35), `opacity="${op}" filter="${s.blur(3)}"`));
  return { unit, shadow, bg: a, floor: b, m, cx, gy, k };
}

function sparkle(rng, n, color) {
  let out = '';
  for (let i = 0; i < n; i++)
    out += path(star8(rng.range(-70, 70), rng.range(-110, -20), rng.range(1, 2.4)), color, 'opacity="0.5"');
  return out;
}

const leaf = (x, y, len, ang, col) =>
  path(
    `M0 0Q${f(len * 0.5)} ${f(-len * 0.28)} ${f(len)} 0Q${f(len * 0.5)} ${f(len * 0.28)} 0 0Z`,
    col,
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})"`,
  );

function sprig(rng, x, y, col) {
  let out = path(
    `M${f(x)} ${f(y)}Q${f(x + 8)} ${f(y - 10)} ${f(x + 18)} ${f(y - 14)}`,
    'none',
    `stroke="${darken(col, 0.15)}" stroke-width="0.8"`,
  );
  for (let i = 0; i < 5; i++)
    out += leaf(
      x + i * 3.5,
      y - i * 2.8,
      rng.range(5, 7),
      rng.pick([-50, -20, 20]) + i * 5,
      i % 2 ? col : darken(col, 0.08),
    );
  return out;
}

// ---- individual products --------------------------------------------------

function pLantern(s, rng) {
  const st = studio(s, rng, { noArch: true });
  const metal = rng.pick([C.brass, '#b07a3a', '#9aa0a8', '#c9a14a', '#7a5a3a']);
  const glow = rng.pick(['#ffd27a', '#ffcf90', '#ffe0a0']);
  const h = st.m * 1.05;
  s.add(st.shadow(30, 0, 0.22));
  s.add(
    st.unit(
      circle(
        0,
        -50,
        60,
        s.rad([
          [0, glow, 0.35],
          [1, glow, 0],
        ]),
      ),
    ),
  );
  s.add(
    lantern(s, st.cx, st.gy - h, h, { metal, glow, lit: true, style: rng.int(0, 2), chain: st.gy - h + 20 }),
  );
  // star speckles projected around it
  let sp = '';
  for (let i = 0; i < 40; i++)
    sp += path(
      star8(rng.range(-80, 80), rng.range(-110, -5), rng.range(0.8, 1.6)),
      glow,
      `opacity="${f(rng.range(0.3, 0.7))}"`,
    );
  s.add(st.unit(sp));
}

function rugPattern(rng, w, h) {
  const kind = rng.pick(['beni', 'kilim', 'azilal']);
  let out = '';
  if (kind === 'beni') {
    const ground = rng.pick(['#f2ece0', '#ece4d4']);
    const ink = rng.pick(['#2a2420', '#3a3a4a', '#6a4a3a']);
    out += rect(-w / 2, -h, w, h, ground);
    const u = w / 4;
    let d = '';
    for (let x = -w / 2 - h; x < w / 2 + h; x += u)
      d += `M${f(x)} ${f(-h)}L${f(x + h)} 0M${f(x)} 0L${f(x + h)} ${f(-h)}`;
    out += `<clipPath id="rc${rng.int(0, 1e9)}"></clipPath>`;
    out += path(d, 'none', `stroke="${ink}" stroke-width="1.6"`);
    return { out, ground, kind };
  }
  if (kind === 'kilim') {
    const cols = rng.shuffle([C.terracotta, C.saffron, C.teal, '#8a2f4a', C.cream, C.majorelle, '#2a2420']);
    out += rect(-w / 2, -h, w, h, cols[0]);
    const bands = 9;
    for (let i = 0; i < bands; i++) {
      const y = -h + (h * i) / bands;
      out += rect(-w / 2, y, w, h / bands, cols[i % 4]);
      if (i % 2) {
        let dm = '';
        for (let x = -w / 2 + 5; x < w / 2; x += 10)
          dm += poly([
            [x, y + 1.5],
            [x + 3.5, y + h / bands / 2],
            [x, y + h / bands - 1.5],
            [x - 3.5, y + h / bands / 2],
          ]);
        out += path(dm, cols[4 + (i % 3)]);
      }
    }
    return { out, ground: cols[0], kind };
  }
  const ground = '#f0e8da';
  out += rect(-w / 2, -h, w, h, ground);
  const cols = [C.terracotta, C.saffron, C.majorelle, C.teal, '#d07aa0', C.palm];
  for (let i = 0; i < 14; i++) {
    const x = rng.range(-w / 2 + 5, w / 2 - 5);
    const y = rng.range(-h + 5, -5);
    const r = rng.range(3, 7);
    out += rng.chance(0.5)
      ? path(
          poly([
            [x, y - r],
            [x + r, y],
            [x, y + r],
            [x - r, y],
          ]),
          rng.pick(cols),
        )
      : rect(x - r, y - r * 0.4, r * 2, r * 0.8, rng.pick(cols));
  }
  out += path(
    `M${f(-w / 2 + 4)} ${f(-h + 4)}L${f(w / 2 - 4)} ${f(-h + 4)}L${f(w / 2 - 4)} -4L${f(-w / 2 + 4)} -4Z`,
    'none',
    `stroke="#2a2420" stroke-width="1.2"`,
  );
  return { out, ground, kind };
}

function pRug(s, rng) {
  const st = studio(s, rng, { scale: 0.66 });
  const w = 100;
  const h = 130;
  const { out, ground } = rugPattern(rng, w, h);
  // lying rug seen at an angle: squash and skew
  const sk = rng.range(-0.25, 0.25);
  let fr = '';
  for (let x = -w / 2 + 1; x <= w / 2; x += 2.2)
    fr += `M${f(x)} 0L${f(x)} 5M${f(x)} ${f(-h)}L${f(x)} ${f(-h - 5)}`;
  const clipId = `rug${rng.int(0, 1e9)}`;
  const body =
    `<clipPath id="${clipId}"><rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#${clipId})">${out}</g>` +
    path(fr, 'none', `stroke="${mix(ground, '#ffffff', 0.3)}" stroke-width="0.9"`);
  s.add(st.shadow(52, 2, 0.25));
  s.add(st.unit(`<g transform="matrix(1 0 ${f(sk * 1000) / 1000} 0.36 0 0)">${body}</g>`));
  // a rolled end at the back
  const rollW = w;
  s.add(
    st.unit(
      `<g transform="translate(${f(-h * sk * 0.36)} ${f(-h * 0.36)})">${rect(-rollW / 2, -9, rollW, 11, darken(ground, 0.12), 'rx="5"')}${ellipse(rollW / 2, -3.5, 3.2, 5.5, darken(ground, 0.25))}${ellipse(rollW / 2, -3.5, 1.6, 3, darken(ground, 0.4))}</g>`,
    ),
  );
}

function pTagine(s, rng) {
  const st = studio(s, rng);
  const col = rng.pick([C.terracotta, '#2f6a8a', '#3f7a4a', '#c9882f', '#2f4fb5', '#8a2f4a', '#e8dcc4']);
  s.add(st.shadow(48));
  s.add(
    tagineSide(s, st.cx, st.gy - st.m * 0.04, st.m * 0.95, {
      color: col,
      pattern: col === '#e8dcc4' ? C.majorelle : '#f2e6cc',
      accent: rng.pick([C.majorelle, C.saffron, C.terracotta, C.teal]),
    }),
  );
}

function pTeapot(s, rng) {
  const st = studio(s, rng);
  s.add(st.shadow(40));
  s.add(
    teapot(s, st.cx - st.m * 0.05, st.gy, st.m * 1.0, {
      metal: rng.pick(['#c8ccd2', '#d8c08a', '#b8bcc4', '#c9a06a']),
    }),
  );
  if (rng.chance(0.6)) s.add(st.unit(sprig(rng, 30, -2, '#4f9a4a')));
}

function pTeaGlasses(s, rng) {
  const st = studio(s, rng, { scale: 0.74 });
  const tints = rng.shuffle(['#7ab8c8', '#c86a8a', '#6ab07a', '#d8a040', '#8a7ad0', '#5a8ad0', '#e08a5a']);
  const n = rng.int(3, 6);
  s.add(st.shadow(50));
  if (rng.chance(0.5)) s.add(st.unit(ellipse(0, -2, 54, 8, '#b8882f') + ellipse(0, -3, 51, 6.5, '#e8c060')));
  let out = '';
  const back = Math.floor(n / 2);
  for (let i = 0; i < back; i++)
    out += teaGlass(s, -((back - 1) * 28) / 2 + i * 28, -7, 52, {
      glass: tints[i],
      tea: rng.chance(0.5) ? '#c07a22' : null,
      gold: '#e0b450',
    });
  for (let i = 0; i < n - back; i++)
    out += teaGlass(s, -((n - back - 1) * 30) / 2 + i * 30, 1, 60, {
      glass: tints[back + i],
      tea: rng.chance(0.5) ? '#c07a22' : null,
      mint: rng.chance(0.5),
    });
  s.add(st.unit(out));
}

function pArganOil(s, rng) {
  const st = studio(s, rng, { scale: 0.74 });
  const oil = rng.pick(['#d89a2a', '#c8861e', '#e0a83a']);
  s.add(st.shadow(36));
  let g = '';
  // bottle
  g += path(
    'M-16 0L-16 -56C-16 -64 -8 -68 -5 -72L-5 -82L5 -82L5 -72C8 -68 16 -64 16 -56L16 0Z',
    s.lin([mix(oil, '#ffffff', 0.25), oil, darken(oil, 0.2)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    'opacity="0.95"',
  );
  g += path('M-16 -56C-16 -64 -8 -68 -5 -72L5 -72C8 -68 16 -64 16 -56Z', '#ffffff', 'opacity="0.15"');
  // label: plain band with a star motif (no lettering)
  const lab = rng.pick(['#f2ece0', '#2f4fb5', '#1d6a6a', '#3a2a22']);
  g += rect(-16, -40, 32, 24, lab);
  g += path(star8(0, -28, 7), lab === '#f2ece0' ? C.terracotta : C.saffron);
  g += path(star8(0, -28, 3), lab);
  // dropper cap
  g += rect(-6, -88, 12, 7, '#3a2a22', 'rx="1.5"');
  g += path('M-4 -88C-4 -98 4 -98 4 -88Z', '#2a1a14');
  g += rect(-12, -52, 3, 46, '#ffffff', 'opacity="0.35" rx="1.5"');
  // argan nuts + leaves
  let nuts = '';
  for (const [x, y, r] of [
    [-30, -3, 5],
    [-22, -2, 4.2],
    [28, -3, 5],
    [35, -2.5, 4],
  ])
    nuts +=
      ellipse(x, y, r, r * 0.8, '#8a5a2a') + ellipse(x - r * 0.3, y - r * 0.3, r * 0.35, r * 0.25, '#c08a4a');
  g += nuts;
  g += sprig(rng, 20, -2, '#5a8a3a');
  s.add(st.unit(g));
}

function pSoap(s, rng) {
  const st = studio(s, rng, { scale: 0.8 });
  const cols = rng.shuffle(['#e8d6b8', '#d8b8c8', '#c8d8b8', '#b8d0d8', '#f0e0c0', '#8a6a4a', '#e0c0a0']);
  s.add(st.shadow(46));
  let g = '';
  const bar = (x, y, w, h, d, col) => {
    let o = '';
    o += path(
      `M${f(x - w / 2)} ${f(y)}L${f(x + w / 2)} ${f(y)}L${f(x + w / 2)} ${f(y - h)}L${f(x - w / 2)} ${f(y - h)}Z`,
      darken(col, 0.08),
    );
    o += path(
      `M${f(x - w / 2)} ${f(y - h)}L${f(x + w / 2)} ${f(y - h)}L${f(x + w / 2 - d)} ${f(y - h - d * 0.6)}L${f(x - w / 2 + d)} ${f(y - h - d * 0.6)}Z`,
      lighten(col, 0.04),
    );
    o += path(
      star8(x, y - h - d * 0.3, d * 0.35),
      darken(col, 0.06),
      `transform="translate(0 0) scale(1 1)"`,
    );
    return o;
  };
  g += bar(0, 0, 62, 14, 16, cols[0]);
  g += bar(-3, -15, 56, 13, 14, cols[1]);
  if (rng.chance(0.6)) g += bar(2, -29, 50, 12, 13, cols[2]);
  // petals / lavender
  for (let i = 0; i < 6; i++)
    g += ellipse(rng.range(-45, 45), -rng.range(1, 3), 3, 1.8, rng.pick(['#d86a8a', '#e890a8', '#a080c8']));
  g += sprig(rng, 30, -2, '#6a9a5a');
  s.add(st.unit(g));
}

function pSpices(s, rng) {
  const st = studio(s, rng, { scale: 0.72 });
  const spices = rng.shuffle(['#c0392b', '#e8b23a', '#8a5a32', '#d87a2a', '#5a8a3a', '#a02a2a', '#e0c070']);
  const bowls = rng.shuffle(['#f2ede0', '#2f4fb5', '#1d6a6a', C.terracotta, '#e8d8c0']);
  s.add(st.shadow(55));
  let g = '';
  const bowlAt = (x, y, r, sp, bc) => {
    let o = '';
    o += path(
      `M${f(x - r)} ${f(y - r * 0.5)}C${f(x - r)} ${f(y + r * 0.1)} ${f(x - r * 0.6)} ${f(y)} ${f(x)} ${f(y)}C${f(x + r * 0.6)} ${f(y)} ${f(x + r)} ${f(y + r * 0.1)} ${f(x + r)} ${f(y - r * 0.5)}Z`,
      bc,
    );
    o += path(
      `M${f(x - r * 0.95)} ${f(y - r * 0.5)}Q${f(x)} ${f(y - r * 1.6)} ${f(x + r * 0.95)} ${f(y - r * 0.5)}Z`,
      sp,
    );
    o += ellipse(x, y - r * 0.5, r, r * 0.16, darken(bc, 0.1));
    o += path(
      `M${f(x - r * 0.95)} ${f(y - r * 0.5)}Q${f(x)} ${f(y - r * 1.6)} ${f(x + r * 0.95)} ${f(y - r * 0.5)}`,
      'none',
      `stroke="${lighten(sp, 0.1)}" stroke-width="0.8" opacity="0.6"`,
    );
    o += path(
      `M${f(x - r * 0.6)} ${f(y - r * 0.25)}Q${f(x)} ${f(y - r * 0.05)} ${f(x + r * 0.6)} ${f(y - r * 0.25)}`,
      'none',
      `stroke="${lighten(bc, 0.2)}" stroke-width="1.2" opacity="0.7"`,
    );
    return o;
  };
  g += bowlAt(-26, -14, 17, spices[0], bowls[0]);
  g += bowlAt(26, -14, 17, spices[1], bowls[1]);
  g += bowlAt(-44, 0, 15, spices[2], bowls[2]);
  g += bowlAt(0, 0, 19, spices[3], bowls[3]);
  g += bowlAt(44, 0, 15, spices[4], bowls[4]);
  // star anise + cinnamon
  g += path(poly(starPoints(-12, 3, 8, 4, 1.6, 0)), '#6a3a22');
  g += rect(10, 1, 22, 3.2, '#8a4a2a', 'rx="1.5"') + rect(12, 4, 20, 3, '#9a5a32', 'rx="1.5"');
  s.add(st.unit(g));
}

/** One babouche seen from above (toe pointing up), in a 100-unit-long local frame. */
function babouche(col, lining, trim) {
  let g = '';
  const sole = 'M0 -50C10 -40 19 -14 19 6C19 30 12 48 0 50C-12 48 -19 30 -19 6C-19 -14 -10 -40 0 -50Z';
  g += path(sole, '#c8a070');
  g += path('M0 -48C9 -38 17 -14 17 4C17 8 15 10 12 10L-12 10C-15 10 -17 8 -17 4C-17 -14 -9 -38 0 -48Z', col);
  g += path('M-15 10C-15 30 -9 44 0 45C9 44 15 30 15 10Z', lining);
  g += path('M-13 38C-8 44 8 44 13 38L13 46C8 50 -8 50 -13 46Z', darken(col, 0.1));
  g += path(
    'M0 -40C6 -30 10 -14 10 2',
    'none',
    `stroke="${trim}" stroke-width="1.2" stroke-dasharray="2.2 1.6"`,
  );
  g += path(
    'M0 -40C-6 -30 -10 -14 -10 2',
    'none',
    `stroke="${trim}" stroke-width="1.2" stroke-dasharray="2.2 1.6"`,
  );
  g += path(star8(0, -12, 4.5), trim);
  g += path(
    'M-8 -30C-10 -20 -12 -8 -12 4',
    'none',
    'stroke="#ffffff" stroke-width="2.5" stroke-linecap="round" opacity="0.25"',
  );
  return g;
}

function pBabouches(s, rng) {
  const st = studio(s, rng, { scale: 0.78 });
  const col = rng.pick([
    C.saffron,
    C.terracotta,
    C.majorelle,
    '#d07aa0',
    C.cream,
    '#8a2f4a',
    C.teal,
    '#3a2a22',
  ]);
  const trim = col === C.cream ? C.terracotta : rng.pick([C.cream, '#e0b450', '#ffffff']);
  const lining = rng.pick(['#f2e6cc', '#e8c8a0', '#f4ece0']);
  s.add(st.shadow(52));
  const dir = rng.chance(0.5) ? 1 : -1;
  const rot = dir * rng.range(62, 78);
  const one = (x, y, r) =>
    `<g transform="translate(${f(x)} ${f(y)}) scale(1 0.5) rotate(${f(r)})">${babouche(col, lining, trim)}</g>`;
  s.add(st.unit(one(dir * -4, -22, rot) + one(dir * 4, -6, rot + dir * 4)));
}

function pLeatherBag(s, rng) {
  const st = studio(s, rng);
  const col = rng.pick(['#a0623a', '#8a4a2a', '#c08050', '#6a3a22', '#b8864a', '#7a2f2f']);
  s.add(st.shadow(44));
  let g = '';
  g += path('M-30 -62C-34 -110 34 -110 30 -62', 'none', `stroke="${darken(col, 0.15)}" stroke-width="4"`);
  g += path(
    'M-40 -2C-42 -30 -40 -50 -36 -62L36 -62C40 -50 42 -30 40 -2C30 1 -30 1 -40 -2Z',
    s.lin([lighten(col, 0.06), col, darken(col, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  g += path('M-38 -62L38 -62C38 -40 24 -28 0 -26C-24 -28 -38 -40 -38 -62Z', darken(col, 0.08));
  g += path(
    'M-34 -58L34 -58C33 -42 22 -32 0 -30C-22 -32 -33 -42 -34 -58',
    'none',
    `stroke="${lighten(col, 0.2)}" stroke-width="0.8" stroke-dasharray="2 1.5"`,
  );
  g += path(star8(0, -44, 7), lighten(col, 0.12)) + path(star8(0, -44, 3), darken(col, 0.15));
  g += rect(-4, -30, 8, 10, '#d8b060', 'rx="1.5"');
  if (rng.chance(0.6))
    g +=
      path('M6 -28L10 -10L12 -10L8 -28Z', darken(col, 0.2)) +
      ellipse(11, -8, 3, 4, rng.pick([C.saffron, C.terracotta, C.majorelle]));
  g += path(
    'M-38 -10C-20 -8 20 -8 38 -10',
    'none',
    `stroke="${lighten(col, 0.2)}" stroke-width="0.8" stroke-dasharray="2 1.5"`,
  );
  s.add(st.unit(g));
}

function pPouf(s, rng) {
  const st = studio(s, rng);
  const col = rng.pick(['#c08050', '#e8d8c0', '#8a4a2a', '#d8a048', '#6a3a22', '#2f4fb5', '#1d6a6a']);
  const thread = col === '#e8d8c0' ? C.terracotta : rng.pick([C.cream, '#e0b450', '#f2ede0']);
  s.add(st.shadow(56));
  let g = '';
  g += path(
    'M-52 -40C-56 -24 -54 -6 -46 -2C-30 4 30 4 46 -2C54 -6 56 -24 52 -40Z',
    s.lin([lighten(col, 0.05), col, darken(col, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  g += ellipse(0, -40, 52, 11, lighten(col, 0.06));
  g += ellipse(0, -40, 22, 4.5, darken(col, 0.06));
  g += path(
    star8(0, -40, 12),
    'none',
    `stroke="${thread}" stroke-width="1" transform="translate(0 -40) scale(1 0.22) translate(0 40)"`,
  );
  // embroidered arches and diamonds round the side
  let d = '';
  for (let x = -44; x <= 44; x += 11) d += arch(x, -8, 7, 24, 'pointed');
  g += path(d, 'none', `stroke="${thread}" stroke-width="1.1"`);
  let dots = '';
  for (let x = -40; x <= 40; x += 11)
    dots += path(
      poly([
        [x + 5.5, -30],
        [x + 8, -27],
        [x + 5.5, -24],
        [x + 3, -27],
      ]),
      thread,
    );
  g += dots;
  g += path('M-50 -34C-30 -28 30 -28 50 -34', 'none', `stroke="${darken(col, 0.15)}" stroke-width="1.2"`);
  s.add(st.unit(g));
}

function platePattern(rng, r, pal) {
  const [ground, a, b, c] = pal;
  let g = circle(0, 0, r, ground);
  g += circle(0, 0, r * 0.97, 'none', `stroke="${a}" stroke-width="${f(r * 0.05)}"`);
  const petals = rng.pick([8, 12, 16]);
  let d = '';
  for (let i = 0; i < petals; i++) {
    const ang = (i / petals) * 360;
    d += `<g transform="rotate(${f(ang)})">${path(`M0 ${f(-r * 0.35)}Q${f(r * 0.12)} ${f(-r * 0.6)} 0 ${f(-r * 0.86)}Q${f(-r * 0.12)} ${f(-r * 0.6)} 0 ${f(-r * 0.35)}Z`, i % 2 ? b : a)}</g>`;
  }
  g += d;
  g += circle(0, 0, r * 0.36, c);
  g += path(star8(0, 0, r * 0.3), ground);
  g += path(star8(0, 0, r * 0.18, Math.PI / 8), a);
  g += circle(0, 0, r * 0.06, b);
  let dots = '';
  for (let i = 0; i < 36; i++) {
    const ang = (i / 36) * Math.PI * 2;
    dots += circle(Math.cos(ang) * r * 0.91, Math.sin(ang) * r * 0.91, r * 0.018, c);
  }
  return g + dots;
}

const CERAMIC = [
  ['#f4efe4', '#2f4fb5', '#1d6a6a', '#e0a030'],
  ['#f4efe4', '#1f3f8a', '#4a7ad0', '#1f3f8a'],
  ['#f2e6cc', '#c05a3c', '#2f6a4a', '#e0a030'],
  ['#1d4a5a', '#f2e6cc', '#e0a030', '#c05a3c'],
  ['#f4efe4', '#3f7a4a', '#e0a030', '#2f4fb5'],
];

function pCeramicPlate(s, rng) {
  const st = studio(s, rng, { noArch: true });
  const pal = rng.pick(CERAMIC);
  s.add(st.shadow(36, 0, 0.22));
  // plate standing on a little wooden stand
  s.add(
    st.unit(
      `<g transform="translate(0 -52)">${circle(1.5, 2, 50, '#000000', 'opacity="0.12"')}${platePattern(rng, 48, pal)}${circle(-14, -16, 20, '#ffffff', 'opacity="0.1"')}</g>` +
        path('M-22 0L-16 -10L16 -10L22 0Z', '#8a5a3a'),
    ),
  );
}

function pCeramicBowl(s, rng) {
  const st = studio(s, rng);
  const pal = rng.pick(CERAMIC);
  const [ground, a, b, c] = pal;
  s.add(st.shadow(46));
  let g = '';
  g += path(
    'M-48 -52C-46 -20 -28 -4 -14 -2L-16 0L16 0L14 -2C28 -4 46 -20 48 -52Z',
    s.lin([lighten(ground, 0.02), ground, darken(ground, 0.08)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  // painted band
  let band = '';
  for (let x = -40; x <= 40; x += 10) band += path(star8(x, -34 + Math.abs(x) * 0.12, 4), a);
  g += band;
  g += path('M-46 -44C-20 -40 20 -40 46 -44', 'none', `stroke="${b}" stroke-width="2"`);
  g += path('M-38 -22C-14 -18 14 -18 38 -22', 'none', `stroke="${c}" stroke-width="1.6"`);
  g += ellipse(0, -52, 48, 10, darken(ground, 0.05));
  g += ellipse(0, -52, 44, 8, s.lin([darken(ground, 0.12), ground], {}));
  g += ellipse(0, -51, 30, 5, 'none', `stroke="${a}" stroke-width="1.2"`);
  g += path(
    'M-40 -46C-38 -30 -30 -18 -22 -12',
    'none',
    'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35"',
  );
  s.add(st.unit(g));
}

function pBasket(s, rng) {
  const st = studio(s, rng);
  const straw = rng.pick(['#d8b070', '#c89a5a', '#e0c080']);
  const band = rng.pick([C.terracotta, C.majorelle, C.teal, '#d07aa0', '#2a2420']);
  s.add(st.shadow(46));
  let g = '';
  g += path(
    'M-40 -70L40 -70L34 -2C20 1 -20 1 -34 -2Z',
    s.lin([lighten(straw, 0.05), straw, darken(straw, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  let weave = '';
  for (let y = -64; y < 0; y += 5)
    weave += `M${f(-40 + (y + 70) * 0.08)} ${y}L${f(40 - (y + 70) * 0.08)} ${y}`;
  g += path(weave, 'none', `stroke="${darken(straw, 0.12)}" stroke-width="0.8"`);
  let ticks = '';
  for (let y = -66; y < 0; y += 5)
    for (let x = -36; x < 36; x += 4)
      ticks += `M${f(x + ((y / 5) % 2 ? 2 : 0))} ${y}L${f(x + 1 + ((y / 5) % 2 ? 2 : 0))} ${y + 3}`;
  g += path(ticks, 'none', `stroke="${lighten(straw, 0.1)}" stroke-width="0.6" opacity="0.8"`);
  g += rect(-38.5, -46, 77, 9, band);
  let zz = '';
  for (let x = -38; x < 38; x += 5)
    zz += poly([
      [x, -37],
      [x + 2.5, -45],
      [x + 5, -37],
    ]);
  g += path(zz, lighten(band, 0.3), 'opacity="0.6"');
  g += ellipse(0, -70, 40, 7, darken(straw, 0.2));
  g += ellipse(0, -70, 37, 5.5, darken(straw, 0.35));
  // leather handles
  g += path('M-22 -70C-22 -96 -6 -98 -6 -70', 'none', `stroke="#8a4a2a" stroke-width="3.5"`);
  g += path('M6 -70C6 -98 22 -96 22 -70', 'none', `stroke="#8a4a2a" stroke-width="3.5"`);
  if (rng.chance(0.5))
    for (const x of [-30, -15, 0, 15, 30])
      g += circle(x, -36, 3.2, rng.pick([C.saffron, C.terracotta, '#d07aa0', C.majorelle]));
  s.add(st.unit(g));
}

function pBlanket(s, rng) {
  const st = studio(s, rng);
  s.add(st.shadow(54));
  const sets = [
    [C.cream, C.terracotta, C.saffron],
    ['#e8e0d0', '#b89a7a', '#e8e0d0'],
    [C.teal, C.cream, C.saffron],
    ['#d07aa0', C.cream, C.terracotta],
    [C.majorelle, C.cream, C.saffron],
  ];
  let g = '';
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const cols = rng.pick(sets);
    const y = -i * 27;
    const w = 108 - i * 6;
    const h = 25;
    const clipId = `bk${rng.int(0, 1e9)}`;
    let stripes = rect(-w / 2, y - h, w, h, cols[0]);
    for (let x = -w / 2 + 8; x < w / 2; x += 26)
      stripes +=
        rect(x, y - h, 12, h, cols[1]) +
        rect(x - 2.5, y - h, 1.2, h, cols[2]) +
        rect(x + 13.3, y - h, 1.2, h, cols[2]);
    g += `<clipPath id="${clipId}"><rect x="${f(-w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="7"/></clipPath><g clip-path="url(#${clipId})">${stripes}${rect(
      -w / 2,
      y - h,
      w,
      h,
      s.lin(
        [
          [0, '#ffffff', 0.15],
          [0.5, '#ffffff', 0],
          [1, '#000000', 0.15],
        ],
        {},
      ),
    )}</g>`;
    // fringe on the right end
    let fr = '';
    for (let yy = y - h + 2; yy < y - 1; yy += 2.2)
      fr += `M${f(w / 2 - 1)} ${f(yy)}L${f(w / 2 + 5)} ${f(yy + 0.8)}`;
    g += path(fr, 'none', `stroke="${cols[0]}" stroke-width="0.9"`);
    if (cols[0] === '#e8e0d0' && rng.chance(0.5)) {
      let sq = '';
      for (let k = 0; k < 16; k++)
        sq += circle(rng.range(-w / 2 + 4, w / 2 - 4), y - rng.range(2, h - 2), 0.9, '#d8d8e0');
      g += sq;
    }
  }
  s.add(st.unit(g));
}

function pMirror(s, rng) {
  const st = studio(s, rng, { noArch: true });
  const frameCol = rng.pick(['#c9a14a', '#b07a3a', '#9aa0a8', '#e8dcc4', '#2f4fb5', '#6a3a22']);
  s.add(st.shadow(30, 0, 0.18));
  let g = '';
  const kind = rng.pick(['arch', 'star', 'round']);
  const glass = s.lin(
    [
      [0, '#dfe8ee'],
      [0.5, '#b8c8d4'],
      [1, '#9aaebc'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const cy = -55;
  if (kind === 'arch') {
    g += path(arch(0, -4, 70, 104, 'horseshoe'), darken(frameCol, 0.1));
    g += path(arch(0, -7, 64, 98, 'horseshoe'), frameCol);
    let studs = '';
    for (let y = -12; y > -70; y -= 7)
      studs += circle(-29, y, 1.3, lighten(frameCol, 0.25)) + circle(29, y, 1.3, lighten(frameCol, 0.25));
    g += studs;
    g += path(arch(0, -14, 48, 80, 'horseshoe'), glass);
  } else if (kind === 'star') {
    g += path(star8(0, cy, 50), darken(frameCol, 0.1));
    g += path(star8(0, cy, 46), frameCol);
    g += path(star8(0, cy, 46, Math.PI / 8), lighten(frameCol, 0.08), 'opacity="0.5"');
    g += circle(0, cy, 30, glass);
  } else {
    g += circle(0, cy, 48, darken(frameCol, 0.1));
    let petals = '';
    for (let i = 0; i < 16; i++)
      petals += `<g transform="translate(0 ${cy}) rotate(${i * 22.5})">${path(arch(0, -30, 10, 18, 'pointed'), frameCol)}</g>`;
    g += petals;
    g += circle(0, cy, 34, frameCol);
    g += circle(0, cy, 29, glass);
  }
  g += `<g opacity="0.45">${path(`M-20 ${cy - 5}L-5 ${cy - 25}L0 ${cy - 22}L-15 ${cy - 2}Z`, '#ffffff')}${path(`M-10 ${cy + 8}L8 ${cy - 16}L11 ${cy - 14}L-7 ${cy + 10}Z`, '#ffffff')}</g>`;
  s.add(st.unit(g));
}

function pCandle(s, rng) {
  const st = studio(s, rng);
  const wax = rng.pick(['#f4eee2', '#f0e0c8', '#e8d0d0', '#e0e8e0']);
  const glow = '#ffcf70';
  s.add(st.shadow(50));
  let g = '';
  g += ellipse(0, -1, 52, 6, '#b8882f') + ellipse(0, -2, 49, 4.5, '#e8c060');
  const candles = [
    [-22, 16, 64],
    [6, 18, 86],
    [30, 14, 48],
  ];
  for (const [x, r, h] of candles) {
    g += rect(
      x - r,
      -h - 2,
      r * 2,
      h,
      s.lin([lighten(wax, 0.03), wax, darken(wax, 0.1)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    );
    g += ellipse(x, -h - 2, r, r * 0.22, darken(wax, 0.05));
    g += path(
      `M${f(x - r)} ${f(-h - 2)}Q${f(x - r + 2)} ${f(-h + 6)} ${f(x - r + 1)} ${f(-h + 12)}`,
      'none',
      `stroke="${wax}" stroke-width="2.5" stroke-linecap="round"`,
    );
    g += path(`M${x} ${f(-h - 2)}L${x} ${f(-h - 6)}`, 'none', 'stroke="#2a2420" stroke-width="0.8"');
    g += circle(
      x,
      -h - 11,
      16,
      s.rad([
        [0, glow, 0.5],
        [1, glow, 0],
      ]),
    );
    g += path(
      `M${x} ${f(-h - 18)}Q${f(x + 3.2)} ${f(-h - 9)} ${x} ${f(-h - 6)}Q${f(x - 3.2)} ${f(-h - 9)} ${x} ${f(-h - 18)}Z`,
      '#ffb347',
    );
    g += path(
      `M${x} ${f(-h - 14)}Q${f(x + 1.5)} ${f(-h - 9)} ${x} ${f(-h - 7)}Q${f(x - 1.5)} ${f(-h - 9)} ${x} ${f(-h - 14)}Z`,
      '#fff2c0',
    );
  }
  s.add(st.unit(g));
}

function pJewelry(s, rng) {
  const st = studio(s, rng, { scale: 0.85 });
  const metal = rng.pick(['#c8ccd2', '#e0b450']);
  const stones = rng.shuffle(['#c0392b', '#2f9a94', '#e0a030', '#2f4fb5', '#1a1a1a']);
  s.add(st.shadow(40, 0, 0.15));
  let g = '';
  // necklace laid in a U
  for (let i = 0; i <= 30; i++) {
    const a = Math.PI * (i / 30);
    const x = Math.cos(a) * 40;
    const y = -70 + Math.sin(a) * 48;
    g += circle(x, y, i % 5 === 0 ? 3.4 : 2, i % 5 === 0 ? stones[(i / 5) % 3] : metal);
  }
  // pendant: Berber triangle fibula with inlays
  g += path('M-14 -22L14 -22L0 2Z', metal);
  g += path('M-9 -19L9 -19L0 -4Z', darken(metal, 0.15));
  g += circle(0, -14, 3.5, stones[0]) + circle(-6, -19, 1.6, stones[1]) + circle(6, -19, 1.6, stones[1]);
  g += circle(0, -24, 3, metal);
  // bangle and earrings
  g += ellipse(-44, -8, 14, 6, 'none', `stroke="${metal}" stroke-width="3"`);
  g += ellipse(-44, -9, 14, 6, 'none', `stroke="${lighten(metal, 0.2)}" stroke-width="0.8"`);
  for (const x of [38, 50])
    g +=
      circle(x, -14, 2, metal) +
      path(`M${x - 4} -12L${x + 4} -12L${x} -2Z`, metal) +
      circle(x, -8, 1.6, stones[2]);
  g += sparkle(rng, 6, '#ffffff');
  s.add(st.unit(g));
}

function pScarf(s, rng) {
  const st = studio(s, rng);
  const cols = rng.pick([
    [C.terracotta, C.saffron, C.cream],
    [C.majorelle, '#8aa0e0', C.saffron],
    [C.teal, '#8ac0b8', C.cream],
    ['#d07aa0', '#f0c0d0', '#8a2f4a'],
    ['#e8dcc4', '#c8a888', '#c05a3c'],
  ]);
  s.add(st.shadow(50));
  let g = '';
  // neatly folded layers of soft fabric, each with a fine border stripe and soft shading
  const fold = (x, y, w, h, c) => {
    let o = rect(x, y, w, h, c, 'rx="4"');
    o += rect(x, y + h * 0.62, w, h * 0.14, cols[1], 'opacity="0.85"');
    o += rect(x, y + h * 0.8, w, h * 0.05, cols[2], 'opacity="0.85"');
    o += rect(
      x,
      y,
      w,
      h,
      s.lin(
        [
          [0, '#ffffff', 0.22],
          [0.5, '#ffffff', 0],
          [1, '#000000', 0.15],
        ],
        {},
      ),
      'rx="4"',
    );
    return o;
  };
  g += fold(-46, -22, 84, 20, cols[0]);
  g += fold(-42, -42, 78, 20, mix(cols[0], cols[1], 0.25));
  g += fold(-38, -62, 72, 20, cols[0]);
  // the loose end draping down over the front
  g += path(
    'M22 -62C38 -62 44 -44 40 -24C38 -12 44 -4 48 0L30 0C26 -8 24 -22 26 -36C27 -46 22 -54 22 -62Z',
    cols[1],
  );
  g += path('M30 -56C36 -46 36 -32 33 -16', 'none', `stroke="${cols[2]}" stroke-width="2" opacity="0.8"`);
  let fr = '';
  for (let x = 31; x < 48; x += 1.8) fr += `M${f(x)} 0L${f(x + 0.5)} 6`;
  g += path(fr, 'none', `stroke="${cols[1]}" stroke-width="0.8"`);
  s.add(st.unit(g));
}

function pNotebook(s, rng) {
  const st = studio(s, rng);
  const col = rng.pick(['#8a4a2a', '#a0623a', '#6a3a22', '#2f4f6a', '#7a2f2f', '#c08050']);
  s.add(st.shadow(52));
  let g = '';
  // book lying on the floor, seen at an angle
  const cover = (content) => `<g transform="matrix(1 0 -0.35 0.55 0 0)">${content}</g>`;
  g += cover(
    rect(-38, -104, 80, 104, '#f2ecde') +
      rect(-38, -104, 80, 104, 'none', 'stroke="#d8d0c0" stroke-width="0.5"'),
  );
  g += path('M-38 0L42 0L42 7L-38 7Z', '#efe8da');
  let pages = '';
  for (let y = 1.5; y < 7; y += 1.5) pages += `M-38 ${y}L42 ${y}`;
  g += path(pages, 'none', 'stroke="#d0c8b8" stroke-width="0.4"');
  g += cover(
    `<g transform="translate(0 -3)">${rect(-40, -104, 82, 104, s.lin([lighten(col, 0.06), col], {}), 'rx="2"')}${rect(-34, -98, 70, 92, 'none', `stroke="${lighten(col, 0.15)}" stroke-width="1" stroke-dasharray="2 1.5"`)}${path(star8(1, -52, 18), 'none', `stroke="${lighten(col, 0.18)}" stroke-width="1.6"`)}${path(star8(1, -52, 9, Math.PI / 8), lighten(col, 0.1))}${rect(38, -104, 4, 104, darken(col, 0.12))}</g>`,
  );
  // wrap tie
  g += path('M30 -20C40 -18 50 -12 60 -2', 'none', `stroke="${darken(col, 0.2)}" stroke-width="1.6"`);
  // pen
  if (rng.chance(0.6))
    g += `<g transform="translate(50 -6) rotate(-70)">${rect(-2, -40, 4, 40, rng.pick(['#2a2420', C.brass, '#2f4fb5']), 'rx="2"')}${path('M-2 0L2 0L0 5Z', '#d8c8a0')}</g>`;
  s.add(st.unit(g));
}

function pPerfume(s, rng) {
  const st = studio(s, rng);
  const liquid = rng.pick(['#e8a0b0', '#e0b050', '#a8c890', '#c0a0d8', '#f0c090']);
  s.add(st.shadow(34));
  let g = '';
  // faceted body
  g += path(
    'M-24 0L-30 -30L-22 -60L22 -60L30 -30L24 0Z',
    s.lin([mix(liquid, '#ffffff', 0.4), liquid, darken(liquid, 0.15)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    'opacity="0.92"',
  );
  g += path('M-10 0L-13 -30L-9 -60L9 -60L13 -30L10 0Z', '#ffffff', 'opacity="0.18"');
  g += path('M-30 -30L30 -30', 'none', 'stroke="#ffffff" stroke-width="0.8" opacity="0.5"');
  // neck and brass dome cap
  g += rect(-6, -68, 12, 8, C.brass);
  g += path(
    'M-10 -68C-10 -80 -3 -84 0 -96C3 -84 10 -80 10 -68Z',
    s.lin([lighten(C.brass, 0.12), darken(C.brass, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  g += circle(0, -98, 2.4, C.brass);
  let fil = '';
  for (let x = -8; x <= 8; x += 4) fil += circle(x, -72, 0.9, darken(C.brass, 0.3));
  g += fil;
  g += rect(-18, -55, 4, 48, '#ffffff', 'opacity="0.35" rx="2"');
  // a smaller bottle behind-right + petals
  g += `<g transform="translate(40 0) scale(0.55)" opacity="0.9">${path('M-20 0L-20 -50L20 -50L20 0Z', mix(liquid, '#c0a0d8', 0.5))}${rect(-5, -58, 10, 8, C.brass)}${circle(0, -64, 6, C.brass)}</g>`;
  for (let i = 0; i < 5; i++)
    g += ellipse(rng.range(-50, -30), -rng.range(1, 3), 3, 1.8, rng.pick(['#d86a8a', '#e890a8']));
  s.add(st.unit(g));
}

function pDates(s, rng) {
  const st = studio(s, rng);
  const plate = rng.pick(['#f2ede0', '#2f4fb5', '#1d6a6a', C.terracotta, '#c9a14a']);
  s.add(st.shadow(54));
  let g = '';
  g += path('M-52 -10C-50 -2 -30 2 0 2C30 2 50 -2 52 -10Z', darken(plate, 0.1));
  g += ellipse(0, -10, 52, 9, plate);
  g += ellipse(0, -10, 40, 6.5, darken(plate, 0.06));
  // pile of dates
  const items = [];
  for (let i = 0; i < 26; i++) {
    const row = Math.floor(Math.sqrt(i));
    items.push({
      x: rng.range(-34 + row * 6, 34 - row * 6),
      y: -12 - row * 7 - rng.range(0, 3),
      a: rng.range(-40, 40),
    });
  }
  items.sort((a, b) => a.y - b.y);
  for (const it of items) {
    const col = rng.pick(['#6a3a1e', '#7a4422', '#5a2e18', '#8a4e28']);
    g += `<g transform="translate(${f(it.x)} ${f(it.y)}) rotate(${f(it.a)})">${ellipse(0, 0, 8, 4.6, col)}${ellipse(-2.5, -1.6, 3, 1.2, '#ffffff', 'opacity="0.25"')}${path('M-3 1L3 -0.5', 'none', `stroke="${darken(col, 0.15)}" stroke-width="0.5"`)}</g>`;
  }
  for (const [x, a] of [
    [58, 20],
    [-60, -15],
  ])
    g += `<g transform="translate(${x} -3) rotate(${a})">${ellipse(0, 0, 8, 4.6, '#6a3a1e')}</g>`;
  s.add(st.unit(g));
}

function pHoney(s, rng) {
  const st = studio(s, rng);
  const honey = rng.pick(['#e8a020', '#d88a18', '#f0b838']);
  const cloth = rng.pick([C.terracotta, '#f2ede0', C.majorelle, '#d07aa0', '#3f7a4a']);
  s.add(st.shadow(44));
  let g = '';
  g += rect(
    -28,
    -74,
    56,
    74,
    s.lin([mix(honey, '#ffffff', 0.25), honey, darken(honey, 0.18)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    'rx="8"',
  );
  g += rect(-20, -66, 6, 58, '#ffffff', 'opacity="0.3" rx="3"');
  // label-less hexagon motif
  let hex = '';
  for (const [x, y] of [
    [6, -38],
    [14, -33],
    [6, -28],
    [14, -43],
  ])
    hex += path(poly(starPoints(x, y, 3, 4.6, 4.6, 0)), '#ffffff');
  g += `<g opacity="0.25">${hex}</g>`;
  // cloth cap tied with string
  g += path(
    'M-32 -76C-30 -86 30 -86 32 -76L36 -64L28 -66L20 -62L10 -66L0 -62L-10 -66L-20 -62L-28 -66L-36 -64Z',
    cloth,
  );
  g += rect(-30, -76, 60, 3, darken(cloth, 0.2));
  g += path('M-30 -75C-40 -70 -44 -62 -40 -56', 'none', 'stroke="#c8a878" stroke-width="1.2"');
  // dipper
  g += `<g transform="translate(44 -4) rotate(-28)">${rect(-2, -62, 4, 50, '#b8864a', 'rx="2"')}${ellipse(0, -8, 7, 10, '#b8864a')}${path('M-7 -12L7 -12M-7 -7L7 -7M-6 -2L6 -2', 'none', 'stroke="#8a5a2a" stroke-width="1.2"')}</g>`;
  g += path('M44 -2C44 2 46 3 46 0', 'none', `stroke="${honey}" stroke-width="2"`);
  s.add(st.unit(g));
}

function pCushion(s, rng) {
  const st = studio(s, rng);
  const cols = rng.shuffle([
    C.terracotta,
    C.saffron,
    C.majorelle,
    C.teal,
    C.cream,
    '#8a2f4a',
    '#d07aa0',
    '#2a2420',
  ]);
  s.add(st.shadow(50));
  const shape =
    'M-46 -92C-30 -86 30 -86 46 -92C40 -70 40 -24 46 -2C30 -8 -30 -8 -46 -2C-40 -24 -40 -70 -46 -92Z';
  const clipId = `cu${rng.int(0, 1e9)}`;
  let pat = rect(-50, -96, 100, 100, cols[0]);
  const kind = rng.pick(['kilim', 'star', 'stripes']);
  if (kind === 'kilim') {
    for (let i = 0; i < 6; i++) {
      const y = -88 + i * 15;
      pat += rect(-50, y, 100, 6, cols[1 + (i % 3)]);
      let dm = '';
      for (let x = -44; x < 50; x += 12)
        dm += poly([
          [x, y + 8],
          [x + 4, y + 11],
          [x, y + 14],
          [x - 4, y + 11],
        ]);
      pat += path(dm, cols[4]);
    }
  } else if (kind === 'star') {
    pat +=
      path(star8(0, -47, 24), cols[1]) +
      path(star8(0, -47, 14, Math.PI / 8), cols[2]) +
      circle(0, -47, 5, cols[3]);
    for (const [x, y] of [
      [-30, -76],
      [30, -76],
      [-30, -18],
      [30, -18],
    ])
      pat += path(star8(x, y, 6), cols[2]);
  } else {
    for (let x = -50; x < 50; x += 10)
      pat += rect(x, -96, 4, 100, cols[1]) + rect(x + 6, -96, 1.5, 100, cols[2]);
  }
  let g = `<clipPath id="${clipId}"><path d="${shape}"/></clipPath><g clip-path="url(#${clipId})">${pat}${rect(
    -50,
    -96,
    100,
    100,
    s.rad(
      [
        [0.4, '#ffffff', 0.12],
        [1, '#000000', 0.22],
      ],
      { cx: 0.45, cy: 0.4, r: 0.7 },
    ),
  )}</g>`;
  if (rng.chance(0.6))
    for (const [x, y] of [
      [-46, -92],
      [46, -92],
      [-46, -2],
      [46, -2],
    ])
      g += circle(x, y, 4, cols[5]);
  s.add(st.unit(g));
}

function pTote(s, rng) {
  const st = studio(s, rng);
  const straw = rng.pick(['#d8b070', '#e0c080', '#e8dcc4', '#c89a5a']);
  const accent = rng.pick([C.terracotta, C.majorelle, C.teal, '#d07aa0', C.saffron]);
  s.add(st.shadow(44));
  let g = '';
  g += path('M-26 -66C-26 -104 -8 -104 -8 -66', 'none', `stroke="#8a4a2a" stroke-width="4"`);
  g += path('M8 -66C8 -104 26 -104 26 -66', 'none', `stroke="#8a4a2a" stroke-width="4"`);
  g += path(
    'M-40 -66L40 -66L46 -2L-46 -2Z',
    s.lin([lighten(straw, 0.05), straw, darken(straw, 0.1)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  let weave = '';
  for (let y = -62; y < -2; y += 4)
    weave += `M${f(-40 - (y + 66) * 0.09)} ${y}L${f(40 + (y + 66) * 0.09)} ${y}`;
  g += path(weave, 'none', `stroke="${darken(straw, 0.1)}" stroke-width="0.7"`);
  let v = '';
  for (let x = -42; x <= 42; x += 4) v += `M${f(x * 0.93)} -66L${f(x)} -2`;
  g += path(v, 'none', `stroke="${lighten(straw, 0.08)}" stroke-width="0.5" opacity="0.7"`);
  g += rect(-41, -66, 82, 6, darken(straw, 0.12));
  // embroidered motif or pompoms
  if (rng.chance(0.5))
    g += path(star8(0, -34, 14), accent) + path(star8(0, -34, 7, Math.PI / 8), lighten(accent, 0.3));
  else
    for (let x = -30; x <= 30; x += 12)
      g += circle(x, -54, 4, rng.pick([accent, C.saffron, '#d07aa0', C.cream]));
  s.add(st.unit(g));
}

export const PRODUCTS = {
  lantern: pLantern,
  rug: pRug,
  tagine: pTagine,
  teapot: pTeapot,
  'tea-glasses': pTeaGlasses,
  'argan-oil': pArganOil,
  soap: pSoap,
  spices: pSpices,
  babouches: pBabouches,
  'leather-bag': pLeatherBag,
  pouf: pPouf,
  'ceramic-plate': pCeramicPlate,
  'ceramic-bowl': pCeramicBowl,
  basket: pBasket,
  blanket: pBlanket,
  mirror: pMirror,
  candle: pCandle,
  jewelry: pJewelry,
  scarf: pScarf,
  notebook: pNotebook,
  perfume: pPerfume,
  dates: pDates,
  honey: pHoney,
  cushion: pCushion,
  tote: pTote,
};
