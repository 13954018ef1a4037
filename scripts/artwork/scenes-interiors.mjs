// Interior and close-up scenes: riad courtyard, hammam, zellige, lanterns, tea ceremony, cooking class.

import { lantern, zellige } from './motifs.mjs';
import { finish, palm, sky, tree } from './nature.mjs';
import { C, darken, lighten, mix, theme } from './palette.mjs';
import { Persp } from './perspective.mjs';
import { arch, archPoints, circle, ellipse, f, group, path, poly, rect, star8, starPoints } from './svg.mjs';
import { bowl, spoutTip, teaGlass, teapot } from './tableware.mjs';

/** A room box in perspective: back wall at zBack, side walls at X = ±hw, floor at Y = floorY. */
function room(s, _rng, o) {
  const { W, H } = s;
  const vx = W * (o.vx ?? 0.5);
  const vy = H * (o.vy ?? 0.6);
  const F = Math.max(W, H) * (o.F ?? 0.6);
  const P = new Persp(vx, vy, F);
  return { P, vx, vy, F, k: F / o.zBack };
}

/** Wrap world-unit drawing on the plane z into screen space. */
const onPlane = (P, z, content) =>
  `<g transform="translate(${f(P.vx)} ${f(P.vy)}) scale(${f((P.F / z) * 1000) / 1000})">${content}</g>`;

