// Street scenes in one-point perspective: medina alleys, Chefchaouen, the covered souk.

import { person } from './figures.mjs';
import { lantern } from './motifs.mjs';
import { finish, sky } from './nature.mjs';
import { C, darken, lighten, mix, theme } from './palette.mjs';
import { Persp } from './perspective.mjs';
import { archPoints, circle, ellipse, f, path, poly, rect } from './svg.mjs';

/**
 * Generic alley painter. style: {
 *   walls: [colours], floor, doors: [colours], frame, trim, stairs, roof (souk), plants, lanterns,
 *   light (sunlit wall tint), endGate, people: [robe colours], goods (souk stalls) }
 */
function alley(s, rng, t, style) {
  const { W, H } = s;
  const vx = W * rng.range(0.42, 0.58);
  const vy = H * (style.eye ?? 0.56);
  const F = Math.max(W, H) * 0.5;
  const P = new Persp(vx, vy, F);
  const zNear = 0.7;
  const zFar = style.zFar ?? 11;
  const floorY = 1.6;
  const rise = style.stairs ? 0.16 : 0; // floor rises with distance (stairs)
  const fy = (z) => floorY - (z - zNear) * rise;
  sky(s, t, rng, { horizon: vy, sun: false });
  const sunSide = rng.chance(0.5) ? 1 : -1;

  // far end: a gate or a lit wall closing the view
  const endTop = -4.5;
  const endCol = mix(style.walls[0], t.light, 0.25);
  s.add(
    path(
      P.front(zFar, [
        [-1.2, fy(zFar) + 0.1],
        [-1.2, endTop],
        [1.2, endTop],
        [1.2, fy(zFar) + 0.1],
      ]),
      endCol,
    ),
  );
  if (style.endGate) {
    const g = archPoints(0, fy(zFar), 1.1, 2.4, 'horseshoe', 20).map(([X, Y]) => P.p(X, Y, zFar));
    const gf = archPoints(0, fy(zFar), 1.45, 2.75, 'horseshoe', 20).map(([X, Y]) => P.p(X, Y, zFar));
    s.add(path(poly(gf), darken(endCol, 0.1)));
    s.add(path(poly(g), style.gateGlow ?? mix(t.light, '#ffffff', 0.4)));
  }

  // floor
  const floorCol = style.floor;
  s.add(
    path(
      poly([
        P.p(-1, fy(zNear), zNear),
        P.p(-1, fy(zFar), zFar),
        P.p(1, fy(zFar), zFar),
        P.p(1, fy(zNear), zNear),
      ]),
      s.lin([mix(floorCol, t.light, 0.15), darken(floorCol, 0.1)], {}),
    ),
  );
  let lines = '';
  if (style.stairs) {
    let risers = '';
    for (let z = zNear + 0.5; z < zFar; z += 0.55) {
      const y0 = fy(z);
      risers += poly([P.p(-1, y0, z), P.p(1, y0, z), P.p(1, y0 + 0.09, z), P.p(-1, y0 + 0.09, z)]);
    }
    s.add(path(risers, lighten(floorCol, 0.1), 'opacity="0.9"'));
  } else {
    for (let z = zNear + 0.3; z < zFar; z += 0.45)
      lines += `M${P.p(-1, fy(z), z).map(f).join(' ')}L${P.p(1, fy(z), z).map(f).join(' ')}`;
    for (const X of [-0.5, 0, 0.5])
      lines += `M${P.p(X, fy(zNear), zNear).map(f).join(' ')}L${P.p(X, fy(zFar), zFar).map(f).join(' ')}`;
    s.add(
      path(lines, 'none', `stroke="${darken(floorCol, 0.12)}" stroke-width="${f(H * 0.002)}" opacity="0.6"`),
    );
  }

  // walls made of house segments
  const doorsAt = [];
  for (const X of [-1, 1]) {
    let z = zNear - 0.2;
    while (z < zFar) {
      const len = rng.range(1.2, 2.6);
      const z1 = Math.min(zFar, z + len);
      const top = -rng.range(2.6, 4.6);
      const col = rng.pick(style.walls);
      const lit = X === sunSide;
      const base = lit ? mix(col, t.light, 0.12) : mix(col, t.shade, 0.18);
      s.add(
        path(
          P.wall(X, [
            [z, fy(z) + 0.3],
            [z, top],
            [z1, top],
            [z1, fy(z1) + 0.3],
          ]),
          base,
        ),
      );
      // sunlight wedge on the lit wall
      if (lit && style.light !== false) {
        const a = -1.4 + rng.range(-0.3, 0.3);
        s.add(
          path(
            P.wall(X, [
              [z, top],
              [z, a + (z - zNear) * 0.12],
              [z1, a + (z1 - zNear) * 0.12],
              [z1, top],
            ]),
            mix(col, t.light, 0.45),
            'opacity="0.85"',
          ),
        );
      }
      // cornice
      s.add(
        path(
          P.wall(X, [
            [z, top],
            [z, top + 0.12],
            [z1, top + 0.12],
            [z1, top],
          ]),
          darken(base, 0.08),
        ),
      );
      // wall base band
      if (style.dado)
        s.add(
          path(
            P.wall(X, [
              [z, fy(z) + 0.3],
              [z, fy(z) - 0.45],
              [z1, fy(z1) - 0.45],
              [z1, fy(z1) + 0.3],
            ]),
            style.dado,
          ),
        );
      if (rng.chance(0.75) && z1 - z > 1.1 && z1 > 2.4)
        doorsAt.push({ X, z: Math.max(1.5, z + rng.range(0.3, z1 - z - 0.8)), base });
      if (rng.chance(0.5)) {
        const wz = z + rng.range(0.2, Math.max(0.3, z1 - z - 0.6));
        const wy = top + 0.7;
        s.add(
          path(
            P.wall(X, [
              [wz, wy],
              [wz, wy + 0.7],
              [wz + 0.4, wy + 0.7],
              [wz + 0.4, wy],
            ]),
            style.windowCol ?? darken(col, 0.35),
          ),
        );
        s.add(
          path(
            P.wall(X, [
              [wz - 0.06, wy + 0.7],
              [wz - 0.06, wy + 0.78],
              [wz + 0.46, wy + 0.78],
              [wz + 0.46, wy + 0.7],
            ]),
            style.trim ?? lighten(col, 0.1),
          ),
        );
      }
      z = z1;
    }
  }
  // doors (far first)
  doorsAt.sort((a, b) => b.z - a.z);
  for (const d of doorsAt) {
    const w = 0.75;
    const h = 2.0;
    const zc = d.z + w / 2;
    const y0 = fy(zc);
    const kind = rng.pick(['horseshoe', 'horseshoe', 'round', 'pointed']);
    const frame = archPoints(zc, y0, w * 1.35, h * 1.12, kind, 16).map(([u, v]) => P.p(d.X, v, u));
    const door = archPoints(zc, y0, w, h, kind, 16).map(([u, v]) => P.p(d.X, v, u));
    const dc = rng.pick(style.doors);
    s.add(path(poly(frame), style.frame ?? lighten(d.base, 0.12)));
    s.add(path(poly(door), dc));
    // studs / panel line
    const mid = P.line([d.X, y0, zc], [d.X, y0 - h * 0.85, zc]);
    s.add(path(mid, 'none', `stroke="${darken(dc, 0.2)}" stroke-width="${f(P.scale(zc) * 0.02)}"`));
    if (style.plants && rng.chance(0.7)) {
      const [px, py] = P.p(d.X * 0.93, y0, d.z - 0.15);
      s.add(pot(px, py, P.scale(d.z) * 0.35, rng, style.plants));
    }
  }
  // wall-mounted flower pots (Chefchaouen)
  if (style.wallPots) {
    let pots = '';
    for (let i = 0; i < 8; i++) {
      const X = rng.chance(0.5) ? -1 : 1;
      const z = rng.range(zNear + 0.4, zFar * 0.6);
      const [px, py] = P.p(X * 0.97, -rng.range(0.6, 1.8), z);
      pots += pot(px, py, P.scale(z) * 0.22, rng, style.plants);
    }
    s.add(pots);
  }
  // souk roof of reeds with light shafts
  if (style.roof) {
    const ry = -2.7;
    s.add(
      path(
        poly([P.p(-1, ry, zNear), P.p(-1, ry, zFar), P.p(1, ry, zFar), P.p(1, ry, zNear)]),
        darken(style.roof, 0.15),
      ),
    );
    let slats = '';
    let shafts = '';
    for (let z = zNear + 0.25; z < zFar; z += 0.5) {
      slats += poly([P.p(-1, ry, z), P.p(1, ry, z), P.p(1, ry, z + 0.12), P.p(-1, ry, z + 0.12)]);
      const dz = 0.35;
      shafts += poly([
        P.p(-0.9, ry, z),
        P.p(0.9, ry, z),
        P.p(0.9, fy(z + dz), z + dz),
        P.p(-0.9, fy(z + dz), z + dz),
      ]);
    }
    s.add(path(slats, mix(style.roof, t.light, 0.6), 'opacity="0.9"'));
    s.add(path(shafts, mix(t.light, '#ffffff', 0.3), 'opacity="0.13"'));
  }
  // goods and lanterns
  if (style.goods) style.goods(s, P, rng, { zNear, zFar, fy });
  if (style.lanterns) {
    let lan = '';
    const n = rng.int(3, 6);
    const zs = Array.from({ length: n }, () => rng.range(zNear + 0.6, zFar * 0.7)).sort((a, b) => b - a);
    for (const z of zs) {
      const X = rng.chance(0.5) ? -0.75 : 0.75;
      const [lx, ly] = P.p(X, -2.3, z);
      lan += lantern(s, lx, ly, P.scale(z) * 0.55, {
        metal: rng.pick([C.brass, '#9a7a4a', '#6b6b6b']),
        glow: '#ffcf70',
        lit: t.name !== 'morning' || rng.chance(0.3),
        style: rng.int(0, 2),
        chain: P.scale(z) * 0.15,
      });
    }
    s.add(lan);
  }
  // people
  const people = style.people ?? [];
  const pn = rng.int(1, 3);
  const zs = Array.from({ length: pn }, () => rng.range(3.2, zFar * 0.75)).sort((a, b) => b - a);
  let ppl = '';
  for (const z of zs) {
    const X = rng.range(-0.5, 0.5);
    const [px, py] = P.p(X, fy(z), z);
    ppl += person(px, py, P.scale(z) * 1.7, '#2a2430', {
      robe: rng.pick(people.length ? people : [C.terracotta]),
      skin: rng.pick(['#8a5a40', '#b07a55', '#6a4030', '#c89070']),
      hood: rng.pick(['pointed', 'scarf', 'none', 'turban']),
      scarf: rng.pick([C.saffron, C.cream, C.rose, C.teal]),
      stride: rng.range(-1, 1),
      flip: rng.chance(0.5),
      shoes: '#3a2a20',
    });
  }
  s.add(ppl);
  return { P, fy, zNear, zFar, vx, vy };
}

