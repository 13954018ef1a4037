// Moroccan tableware shared by scenes and product shots: teapot, tea glasses, tagine, bowls.

import { darken, lighten } from './palette.mjs';
import { circle, ellipse, f, group, path, rect } from './svg.mjs';

/**
 * Moroccan "berrad" teapot, upright, base centred at (cx, by), height h.
 * o: { metal, tilt (degrees, pours to the right when positive), flip }
 */
export function teapot(s, cx, by, h, o = {}) {
  const metal = o.metal ?? '#c8ccd2';
  const dark = darken(metal, 0.25);
  const light = lighten(metal, 0.12);
  const k = h / 100;
  let g = '';
  // handle (left)
  g += path(
    'M-26 -62C-46 -62 -48 -30 -30 -22',
    'none',
    `stroke="${dark}" stroke-width="5" stroke-linecap="round"`,
  );
  // spout (right), long and curving up
  g += path(
    'M22 -24C40 -30 46 -46 56 -62L62 -66',
    'none',
    `stroke="${metal}" stroke-width="6" stroke-linecap="round"`,
  );
  g += path(
    'M24 -20C42 -26 48 -42 58 -58',
    'none',
    `stroke="${dark}" stroke-width="2" stroke-linecap="round" opacity="0.5"`,
  );
  // feet
  g += rect(-20, -6, 8, 6, dark, 'rx="1"') + rect(12, -6, 8, 6, dark, 'rx="1"');
  // belly
  const belly = 'M-26 -8C-36 -16 -38 -40 -24 -50L-16 -56L16 -56L24 -50C38 -40 36 -16 26 -8Z';
  g += path(belly, s.lin([lighten(metal, 0.08), metal, darken(metal, 0.18)], { x1: 0, y1: 0, x2: 1, y2: 0 }));
  g += path('M-26 -8C-30 -12 -32 -18 -32 -24L32 -24C32 -18 30 -12 26 -8Z', dark, 'opacity="0.25"');
  // engraved band
  g += path(
    'M-33 -32L33 -32',
    'none',
    `stroke="${dark}" stroke-width="1.6" stroke-dasharray="3 2" opacity="0.6"`,
  );
  // neck + lid
  g += rect(-16, -62, 32, 7, darken(metal, 0.08));
  g += path(
    'M-14 -62C-14 -74 -6 -80 0 -92C6 -80 14 -74 14 -62Z',
    s.lin([light, darken(metal, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  g += circle(0, -94, 3.2, dark);
  // highlight
  g += path(
    'M-20 -44C-26 -36 -26 -22 -20 -14',
    'none',
    `stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" opacity="0.55"`,
  );
  const tilt = o.tilt ?? 0;
  return `<g transform="translate(${f(cx)} ${f(by)}) rotate(${f(tilt)}) scale(${o.flip ? -k : k} ${k})">${g}</g>`;
}

/** Position of the spout tip for a teapot drawn with teapot(…, tilt). */
export function spoutTip(cx, by, h, tilt = 0) {
  const k = h / 100;
  const a = (tilt * Math.PI) / 180;
  const x = 62 * k;
  const y = -66 * k;
  return [cx + x * Math.cos(a) - y * Math.sin(a), by + x * Math.sin(a) + y * Math.cos(a)];
}

/**
 * Decorated Moroccan tea glass, base centred at (cx, by), height h.
 * o: { glass (tint colour), tea (liquid or null), gold, mint }
 */
export function teaGlass(_s, cx, by, h, o = {}) {
  const w0 = h * 0.34;
  const w1 = h * 0.44;
  const glass = o.glass ?? '#7ab8c8';
  const gold = o.gold ?? '#e0b450';
  let out = '';
  const shape = `M${f(cx - w1 / 2)} ${f(by - h)}L${f(cx + w1 / 2)} ${f(by - h)}L${f(cx + w0 / 2)} ${f(by)}L${f(cx - w0 / 2)} ${f(by)}Z`;
  out += path(shape, glass, 'opacity="0.55"');
  if (o.tea !== null) {
    const lvl = by - h * 0.78;
    const wl = w0 + (w1 - w0) * 0.78;
    out += path(
      `M${f(cx - wl / 2)} ${f(lvl)}L${f(cx + wl / 2)} ${f(lvl)}L${f(cx + w0 / 2 - 1)} ${f(by - 1)}L${f(cx - w0 / 2 + 1)} ${f(by - 1)}Z`,
      o.tea ?? '#c07a22',
      'opacity="0.85"',
    );
    out += ellipse(cx, lvl, wl / 2, h * 0.03, lighten(o.tea ?? '#c07a22', 0.15), 'opacity="0.8"');
    if (o.mint) {
      out += ellipse(
        cx + wl * 0.15,
        lvl - h * 0.05,
        h * 0.06,
        h * 0.03,
        '#4f9a4a',
        `transform="rotate(-30 ${f(cx + wl * 0.15)} ${f(lvl - h * 0.05)})"`,
      );
      out += ellipse(
        cx - wl * 0.1,
        lvl - h * 0.06,
        h * 0.05,
        h * 0.025,
        '#3f8a40',
        `transform="rotate(25 ${f(cx - wl * 0.1)} ${f(lvl - h * 0.06)})"`,
      );
    }
  }
  // gold decoration band with dots
  const by1 = by - h * 0.62;
  const wb = w0 + (w1 - w0) * 0.62;
  out += rect(cx - wb / 2, by1 - h * 0.09, wb, h * 0.09, gold, 'opacity="0.9"');
  let dots = '';
  for (let i = 0; i < 5; i++)
    dots += circle(cx - wb * 0.4 + (wb * 0.8 * i) / 4, by1 - h * 0.045, h * 0.018, darken(gold, 0.3));
  out += dots;
  out += rect(
    cx - (w0 + (w1 - w0) * 0.25) / 2,
    by - h * 0.28,
    w0 + (w1 - w0) * 0.25,
    h * 0.03,
    gold,
    'opacity="0.8"',
  );
  out += path(shape, 'none', `stroke="${lighten(glass, 0.25)}" stroke-width="${f(h * 0.02)}" opacity="0.7"`);
  out += path(
    `M${f(cx - w1 * 0.32)} ${f(by - h * 0.92)}L${f(cx - w0 * 0.3)} ${f(by - h * 0.1)}`,
    'none',
    `stroke="#ffffff" stroke-width="${f(h * 0.035)}" stroke-linecap="round" opacity="0.55"`,
  );
  return out;
}

/** Tagine seen from the side: glazed dish + conical lid; base centred at (cx, by), width w. */
export function tagineSide(s, cx, by, w, o = {}) {
  const col = o.color ?? '#c0673f';
  const pattern = o.pattern ?? '#f2e6cc';
  const k = w / 100;
  let g = '';
  g += ellipse(0, -6, 50, 8, darken(col, 0.2));
  g += path('M-50 -8C-48 2 -30 6 0 6C30 6 48 2 50 -8Z', darken(col, 0.1));
  g += path(
    'M-40 -10C-30 -30 -14 -54 -4 -82L4 -82C14 -54 30 -30 40 -10Z',
    s.lin([lighten(col, 0.1), col, darken(col, 0.15)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
  );
  g += ellipse(0, -84, 7, 3, darken(col, 0.1));
  g += circle(0, -90, 6, col);
  // painted bands on lid
  g += path('M-34 -20C-12 -24 12 -24 34 -20', 'none', `stroke="${pattern}" stroke-width="3"`);
  g += path('M-22 -44C-8 -46 8 -46 22 -44', 'none', `stroke="${pattern}" stroke-width="2"`);
  let dots = '';
  for (let i = -3; i <= 3; i++) dots += circle(i * 8, -32, 2, o.accent ?? '#2f4fb5');
  g += dots;
  g += path(
    'M-24 -24C-16 -42 -10 -58 -6 -72',
    'none',
    'stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35"',
  );
  return `<g transform="translate(${f(cx)} ${f(by)}) scale(${f(k * 1000) / 1000})">${g}</g>`;
}

/** Bowl seen from slightly above, filled with something (spice, olives…). */
export function bowl(cx, cy, r, rim, fill, o = {}) {
  let out = '';
  out += path(
    `M${f(cx - r)} ${f(cy)}C${f(cx - r)} ${f(cy + r * 0.8)} ${f(cx + r)} ${f(cy + r * 0.8)} ${f(cx + r)} ${f(cy)}Z`,
    darken(rim, 0.1),
  );
  out += ellipse(cx, cy, r, r * 0.32, rim);
  out += ellipse(cx, cy + r * 0.02, r * 0.88, r * 0.26, fill);
  if (o.mound)
    out += path(
      `M${f(cx - r * 0.8)} ${f(cy + r * 0.05)}Q${f(cx)} ${f(cy - r * 0.55)} ${f(cx + r * 0.8)} ${f(cy + r * 0.05)}Z`,
      fill,
    );
  return group(out);
}