export function riadCourtyard(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'golden', 'dusk', 'golden']));
  const evening = t.name === 'dusk';
  const hw = rng.range(2.7, 3.4);
  const zBack = rng.range(8, 10);
  const zNear = 1.6;
  const floorY = 1.6;
  const { P } = room(s, rng, { zBack, vx: rng.range(0.42, 0.58), vy: rng.range(0.57, 0.66), F: 0.55 });
  const upperKind = rng.pick(['pointed', 'horseshoe', 'round']);
  const roofY = -5.6;
  sky(s, t, rng, { horizon: P.p(0, roofY, zBack)[1] + H * 0.05, sun: false });
  const wall = rng.pick(['#e9d2b4', '#f0dcc4', '#e4c6a8', '#efe2cf']);
  const zel = zellige(
    s,
    rng.pick([
      ['#1d6a6a', '#f2ede0', '#2f4fb5', '#e0a030'],
      ['#2f4fb5', '#f2ede0', '#1d6a6a', '#c05a3c'],
      ['#c05a3c', '#f2ede0', '#1d6a6a', '#2f4fb5'],
    ]),
    0.5,
  );
  const wallLit = mix(wall, evening ? '#ffcf90' : t.light, 0.15);
  const wallShade = mix(wall, t.shade, 0.22);
  // side walls (two storeys with arcades)
  for (const X of [-hw, hw]) {
    const col = X < 0 ? wallShade : mix(wallShade, wallLit, 0.5);
    s.add(
      path(
        P.wall(X, [
          [zNear, floorY],
          [zNear, roofY],
          [zBack, roofY],
          [zBack, floorY],
        ]),
        col,
      ),
    );
    s.add(
      path(
        P.wall(X, [
          [zNear, floorY],
          [zNear, floorY - 0.9],
          [zBack, floorY - 0.9],
          [zBack, floorY],
        ]),
        zel,
      ),
    );
    let arcs = '';
    for (let z = zNear + 0.6; z < zBack - 0.8; z += 2.0) {
      arcs += poly(archPoints(z + 0.8, floorY, 1.5, 3.0, 'horseshoe', 16).map(([u, v]) => P.p(X, v, u)));
    }
    s.add(path(arcs, darken(col, 0.35)));
    let up = '';
    for (let z = zNear + 0.4; z < zBack - 0.6; z += 1.2)
      up += poly(archPoints(z + 0.45, -3.0, 0.7, 1.6, upperKind, 12).map(([u, v]) => P.p(X, v, u)));
    s.add(path(up, darken(col, 0.3)));
    s.add(
      path(
        P.wall(X, [
          [zNear, -2.55],
          [zNear, -2.35],
          [zBack, -2.35],
          [zBack, -2.55],
        ]),
        '#6a4a32',
      ),
    );
  }
  // back wall drawn in world units on the plane z = zBack
  let b = '';
  b += rect(-hw, roofY, hw * 2, floorY - roofY, wallLit);
  b += rect(-hw, floorY - 0.9, hw * 2, 0.9, zel);
  b += rect(-hw, floorY - 0.95, hw * 2, 0.06, '#6a4a32');
  // great central arch with carved frame
  b += path(arch(0, floorY, 2.4, 3.6, 'horseshoe'), darken(wallLit, 0.06));
  b += path(arch(0, floorY, 2.15, 3.4, 'horseshoe'), zel);
  b += path(arch(0, floorY, 1.8, 3.1, 'horseshoe'), evening ? '#5a3020' : darken(wallLit, 0.45));
  // glimpse of salon: lantern glow and cushions inside
  b += circle(0, -0.4, 0.9, evening ? '#ffcf70' : '#ffe2b0', 'opacity="0.25"');
  b += rect(-0.8, floorY - 0.45, 1.6, 0.45, rng.pick([C.terracotta, C.majorelle, C.teal]));
  // side arched windows with grilles
  for (const x of [-2.0, 2.0]) {
    b += path(arch(x, 0.1, 0.8, 1.5, 'horseshoe'), darken(wallLit, 0.08));
    b += path(arch(x, 0.05, 0.6, 1.3, 'horseshoe'), '#3a5a4a');
    let lat = '';
    for (let k = -2; k <= 2; k++) lat += `M${f(x + k * 0.12)} -1.3L${f(x + k * 0.12)} 0.05`;
    for (let k = 0; k < 6; k++)
      lat += `M${f(x - 0.3)} ${f(-1.1 + k * 0.2)}L${f(x + 0.3)} ${f(-1.1 + k * 0.2)}`;
    b += path(lat, 'none', 'stroke="#c9a06a" stroke-width="0.04"');
  }
  // carved stucco band + cedar eave + upper gallery
  b += rect(-hw, -2.6, hw * 2, 0.28, darken(wallLit, 0.05));
  let carve = '';
  for (let x = -hw + 0.15; x < hw; x += 0.3) carve += star8(x, -2.46, 0.1);
  b += path(carve, darken(wallLit, 0.15));
  b += rect(-hw, -2.32, hw * 2, 0.12, '#6a4a32');
  for (let x = -hw + 0.3; x < hw; x += 0.75) {
    b += path(arch(x + 0.15, -3.0, 0.5, 1.4, upperKind), darken(wallLit, 0.35));
  }
  // wooden balustrade
  b += rect(-hw, -3.25, hw * 2, 0.35, '#7a5234');
  let bal = '';
  for (let x = -hw; x < hw; x += 0.18)
    bal += `M${f(x)} -3.25L${f(x + 0.18)} -2.9M${f(x + 0.18)} -3.25L${f(x)} -2.9`;
  b += path(bal, 'none', 'stroke="#c9a06a" stroke-width="0.03"');
  b += rect(-hw, roofY, hw * 2, 0.25, '#2f7a5a');
  let tiles = '';
  for (let x = -hw; x < hw; x += 0.16) tiles += `M${f(x)} ${f(roofY)}L${f(x)} ${f(roofY + 0.25)}`;
  b += path(tiles, 'none', `stroke="${darken('#2f7a5a', 0.15)}" stroke-width="0.04"`);
  s.add(onPlane(P, zBack, b));
  // tiled floor in perspective: two-colour checker or terracotta bejmat bricks
  const c1 = '#f2ede0';
  const c2 = rng.pick(['#1d6a6a', '#c05a3c', '#2f4fb5', '#2f6a4a', '#3a3a4a']);
  const floorKind = rng.pick(['checker', 'checker', 'bejmat']);
  let fa = '';
  let fb = '';
  if (floorKind === 'checker') {
    const step = rng.pick([0.4, 0.5, 0.6]);
    for (let z = zNear - 0.6, i = 0; z < zBack; z += step, i++) {
      for (let X = -hw, j = 0; X < hw; X += step, j++) {
        const q = P.flat(floorY, [
          [X, z],
          [X + step, z],
          [X + step, z + step],
          [X, z + step],
        ]);
        if ((i + j) % 2) fa += q;
        else fb += q;
      }
    }
    s.add(path(fa, mix(c1, t.light, 0.1)) + path(fb, mix(c2, c1, 0.3)));
  } else {
    const brick = rng.pick(['#c9825e', '#b8704e', '#d4926a']);
    s.add(
      path(
        P.flat(floorY, [
          [-hw, zNear - 0.6],
          [hw, zNear - 0.6],
          [hw, zBack],
          [-hw, zBack],
        ]),
        mix(brick, t.light, 0.12),
      ),
    );
    let joints = '';
    for (let z = zNear - 0.6, i = 0; z < zBack; z += 0.25, i++) {
      joints += P.line([-hw, floorY, z], [hw, floorY, z]);
      for (let X = -hw + (i % 2) * 0.25; X < hw; X += 0.5)
        joints += P.line([X, floorY, z], [X, floorY, z + 0.25]);
    }
    s.add(
      path(joints, 'none', `stroke="${lighten(brick, 0.15)}" stroke-width="${f(H * 0.0018)}" opacity="0.8"`),
    );
  }
  // fountain (or a long reflecting pool)
  const pool = rng.chance(0.35);
  const fz = 5.6;
  if (!pool) {
    const R = 1.0;
    const oct = (Y, r) =>
      Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
        return P.p(Math.cos(a) * r, Y, fz + Math.sin(a) * r);
      });
    const top = oct(floorY - 0.5, R);
    const bot = oct(floorY, R);
    let side = '';
    for (let i = 0; i < 8; i++) {
      const j = (i + 1) % 8;
      if (Math.sin(((i + 0.5) / 8) * Math.PI * 2 + Math.PI / 8) < 0.05)
        side += poly([top[i], top[j], bot[j], bot[i]]);
    }
    s.add(path(poly(bot), mix(c2, '#000000', 0.1), 'opacity="0.5"'));
    s.add(path(side, zel));
    s.add(path(poly(top), '#e8e0d0'));
    s.add(path(poly(oct(floorY - 0.5, R * 0.85)), '#5aa0b0'));
    const [jx, jy] = P.p(0, floorY - 1.2, fz);
    const [bx, by] = P.p(0, floorY - 0.5, fz);
    s.add(
      path(
        poly([
          [bx - H * 0.015, by],
          [bx + H * 0.015, by],
          [jx + H * 0.008, jy],
          [jx - H * 0.008, jy],
        ]),
        '#e8e0d0',
      ),
    );
    s.add(ellipse(jx, jy, H * 0.03, H * 0.008, '#e8e0d0'));
    s.add(
      path(
        `M${f(jx)} ${f(jy)}Q${f(jx - H * 0.03)} ${f(jy - H * 0.05)} ${f(jx - H * 0.05)} ${f(by - H * 0.01)}M${f(jx)} ${f(jy)}Q${f(jx + H * 0.03)} ${f(jy - H * 0.05)} ${f(jx + H * 0.05)} ${f(by - H * 0.01)}`,
        'none',
        `stroke="#dff4ff" stroke-width="${f(H * 0.004)}" opacity="0.8"`,
      ),
    );
  }
  if (pool) {
    const z0 = 3.2;
    const z1 = zBack - 0.8;
    const pw = 0.7;
    s.add(
      path(
        P.flat(floorY, [
          [-pw - 0.15, z0 - 0.15],
          [pw + 0.15, z0 - 0.15],
          [pw + 0.15, z1 + 0.15],
          [-pw - 0.15, z1 + 0.15],
        ]),
        '#e8e0d0',
      ),
    );
    s.add(
      path(
        P.flat(floorY, [
          [-pw, z0],
          [pw, z0],
          [pw, z1],
          [-pw, z1],
        ]),
        s.lin([lighten(t.sky[2], 0.05), '#4a9aa8'], {}),
      ),
    );
    for (let z = z0 + 0.4; z < z1; z += 0.9) {
      const [px, py] = P.p(rng.range(-0.4, 0.4), floorY, z);
      s.add(ellipse(px, py, P.scale(z) * 0.14, P.scale(z) * 0.03, '#4f9a4a'));
    }
  }
  let petals = '';
  for (let i = 0; i < (pool ? 0 : 10); i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.2, 0.75);
    const [px, py] = P.p(Math.cos(a) * r, floorY - 0.5, fz + Math.sin(a) * r);
    petals += circle(px, py, H * 0.004, '#e0405a');
  }
  s.add(petals);
  // lanterns from the gallery
  if (rng.chance(0.8)) {
    for (const X of [-1.6, 1.6]) {
      const [lx, ly] = P.p(X, -2.2, 4.5);
      s.add(
        lantern(s, lx, ly, P.scale(4.5) * 0.6, {
          lit: evening || rng.chance(0.4),
          metal: C.brass,
          style: rng.int(0, 2),
          chain: P.scale(4.5) * 0.4,
        }),
      );
    }
  }
  // potted orange trees or palms in front
  const palms = rng.chance(0.35);
  for (const sd of [-1, 1]) {
    const x = W * (sd < 0 ? rng.range(0.04, 0.16) : rng.range(0.84, 0.96));
    const y = H * 0.98;
    const h = H * rng.range(0.42, 0.5);
    if (palms)
      s.add(
        palm(rng, x, y - h * 0.2, h * 1.3, '#3f7a4a', {
          trunk: '#7a5a3a',
          lean: -sd * 0.08,
          rings: '#5a4028',
        }),
      );
    else
      s.add(
        tree(rng, x, y - h * 0.16, h * 0.84, '#6a4a32', '#3f7a4a', {
          crown: 0.38,
          fruit: '#f0902a',
          light: '#6aa05a',
        }),
      );
    s.add(
      path(
        `M${f(x - h * 0.15)} ${f(y - h * 0.2)}L${f(x + h * 0.15)} ${f(y - h * 0.2)}L${f(x + h * 0.11)} ${f(y)}L${f(x - h * 0.11)} ${f(y)}Z`,
        C.terracotta,
      ),
    );
    s.add(rect(x - h * 0.17, y - h * 0.23, h * 0.34, h * 0.04, darken(C.terracotta, 0.1)));
  }
  finish(s, t, { strength: 0.22 });
}

