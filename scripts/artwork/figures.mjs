// Silhouettes and small figures: camels, people, boats, balloons, quad bikes, tents.

import { darken, mix } from './palette.mjs';
import { circle, ellipse, f, group, path, rect } from './svg.mjs';

const place = (x, y, scale, flip, inner) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -scale : scale} ${scale})">${inner}</g>`;

/**
 * Dromedary facing right, feet on (x, y), roughly `h` tall at the hump.
 * o: { flip, phase (0..1 walking stride), rider: colour or false, saddle: colour }
 */
export function camel(x, y, h, color, o = {}) {
  const ph = (o.phase ?? 0) * Math.PI * 2;
  const sw = Math.sin(ph) * 9;
  const body =
    'M5 -70C5 -86 22 -97 42 -99C60 -100 72 -89 82 -80C92 -75 99 -71 101 -64C102 -57 95 -52 88 -52L70 -51C55 -47 36 -47 22 -51C10 -55 4 -60 5 -70Z';
  const neck =
    'M96 -62C106 -54 116 -58 121 -76L125 -93L116 -103C114 -90 111 -78 105 -74C99 -71 92 -76 84 -80Z';
  const head =
    'M114 -104C118 -109 126 -108 131 -104L138 -99C140 -97 139 -94 136 -93L125 -91C120 -91 116 -95 114 -99Z';
  const ear = 'M117 -106L115 -111L120 -108Z';
  const leg = (hx, dx1, dx2, _thick) => `M${hx} -56L${f(hx + dx1)} -27L${f(hx + dx2)} -2`;
  let legs = '';
  legs += path(
    leg(24, -4 + sw * 0.6, sw, 1),
    'none',
    `stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`,
  );
  legs += path(
    leg(34, -2 - sw * 0.6, -sw, 1),
    'none',
    `stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`,
  );
  legs += path(
    leg(82, 1 - sw * 0.5, -sw, 1),
    'none',
    `stroke="${color}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"`,
  );
  legs += path(
    leg(92, 1 + sw * 0.5, sw, 1),
    'none',
    `stroke="${color}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"`,
  );
  const thigh = 'M12 -66C10 -50 18 -40 26 -36L34 -36C38 -44 38 -52 36 -58Z';
  const tail = path(
    'M6 -70Q-1 -60 2 -44',
    'none',
    `stroke="${color}" stroke-width="2.2" stroke-linecap="round"`,
  );
  let inner =
    legs +
    path(thigh, color) +
    path(body, color) +
    path(neck, color) +
    path(head, color) +
    path(ear, color) +
    tail;
  if (o.saddle) {
    inner += path('M28 -93C36 -103 56 -104 66 -94L68 -80L28 -80Z', o.saddle);
    inner += path('M30 -84L66 -84L64 -70L32 -70Z', darken(o.saddle, 0.12));
  }
  if (o.rider) {
    const r = o.rider;
    inner += path('M40 -98L58 -98L56 -130C54 -137 44 -137 42 -130Z', r);
    inner += path('M44 -100L38 -78L44 -76L52 -96Z', r);
    inner += circle(49, -142, 7.5, r);
    inner += ellipse(49, -147, 9, 5, o.turban ?? r);
    inner += path(
      'M42 -145Q36 -135 40 -122',
      'none',
      `stroke="${o.turban ?? r}" stroke-width="3" stroke-linecap="round"`,
    );
  }
  if (o.lead) {
    // lead rope to the next camel
    inner += path('M132 -97Q150 -70 165 -80', 'none', `stroke="${color}" stroke-width="1.2" opacity="0.8"`);
  }
  return place(x, y, h / 100, o.flip, inner);
}

/**
 * A standing or walking figure in a djellaba, feet at (x, y), height h.
 * o: { hood: 'pointed'|'scarf'|'turban'|'none', stride: -1..1, flip, robe, skin, accent, carry }
 */