function pot(x, y, h, rng, flowers) {
  const w = h * 0.5;
  let out = path(
    `M${f(x - w / 2)} ${f(y - h * 0.45)}L${f(x + w / 2)} ${f(y - h * 0.45)}L${f(x + w * 0.35)} ${f(y)}L${f(x - w * 0.35)} ${f(y)}Z`,
    '#c0673f',
  );
  out += circle(x, y - h * 0.62, h * 0.28, '#3f7a4a');
  for (let i = 0; i < 5; i++)
    out += circle(x + rng.range(-0.25, 0.25) * h, y - h * rng.range(0.55, 0.85), h * 0.07, rng.pick(flowers));
  return out;
}

export function medinaStreet(s, rng) {
  const t = theme(rng.pick(['golden', 'morning', 'golden', 'sunset', 'dusk']));
  const walls = rng.pick([
    ['#d9a074', '#c98a64', '#e2b287', '#cf9470'],
    ['#d7906a', '#c27a57', '#e0a27d', '#b9704f'],
    ['#e2b98c', '#d6a676', '#c99868', '#e8c49a'],
  ]);
  alley(s, rng, t, {
    walls,
    floor: '#a98a6e',
    doors: [C.teal, '#6a3f2a', C.majorelle, '#2f6a4f', '#7a2f2f'],
    frame: '#efe1c8',
    lanterns: true,
    endGate: true,
    people: [C.cream, C.terracotta, C.majorelle, '#6a4a7a', C.saffron],
  });
  finish(s, t, { strength: 0.3 });
}