export function hammam(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['golden', 'morning', 'sunset']));
  const tone = rng.pick([
    { wall: '#d9a577', floor: '#d6c8b2', niche: '#a8683f' },
    { wall: '#c98a64', floor: '#d8cbb8', niche: '#8a4a2a' },
    { wall: '#b8b08a', floor: '#d2cbb8', niche: '#6a6a4a' },
    { wall: '#e0b894', floor: '#dccfba', niche: '#a06040' },
  ]);
  const wl = mix(tone.wall, t.light, 0.1);
  s.add(rect(0, 0, W, H, s.lin([darken(wl, 0.12), wl, darken(wl, 0.05)], {})));
  // dome
  const cx = W / 2;
  const baseY = H * rng.range(0.46, 0.52);
  const R = Math.min(W * 0.47, baseY * 0.98);
  const dome = `M${f(cx - R)} ${f(baseY)}A${f(R)} ${f(R)} 0 0 1 ${f(cx + R)} ${f(baseY)}Z`;
  s.add(
    path(
      dome,
      s.rad(
        [
          [0, darken(wl, 0.22)],
          [0.7, darken(wl, 0.1)],
          [1, darken(wl, 0.02)],
        ],
        { cx: 0.5, cy: 1, r: 1 },
      ),
    ),
  );
  // ribs
  let ribs = '';
  for (let i = 1; i < 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    ribs += `M${f(cx)} ${f(baseY - R * 0.05)}L${f(cx + Math.cos(a) * R)} ${f(baseY + Math.sin(a) * R)}`;
  }
  s.add(path(ribs, 'none', `stroke="${darken(wl, 0.16)}" stroke-width="${f(R * 0.006)}" opacity="0.5"`));
  // star skylights in rings + light beams slanting down
  const glow = mix(t.light, '#ffffff', 0.6);
  const ang = rng.range(0.25, 0.45) * (rng.chance(0.5) ? 1 : -1);
  let stars = '';
  let beams = '';
  const rings = [
    [0.28, 3],
    [0.5, 5],
    [0.72, 7],
    [0.9, 9],
  ];
  for (const [rr, n] of rings) {
    for (let i = 0; i < n; i++) {
      const a = Math.PI + ((i + 0.5) / n) * Math.PI;
      const x = cx + Math.cos(a) * R * rr;
      const y = baseY + Math.sin(a) * R * rr * 0.95;
      const r = R * 0.035 * (1.2 - rr * 0.5);
      stars += path(star8(x, y, r), glow);
      stars += circle(x, y, r * 2.2, glow, 'opacity="0.15"');
      const len = H * 1.1;
      const dx = Math.sin(ang) * len;
      beams += poly([
        [x - r * 0.8, y],
        [x + r * 0.8, y],
        [x + dx + r * 2.5, y + len],
        [x + dx - r * 2.5, y + len],
      ]);
    }
  }
  s.add(stars);
  // walls below: cornice and three arched niches
  s.add(rect(0, baseY, W, H * 0.035, darken(wl, 0.08)));
  let carve = '';
  for (let x = H * 0.02; x < W; x += H * 0.04) carve += star8(x, baseY + H * 0.0175, H * 0.011);
  s.add(path(carve, darken(wl, 0.18)));
  const benchY = H * 0.8;
  const nW = Math.min(W * 0.22, H * 0.22);
  for (const k of [-1, 0, 1]) {
    const nx = cx + k * W * 0.3;
    const w = k === 0 ? nW * 1.2 : nW * 0.8;
    const h = (benchY - baseY - H * 0.06) * (k === 0 ? 1 : 0.82);
    s.add(path(arch(nx, benchY, w * 1.18, h * 1.06, 'horseshoe'), darken(wl, 0.06)));
    s.add(path(arch(nx, benchY, w, h, 'horseshoe'), s.lin([darken(tone.niche, 0.12), tone.niche], {})));
  }
  // marble basin with a brass bowl in the centre niche
  const bw = nW * 0.8;
  s.add(rect(cx - bw / 2, benchY - H * 0.1, bw, H * 0.1, tone.floor));
  s.add(rect(cx - bw * 0.55, benchY - H * 0.11, bw * 1.1, H * 0.015, lighten(tone.floor, 0.04)));
  s.add(
    path(
      `M${f(cx + bw * 0.05)} ${f(benchY - H * 0.11)}A${f(bw * 0.18)} ${f(bw * 0.12)} 0 0 0 ${f(cx + bw * 0.41)} ${f(benchY - H * 0.11)}Z`,
      C.brass,
    ),
  );
  // bench + floor
  s.add(rect(-10, benchY, W + 20, H, s.lin([lighten(tone.floor, 0.04), darken(tone.floor, 0.08)], {})));
  s.add(rect(-10, benchY, W + 20, H * 0.015, lighten(tone.floor, 0.08)));
  s.add(rect(-10, benchY + H * 0.09, W + 20, H, darken(tone.floor, 0.1)));
  // beams over everything
  s.add(group(path(beams, glow, 'opacity="0.1"'), `filter="${s.blur(H * 0.006)}"`));
  // copper bucket, towels, black-soap bowl on the bench
  const sc = Math.min(W, H) * 0.3;
  const bx = cx - W * rng.range(0.22, 0.32);
  const by = benchY + H * 0.05;
  const copper = '#c0703a';
  s.add(
    path(
      `M${f(bx - sc * 0.22)} ${f(by - sc * 0.42)}L${f(bx + sc * 0.22)} ${f(by - sc * 0.42)}L${f(bx + sc * 0.17)} ${f(by)}L${f(bx - sc * 0.17)} ${f(by)}Z`,
      s.lin([lighten(copper, 0.1), copper, darken(copper, 0.15)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    ),
  );
  s.add(ellipse(bx, by - sc * 0.42, sc * 0.22, sc * 0.05, darken(copper, 0.25)));
  s.add(
    path(
      `M${f(bx - sc * 0.2)} ${f(by - sc * 0.42)}Q${f(bx)} ${f(by - sc * 0.8)} ${f(bx + sc * 0.2)} ${f(by - sc * 0.42)}`,
      'none',
      `stroke="${darken(copper, 0.2)}" stroke-width="${f(sc * 0.02)}"`,
    ),
  );
  const tx = cx + W * rng.range(0.18, 0.28);
  const towel = rng.pick([
    ['#f2ece0', '#c05a3c'],
    ['#f2ece0', '#2f4fb5'],
    ['#e8e0cc', '#1d6a6a'],
  ]);
  for (let i = 0; i < 3; i++) {
    const yy = by - sc * (0.1 + i * 0.1);
    s.add(rect(tx - sc * 0.35, yy, sc * 0.7, sc * 0.1, towel[0], `rx="${f(sc * 0.03)}"`));
    s.add(rect(tx - sc * 0.35, yy + sc * 0.03, sc * 0.7, sc * 0.02, towel[1]));
  }
  s.add(bowl(tx + sc * 0.65, by - sc * 0.06, sc * 0.14, '#8a8a8a', '#2a1a14'));
  // steam
  let steam = '';
  for (let i = 0; i < 14; i++)
    steam += ellipse(
      rng.range(0, W),
      rng.range(0.3, 0.9) * H,
      W * rng.range(0.08, 0.22),
      H * rng.range(0.04, 0.1),
      '#ffffff',
      `opacity="${f(rng.range(0.1, 0.22))}"`,
    );
  s.add(group(steam, `filter="${s.blur(H * 0.03)}"`));
  finish(s, t, { strength: 0.3 });
}

export function zelligeScene(s, rng) {
  const { W, H } = s;
  const palettes = [
    ['#1d6a6a', '#f2ede0', '#2f4fb5', '#e0a030'],
    ['#2f4fb5', '#f2ede0', '#1d6a6a', '#c05a3c'],
    ['#f2ede0', '#1d6a6a', '#c05a3c', '#2f4fb5'],
    ['#3a2a4a', '#e0a030', '#f2ede0', '#2f8a7a'],
    ['#c05a3c', '#f2ede0', '#2f4fb5', '#3f7a4a'],
    ['#f2ede0', '#2f4fb5', '#e0a030', '#1d6a6a'],
  ];
  const pal = rng.pick(palettes);
  const u = Math.min(W, H) / rng.range(3.2, 5.5);
  const rot = rng.pick([0, 0, 45, 22.5]);
  s.add(rect(0, 0, W, H, zellige(s, pal, u, `rotate(${rot} ${f(W / 2)} ${f(H / 2)})`)));
  // glaze: each tile row catches the light differently
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, '#ffffff', 0.18],
          [0.5, '#ffffff', 0],
          [1, '#000000', 0.18],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  // light falling through an arched window
  if (rng.chance(0.7)) {
    const ax = W * rng.range(0.3, 0.7);
    const aw = Math.min(W, H) * rng.range(0.45, 0.65);
    const shape = arch(ax, H * 1.05, aw, H * rng.range(0.85, 1.0), rng.pick(['horseshoe', 'pointed']));
    s.add(rect(0, 0, W, H, '#2a1a30', 'opacity="0.22"'));
    s.add(
      group(
        path(shape, '#fff4dc', 'opacity="0.22"'),
        `transform="skewX(${f(rng.range(-18, 18))})" filter="${s.blur(Math.min(W, H) * 0.006)}"`,
      ),
    );
  }
  // carved plaster frieze at the top
  if (rng.chance(0.5)) {
    const fh = H * 0.12;
    s.add(rect(0, 0, W, fh, '#efe4d0'));
    let c = '';
    for (let x = fh * 0.3; x < W; x += fh * 0.6) c += arch(x, fh * 0.9, fh * 0.4, fh * 0.6, 'pointed');
    s.add(path(c, '#dccbb0'));
    s.add(rect(0, fh, W, H * 0.012, '#6a4a32'));
  }
  finish(s, { shade: '#1a1a2a' }, { strength: 0.3 });
}

