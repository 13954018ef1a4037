// Moroccan geometry and architecture: zellige patterns, arches, doors, lanterns, merlons.

import { darken, lighten, mix } from './palette.mjs';
import { circle, f, group, path, poly, rect, star8, starPoints } from './svg.mjs';

/**
 * Star-and-cross zellige tiling as an SVG pattern fill (returns url(#…)).
 * colors: [ground, star, centre star, inner accent, grout]; u: tile size.
 */
export function zellige(s, colors, u, transform = '') {
  const [ground, starA, starB, accent, grout = '#f4efe4'] = colors;
  const r = u * 0.36;
  const sw = u * 0.03;
  let c = rect(0, 0, u, u, grout);
  c += rect(0, 0, u, u, ground, `opacity="0.95"`);
  const starAt = (x, y, col, rot) =>
    path(star8(x, y, r, rot), col, `stroke="${grout}" stroke-width="${f(sw)}"`) +
    path(star8(x, y, r * 0.42, rot + Math.PI / 8), accent, `stroke="${grout}" stroke-width="${f(sw * 0.7)}"`);
  for (const [x, y] of [
    [0, 0],
    [u, 0],
    [0, u],
    [u, u],
  ])
    c += starAt(x, y, starA, 0);
  c += starAt(u / 2, u / 2, starB, 0);
  // small cross-shaped gems between stars
  for (const [x, y] of [
    [u / 2, 0],
    [0, u / 2],
    [u, u / 2],
    [u / 2, u],
  ]) {
    c += path(poly(starPoints(x, y, 4, u * 0.09, u * 0.035, 0)), accent, `opacity="0.85"`);
  }
  return s.pattern(u, u, c, transform);
}

/** Stepped Moroccan merlons along the top of a wall from x0 to x1 at y (base of the merlons). */
export function merlons(x0, x1, y, m, color) {
  let d = '';
  const step = m * 1.6;
  for (let x = x0; x < x1 - m * 0.5; x += step) {
    const w = m;
    const h = m * 1.1;
    d += poly([
      [x, y],
      [x, y - h * 0.55],
      [x + w * 0.18, y - h * 0.55],
      [x + w * 0.18, y - h],
      [x + w * 0.82, y - h],
      [x + w * 0.82, y - h * 0.55],
      [x + w, y - h * 0.55],
      [x + w, y],
    ]);
  }
  return path(d, color);
}

/** Simple triangular-topped merlons (kasbah style). */
export function pointedMerlons(x0, x1, y, m, color) {
  let d = '';
  for (let x = x0; x < x1 - m * 0.3; x += m * 1.5) {
    d += poly([
      [x, y],
      [x, y - m * 0.7],
      [x + m * 0.5, y - m * 1.2],
      [x + m, y - m * 0.7],
      [x + m, y],
    ]);
  }
  return path(d, color);
}

/**
 * Moroccan hanging lantern (pierced brass). (cx, top) is where the chain starts; h total height.
 * o: { metal, glow, lit, style: 0 prism | 1 bulb | 2 tall, chain (length), glass }
 */
