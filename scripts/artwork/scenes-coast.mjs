// Water scenes: Atlantic waves, surfing at Taghazout, the Ouzoud waterfalls.

import { surfer } from './figures.mjs';
import { birds, bush, clouds, finish, glints, sky, tree } from './nature.mjs';
import { atmos, C, darken, lighten, mix, theme } from './palette.mjs';
import { circle, ellipse, f, fbm, group, path, poly, rect } from './svg.mjs';

/** Foam: a soft continuous band along the points with bubbly lower edge. */
function foamLine(rng, pts, r, color, opacity = 1) {
  let d = path(
    poly(pts, false),
    'none',
    `stroke="${color}" stroke-width="${f(r * 1.5)}" stroke-linecap="round" stroke-linejoin="round"`,
  );
  for (let i = 0; i < pts.length; i += 1) {
    const [x, y] = pts[i];
    if (rng.chance(0.6))
      d += circle(x + rng.range(-r, r), y + r * rng.range(0.4, 1.1), r * rng.range(0.25, 0.6), color);
  }
  return group(d, `opacity="${f(opacity)}"`);
}

export function oceanWaves(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['sunset', 'golden', 'morning', 'dusk', 'sunset']));
  const horizon = H * rng.range(0.4, 0.48);
  const sunX = W * rng.range(0.2, 0.8);
  sky(s, t, rng, { horizon, sunX, sunY: horizon - H * rng.range(0.03, 0.12), sunR: Math.min(W, H) * 0.06 });
  clouds(s, t, rng, { streaks: true, count: rng.int(2, 5), yMax: horizon * 0.8 });
  const sea = mix(t.water, '#1f6f8a', 0.45);
  s.add(rect(-10, horizon, W + 20, H, s.lin([mix(sea, t.haze, 0.35), sea, darken(sea, 0.12)], {})));
  // sun path on the water
  glints(s, rng, sunX, horizon + 2, W * 0.25, H * 0.3, mix(t.light, '#ffffff', 0.4), 40, 0.6);
  // rolling swells: bands getting taller towards the viewer
  const bands = 5;
  for (let i = 0; i < bands; i++) {
    const k = i / (bands - 1);
    const y0 = horizon + H * (0.04 + 0.22 * k * k + 0.05 * k);
    const amp = H * (0.006 + 0.03 * k);
    const fn = fbm(rng.fork(`w${i}`), 3);
    const pts = [];
    for (let x = -20; x <= W + 20; x += 10) pts.push([x, y0 + fn(x / (W * 0.12)) * amp - amp]);
    const col = mix(sea, t.light, 0.12 - k * 0.08);
    const d = `${poly(pts, false)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`;
    s.add(
      path(
        d,
        s.lin([lighten(col, 0.06), darken(col, 0.06)], {
          x1: 0,
          y1: y0 - amp,
          x2: 0,
          y2: y0 + H * 0.15,
          user: true,
        }),
      ),
    );
    s.add(
      path(
        poly(pts, false),
        'none',
        `stroke="${mix('#ffffff', t.light, 0.3)}" stroke-width="${f(1 + k * H * 0.004)}" opacity="${f(0.35 + k * 0.3)}"`,
      ),
    );
  }
  // the breaking wave
  const wy = H * rng.range(0.74, 0.8);
  const crestX = W * rng.range(0.3, 0.7);
  const dir = rng.chance(0.5) ? 1 : -1;
  const wh = H * 0.16;
  const face = [];
  for (let x = -20; x <= W + 20; x += 10) {
    const dx = (x - crestX) * dir;
    const hgt = wh * Math.exp(-((dx / (W * 0.45)) ** 2)) * (dx < 0 ? 1 : Math.max(0, 1 - dx / (W * 0.5)));
    face.push([x, wy - hgt]);
  }
  const waveCol = mix(sea, '#3fb0a8', 0.45);
  s.add(
    path(
      `${poly(face, false)}L${f(W + 20)} ${f(wy + H * 0.05)}L-20 ${f(wy + H * 0.05)}Z`,
      s.lin([mix(waveCol, '#bfeee6', 0.5), waveCol, darken(sea, 0.1)], {}),
    ),
  );
  // lip and foam cascading
  const lip = face.filter(([x]) => (x - crestX) * dir > -W * 0.35 && (x - crestX) * dir < W * 0.3);
  s.add(
    foamLine(
      rng,
      lip.map(([x, y]) => [x, y + H * 0.005]),
      H * 0.012,
      '#ffffff',
      0.9,
    ),
  );
  let spray = '';
  for (let i = 0; i < 40; i++) {
    const [x, y] = rng.pick(lip);
    spray += circle(
      x + rng.gauss() * W * 0.01,
      y - rng.range(0, 1) * H * 0.03,
      H * rng.range(0.002, 0.006),
      '#ffffff',
      `opacity="${f(rng.range(0.4, 0.9))}"`,
    );
  }
  s.add(spray);
  // foam wash onto the sand
  const beachY = H * 0.88;
  const sand = mix('#e0b88a', t.land, 0.3);
  s.add(
    path(
      `M-20 ${f(beachY)}Q${f(W * 0.3)} ${f(beachY - H * 0.02)} ${f(W * 0.6)} ${f(beachY + H * 0.01)}T${f(W + 20)} ${f(beachY)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`,
      s.lin([mix(sand, sea, 0.25), sand], {}),
    ),
  );
  const wash = [];
  for (let x = -20; x <= W + 20; x += W / 90)
    wash.push([x, beachY - H * 0.012 + Math.sin((x / W) * 9) * H * 0.008]);
  s.add(foamLine(rng, wash, H * 0.008, '#ffffff', 0.85));
  s.add(
    path(
      `M-20 ${f(wy + H * 0.05)}L${f(W + 20)} ${f(wy + H * 0.05)}L${f(W + 20)} ${f(beachY)}L-20 ${f(beachY)}Z`,
      '#ffffff',
      'opacity="0.12"',
    ),
  );
  // sea stack / rock arch (Legzira) on one side
  if (rng.chance(0.6)) {
    const side = rng.chance(0.5) ? -1 : 1;
    const rx = side < 0 ? W * 0.1 : W * 0.9;
    const rock = mix('#a8502f', t.shade, 0.25);
    const rw = W * 0.16;
    const rh = H * 0.3;
    const ry = horizon + H * 0.18;
    s.add(
      path(
        `M${f(rx - rw)} ${f(ry)}L${f(rx - rw * 0.9)} ${f(ry - rh * 0.8)}Q${f(rx - rw * 0.5)} ${f(ry - rh * 1.05)} ${f(rx + rw * 0.2)} ${f(ry - rh)}L${f(rx + rw)} ${f(ry - rh * 0.7)}L${f(rx + rw * 1.05)} ${f(ry)}L${f(rx + rw * 0.45)} ${f(ry)}Q${f(rx + rw * 0.4)} ${f(ry - rh * 0.55)} ${f(rx)} ${f(ry - rh * 0.56)}Q${f(rx - rw * 0.4)} ${f(ry - rh * 0.55)} ${f(rx - rw * 0.4)} ${f(ry)}Z`,
        s.lin([mix(rock, t.light, 0.25), rock], { x1: 0, y1: 0, x2: 1, y2: 0 }),
      ),
    );
  }
  birds(
    s,
    rng,
    W * rng.range(0.3, 0.7),
    horizon * 0.5,
    W * 0.1,
    rng.int(2, 5),
    mix(t.shade, '#000', 0.3),
    W * 0.008,
  );
  finish(s, t, { strength: 0.22 });
}