export function lanternsNight(s, rng) {
  const { W, H } = s;
  const bg = rng.pick([
    ['#2a1622', '#4a2630', '#7a3e30'],
    ['#1a1e3a', '#34305a', '#6a3e5a'],
    ['#2a1a12', '#4a2e1e', '#8a4a2a'],
  ]);
  s.add(rect(0, 0, W, H, s.lin(bg, {})));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, '#ffb45a', 0.28],
          [1, '#ffb45a', 0],
        ],
        { cx: 0.5, cy: 0.45, r: 0.6 },
      ),
    ),
  );
  // bokeh
  let bok = '';
  for (let i = 0; i < 30; i++)
    bok += circle(
      rng.range(0, W),
      rng.range(0, H),
      Math.min(W, H) * rng.range(0.01, 0.04),
      rng.pick(['#ffcf70', '#ff9a4a', '#ffe2a0']),
      `opacity="${f(rng.range(0.05, 0.18))}"`,
    );
  s.add(group(bok, `filter="${s.blur(Math.min(W, H) * 0.006)}"`));
  // star speckles thrown on the wall
  let sp = '';
  for (let i = 0; i < 120; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    sp += path(
      star8(x, y, Math.min(W, H) * rng.range(0.003, 0.008)),
      '#ffcf70',
      `opacity="${f(rng.range(0.15, 0.5))}"`,
    );
  }
  s.add(sp);
  const metals = [C.brass, '#b07a3a', '#8a7a6a', '#c9a14a', '#7a5a3a'];
  const glows = ['#ffcf70', '#ffb45a', '#ffe0a0', '#ff9a5a', '#ffd27a'];
  const n = rng.int(6, 11);
  const items = Array.from({ length: n }, () => ({ depth: rng.next(), x: rng.range(0.05, 0.95) * W }));
  items.sort((a, b) => b.depth - a.depth);
  let out = '';
  for (const it of items) {
    const h = Math.min(W, H) * (0.14 + (1 - it.depth) * 0.3);
    const top = rng.range(0.02, 0.55) * H;
    const metal = mix(rng.pick(metals), bg[0], it.depth * 0.5);
    out += lantern(s, it.x, top, h, {
      metal,
      glow: rng.pick(glows),
      lit: true,
      style: rng.int(0, 2),
      chain: top + 10,
    });
  }
  s.add(out);
  finish(s, { shade: '#05030a' }, { strength: 0.4 });
}