export function lantern(s, cx, top, h, o = {}) {
  const metal = o.metal ?? '#b8862f';
  const glow = o.glow ?? '#ffd27a';
  const lit = o.lit ?? true;
  const style = o.style ?? 0;
  const chain = o.chain ?? 0;
  const dark = darken(metal, 0.22);
  const light = lighten(metal, 0.12);
  const k = h / 100;
  let inner = '';
  if (chain > 0) inner += path(`M0 ${f(-chain / k)}L0 0`, 'none', `stroke="${dark}" stroke-width="0.8"`);
  if (lit) {
    inner += circle(
      0,
      55,
      90,
      s.rad([
        [0, glow, 0.55],
        [0.3, glow, 0.18],
        [1, glow, 0],
      ]),
    );
  }
  // ring + finial
  inner += circle(0, 3, 3, 'none', `stroke="${dark}" stroke-width="1.5"`);
  inner += path('M-2 6L2 6L3 12L-3 12Z', metal);
  const bodyW = style === 2 ? 30 : 38;
  // dome cap
  inner += path(
    `M-3 12C-6 18 -${bodyW / 2 + 2} 24 -${bodyW / 2 + 2} 30L${bodyW / 2 + 2} 30C${bodyW / 2 + 2} 24 6 18 3 12Z`,
    metal,
  );
  inner += path(
    `M0 12C-2 18 -${bodyW / 4} 24 -${bodyW / 4} 30L${bodyW / 4} 30C${bodyW / 4} 24 2 18 0 12Z`,
    light,
    'opacity="0.5"',
  );
  inner += rect(-bodyW / 2 - 3, 29, bodyW + 6, 4, dark, 'rx="1"');
  // body
  const bTop = 33;
  const bBot = style === 2 ? 82 : 76;
  let bodyPath;
  if (style === 1) {
    bodyPath = `M-${bodyW / 2 - 2} ${bTop}C-${bodyW / 2 + 6} ${bTop + 14} -${bodyW / 2 + 4} ${bBot - 10} -${bodyW / 2 - 6} ${bBot}L${bodyW / 2 - 6} ${bBot}C${bodyW / 2 + 4} ${bBot - 10} ${bodyW / 2 + 6} ${bTop + 14} ${bodyW / 2 - 2} ${bTop}Z`;
  } else {
    bodyPath = `M-${bodyW / 2} ${bTop}L-${bodyW / 2 - 3} ${bBot}L${bodyW / 2 - 3} ${bBot}L${bodyW / 2} ${bTop}Z`;
  }
  const fillBody = lit ? mix(metal, glow, 0.35) : metal;
  inner += path(bodyPath, fillBody);
  const clip = s.clip(path(bodyPath, '#000'));
  // pierced pattern
  let holes = '';
  const holeCol = lit ? lighten(glow, 0.08) : darken(metal, 0.3);
  for (let row = 0; row < 8; row++) {
    for (let col = -4; col <= 4; col++) {
      const x = col * 5.6 + (row % 2) * 2.8;
      const y = bTop + 4 + row * 6;
      if (y > bBot - 2) continue;
      holes += (row + col) % 3 === 0 ? path(star8(x, y, 2.2), holeCol) : circle(x, y, 1.2, holeCol);
    }
  }
  let faces = '';
  if (style !== 1) {
    faces += rect(-bodyW / 2, bTop, bodyW * 0.22, bBot - bTop, '#000', 'opacity="0.22"');
    faces += rect(bodyW / 2 - bodyW * 0.22, bTop, bodyW * 0.22, bBot - bTop, '#000', 'opacity="0.12"');
    faces += path(
      `M${f(-bodyW * 0.28)} ${bTop}L${f(-bodyW * 0.28)} ${bBot}M${f(bodyW * 0.28)} ${bTop}L${f(bodyW * 0.28)} ${bBot}`,
      'none',
      `stroke="${dark}" stroke-width="1.2"`,
    );
  } else {
    faces += rect(-bodyW / 2 - 6, bTop, bodyW * 0.3, bBot - bTop, '#000', 'opacity="0.2"');
  }
  inner += group(holes + faces, `clip-path="${clip}"`);
  inner += rect(-bodyW / 2 + 1, bBot, bodyW - 2, 3.5, dark, 'rx="1"');
  // bottom cap + finial
  inner += path(
    `M-${bodyW / 2 - 3} ${bBot + 3.5}L${bodyW / 2 - 3} ${bBot + 3.5}L6 ${bBot + 11}L-6 ${bBot + 11}Z`,
    metal,
  );
  inner += path(`M-2 ${bBot + 11}L2 ${bBot + 11}L0.8 ${bBot + 18}L-0.8 ${bBot + 18}Z`, dark);
  inner += circle(0, bBot + 19, 1.8, metal);
  return `<g transform="translate(${f(cx)} ${f(top)}) scale(${f(k * 1000) / 1000})">${inner}</g>`;
}