export function chefchaouen(s, rng) {
  const t = theme(rng.pick(['morning', 'golden', 'morning']));
  const blues = [
    ['#6f9fd8', '#5b8fd0', '#8ab4e4', '#4d7fc4', '#9cc0ea'],
    ['#5f94d6', '#79aee6', '#4a86cc', '#a4c8ef'],
  ];
  alley(s, rng, t, {
    walls: rng.pick(blues),
    floor: '#8fb0dc',
    doors: ['#2a4f9e', '#1d6f86', '#f0c24a', '#3a5fb8', '#d0593f'],
    frame: '#dbe8f6',
    stairs: rng.chance(0.6),
    plants: ['#e0463c', '#f07a9a', '#ffffff', '#f0b43c'],
    wallPots: true,
    endGate: rng.chance(0.4),
    gateGlow: '#f6f1e4',
    people: [C.cream, C.saffron, '#b5533c', C.rose],
    windowCol: '#2a4f9e',
    trim: '#e8f0fa',
  });
  finish(s, t, { strength: 0.22, vignette: '#1d2a5a' });
}

export function souk(s, rng) {
  const t = theme(rng.pick(['golden', 'golden', 'sunset']));
  const walls = ['#b97a52', '#a86a46', '#c48a60'];
  alley(s, rng, t, {
    walls,
    floor: '#8a6a52',
    doors: ['#5a3a2a', '#3a2a22'],
    frame: '#c9a078',
    roof: '#6a4a30',
    lanterns: true,
    light: false,
    endGate: true,
    people: [C.cream, C.terracotta, C.majorelle, C.saffron, '#6a4a7a'],
    eye: 0.58,
    goods: soukGoods,
  });
  finish(s, t, { strength: 0.35, vignette: '#1a0e08' });
}