export function surf(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'golden', 'morning', 'sunset']));
  const horizon = H * rng.range(0.3, 0.38);
  const sunX = W * rng.range(0.2, 0.8);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.3, 0.7) });
  clouds(s, t, rng, { count: rng.int(1, 3), yMax: horizon * 0.7 });
  // headland with Taghazout's colourful houses stacked on the slope
  const side = rng.chance(0.5) ? -1 : 1;
  const cliff = mix('#b8805a', t.land, 0.3);
  const far = atmos(mix('#c89a70', t.land, 0.3), t, 0.55);
  s.add(
    path(
      `M-20 ${f(horizon + 2)}Q${f(W * 0.3)} ${f(horizon - H * 0.06)} ${f(W * 0.6)} ${f(horizon - H * 0.02)}T${f(W + 20)} ${f(horizon - H * 0.04)}L${f(W + 20)} ${f(horizon + 2)}Z`,
      far,
    ),
  );
  const edgeX = side < 0 ? W * rng.range(0.38, 0.5) : W * rng.range(0.5, 0.62);
  const outer = side < 0 ? -20 : W + 20;
  const topY = horizon - H * rng.range(0.12, 0.16);
  const head = `M${f(outer)} ${f(topY)}Q${f((outer + edgeX) / 2)} ${f(topY - H * 0.01)} ${f(edgeX)} ${f(horizon - H * 0.02)}L${f(edgeX + side * W * 0.02)} ${f(horizon + H * 0.01)}L${f(outer)} ${f(horizon + H * 0.01)}Z`;
  s.add(path(head, s.lin([mix(cliff, t.light, 0.2), cliff], {})));
  let hs = '';
  const hc = ['#f4efe6', '#f2e6d0', '#e9b48a', '#8ac0d8', '#f0d070', '#f4efe6', '#e8d8c0'];
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 14; i++) {
      const k = rng.next();
      const x = outer + (edgeX - outer) * k * 0.95;
      const slopeY = topY + (horizon - H * 0.02 - topY) * k ** 2;
      const y = slopeY + row * H * 0.022 + H * 0.004;
      if (y > horizon - H * 0.01) continue;
      const hw2 = H * rng.range(0.018, 0.03);
      hs += rect(x, y, hw2, H * 0.022, rng.pick(hc));
      hs += rect(x + hw2 * 0.3, y + H * 0.007, hw2 * 0.25, H * 0.007, '#3a5a7a', 'opacity="0.5"');
    }
  }
  s.add(hs);
  const sea = mix(t.water, '#1f7a8a', 0.5);
  s.add(rect(-10, horizon, W + 20, H, s.lin([mix(sea, t.haze, 0.3), sea], {})));
  // big wave face rising to a curling lip
  const dir = -side;
  const lipY = H * rng.range(0.4, 0.46);
  const baseY = H * 0.86;
  const curlX = dir > 0 ? W * 0.82 : W * 0.18;
  const face = [];
  for (let i = 0; i <= 40; i++) {
    const k = i / 40;
    const x = dir > 0 ? -20 + k * (curlX + 20) : W + 20 - k * (W + 20 - curlX);
    face.push([x, lipY + (1 - k ** 0.6) * H * 0.08 + Math.sin(k * 9) * H * 0.004]);
  }
  const green = mix(sea, '#40c0b0', 0.5);
  const faceD = `${poly(face, false)}Q${f(curlX + dir * W * 0.12)} ${f(lipY - H * 0.02)} ${f(curlX + dir * W * 0.1)} ${f(lipY + H * 0.12)}Q${f(curlX + dir * W * 0.02)} ${f(lipY + H * 0.2)} ${f(curlX + dir * W * 0.2)} ${f(baseY)}L${f(dir > 0 ? W + 20 : -20)} ${f(baseY)}L${f(dir > 0 ? W + 20 : -20)} ${f(H + 10)}L${f(dir > 0 ? -20 : W + 20)} ${f(H + 10)}Z`;
  s.add(
    path(
      faceD,
      s.lin([mix(green, '#d8fff4', 0.45), green, darken(sea, 0.15)], {
        x1: 0,
        y1: lipY,
        x2: 0,
        y2: baseY,
        user: true,
      }),
    ),
  );
  // texture lines on the face
  let lines = '';
  for (let i = 0; i < 9; i++) {
    const y = lipY + (baseY - lipY) * (0.15 + i * 0.09);
    const x0 = dir > 0 ? rng.range(-0.05, 0.3) * W : rng.range(0.7, 1.05) * W;
    const x1 = dir > 0 ? curlX - rng.range(0.05, 0.25) * W : curlX + rng.range(0.05, 0.25) * W;
    lines += `M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y - H * 0.015)} ${f(x1)} ${f(y + H * 0.01)}`;
  }
  s.add(path(lines, 'none', `stroke="#ffffff" stroke-width="${f(H * 0.003)}" opacity="0.25"`));
  // the hollow of the barrel under the curling lip
  s.add(
    path(
      `M${f(curlX - dir * W * 0.02)} ${f(lipY + H * 0.01)}Q${f(curlX + dir * W * 0.1)} ${f(lipY)} ${f(curlX + dir * W * 0.11)} ${f(lipY + H * 0.14)}Q${f(curlX + dir * W * 0.05)} ${f(lipY + H * 0.2)} ${f(curlX - dir * W * 0.04)} ${f(lipY + H * 0.22)}Q${f(curlX - dir * W * 0.01)} ${f(lipY + H * 0.1)} ${f(curlX - dir * W * 0.02)} ${f(lipY + H * 0.01)}Z`,
      darken(sea, 0.12),
      'opacity="0.7"',
    ),
  );
  // foam on the lip and the curl
  s.add(
    foamLine(
      rng,
      face.filter((_, i) => i > 18).map(([x, y]) => [x, y]),
      H * 0.01,
      '#ffffff',
      0.95,
    ),
  );
  let curl = '';
  for (let i = 0; i < 50; i++) {
    const a = rng.range(0, 1);
    curl += circle(
      curlX + dir * W * (0.08 + 0.08 * a) + rng.gauss() * W * 0.01,
      lipY + H * (0.02 + 0.3 * a) + rng.gauss() * H * 0.01,
      H * rng.range(0.006, 0.016),
      '#ffffff',
      `opacity="${f(rng.range(0.6, 1))}"`,
    );
  }
  s.add(curl);
  // whitewater at the bottom
  const ww = [];
  for (let x = -20; x <= W + 20; x += W / 70) ww.push([x, baseY + Math.sin((x / W) * 11) * H * 0.01]);
  s.add(path(`${poly(ww, false)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`, mix('#ffffff', sea, 0.15)));
  s.add(foamLine(rng, ww, H * 0.016, '#ffffff', 1));
  // surfer on the face
  const sx = dir > 0 ? curlX - W * rng.range(0.18, 0.3) : curlX + W * rng.range(0.18, 0.3);
  const sy = lipY + (baseY - lipY) * rng.range(0.35, 0.5);
  const sh = H * 0.17;
  const board = rng.pick([C.saffron, '#f4efe6', C.terracotta, '#e05a7a']);
  s.add(
    `<g transform="translate(${f(sx)} ${f(sy)}) scale(${dir > 0 ? 1 : -1} 1) rotate(-12)">${surfer(0, 0, sh, '#1f2a3a', board)}</g>`,
  );
  s.add(
    path(
      `M${f(sx - dir * sh * 0.5)} ${f(sy + sh * 0.05)}Q${f(sx - dir * sh * 1.3)} ${f(sy + sh * 0.25)} ${f(sx - dir * sh * 2.2)} ${f(sy + sh * 0.2)}`,
      'none',
      `stroke="#ffffff" stroke-width="${f(sh * 0.06)}" stroke-linecap="round" opacity="0.7"`,
    ),
  );
  finish(s, t, { strength: 0.2 });
}

