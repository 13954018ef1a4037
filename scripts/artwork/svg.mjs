// A small SVG document builder plus geometry helpers (paths, stars, noise).

/** Round to one decimal to keep the SVG text small. */
export const f = (n) => Math.round(n * 10) / 10;

export class Svg {
  /** W × H is the drawing's coordinate space (viewBox); it can be rendered at any pixel size. */
  constructor(W, H) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }

  id(prefix = 'd') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  def(s) {
    this.defs.push(s);
  }

  add(...parts) {
    for (const p of parts) if (p) this.body.push(p);
    return this;
  }

  /**
   * Linear gradient. stops: array of colours (evenly spaced) or [offset, colour, opacity?].
   * opts: {x1,y1,x2,y2} in bounding-box fractions, or with user:true in drawing units.
   */
  lin(stops, opts = {}) {
    const id = this.id('l');
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = opts;
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x2)}" y2="${f3(y2)}"${units}>${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient; opts {cx,cy,r,fx,fy} in bbox fractions or with user:true in drawing units. */
  rad(stops, opts = {}) {
    const id = this.id('r');
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, user = false } = opts;
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<radialGradient id="${id}" cx="${f3(cx)}" cy="${f3(cy)}" r="${f3(r)}" fx="${f3(fx)}" fy="${f3(fy)}"${units}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter; returns the attribute value for filter="…". */
  blur(std) {
    const id = this.id('b');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Clip path from raw SVG shapes; returns url(#…). */
  clip(shapes) {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A tiling pattern in user units; returns url(#…). */
  pattern(w, h, content, transform = '') {
    const id = this.id('p');
    const tr = transform ? ` patternTransform="${transform}"` : '';
    this.def(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${tr}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  toString(outW = this.W, outH = this.H) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(outW)}" height="${Math.round(outH)}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function f3(n) {
  return Math.round(n * 1000) / 1000;
}

function stopTags(stops) {
  return stops
    .map((s, i) => {
      if (typeof s === 'string') return [stops.length === 1 ? 0 : i / (stops.length - 1), s, 1];
      return [s[0], s[1], s[2] ?? 1];
    })
    .map(
      ([o, c, a]) => `<stop offset="${f3(o)}" stop-color="${c}"${a < 1 ? ` stop-opacity="${f3(a)}"` : ''}/>`,
    )
    .join('');
}

// ---- elements -------------------------------------------------------------

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
export const group = (content, extra = '') => `<g${extra ? ` ${extra}` : ''}>${content}</g>`;
export const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${extra ? ` ${extra}` : ''}/>`;

/** Polygon path "M…L…Z" from [[x,y],…]. */
export function poly(points, close = true) {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** Smooth curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points, close = false, tension = 1) {
  const p = points;
  if (p.length < 3) return poly(p, close);
  const n = p.length;
  const get = (i) => (close ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${f(p[0][0])} ${f(p[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const t = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Star polygon points with n tips. */
export function starPoints(cx, cy, n, r1, r2, rot = -Math.PI / 2) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = rot + (i * Math.PI) / n;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** Classic Moroccan 8-point star (two overlapping squares). */
export function star8(cx, cy, r, rot = 0) {
  // inner radius of the star formed by two squares: r * cos(45°) / cos(22.5°)
  return poly(starPoints(cx, cy, 8, r, r * 0.7654, rot - Math.PI / 2));
}

/**
 * Arch-topped opening. cx: centre x, bottom: base y, w: width, h: height to the apex.
 * kind: 'horseshoe' (Moorish), 'pointed', 'round'.
 */
export function arch(cx, bottom, w, h, kind = 'horseshoe') {
  const hw = w / 2;
  const top = bottom - h;
  if (kind === 'round') {
    const spring = top + hw;
    return `M${f(cx - hw)} ${f(bottom)}L${f(cx - hw)} ${f(spring)}A${f(hw)} ${f(hw)} 0 0 1 ${f(cx + hw)} ${f(spring)}L${f(cx + hw)} ${f(bottom)}Z`;
  }
  if (kind === 'pointed') {
    const R = w * 0.82;
    const spring = top + Math.sqrt(R * R - (R - hw) ** 2);
    return `M${f(cx - hw)} ${f(bottom)}L${f(cx - hw)} ${f(spring)}A${f(R)} ${f(R)} 0 0 1 ${f(cx)} ${f(top)}A${f(R)} ${f(R)} 0 0 1 ${f(cx + hw)} ${f(spring)}L${f(cx + hw)} ${f(bottom)}Z`;
  }
  const R = hw * 1.14;
  const chord = top + R + Math.sqrt(R * R - hw * hw);
  return `M${f(cx - hw)} ${f(bottom)}L${f(cx - hw)} ${f(chord)}A${f(R)} ${f(R)} 0 1 1 ${f(cx + hw)} ${f(chord)}L${f(cx + hw)} ${f(bottom)}Z`;
}

/** 1-D value noise with smooth interpolation, seeded by rng. Returns fn(x) in [-1, 1]. */
export function noise1(rng, size = 256) {
  const v = Array.from({ length: size }, () => rng.next() * 2 - 1);
  return (x) => {
    const i = Math.floor(x);
    const t = x - i;
    const a = v[((i % size) + size) % size];
    const b = v[(((i + 1) % size) + size) % size];
    const s = t * t * (3 - 2 * t);
    return a + (b - a) * s;
  };
}

/** Fractal noise (several octaves). */
export function fbm(rng, octaves = 4) {
  const ns = Array.from({ length: octaves }, () => noise1(rng));
  return (x) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (const n of ns) {
      sum += n(x * freq) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2.1;
    }
    return sum / norm;
  };
}

/** Points along a horizon line from x0 to x1: y = baseY + amp * fn(x / scale). */
export function ridge(fn, x0, x1, baseY, amp, scale, step = 10) {
  const pts = [];
  for (let x = x0; x <= x1 + step; x += step) pts.push([x, baseY + amp * fn(x / scale)]);
  return pts;
}

/** Close a ridge into a filled area down to y = bottom. */
export function ridgeArea(points, bottom, smoothIt = false) {
  const first = points[0];
  const last = points[points.length - 1];
  const top = smoothIt ? smooth(points) : poly(points, false);
  return `${top}L${f(last[0])} ${f(bottom)}L${f(first[0])} ${f(bottom)}Z`;
}

export const clamp = (v, a, b) => (v < a ? a : Math.min(v, b));

/** Outline points of an arch (same kinds as arch()), for projecting into perspective. */
export function archPoints(cx, bottom, w, h, kind = 'horseshoe', n = 24) {
  const hw = w / 2;
  const top = bottom - h;
  const pts = [[cx - hw, bottom]];
  if (kind === 'pointed') {
    const R = w * 0.82;
    const spring = top + Math.sqrt(R * R - (R - hw) ** 2);
    const cL = [cx - hw + R, spring];
    const cR = [cx + hw - R, spring];
    const apexL = Math.atan2(top - spring, cx - cL[0]) + Math.PI * 2;
    const apexR = Math.atan2(top - spring, cx - cR[0]);
    const m = Math.ceil(n / 2);
    for (let i = 0; i <= m; i++) {
      const a = Math.PI + (apexL - Math.PI) * (i / m);
      pts.push([cL[0] + Math.cos(a) * R, cL[1] + Math.sin(a) * R]);
    }
    for (let i = 1; i <= m; i++) {
      const a = apexR + (0 - apexR) * (i / m);
      pts.push([cR[0] + Math.cos(a) * R, cR[1] + Math.sin(a) * R]);
    }
  } else {
    const R = kind === 'round' ? hw : hw * 1.14;
    const cy = top + R;
    const dy = Math.sqrt(Math.max(0, R * R - hw * hw));
    const start = Math.atan2(dy, -hw);
    const end = Math.atan2(dy, hw) + Math.PI * 2;
    for (let i = 0; i <= n; i++) {
      const a = start + (end - start) * (i / n);
      pts.push([cx + Math.cos(a) * R, cy + Math.sin(a) * R]);
    }
  }
  pts.push([cx + hw, bottom]);
  return pts;
}