export function teaCeremony(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['golden', 'sunset', 'dusk', 'morning']));
  const wall = rng.pick(['#e8cfa8', '#d9a577', '#c98a64', '#efdcc0']);
  s.add(rect(0, 0, W, H, s.lin([mix(wall, t.light, 0.2), darken(wall, 0.08)], {})));
  // arched window with zellige frame showing the sky
  const ax = W * rng.range(0.35, 0.65);
  const aw = Math.min(W, H) * 0.42;
  const ab = H * 0.62;
  const zel = zellige(
    s,
    rng.pick([
      ['#1d6a6a', '#f2ede0', '#2f4fb5', '#e0a030'],
      ['#2f4fb5', '#f2ede0', '#c05a3c', '#e0a030'],
    ]),
    aw * 0.16,
  );
  s.add(path(arch(ax, ab, aw * 1.3, H * 0.58, 'horseshoe'), zel));
  const winClip = s.clip(path(arch(ax, ab, aw, H * 0.5, 'horseshoe'), '#000'));
  const sub = [];
  sub.push(rect(0, 0, W, H, s.lin(t.sky, { x1: 0, y1: H * 0.1, x2: 0, y2: ab, user: true })));
  sub.push(circle(ax + aw * 0.2, ab - H * 0.12, aw * 0.1, t.sun));
  sub.push(
    path(
      `M0 ${f(ab)}L${f(ax - aw * 0.4)} ${f(ab - H * 0.08)}L${f(ax)} ${f(ab - H * 0.04)}L${f(ax + aw * 0.5)} ${f(ab - H * 0.1)}L${f(W)} ${f(ab)}Z`,
      mix(t.shade, t.haze, 0.4),
    ),
  );
  s.add(group(sub.join(''), `clip-path="${winClip}"`));
  // cushions / banquette
  const benchY = H * 0.66;
  s.add(rect(0, benchY, W, H * 0.1, darken(C.terracotta, 0.05)));
  for (let x = -W * 0.05; x < W; x += W * 0.22) {
    const col = rng.pick([C.majorelle, C.saffron, C.terracotta, C.teal, '#8a2f4a']);
    s.add(rect(x, benchY - H * 0.12, W * 0.2, H * 0.14, col, `rx="${f(H * 0.03)}"`));
    s.add(path(star8(x + W * 0.1, benchY - H * 0.05, H * 0.025), lighten(col, 0.25)));
  }
  // low table with brass tray
  const ty = H * 0.8;
  const tw = Math.min(W * 0.8, H * 0.95);
  s.add(
    path(
      `M${f(W / 2 - tw * 0.42)} ${f(ty)}L${f(W / 2 - tw * 0.36)} ${f(H + 10)}L${f(W / 2 + tw * 0.36)} ${f(H + 10)}L${f(W / 2 + tw * 0.42)} ${f(ty)}Z`,
      '#6a4028',
    ),
  );
  s.add(ellipse(W / 2, ty, tw / 2, tw * 0.09, '#a8782a'));
  s.add(ellipse(W / 2, ty - tw * 0.01, (tw / 2) * 0.96, tw * 0.082, s.lin(['#f0c860', '#c9982f'], {})));
  s.add(
    ellipse(
      W / 2,
      ty - tw * 0.01,
      tw * 0.33,
      tw * 0.055,
      'none',
      `stroke="#a87a20" stroke-width="${f(tw * 0.004)}" stroke-dasharray="${f(tw * 0.01)} ${f(tw * 0.006)}"`,
    ),
  );
  // glasses on the tray
  const gh = tw * 0.19;
  const glasses = rng.int(3, 5);
  const tints = ['#7ab8c8', '#c86a8a', '#6ab07a', '#d8a040', '#8a7ad0'];
  const gx = [];
  for (let i = 0; i < glasses; i++) gx.push(W / 2 - tw * 0.34 + (tw * 0.68 * i) / (glasses - 1));
  const target = rng.int(Math.floor(glasses / 2), glasses - 1);
  // mint and sugar
  s.add(ellipse(W / 2 + tw * 0.2, ty + tw * 0.02, tw * 0.08, tw * 0.025, '#3f8a40'));
  for (let i = 0; i < 7; i++)
    s.add(
      ellipse(
        W / 2 + tw * 0.2 + rng.range(-0.06, 0.06) * tw,
        ty + tw * 0.015 - rng.range(0, 0.02) * tw,
        tw * 0.02,
        tw * 0.01,
        rng.pick(['#4f9a4a', '#5aaa50', '#3a7a3a']),
        `transform="rotate(${f(rng.range(-40, 40))} ${f(W / 2 + tw * 0.2)} ${f(ty)})"`,
      ),
    );
  gx.forEach((x, i) => {
    s.add(
      teaGlass(s, x, ty + tw * 0.035 - (i % 2) * tw * 0.03, gh, {
        glass: tints[i % tints.length],
        tea: i === target ? '#b86a1a' : rng.chance(0.5) ? '#c07a22' : null,
        mint: rng.chance(0.6),
      }),
    );
  });
  // teapot pouring from height
  const tilt = 38;
  const ph = tw * 0.34;
  const tgx = gx[target];
  const tgy = ty + tw * 0.035 - (target % 2) * tw * 0.03 - gh * 0.85;
  // place the pot so its spout tip sits above the glass
  const tip0 = spoutTip(0, 0, ph, tilt);
  const potX = Math.max(ph * 0.75, tgx - tip0[0] - tw * 0.02);
  const potY = Math.min(H * 0.45, tgy - H * 0.28) - tip0[1];
  const [sx, sy] = spoutTip(potX, potY, ph, tilt);
  s.add(
    path(
      `M${f(sx)} ${f(sy)}C${f(sx + tw * 0.02)} ${f(sy + (tgy - sy) * 0.3)} ${f(tgx)} ${f(sy + (tgy - sy) * 0.5)} ${f(tgx)} ${f(tgy)}`,
      'none',
      `stroke="#c07a22" stroke-width="${f(tw * 0.006)}" stroke-linecap="round" opacity="0.9"`,
    ),
  );
  s.add(teapot(s, potX, potY, ph, { tilt, metal: rng.pick(['#c8ccd2', '#d8c08a', '#b8bcc4']) }));
  // sleeve and hand holding the handle
  const hx = potX - ph * 0.3;
  const hy = potY - ph * 0.5;
  const sleeve = rng.pick([C.cream, C.majorelle, '#7a3a4a', C.teal]);
  s.add(
    path(
      `M${f(hx - ph * 0.08)} ${f(hy)}L${f(hx - ph * 0.9)} ${f(hy - ph * 1.8)}L${f(hx - ph * 0.3)} ${f(hy - ph * 2.0)}L${f(hx + ph * 0.15)} ${f(hy - ph * 0.15)}Z`,
      sleeve,
    ),
  );
  s.add(
    ellipse(
      hx + ph * 0.02,
      hy + ph * 0.02,
      ph * 0.12,
      ph * 0.09,
      rng.pick(['#b07a55', '#8a5a40', '#d0a07a']),
    ),
  );
  finish(s, t, { strength: 0.25 });
}