export function waterfall(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'golden', 'morning']));
  sky(s, t, rng, { horizon: H * 0.3, sunX: W * rng.range(0.1, 0.9), sunY: H * 0.08 });
  clouds(s, t, rng, { count: 2, yMax: H * 0.15 });
  const rock = mix('#b0583a', t.land, 0.2);
  const topY = H * rng.range(0.16, 0.24);
  const poolY = H * 0.74;
  // back cliff: a wide amphitheatre of red rock with ledges
  const fn = fbm(rng.fork('cliff'), 4);
  const rim = [];
  for (let x = -20; x <= W + 20; x += 12)
    rim.push([x, topY + fn(x / (W * 0.1)) * H * 0.03 + (Math.abs(x - W / 2) / W) ** 2 * H * 0.2]);
  s.add(
    path(
      `${poly(rim, false)}L${f(W + 20)} ${f(poolY + 20)}L-20 ${f(poolY + 20)}Z`,
      s.lin([mix(rock, t.light, 0.2), rock, darken(rock, 0.12)], {}),
    ),
  );
  let ledges = '';
  for (let i = 1; i < 6; i++) {
    const y = topY + (poolY - topY) * (i / 6);
    ledges += `M-20 ${f(y + rng.range(-1, 1) * H * 0.01)}Q${f(W / 2)} ${f(y + H * 0.02)} ${f(W + 20)} ${f(y)}`;
  }
  s.add(path(ledges, 'none', `stroke="${darken(rock, 0.15)}" stroke-width="${f(H * 0.008)}" opacity="0.5"`));
  let strata = '';
  for (let i = 0; i < 16; i++) {
    const x = rng.range(0, W);
    const y = rng.range(topY, poolY);
    strata += rect(x, y, W * rng.range(0.03, 0.1), H * 0.006, lighten(rock, 0.08));
  }
  s.add(group(strata, 'opacity="0.5"'));
  // green vegetation on the rim and slopes
  const green = mix(C.palm, t.land, 0.15);
  let veg = '';
  for (let x = -20; x < W + 20; x += W * 0.035) {
    const y = rim[Math.max(0, Math.min(rim.length - 1, Math.round((x + 20) / 12)))][1];
    veg += bush(rng, x, y + H * 0.01, H * rng.range(0.03, 0.05), mix(green, '#2f5a3a', rng.range(0, 0.5)));
  }
  for (let i = 0; i < 8; i++)
    veg += bush(
      rng,
      rng.range(0, W),
      rng.range(topY + H * 0.1, poolY),
      H * rng.range(0.02, 0.04),
      mix(green, C.olive, rng.range(0, 0.5)),
    );
  s.add(veg);
  // falls: several white-blue ribbons
  const n = rng.int(3, 6);
  const water = '#e8f6fb';
  let falls = '';
  for (let i = 0; i < n; i++) {
    const x = W * (0.2 + (0.6 * (i + rng.range(0.2, 0.8))) / n);
    const w = W * rng.range(0.02, 0.06);
    const y0 = rim[Math.round((x + 20) / 12)][1] + H * 0.01;
    const g = s.lin(
      [
        [0, water],
        [0.8, '#bfe4f0'],
        [1, '#ffffff'],
      ],
      {},
    );
    falls += path(
      `M${f(x - w / 2)} ${f(y0)}C${f(x - w * 0.6)} ${f(y0 + H * 0.1)} ${f(x - w * 0.7)} ${f(poolY - H * 0.1)} ${f(x - w * 0.9)} ${f(poolY)}L${f(x + w * 0.9)} ${f(poolY)}C${f(x + w * 0.7)} ${f(poolY - H * 0.1)} ${f(x + w * 0.6)} ${f(y0 + H * 0.1)} ${f(x + w / 2)} ${f(y0)}Z`,
      g,
      'opacity="0.92"',
    );
    let st = '';
    for (let k = 0; k < 4; k++) {
      const sx = x + rng.range(-0.35, 0.35) * w;
      st += `M${f(sx)} ${f(y0 + H * 0.02)}L${f(sx + rng.range(-0.2, 0.2) * w)} ${f(poolY)}`;
    }
    falls += path(st, 'none', `stroke="#9fd0e0" stroke-width="${f(w * 0.08)}" opacity="0.5"`);
  }
  s.add(falls);
  // mist at the base
  s.add(
    group(
      ellipse(W / 2, poolY, W * 0.5, H * 0.06, '#ffffff', 'opacity="0.55"'),
      `filter="${s.blur(H * 0.025)}"`,
    ),
  );
  // rainbow
  if (rng.chance(0.6)) {
    const rcx = W * rng.range(0.4, 0.6);
    const rr = W * 0.3;
    const cols = ['#e05a5a', '#f0a040', '#f0e060', '#60c070', '#5080e0', '#8060c0'];
    let rb = '';
    cols.forEach((c, i) => {
      rb += path(
        `M${f(rcx - rr + i * W * 0.006)} ${f(poolY)}A${f(rr - i * W * 0.006)} ${f(rr - i * W * 0.006)} 0 0 1 ${f(rcx + rr - i * W * 0.006)} ${f(poolY)}`,
        'none',
        `stroke="${c}" stroke-width="${f(W * 0.006)}"`,
      );
    });
    s.add(group(rb, `opacity="0.22" filter="${s.blur(W * 0.002)}"`));
  }
  // pool with ripples and little rafts
  const pool = mix('#2f8a8a', t.water, 0.3);
  s.add(
    path(
      `M-20 ${f(poolY)}L${f(W + 20)} ${f(poolY)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`,
      s.lin([lighten(pool, 0.1), pool, darken(pool, 0.1)], {}),
    ),
  );
  glints(s, rng, W / 2, poolY + H * 0.02, W * 0.5, H * 0.2, '#ffffff', 22, 0.5);
  let rafts = '';
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = rng.range(0.15, 0.85) * W;
    const y = rng.range(poolY + H * 0.06, H * 0.9);
    const l = H * rng.range(0.05, 0.08);
    const col = rng.pick([C.terracotta, C.saffron, C.majorelle, '#e05a7a']);
    rafts += path(
      `M${f(x - l)} ${f(y)}L${f(x + l)} ${f(y)}L${f(x + l * 0.8)} ${f(y + l * 0.18)}L${f(x - l * 0.8)} ${f(y + l * 0.18)}Z`,
      col,
    );
    rafts += rect(x - l * 0.9, y - l * 0.08, l * 1.8, l * 0.1, lighten(col, 0.2));
    for (const px of [-0.4, 0.2])
      rafts +=
        circle(x + px * l, y - l * 0.25, l * 0.1, '#3a2a2a') +
        rect(x + px * l - l * 0.1, y - l * 0.17, l * 0.2, l * 0.18, rng.pick([C.cream, C.teal, C.saffron]));
  }
  s.add(rafts);
  // foreground foliage frame
  let fg = '';
  for (const sd of [-1, 1]) {
    const x = sd < 0 ? W * rng.range(-0.05, 0.05) : W * rng.range(0.95, 1.05);
    fg += tree(rng, x, H * 1.02, H * rng.range(0.45, 0.6), '#4a3424', darken(green, 0.12), {
      crown: 0.42,
      light: lighten(green, 0.06),
    });
  }
  s.add(fg);
  birds(s, rng, W * 0.5, H * 0.12, W * 0.1, rng.int(0, 3), '#2a2a3a', W * 0.008);
  finish(s, t, { strength: 0.22 });
}