/** Stalls along both walls: hanging rugs, rows of babouches, stacked pottery and baskets. */
function soukGoods(s, P, rng, { zNear, zFar, fy }) {
  const rugCols = [C.terracotta, '#8a2f2f', C.majorelle, C.saffron, C.teal, '#6a3f7a'];
  let out = '';
  const items = [];
  for (const X of [-1, 1]) {
    for (let z = zNear + 1.5; z < zFar * 0.8; z += rng.range(0.9, 1.5))
      items.push({ X, z, kind: rng.pick(['rug', 'rug', 'shoes', 'pots', 'lamps']) });
  }
  items.sort((a, b) => b.z - a.z);
  for (const it of items) {
    const { X, z } = it;
    const X0 = X * 0.98;
    if (it.kind === 'rug') {
      const col = rng.pick(rugCols);
      const w = rng.range(0.6, 0.9);
      out += path(
        P.wall(X0, [
          [z, -2.3],
          [z, fy(z) - 0.2],
          [z + w, fy(z + w) - 0.2],
          [z + w, -2.3],
        ]),
        col,
      );
      // stripes and a central diamond
      let st = '';
      for (let k = 1; k < 6; k++) {
        const y = -2.3 + ((fy(z) - 0.2 + 2.3) * k) / 6;
        st += P.wall(X0, [
          [z, y],
          [z, y + 0.06],
          [z + w, y + 0.06],
          [z + w, y],
        ]);
      }
      out += path(st, lighten(col, 0.2), 'opacity="0.8"');
      const cz = z + w / 2;
      const cy = (-2.3 + fy(z) - 0.2) / 2;
      out += path(
        P.wall(X0, [
          [cz, cy - 0.45],
          [cz + w * 0.3, cy],
          [cz, cy + 0.45],
          [cz - w * 0.3, cy],
        ]),
        rng.pick([C.cream, C.saffron, '#2a2a3a']),
      );
    } else if (it.kind === 'shoes') {
      const cols = [C.saffron, C.terracotta, C.cream, C.majorelle, '#d07aa0', C.palm];
      for (let r = 0; r < 5; r++) {
        for (let c = 0; c < 4; c++) {
          const zz = z + c * 0.2;
          const yy = -1.9 + r * 0.32;
          const [x, y] = P.p(X0, yy, zz);
          const sc = P.scale(zz);
          const hw = sc * 0.022;
          const hh = sc * 0.085;
          const col = rng.pick(cols);
          out += path(
            `M${f(x)} ${f(y - hh)}C${f(x + hw * 1.6)} ${f(y - hh * 0.5)} ${f(x + hw * 1.2)} ${f(y + hh)} ${f(x)} ${f(y + hh)}C${f(x - hw * 1.2)} ${f(y + hh)} ${f(x - hw * 1.6)} ${f(y - hh * 0.5)} ${f(x)} ${f(y - hh)}Z`,
            col,
          );
          out += ellipse(x, y + hh * 0.35, hw * 0.6, hh * 0.4, darken(col, 0.2));
        }
      }
    } else if (it.kind === 'pots') {
      const cols = [C.teal, C.terracotta, C.majorelle, C.saffron, C.cream];
      for (let c = 0; c < 3; c++) {
        const zz = z + c * 0.3;
        const [x, y] = P.p(X * 0.85, fy(zz), zz);
        const sc = P.scale(zz);
        const col = rng.pick(cols);
        out += path(
          `M${f(x - sc * 0.12)} ${f(y)}C${f(x - sc * 0.2)} ${f(y - sc * 0.25)} ${f(x - sc * 0.08)} ${f(y - sc * 0.35)} ${f(x - sc * 0.05)} ${f(y - sc * 0.45)}L${f(x + sc * 0.05)} ${f(y - sc * 0.45)}C${f(x + sc * 0.08)} ${f(y - sc * 0.35)} ${f(x + sc * 0.2)} ${f(y - sc * 0.25)} ${f(x + sc * 0.12)} ${f(y)}Z`,
          col,
        );
        out += ellipse(x, y - sc * 0.45, sc * 0.06, sc * 0.015, darken(col, 0.2));
        out += ellipse(x - sc * 0.05, y - sc * 0.22, sc * 0.03, sc * 0.08, '#ffffff', 'opacity="0.25"');
      }
    } else {
      for (let c = 0; c < 3; c++) {
        const zz = z + c * 0.3;
        const [x, y] = P.p(X * 0.9, -2.0 + (c % 2) * 0.3, zz);
        out += circle(x, y, P.scale(zz) * 0.1, '#ffcf70', 'opacity="0.9"');
        out += circle(x, y, P.scale(zz) * 0.22, '#ffcf70', 'opacity="0.2"');
      }
    }
  }
  s.add(out);
}