export function cookingClass(s, rng) {
  const { W, H } = s;
  const wood = rng.pick(['#9a6a42', '#8a5a3a', '#b07a4a']);
  s.add(rect(0, 0, W, H, wood));
  let grain = '';
  const plank = Math.min(W, H) * 0.16;
  for (let y = 0; y < H; y += plank) {
    grain += rect(0, y, W, plank * 0.04, darken(wood, 0.12));
    for (let k = 0; k < 4; k++) {
      const yy = y + rng.range(0.15, 0.9) * plank;
      grain += path(
        `M0 ${f(yy)}Q${f(W * rng.range(0.2, 0.8))} ${f(yy + rng.range(-1, 1) * plank * 0.15)} ${f(W)} ${f(yy)}`,
        'none',
        `stroke="${lighten(wood, 0.05)}" stroke-width="${f(plank * 0.02)}" opacity="0.5"`,
      );
    }
  }
  s.add(grain);
  // linen cloth runner
  const m = Math.min(W, H);
  if (rng.chance(0.6))
    s.add(rect(-10, H * rng.range(0.3, 0.5), W + 20, m * 0.28, '#efe6d4', 'opacity="0.92"'));
  const shadow = (x, y, r) => circle(x + r * 0.05, y + r * 0.08, r * 1.02, '#000000', 'opacity="0.14"');

  const items = [];
  // tagines seen from above
  const nt = rng.int(1, 2);
  for (let i = 0; i < nt; i++) items.push({ kind: 'tagine', r: m * rng.range(0.17, 0.2) });
  items.push({ kind: 'board', r: m * 0.22 });
  for (let i = 0; i < rng.int(4, 6); i++) items.push({ kind: 'spice', r: m * rng.range(0.05, 0.07) });
  for (let i = 0; i < rng.int(3, 5); i++)
    items.push({ kind: rng.pick(['tomato', 'lemon', 'onion', 'pepper']), r: m * rng.range(0.04, 0.055) });
  items.push({ kind: 'herbs', r: m * 0.08 });
  // place items without too much overlap (simple rejection sampling)
  const placed = [];
  for (const it of items) {
    for (let tries = 0; tries < 60; tries++) {
      const x = rng.range(it.r, W - it.r);
      const y = rng.range(it.r, H - it.r);
      if (placed.every((p) => Math.hypot(p.x - x, p.y - y) > (p.r + it.r) * 0.95) || tries === 59) {
        placed.push({ ...it, x, y });
        break;
      }
    }
  }
  const spiceCols = ['#c0392b', '#e8b23a', '#8a5a32', '#d87a2a', '#5a8a3a', '#e8d8a0', '#a02a2a'];
  for (const it of placed) {
    const { x, y, r } = it;
    if (it.kind === 'board')
      s.add(
        rect(
          x - r + r * 0.05,
          y - r * 0.65 + r * 0.08,
          r * 2,
          r * 1.3,
          '#000000',
          `rx="${f(r * 0.12)}" opacity="0.14"`,
        ),
      );
    else s.add(shadow(x, y, r));
    if (it.kind === 'tagine') {
      const col = rng.pick([C.terracotta, '#2f6a8a', '#3f7a4a', '#c9882f']);
      s.add(circle(x, y, r, darken(col, 0.15)));
      s.add(circle(x, y, r * 0.92, lighten(col, 0.05)));
      s.add(circle(x, y, r * 0.72, col));
      s.add(
        circle(
          x,
          y,
          r * 0.72,
          'none',
          `stroke="#f2e6cc" stroke-width="${f(r * 0.04)}" stroke-dasharray="${f(r * 0.06)} ${f(r * 0.05)}"`,
        ),
      );
      s.add(circle(x, y, r * 0.45, lighten(col, 0.08)));
      s.add(path(star8(x, y, r * 0.3), '#f2e6cc', 'opacity="0.6"'));
      s.add(circle(x, y, r * 0.14, darken(col, 0.1)));
      s.add(circle(x - r * 0.04, y - r * 0.04, r * 0.08, lighten(col, 0.2)));
    } else if (it.kind === 'board') {
      s.add(rect(x - r, y - r * 0.65, r * 2, r * 1.3, '#d8b07a', `rx="${f(r * 0.12)}"`));
      s.add(rect(x + r * 0.95, y - r * 0.12, r * 0.35, r * 0.24, '#d8b07a', `rx="${f(r * 0.1)}"`));
      for (let i = 0; i < 8; i++)
        s.add(
          circle(x - r * 0.6 + rng.range(0, 0.6) * r, y + rng.range(-0.35, 0.35) * r, r * 0.09, '#f08a2a'),
        );
      for (let i = 0; i < 5; i++)
        s.add(
          rect(x + r * 0.1 + i * r * 0.14, y - r * 0.35, r * 0.1, r * 0.5, '#7aa04a', `rx="${f(r * 0.03)}"`),
        );
      // knife
      s.add(
        path(
          `M${f(x - r * 0.7)} ${f(y + r * 0.45)}L${f(x + r * 0.2)} ${f(y + r * 0.35)}L${f(x + r * 0.2)} ${f(y + r * 0.47)}Z`,
          '#d8dce2',
        ),
      );
      s.add(rect(x + r * 0.2, y + r * 0.35, r * 0.45, r * 0.12, '#3a2a22', `rx="${f(r * 0.04)}"`));
    } else if (it.kind === 'spice') {
      const col = rng.pick(spiceCols);
      const bowlCol = rng.pick(['#f2ede0', '#2f4fb5', '#1d6a6a', '#c05a3c']);
      s.add(circle(x, y, r, bowlCol));
      s.add(circle(x, y, r * 0.8, col));
      s.add(circle(x - r * 0.2, y - r * 0.2, r * 0.35, lighten(col, 0.1), 'opacity="0.7"'));
    } else if (it.kind === 'tomato') {
      s.add(circle(x, y, r, '#d8402f'));
      s.add(path(poly(starPoints(x, y, 5, r * 0.35, r * 0.12)), '#3f8a3a'));
      s.add(circle(x - r * 0.35, y - r * 0.35, r * 0.2, '#ffffff', 'opacity="0.3"'));
    } else if (it.kind === 'lemon') {
      s.add(circle(x, y, r, '#f2d04a'));
      s.add(circle(x, y, r * 0.85, '#fbe89a'));
      let seg = '';
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        seg += `M${f(x)} ${f(y)}L${f(x + Math.cos(a) * r * 0.8)} ${f(y + Math.sin(a) * r * 0.8)}`;
      }
      s.add(path(seg, 'none', `stroke="#f2d04a" stroke-width="${f(r * 0.06)}"`));
    } else if (it.kind === 'onion') {
      s.add(circle(x, y, r, '#a8506a'));
      s.add(circle(x, y, r * 0.75, 'none', `stroke="#d890a8" stroke-width="${f(r * 0.06)}"`));
      s.add(circle(x, y, r * 0.45, 'none', `stroke="#d890a8" stroke-width="${f(r * 0.06)}"`));
    } else if (it.kind === 'pepper') {
      s.add(ellipse(x, y, r * 1.3, r * 0.8, rng.pick(['#3f8a3a', '#d8402f', '#f0b030'])));
      s.add(rect(x - r * 1.45, y - r * 0.1, r * 0.3, r * 0.2, '#3a6a2a'));
    } else if (it.kind === 'herbs') {
      let lv = '';
      for (let i = 0; i < 14; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = rng.range(0, r);
        lv += ellipse(
          x + Math.cos(a) * d,
          y + Math.sin(a) * d,
          r * 0.22,
          r * 0.1,
          rng.pick(['#3f8a40', '#4f9a4a', '#2f6a30']),
          `transform="rotate(${f((a * 180) / Math.PI)} ${f(x + Math.cos(a) * d)} ${f(y + Math.sin(a) * d)})"`,
        );
      }
      s.add(lv);
    }
  }
  // a cinnamon pair and a wooden spoon for texture
  const sx = rng.range(0.1, 0.9) * W;
  const sy = rng.range(0.1, 0.9) * H;
  s.add(
    `<g transform="rotate(${f(rng.range(0, 180))} ${f(sx)} ${f(sy)})">${rect(sx - m * 0.12, sy - m * 0.012, m * 0.24, m * 0.024, '#8a4a2a', `rx="${f(m * 0.01)}"`)}${rect(sx - m * 0.11, sy + m * 0.02, m * 0.22, m * 0.022, '#9a5a32', `rx="${f(m * 0.01)}"`)}</g>`,
  );
  finish(s, { shade: '#2a1a10' }, { strength: 0.35 });
}