export function person(x, y, h, color, o = {}) {
  const robe = o.robe ?? color;
  const skin = o.skin ?? color;
  const st = (o.stride ?? 0) * 7;
  let inner = '';
  // feet
  inner += ellipse(-5 + st, -1.5, 5, 2.2, o.shoes ?? color);
  inner += ellipse(5 - st, -1.5, 5, 2.2, o.shoes ?? color);
  // robe
  inner += path(
    `M-7 -82C-14 -80 -17 -74 -17 -64L${f(-19 + st * 0.5)} -5Q0 ${f(-1 + Math.abs(st) * 0.1)} ${f(19 + st * 0.5)} -5L17 -64C17 -74 14 -80 7 -82Z`,
    robe,
  );
  if (o.accent) inner += path('M-3 -80L3 -80L2 -8L-2 -8Z', o.accent, 'opacity="0.8"');
  // arms
  inner += path('M-16 -70C-21 -52 -20 -42 -16 -36L-11 -38C-13 -48 -12 -58 -10 -66Z', robe);
  if (o.carry) inner += path('M10 -68C18 -60 20 -52 18 -44L24 -40L26 -48C25 -58 20 -66 14 -72Z', robe);
  else inner += path('M16 -70C21 -52 20 -42 16 -36L11 -38C13 -48 12 -58 10 -66Z', robe);
  // head
  inner += circle(0, -90, 8, skin);
  const hood = o.hood ?? 'pointed';
  if (hood === 'pointed')
    inner += path('M-10 -86C-11 -97 -5 -103 -2 -108C0 -104 9 -99 10 -90L8 -84C6 -94 -5 -96 -7 -84Z', robe);
  else if (hood === 'scarf')
    inner += path(
      'M-10 -84C-12 -98 -4 -101 0 -101C6 -101 12 -97 10 -84L13 -72L7 -76C7 -88 5 -95 0 -95C-5 -95 -7 -88 -7 -80L-13 -72Z',
      o.scarf ?? robe,
    );
  else if (hood === 'turban') inner += ellipse(0, -96, 10, 6, o.scarf ?? robe);
  return place(x, y, h / 110, o.flip, inner);
}

/** A crowd of small figures along a line (x0..x1) at y; colours picked from `colors`. */
export function crowd(rng, x0, x1, y, h, colors, n, o = {}) {
  let out = '';
  const items = [];
  for (let i = 0; i < n; i++) items.push({ x: rng.range(x0, x1), dy: rng.range(0, h * 0.25) });
  items.sort((a, b) => a.dy - b.dy);
  for (const it of items) {
    const hh = h * rng.range(0.85, 1.1) * (1 + it.dy / h);
    out += person(it.x, y + it.dy, hh, rng.pick(colors), {
      hood: rng.pick(['pointed', 'scarf', 'turban', 'none']),
      stride: rng.range(-1, 1),
      flip: rng.chance(0.5),
      scarf: o.scarves ? rng.pick(o.scarves) : undefined,
    });
  }
  return out;
}

/** Essaouira fishing boat (side view), bow to the right, keel at (x, y), length len. */
export function boat(x, y, len, o = {}) {
  const hull = o.hull ?? '#2c5fb8';
  const trim = o.trim ?? '#f2ede1';
  const stripe = o.stripe ?? '#d8443a';
  let inner = '';
  inner += path('M1 -20Q50 -31 99 -26Q52 -24 1 -20Z', o.inside ?? darken(hull, 0.35));
  inner += path('M0 -20L100 -26C97 -12 88 0 72 0L22 0C10 0 3 -8 0 -20Z', hull);
  inner += path('M0 -20L100 -26L99.5 -23L0.6 -17Z', trim);
  inner += path('M1.5 -14L98 -19L97 -15L2.5 -10Z', stripe);
  inner += path('M0 -20L-2 -24L5 -21Z', trim);
  inner += rect(30, -29, 3, 9, darken(hull, 0.2));
  if (o.flag)
    inner += path(
      'M31 -29L31 -48L40 -44L31 -40',
      'none',
      `stroke="${darken(hull, 0.25)}" stroke-width="1.2"`,
    );
  return place(x, y, len / 100, o.flip, inner);
}