export function foodMarket(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['golden', 'morning', 'golden']));
  // back: market lane with awnings
  s.add(rect(0, 0, W, H, s.lin([mix('#d9b48a', t.light, 0.2), '#b98a60'], {})));
  let back = '';
  for (let x = -20; x < W + 20; ) {
    const w = W * rng.range(0.12, 0.2);
    const h = H * rng.range(0.25, 0.4);
    back += rect(x, H * 0.05, w, h, mix(rng.pick(['#c98a64', '#d9a577', '#b9774f', '#e0b894']), t.haze, 0.3));
    back += rect(x + w * 0.3, H * 0.05 + h * 0.4, w * 0.2, h * 0.3, '#6a4a3a', 'opacity="0.5"');
    x += w;
  }
  s.add(back);
  // striped awning
  const aw = H * 0.16;
  const stripeA = rng.pick([C.terracotta, C.majorelle, C.teal, '#8a2f4a']);
  const stripeB = C.cream;
  const sw = W / 16;
  let stripes = '';
  for (let i = 0; i < 17; i++)
    stripes += poly([
      [i * sw, 0],
      [(i + 1) * sw, 0],
      [(i + 1) * sw + sw * 0.2, aw],
      [i * sw + sw * 0.2, aw],
    ]);
  s.add(rect(0, 0, W, aw, stripeB));
  s.add(
    path(
      `${stripes
        .split('Z')
        .filter((_, i) => i % 2 === 0)
        .join('Z')}Z`,
      stripeA,
    ),
  );
  let scallop = '';
  for (let x = 0; x < W + sw; x += sw)
    scallop += `M${f(x)} ${f(aw)}A${f(sw / 2)} ${f(sw / 3)} 0 0 0 ${f(x + sw)} ${f(aw)}Z`;
  s.add(path(scallop, stripeA));
  s.add(rect(0, aw, W, H * 0.03, '#000000', 'opacity="0.15"'));
  // hanging garlic / chilli strings
  let hang = '';
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = rng.range(0.05, 0.95) * W;
    const len = H * rng.range(0.12, 0.22);
    const col = rng.pick(['#f2ead8', '#c0392b', '#8a3a22']);
    hang += path(
      `M${f(x)} ${f(aw)}L${f(x)} ${f(aw + len)}`,
      'none',
      `stroke="#6a4a32" stroke-width="${f(H * 0.003)}"`,
    );
    for (let k = 0; k < 6; k++)
      hang += ellipse(x + (k % 2 ? 1 : -1) * H * 0.01, aw + len * (0.2 + k * 0.14), H * 0.014, H * 0.02, col);
  }
  s.add(hang);
  // counter
  const counterY = H * 0.62;
  s.add(rect(-10, counterY, W + 20, H, s.lin(['#7a4a2a', '#5a3420'], {})));
  s.add(rect(-10, counterY, W + 20, H * 0.02, '#9a6a42'));
  // spice cones in a row on the counter
  const spices = ['#c0392b', '#e8b23a', '#8a5a32', '#d87a2a', '#5a8a3a', '#a02a2a', '#e0c070', '#b8482a'];
  const n = Math.max(5, Math.round(W / (H * 0.16)));
  const cw = W / n;
  for (let i = 0; i < n; i++) {
    const x = cw * (i + 0.5);
    const col = spices[(i + rng.int(0, 7)) % spices.length];
    const ch = H * rng.range(0.2, 0.28);
    const bw = cw * 0.44;
    const by = counterY + H * 0.01;
    s.add(ellipse(x, by, bw * 1.05, bw * 0.22, darken('#c9a06a', 0.1)));
    s.add(
      path(
        `M${f(x - bw)} ${f(by)}Q${f(x - bw * 0.35)} ${f(by - ch * 0.6)} ${f(x)} ${f(by - ch)}Q${f(x + bw * 0.35)} ${f(by - ch * 0.6)} ${f(x + bw)} ${f(by)}Z`,
        s.lin([lighten(col, 0.08), col, darken(col, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 0 }),
      ),
    );
    s.add(
      path(
        `M${f(x - bw * 0.9)} ${f(by - ch * 0.1)}Q${f(x)} ${f(by - ch * 0.16)} ${f(x + bw * 0.9)} ${f(by - ch * 0.1)}`,
        'none',
        `stroke="${lighten(col, 0.15)}" stroke-width="${f(H * 0.003)}" opacity="0.6"`,
      ),
    );
  }
  // lower tier: a wooden shelf of baskets (olives, dates, lemons)
  const tier = H * 0.8;
  s.add(rect(-10, tier, W + 20, H, s.lin(['#6a4028', '#4a2c1a'], {})));
  s.add(rect(-10, tier, W + 20, H * 0.015, '#9a6a42'));
  let planks = '';
  for (let y = tier + H * 0.05; y < H; y += H * 0.05) planks += `M0 ${f(y)}L${f(W)} ${f(y)}`;
  s.add(path(planks, 'none', `stroke="#3a2414" stroke-width="${f(H * 0.003)}" opacity="0.6"`));
  const front = ['#5a7a2a', '#3a2a2a', '#7a3a5a', '#f2d04a', '#6a3a22', '#8a9a3a', '#e08a2a'];
  const m = Math.max(4, Math.round(W / (H * 0.2)));
  const bw2 = W / m;
  for (let i = 0; i < m; i++) {
    const x = bw2 * (i + 0.5);
    const r = bw2 * 0.46;
    const y = tier - r * 0.1;
    const col = rng.pick(front);
    s.add(
      path(
        `M${f(x - r)} ${f(y)}L${f(x + r)} ${f(y)}L${f(x + r * 0.82)} ${f(y + r * 0.7)}L${f(x - r * 0.82)} ${f(y + r * 0.7)}Z`,
        '#c9a06a',
      ),
    );
    let weave = '';
    for (let k = 1; k < 5; k++)
      weave += `M${f(x - r * (1 - k * 0.04))} ${f(y + r * 0.14 * k)}L${f(x + r * (1 - k * 0.04))} ${f(y + r * 0.14 * k)}`;
    s.add(path(weave, 'none', `stroke="#a8804a" stroke-width="${f(r * 0.035)}"`));
    s.add(ellipse(x, y, r, r * 0.2, darken('#c9a06a', 0.12)));
    // a heaped mound of produce
    s.add(
      path(
        `M${f(x - r * 0.95)} ${f(y)}Q${f(x)} ${f(y - r * 0.55)} ${f(x + r * 0.95)} ${f(y)}Z`,
        darken(col, 0.08),
      ),
    );
    let fruit = '';
    for (let k = 0; k < 26; k++) {
      const u = rng.range(-0.85, 0.85);
      fruit += circle(
        x + u * r,
        y - rng.range(0, 1) * (1 - u * u) * r * 0.4,
        r * 0.12,
        lighten(col, rng.range(-0.05, 0.1)),
      );
    }
    s.add(fruit);
    s.add(circle(x - r * 0.3, y - r * 0.25, r * 0.05, '#ffffff', 'opacity="0.35"'));
  }
  // burlap sacks along the very front
  const sacks = Math.max(3, Math.round(W / (H * 0.3)));
  for (let i = 0; i < sacks; i++) {
    const x = (W * (i + 0.5)) / sacks + rng.range(-0.02, 0.02) * W;
    const y = H * 1.0;
    const r = (W / sacks) * 0.42;
    s.add(
      path(
        `M${f(x - r)} ${f(y)}C${f(x - r * 1.05)} ${f(y - r * 0.6)} ${f(x - r * 0.9)} ${f(y - r * 0.75)} ${f(x - r * 0.8)} ${f(y - r * 0.78)}L${f(x + r * 0.8)} ${f(y - r * 0.78)}C${f(x + r * 0.9)} ${f(y - r * 0.75)} ${f(x + r * 1.05)} ${f(y - r * 0.6)} ${f(x + r)} ${f(y)}Z`,
        '#b8956a',
      ),
    );
    s.add(ellipse(x, y - r * 0.78, r * 0.8, r * 0.16, '#a07e56'));
    s.add(
      ellipse(
        x,
        y - r * 0.8,
        r * 0.68,
        r * 0.12,
        rng.pick(['#e0b050', '#a0402a', '#d8c8a0', '#6a8a3a', '#e08a2a']),
      ),
    );
  }
  finish(s, t, { strength: 0.3 });
}