/** Hot-air balloon; (cx, cy) envelope centre, r its radius. */
export function balloon(s, cx, cy, r, colors, o = {}) {
  const top = cy - r;
  const neckY = cy + r * 1.05;
  const env = `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(cy)}C${f(cx + r)} ${f(cy + r * 0.45)} ${f(cx + r * 0.42)} ${f(cy + r * 0.78)} ${f(cx + r * 0.3)} ${f(neckY)}L${f(cx - r * 0.3)} ${f(neckY)}C${f(cx - r * 0.42)} ${f(cy + r * 0.78)} ${f(cx - r)} ${f(cy + r * 0.45)} ${f(cx - r)} ${f(cy)}Z`;
  const clip = s.clip(path(env, '#000'));
  let gores = path(env, colors[colors.length - 1]);
  const n = o.gores ?? 8;
  for (let i = 0; i < n; i++) {
    const a0 = -1 + (2 * i) / n;
    const a1 = -1 + (2 * (i + 1)) / n;
    const edge = (a) => {
      const k = Math.sin((a * Math.PI) / 2);
      return `${f(cx + k * r * 2.6)}`;
    };
    gores += path(
      `M${f(cx)} ${f(top - 2)}Q${edge(a0)} ${f(cy - r * 0.2)} ${f(cx + a0 * r * 0.3)} ${f(neckY + 2)}L${f(cx + a1 * r * 0.3)} ${f(neckY + 2)}Q${edge(a1)} ${f(cy - r * 0.2)} ${f(cx)} ${f(top - 2)}Z`,
      colors[i % colors.length],
    );
  }
  // shading: light side and dark side
  const shade = s.lin(
    [
      [0, '#ffffff', 0.28],
      [0.45, '#ffffff', 0],
      [1, '#000000', 0.25],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  let out = group(gores + rect(cx - r * 1.5, top - 4, r * 3, r * 2.2, shade), `clip-path="${clip}"`);
  if (o.band)
    out += path(
      `M${f(cx - r * 0.42)} ${f(neckY - r * 0.12)}L${f(cx + r * 0.42)} ${f(neckY - r * 0.12)}L${f(cx + r * 0.3)} ${f(neckY)}L${f(cx - r * 0.3)} ${f(neckY)}Z`,
      o.band,
    );
  const by = neckY + r * 0.32;
  const bw = r * 0.26;
  out += path(
    `M${f(cx - r * 0.28)} ${f(neckY)}L${f(cx - bw / 2)} ${f(by)}M${f(cx + r * 0.28)} ${f(neckY)}L${f(cx + bw / 2)} ${f(by)}`,
    'none',
    `stroke="${o.rope ?? '#5a3b2a'}" stroke-width="${f(Math.max(1, r * 0.012))}"`,
  );
  out += rect(cx - bw / 2, by, bw, r * 0.2, o.basket ?? '#7a4a2a', `rx="${f(r * 0.02)}"`);
  if (o.flame) out += ellipse(cx, neckY + r * 0.08, r * 0.05, r * 0.09, '#ffd35a', 'opacity="0.9"');
  return out;
}

/** Quad bike with rider, side view, wheels on y, facing right; length len. */
export function quad(x, y, len, o = {}) {
  const body = o.body ?? '#d8443a';
  const dark = o.dark ?? '#1e1b2b';
  const rider = o.rider ?? '#2d3b55';
  const hub = mix(dark, '#9a9a9a', 0.45);
  let inner = '';
  const wheel = (cx, cy, r, col) => {
    let w = circle(cx, cy, r, col);
    let tread = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      tread += circle(cx + Math.cos(a) * r * 0.96, cy + Math.sin(a) * r * 0.96, r * 0.13, col);
    }
    w += tread + circle(cx, cy, r * 0.5, hub) + circle(cx, cy, r * 0.2, col);
    return w;
  };
  // far-side wheels peek out behind: four wheels read as a quad
  inner += wheel(26, -21, 16, mix(dark, '#000000', 0.3)) + wheel(94, -21, 16, mix(dark, '#000000', 0.3));
  inner += wheel(16, -17, 18, dark) + wheel(84, -17, 18, dark);
  // fenders, body, seat, front rack
  inner += path(
    'M-4 -30C-2 -44 10 -50 22 -48C30 -46 36 -40 38 -34L62 -34C64 -40 72 -48 84 -48C96 -48 104 -42 106 -30L98 -30C96 -38 90 -42 84 -42C76 -42 70 -36 70 -28L32 -28C32 -36 26 -42 18 -42C10 -42 4 -38 3 -30Z',
    body,
  );
  inner += path('M30 -40L72 -40L68 -50L36 -52Z', darken(body, 0.12));
  inner += path('M26 -52C30 -58 50 -58 60 -54L60 -50L28 -48Z', dark);
  inner += path('M84 -50L100 -50L100 -46L84 -46Z', dark);
  inner += path('M74 -50L80 -66L84 -66L79 -50Z', dark);
  inner += rect(74, -70, 16, 4, dark, 'rx="2"');
  inner += circle(104, -38, 3, '#ffe9a0');
  // rider: seated, leaning into the handlebar
  inner += path('M38 -56L48 -90L62 -90L58 -56Z', rider);
  inner += path('M56 -84L76 -70L80 -68L78 -64L54 -74Z', rider);
  inner += path('M40 -58L60 -58L66 -40L60 -38L52 -50L42 -50Z', darken(rider, 0.12));
  inner += rect(58, -40, 12, 5, dark, 'rx="2"');
  inner += circle(56, -100, 11, o.helmet ?? '#f0e6d2');
  inner += path('M57 -103L68 -103L67 -96L58 -96Z', dark);
  if (o.scarf) inner += path('M48 -94L32 -86L36 -84L48 -88Z', o.scarf);
  return place(x, y, len / 106, o.flip, inner);
}

/** Dust cloud behind a vehicle. */
export function dust(s, rng, x, y, w, color, dir = -1) {
  let d = '';
  for (let i = 0; i < 9; i++) {
    const k = i / 8;
    d += circle(
      x + dir * w * k,
      y - w * 0.08 - k * w * 0.08,
      w * (0.07 + 0.12 * k) * rng.range(0.8, 1.2),
      color,
      `opacity="${f(0.35 - 0.3 * k)}"`,
    );
  }
  return group(d, `filter="${s.blur(w * 0.02)}"`);
}

/** Desert camp tent: pitched canvas tent with a glowing door. */
export function tent(x, y, w, color, glow, o = {}) {
  const h = w * (o.tall ?? 0.55);
  let out = '';
  out += path(
    `M${f(x - w / 2)} ${f(y)}L${f(x - w * 0.38)} ${f(y - h * 0.55)}L${f(x)} ${f(y - h)}L${f(x + w * 0.38)} ${f(y - h * 0.55)}L${f(x + w / 2)} ${f(y)}Z`,
    color,
  );
  out += path(
    `M${f(x)} ${f(y - h)}L${f(x + w * 0.38)} ${f(y - h * 0.55)}L${f(x + w / 2)} ${f(y)}L${f(x + w * 0.1)} ${f(y)}Z`,
    darken(color, 0.08),
    'opacity="0.7"',
  );
  out += path(`M${f(x - w * 0.12)} ${f(y)}L${f(x)} ${f(y - h * 0.6)}L${f(x + w * 0.12)} ${f(y)}Z`, glow);
  out += line0(x, y - h, x, y - h * 1.12, darken(color, 0.3), w * 0.012);
  return out;
}

function line0(x1, y1, x2, y2, c, w) {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${c}" stroke-width="${f(w)}"/>`;
}

/** Surfer standing on a board (silhouette), facing right, height h. */
export function surfer(x, y, h, color, board) {
  let inner = '';
  inner += path('M-40 2C-30 -4 30 -6 44 -2C30 4 -30 6 -40 2Z', board);
  inner += path('M-14 -2L-6 -30L-2 -30L-8 -2Z', color);
  inner += path('M10 -2L4 -30L8 -31L15 -3Z', color);
  inner += path('M-8 -28C-8 -44 -2 -58 2 -62L10 -58C8 -48 8 -36 6 -28Z', color);
  inner += path('M0 -56L-20 -48L-28 -50L-26 -46L-18 -44L2 -50Z', color);
  inner += path('M6 -58L24 -62L32 -58L30 -55L22 -58L8 -52Z', color);
  inner += circle(6, -68, 6, color);
  return place(x, y, h / 70, false, inner);
}
