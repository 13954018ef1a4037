// Landmark scenes: Koutoubia, Majorelle Garden, Jemaa el-Fna, Essaouira harbour, Fes tanneries.

import { boat, crowd, person } from './figures.mjs';
import { merlons } from './motifs.mjs';
import { birds, bush, clouds, finish, glints, mountains, palm, sky } from './nature.mjs';
import { atmos, C, darken, lighten, mix, theme } from './palette.mjs';
import { arch, circle, ellipse, f, group, path, poly, rect } from './svg.mjs';

/** Draw the Koutoubia minaret with its base centred at (cx, baseY), shaft width tw. */
export function koutoubiaTower(s, cx, baseY, tw, t, o = {}) {
  const stone = o.stone ?? mix('#c98a5e', t.land, 0.25);
  const floodlit = o.floodlit ?? false;
  const sunLeft = o.sunLeft ?? true;
  const front = floodlit ? mix(stone, '#ffb866', 0.35) : mix(stone, t.light, 0.18);
  const side = floodlit ? mix(stone, '#8a4a3a', 0.35) : mix(stone, t.shade, 0.38);
  const sw = tw * 0.34; // visible side face
  const th = tw * 5.1;
  const top = baseY - th;
  const fx0 = sunLeft ? cx - tw / 2 : cx - tw / 2 + sw;
  const fx1 = fx0 + tw - sw;
  const sx0 = sunLeft ? fx1 : cx - tw / 2;
  const sx1 = sx0 + sw;
  let out = '';
  out += rect(fx0, top, fx1 - fx0, th, s.lin([lighten(front, 0.03), front, darken(front, 0.06)], {}));
  out += rect(sx0, top, sw, th, s.lin([side, darken(side, 0.06)], {}));
  // merlons along the top of both faces
  out += merlons(fx0, fx1, top, tw * 0.09, front);
  out += merlons(sx0, sx1, top, tw * 0.07, side);
  // turquoise ceramic band
  const by = top + tw * 0.22;
  const band = floodlit ? '#3a8a8a' : mix('#2f9a94', t.land, 0.2);
  out += rect(fx0, by, fx1 - fx0, tw * 0.09, band);
  out += rect(sx0, by, sw, tw * 0.09, darken(band, 0.15));
  let diamonds = '';
  for (let x = fx0 + tw * 0.04; x < fx1 - tw * 0.02; x += tw * 0.07)
    diamonds += poly([
      [x, by + tw * 0.045],
      [x + tw * 0.025, by + tw * 0.015],
      [x + tw * 0.05, by + tw * 0.045],
      [x + tw * 0.025, by + tw * 0.075],
    ]);
  out += path(diamonds, '#f2ead8', 'opacity="0.75"');
  // sebka lattice panel
  const relief = darken(front, 0.12);
  const px0 = fx0 + (fx1 - fx0) * 0.16;
  const px1 = fx1 - (fx1 - fx0) * 0.16;
  const py0 = top + tw * 0.45;
  const py1 = top + tw * 1.45;
  out += path(arch((px0 + px1) / 2, py1, px1 - px0, py1 - py0, 'pointed'), darken(front, 0.05));
  const clip = s.clip(path(arch((px0 + px1) / 2, py1, px1 - px0, py1 - py0, 'pointed'), '#000'));
  let net = '';
  const u = (px1 - px0) / 4;
  for (let x = px0 - u * 4; x < px1 + u * 4; x += u)
    net += `M${f(x)} ${f(py0)}L${f(x + (py1 - py0))} ${f(py1)}M${f(x)} ${f(py1)}L${f(x + (py1 - py0))} ${f(py0)}`;
  out += group(path(net, 'none', `stroke="${relief}" stroke-width="${f(tw * 0.02)}"`), `clip-path="${clip}"`);
  // windows in vertical rows, each with an arched frame
  const win = floodlit ? '#5a2f22' : darken(front, 0.38);
  const levels = [1.85, 2.65, 3.45, 4.25];
  levels.forEach((lv, i) => {
    const wy = top + tw * lv;
    const ww = tw * (i % 2 ? 0.2 : 0.26);
    const kind = i % 2 ? 'horseshoe' : 'pointed';
    const wx = (fx0 + fx1) / 2;
    out += path(arch(wx, wy, ww * 1.7, ww * 2.4, kind), darken(front, 0.07));
    out += path(arch(wx, wy, ww, ww * 1.8, kind), win);
    if (i % 2 === 0) {
      out += path(arch(wx - ww * 1.25, wy - ww * 0.2, ww * 0.45, ww * 0.9, 'round'), darken(front, 0.1));
      out += path(arch(wx + ww * 1.25, wy - ww * 0.2, ww * 0.45, ww * 0.9, 'round'), darken(front, 0.1));
    }
    out += path(arch((sx0 + sx1) / 2, wy - ww * 0.3, sw * 0.3, ww * 1.4, kind), darken(side, 0.25));
  });
  // the lantern tower on top
  const lw = tw * 0.4;
  const lh = tw * 0.95;
  const lx0 = cx - lw / 2 + (sunLeft ? -sw * 0.2 : sw * 0.2);
  const ltop = top - lh;
  const lsw = lw * 0.3;
  const lfx0 = sunLeft ? lx0 : lx0 + lsw;
  out += rect(lfx0, ltop, lw - lsw, lh, front);
  out += rect(sunLeft ? lfx0 + lw - lsw : lx0, ltop, lsw, lh, side);
  out += rect(lx0, ltop + lh * 0.3, lw, lh * 0.1, band);
  out += path(arch(lfx0 + (lw - lsw) / 2, ltop + lh * 0.85, lw * 0.28, lh * 0.42, 'horseshoe'), win);
  out += merlons(lx0, lx0 + lw, ltop, lw * 0.13, front);
  // ribbed dome and the spire of golden globes
  const dcx = lx0 + lw / 2;
  out += path(
    `M${f(dcx - lw * 0.32)} ${f(ltop)}Q${f(dcx - lw * 0.3)} ${f(ltop - lw * 0.38)} ${f(dcx)} ${f(ltop - lw * 0.42)}Q${f(dcx + lw * 0.3)} ${f(ltop - lw * 0.38)} ${f(dcx + lw * 0.32)} ${f(ltop)}Z`,
    floodlit ? '#5a8a6a' : mix('#4f8a6a', t.land, 0.2),
  );
  const gold = '#e8b640';
  const spire = ltop - lw * 0.42;
  out += rect(dcx - tw * 0.008, spire - tw * 0.55, tw * 0.016, tw * 0.55, darken(gold, 0.2));
  [
    [0.1, 0.085],
    [0.27, 0.068],
    [0.41, 0.05],
  ].forEach(([dy, r]) => {
    out += circle(dcx, spire - tw * dy, tw * r, gold);
    out += circle(
      dcx - tw * r * 0.3,
      spire - tw * dy - tw * r * 0.3,
      tw * r * 0.35,
      '#fff3c4',
      'opacity="0.6"',
    );
  });
  if (floodlit)
    out += rect(
      cx - tw,
      baseY - th * 0.3,
      tw * 2,
      th * 0.3,
      s.lin([
        [0, '#ffb866', 0],
        [1, '#ffb866', 0.25],
      ]),
    );
  return out;
}

export function koutoubia(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['golden', 'sunset', 'morning', 'dusk', 'night', 'golden']));
  const floodlit = t.name === 'dusk' || t.name === 'night';
  const horizon = H * 0.8;
  const sunX = W * rng.range(0.1, 0.9);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.55, 0.85), starCount: 120 });
  clouds(s, t, rng, { streaks: t.name !== 'morning', count: rng.int(2, 4), yMax: horizon * 0.6 });
  if (rng.chance(0.6))
    mountains(s, t, rng, {
      top: horizon - H * 0.1,
      bottom: horizon - H * 0.06,
      layers: 2,
      amp: H * 0.07,
      color: mix(C.dusk, t.land, 0.4),
      snow: !floodlit,
      shade: false,
      ridged: false,
      scale: W * 0.3,
    });
  const tw = Math.min(W * 0.16, H * 0.105);
  const cx = W * rng.pick([0.5, rng.range(0.3, 0.42), rng.range(0.58, 0.7)]);
  const baseY = H * 0.86;
  // city roofline
  const roofCol = atmos(mix('#c58a64', t.land, 0.4), t, 0.35);
  let roofs = '';
  for (let x = -20; x < W + 20; ) {
    const w = H * rng.range(0.05, 0.12);
    const h = H * rng.range(0.04, 0.1);
    roofs += rect(x, horizon - h, w, H, roofCol);
    x += w * rng.range(0.7, 1);
  }
  s.add(roofs);
  if (floodlit) {
    let win = '';
    for (let i = 0; i < 30; i++)
      win += rect(
        rng.range(0, W),
        horizon - H * rng.range(0.01, 0.08),
        H * 0.008,
        H * 0.012,
        '#ffcf70',
        'opacity="0.8"',
      );
    s.add(win);
  }
  if (floodlit)
    s.add(
      circle(
        cx,
        baseY - tw * 3,
        tw * 4,
        s.rad([
          [0, '#ffb866', 0.25],
          [1, '#ffb866', 0],
        ]),
      ),
    );
  s.add(koutoubiaTower(s, cx, baseY, tw, t, { floodlit, sunLeft: sunX < cx }));
  // mosque wall in front
  const wallCol = mix(mix('#c98a5e', t.land, 0.25), floodlit ? '#ffb866' : t.light, 0.15);
  const wy = baseY - H * 0.06;
  s.add(rect(-10, wy, W + 20, H, wallCol));
  s.add(merlons(-10, W + 10, wy, H * 0.018, wallCol));
  let arcs = '';
  for (let x = W * 0.05; x < W; x += H * 0.09)
    arcs += arch(x, wy + H * 0.06, H * 0.03, H * 0.045, 'horseshoe');
  s.add(path(arcs, darken(wallCol, 0.25)));
  // gardens: palms and orange trees
  const leaf = floodlit ? mix(C.palm, '#0a0a20', 0.55) : mix(C.palm, t.land, 0.15);
  const trunk = floodlit ? darken(leaf, 0.1) : '#6a4a32';
  let g = '';
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    let x = rng.range(-0.05, 1.05) * W;
    if (Math.abs(x - cx) < tw * 2.2) x += (x < cx ? -1 : 1) * tw * 2.4;
    g += palm(rng, x, H * 1.0, H * rng.range(0.3, 0.55), leaf, {
      trunk,
      rings: floodlit ? null : darken(trunk, 0.15),
    });
  }
  s.add(g);
  let bushes = '';
  for (let i = 0; i < 10; i++)
    bushes += bush(
      rng,
      rng.range(0, W),
      H * rng.range(0.94, 1.0),
      H * rng.range(0.04, 0.07),
      darken(leaf, 0.05),
      { highlight: floodlit ? null : lighten(leaf, 0.1) },
    );
  s.add(bushes);
  if (!floodlit && rng.chance(0.6))
    birds(
      s,
      rng,
      cx + tw * 2,
      baseY - tw * 5.5,
      W * 0.05,
      rng.int(2, 4),
      mix(t.shade, '#000', 0.2),
      W * 0.008,
    );
  finish(s, t, { strength: 0.22 });
}

/** Close view of the Majorelle villa wall: yellow doorway, pergola shadows, glazed pots, cacti. */
function majorelleCloseup(s, rng, t) {
  const { W, H } = s;
  const blue = '#2f4fc4';
  const yellow = '#f2c230';
  const green = mix(C.palm, t.land, 0.1);
  sky(s, t, rng, { horizon: H * 0.3, sun: false });
  const wallTop = H * rng.range(0.08, 0.16);
  const ground = H * rng.range(0.74, 0.8);
  s.add(
    rect(-10, wallTop, W + 20, ground - wallTop, s.lin([lighten(blue, 0.05), blue, darken(blue, 0.05)], {})),
  );
  s.add(rect(-10, wallTop - H * 0.02, W + 20, H * 0.025, darken(blue, 0.1)));
  // doorway with a thick yellow frame and a teal lattice door
  const dx = W * rng.range(0.35, 0.65);
  const dw = Math.min(W * 0.24, H * 0.26);
  const dh = (ground - wallTop) * 0.72;
  s.add(path(arch(dx, ground, dw * 1.35, dh * 1.12, 'round'), yellow));
  s.add(path(arch(dx, ground, dw, dh, 'round'), '#1f6a6a'));
  let lat = '';
  for (let k = 1; k < 4; k++)
    lat += `M${f(dx - dw / 2 + (dw * k) / 4)} ${f(ground - dh)}L${f(dx - dw / 2 + (dw * k) / 4)} ${f(ground)}`;
  for (let y = ground - dh + dw * 0.5; y < ground; y += dh / 10)
    lat += `M${f(dx - dw / 2)} ${f(y)}L${f(dx + dw / 2)} ${f(y)}`;
  s.add(path(lat, 'none', `stroke="${mix(yellow, '#8ac0a0', 0.5)}" stroke-width="${f(dw * 0.03)}"`));
  // tall windows either side
  for (const sd of [-1, 1]) {
    const wx = dx + sd * W * rng.range(0.26, 0.34);
    const ww = dw * 0.5;
    const wy = wallTop + (ground - wallTop) * 0.15;
    const wh = (ground - wallTop) * 0.45;
    s.add(rect(wx - ww * 0.62, wy - H * 0.01, ww * 1.24, wh + H * 0.02, yellow));
    s.add(rect(wx - ww / 2, wy, ww, wh, '#1f6a6a'));
    let l2 = '';
    for (let k = 1; k < 6; k++)
      l2 += `M${f(wx - ww / 2)} ${f(wy + (wh * k) / 6)}L${f(wx + ww / 2)} ${f(wy + (wh * k) / 6)}`;
    l2 += `M${f(wx)} ${f(wy)}L${f(wx)} ${f(wy + wh)}`;
    s.add(path(l2, 'none', `stroke="${mix(yellow, '#8ac0a0', 0.5)}" stroke-width="${f(ww * 0.05)}"`));
  }
  // pergola shadows raking across the wall
  let sh = '';
  const skew = rng.range(0.3, 0.7) * (rng.chance(0.5) ? 1 : -1);
  for (let x = -W * 0.5; x < W * 1.5; x += W * 0.09) {
    sh += poly([
      [x, wallTop],
      [x + W * 0.035, wallTop],
      [x + W * 0.035 + skew * (ground - wallTop), ground],
      [x + skew * (ground - wallTop), ground],
    ]);
  }
  s.add(path(sh, '#101a50', 'opacity="0.22"'));
  // terracotta path
  s.add(rect(-10, ground, W + 20, H, s.lin(['#c9825e', '#a8603e'], {})));
  let j = '';
  for (let y = ground + H * 0.03; y < H; y += H * 0.035) j += `M0 ${f(y)}L${f(W)} ${f(y)}`;
  s.add(path(j, 'none', `stroke="#e0a07a" stroke-width="${f(H * 0.002)}" opacity="0.6"`));
  // bougainvillea spilling over the top corner
  const bx = rng.chance(0.5) ? W * 0.05 : W * 0.95;
  let bg = '';
  for (let i = 0; i < 60; i++) {
    const x = bx + rng.gauss() * W * 0.08;
    const y = wallTop + Math.abs(rng.gauss()) * H * 0.12;
    bg += circle(
      x,
      y,
      H * rng.range(0.01, 0.022),
      rng.chance(0.3) ? '#3f7a4a' : rng.pick(['#d8407a', '#e05a90', '#c8306a']),
    );
  }
  s.add(bg);
  // glazed pots with cacti and agaves
  const potCols = [yellow, blue, '#2f8a7a', '#d8443a', C.terracotta, '#f2ede0'];
  const n = Math.max(3, Math.round(W / (H * 0.26)));
  for (let i = 0; i < n; i++) {
    const px = (W * (i + 0.5)) / n + rng.range(-0.02, 0.02) * W;
    if (Math.abs(px - dx) < dw * 0.8) continue;
    const ph = H * rng.range(0.13, 0.19);
    const py = ground + H * rng.range(0.06, 0.12);
    const col = rng.pick(potCols);
    if (rng.chance(0.5))
      s.add(cactus(rng, px, py - ph * 0.8, ph * rng.range(1.4, 2.2), mix('#4f8a5a', green, 0.3)));
    else {
      let ag = '';
      for (let k = 0; k < 7; k++) {
        const a = -Math.PI / 2 + (k - 3) * 0.32;
        ag += path(
          `M${f(px - ph * 0.05)} ${f(py - ph * 0.95)}L${f(px + Math.cos(a) * ph * 0.9)} ${f(py - ph * 0.95 + Math.sin(a) * ph * 0.9)}L${f(px + ph * 0.05)} ${f(py - ph * 0.95)}Z`,
          k % 2 ? '#6a9a8a' : '#5a8a7a',
        );
      }
      s.add(ag);
    }
    s.add(
      path(
        `M${f(px - ph * 0.4)} ${f(py - ph)}L${f(px + ph * 0.4)} ${f(py - ph)}C${f(px + ph * 0.45)} ${f(py - ph * 0.4)} ${f(px + ph * 0.3)} ${f(py)} ${f(px)} ${f(py)}C${f(px - ph * 0.3)} ${f(py)} ${f(px - ph * 0.45)} ${f(py - ph * 0.4)} ${f(px - ph * 0.4)} ${f(py - ph)}Z`,
        col,
      ),
    );
    s.add(rect(px - ph * 0.44, py - ph * 1.04, ph * 0.88, ph * 0.08, darken(col, 0.1)));
    s.add(ellipse(px - ph * 0.15, py - ph * 0.55, ph * 0.06, ph * 0.25, '#ffffff', 'opacity="0.25"'));
  }
  finish(s, t, { strength: 0.2 });
}

export function majorelleGarden(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'morning', 'golden']));
  if (rng.chance(0.45)) {
    majorelleCloseup(s, rng, t);
    return;
  }
  sky(s, t, rng, { horizon: H * 0.5, sunX: W * rng.range(0.1, 0.9), sunY: H * 0.12 });
  const blue = '#2f4fc4';
  const yellow = '#f2c230';
  const green = mix(C.palm, t.land, 0.1);
  // lush backdrop: bamboo and palms
  let back = '';
  for (let i = 0; i < 18; i++)
    back += palm(
      rng,
      rng.range(-0.05, 1.05) * W,
      H * 0.55,
      H * rng.range(0.35, 0.5),
      mix(green, '#1f4a3a', 0.3),
      { trunk: '#6a5a4a' },
    );
  s.add(back);
  let bamboo = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W);
    bamboo += rect(x, H * rng.range(0.2, 0.35), W * 0.005, H * 0.4, mix('#6a9a4a', green, rng.range(0, 0.5)));
  }
  s.add(bamboo);
  // villa
  const vw = W * rng.range(0.5, 0.62);
  const vx = W * 0.5 + rng.range(-0.08, 0.08) * W;
  const vTop = H * 0.2;
  const vBot = H * 0.64;
  const x0 = vx - vw / 2;
  s.add(rect(x0, vTop, vw, vBot - vTop, s.lin([lighten(blue, 0.04), blue, darken(blue, 0.06)], {})));
  // upper cornice and slim pergola beams
  s.add(rect(x0 - vw * 0.02, vTop - H * 0.02, vw * 1.04, H * 0.025, darken(blue, 0.08)));
  let beams = '';
  for (let x = x0; x < x0 + vw; x += vw / 14) beams += rect(x, vTop - H * 0.035, vw * 0.01, H * 0.02, yellow);
  s.add(beams);
  // tall windows with yellow frames and green lattice
  const nWin = 5;
  const ww = vw / (nWin * 2);
  for (let i = 0; i < nWin; i++) {
    const wx = x0 + ww * (0.5 + 2 * i) + ww * 0.5;
    const wy0 = vTop + H * 0.06;
    const wh = H * 0.22;
    s.add(rect(wx - ww * 0.12, wy0 - H * 0.01, ww * 1.24, wh + H * 0.02, yellow));
    s.add(rect(wx, wy0, ww, wh, '#1f6a6a'));
    let lat = '';
    for (let k = 1; k < 4; k++)
      lat += `M${f(wx + (ww * k) / 4)} ${f(wy0)}L${f(wx + (ww * k) / 4)} ${f(wy0 + wh)}`;
    for (let k = 1; k < 8; k++)
      lat += `M${f(wx)} ${f(wy0 + (wh * k) / 8)}L${f(wx + ww)} ${f(wy0 + (wh * k) / 8)}`;
    s.add(path(lat, 'none', `stroke="${mix(yellow, '#8ac0a0', 0.5)}" stroke-width="${f(ww * 0.05)}"`));
  }
  // ground-floor loggia with yellow-trimmed openings
  const gy = vTop + H * 0.33;
  s.add(rect(x0, gy, vw, H * 0.015, yellow));
  for (let i = 0; i < 3; i++) {
    const ax = x0 + vw * (0.2 + i * 0.3);
    s.add(path(arch(ax, vBot, vw * 0.14, (vBot - gy) * 0.8, 'round'), yellow));
    s.add(path(arch(ax, vBot, vw * 0.11, (vBot - gy) * 0.74, 'round'), darken(blue, 0.35)));
  }
  // terrace and pool
  const poolTop = H * 0.7;
  s.add(rect(-10, vBot, W + 20, H, mix('#d8b48a', t.light, 0.15)));
  s.add(rect(x0 - vw * 0.05, vBot, vw * 1.1, poolTop - vBot, mix(blue, '#ffffff', 0.1)));
  const water = '#2a7a7a';
  s.add(
    path(
      poly([
        [W * 0.12, poolTop],
        [W * 0.88, poolTop],
        [W * 1.02, H * 0.98],
        [-W * 0.02, H * 0.98],
      ]),
      s.lin([lighten(water, 0.1), darken(water, 0.1)], {}),
    ),
  );
  s.add(
    path(
      poly([
        [W * 0.12, poolTop],
        [W * 0.88, poolTop],
        [W * 0.89, poolTop + H * 0.012],
        [W * 0.11, poolTop + H * 0.012],
      ]),
      blue,
    ),
  );
  // reflection of the villa
  s.add(rect(x0 + vw * 0.1, poolTop + H * 0.02, vw * 0.8, H * 0.12, blue, 'opacity="0.35"'));
  glints(s, rng, W / 2, poolTop + H * 0.03, W * 0.6, H * 0.2, '#d8f0ff', 18, 0.5);
  // water lilies
  let lil = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0.1, 0.9) * W;
    const y = rng.range(poolTop + H * 0.05, H * 0.96);
    const r = H * 0.018 * (1 + (y - poolTop) / (H - poolTop));
    lil += path(
      `M${f(x)} ${f(y)}L${f(x + r)} ${f(y - r * 0.15)}A${f(r)} ${f(r * 0.45)} 0 1 1 ${f(x + r * 0.9)} ${f(y + r * 0.25)}Z`,
      rng.pick(['#4f9a4a', '#5aa85a', '#3f8a40']),
    );
    if (rng.chance(0.4))
      lil += circle(x + r * 0.2, y - r * 0.2, r * 0.25, rng.pick(['#f4c0d0', '#ffffff', yellow]));
  }
  s.add(lil);
  // pots and cacti on both sides
  const potCols = [yellow, blue, '#2f8a7a', '#d8443a', C.terracotta];
  let side = '';
  for (const sd of [-1, 1]) {
    const px = sd < 0 ? W * rng.range(0.04, 0.12) : W * rng.range(0.88, 0.96);
    const py = H * 0.99;
    const ph = H * 0.2;
    const col = rng.pick(potCols);
    side += cactus(rng, px, py - ph * 0.85, ph * 1.6, mix('#4f8a5a', green, 0.3));
    side += path(
      `M${f(px - ph * 0.4)} ${f(py - ph)}L${f(px + ph * 0.4)} ${f(py - ph)}C${f(px + ph * 0.45)} ${f(py - ph * 0.4)} ${f(px + ph * 0.3)} ${f(py)} ${f(px)} ${f(py)}C${f(px - ph * 0.3)} ${f(py)} ${f(px - ph * 0.45)} ${f(py - ph * 0.4)} ${f(px - ph * 0.4)} ${f(py - ph)}Z`,
      col,
    );
    side += rect(px - ph * 0.44, py - ph * 1.04, ph * 0.88, ph * 0.08, darken(col, 0.1));
    side += ellipse(px - ph * 0.15, py - ph * 0.55, ph * 0.06, ph * 0.25, '#ffffff', 'opacity="0.2"');
  }
  s.add(side);
  finish(s, t, { strength: 0.18 });
}

/** Columnar cactus with arms. */
function cactus(rng, x, y, h, color) {
  const w = h * 0.12;
  let out = rect(x - w / 2, y - h, w, h, color, `rx="${f(w / 2)}"`);
  for (const sd of [-1, 1]) {
    if (!rng.chance(0.8)) continue;
    const ay = y - h * rng.range(0.35, 0.6);
    const ax = x + sd * w * 1.4;
    out += path(
      `M${f(x)} ${f(ay)}L${f(ax)} ${f(ay)}L${f(ax)} ${f(ay - h * 0.3)}`,
      'none',
      `stroke="${color}" stroke-width="${f(w * 0.8)}" stroke-linecap="round" stroke-linejoin="round"`,
    );
  }
  out += rect(x - w * 0.1, y - h, w * 0.2, h, lighten(color, 0.08), 'opacity="0.6"');
  return out;
}

export function jemaaElFnaNight(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['dusk', 'night', 'dusk']));
  const horizon = H * 0.6;
  sky(s, t, rng, {
    horizon,
    sunX: W * rng.range(0.1, 0.9),
    sunY: H * 0.12,
    sun: t.name === 'night',
    starCount: 60,
  });
  clouds(s, t, rng, { streaks: true, count: 3, yMax: horizon * 0.5, opacity: 0.5 });
  // roofline + Koutoubia in the distance
  const roof = mix(t.shade, '#1a1030', 0.4);
  let r = '';
  for (let x = -20; x < W + 20; ) {
    const w = H * rng.range(0.06, 0.14);
    const h = H * rng.range(0.03, 0.09);
    r += rect(x, horizon - h, w, H, roof);
    x += w * rng.range(0.7, 1);
  }
  s.add(r);
  const kx = W * rng.pick([rng.range(0.12, 0.3), rng.range(0.7, 0.88)]);
  s.add(koutoubiaTower(s, kx, horizon + H * 0.02, H * 0.055, t, { floodlit: true }));
  let win = '';
  for (let i = 0; i < 40; i++)
    win += rect(
      rng.range(0, W),
      horizon - H * rng.range(0.005, 0.07),
      H * 0.006,
      H * 0.009,
      '#ffcf70',
      `opacity="${f(rng.range(0.4, 0.9))}"`,
    );
  s.add(win);
  // square floor glowing warm
  s.add(
    rect(
      -10,
      horizon,
      W + 20,
      H,
      s.lin([mix(roof, '#ff9a4a', 0.35), mix(roof, '#ff9a4a', 0.2), darken(roof, 0.05)], {}),
    ),
  );
  // smoke plumes from the grills
  const blur = s.blur(H * 0.012);
  let smoke = '';
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0.05, 0.95) * W;
    const y = horizon + H * 0.05;
    let d = '';
    for (let k = 0; k < 6; k++)
      d += circle(
        x + Math.sin(k + i) * H * 0.03 + k * H * 0.01,
        y - k * H * 0.06,
        H * (0.03 + k * 0.012),
        '#f0d0c0',
        `opacity="${f(0.22 - k * 0.03)}"`,
      );
    smoke += d;
  }
  s.add(group(smoke, `filter="${blur}"`));
  // rows of food stalls: glowing canopies
  const rows = 3;
  for (let ri = 0; ri < rows; ri++) {
    const k = ri / (rows - 1);
    const y = horizon + H * (0.06 + 0.09 * k);
    const sh = H * (0.05 + 0.05 * k);
    const n = Math.round(10 - k * 5);
    let st = '';
    for (let i = 0; i < n; i++) {
      const x = (W * (i + rng.range(0.2, 0.5))) / n;
      const w = (W / n) * rng.range(0.6, 0.85);
      st += circle(
        x + w / 2,
        y,
        sh * 1.6,
        s.rad([
          [0, '#ffb45a', 0.35],
          [1, '#ffb45a', 0],
        ]),
      );
      st += path(
        poly([
          [x, y - sh],
          [x + w, y - sh],
          [x + w + sh * 0.1, y - sh * 0.75],
          [x - sh * 0.1, y - sh * 0.75],
        ]),
        mix('#f4ead8', '#ffcf90', 0.3),
      );
      st += rect(x, y - sh * 0.75, w, sh * 0.75, '#ffd58a', 'opacity="0.85"');
      st += rect(x + w * 0.05, y - sh * 0.7, w * 0.9, sh * 0.08, '#fff2c8', 'opacity="0.8"');
      st += rect(x - sh * 0.05, y - sh * 0.1, w + sh * 0.1, sh * 0.3, darken(roof, 0.05));
      // posts and hanging bulbs
      st += rect(x, y - sh, sh * 0.04, sh * 1.2, darken(roof, 0.1));
      st += rect(x + w - sh * 0.04, y - sh, sh * 0.04, sh * 1.2, darken(roof, 0.1));
      for (let b = 0; b < 3; b++) st += circle(x + (w * (b + 0.5)) / 3, y - sh * 0.65, sh * 0.05, '#fff6d0');
    }
    s.add(st);
    // crowd in front of this row
    s.add(
      crowd(
        rng,
        -0.02 * W,
        W * 1.02,
        y + sh * 0.18,
        sh * 0.9,
        [darken(roof, 0.1), mix(roof, '#3a2040', 0.5)],
        Math.round(14 - k * 4),
      ),
    );
  }
  // strings of lights
  let lights = '';
  for (let i = 0; i < 3; i++) {
    const y0 = horizon - H * rng.range(0.12, 0.3);
    const sag = H * rng.range(0.04, 0.09);
    for (let k = 0; k <= 30; k++) {
      const x = (W * k) / 30;
      const y = y0 + sag * Math.sin((Math.PI * k) / 30);
      lights += circle(x, y, H * 0.004, '#ffd880');
      lights += circle(x, y, H * 0.012, '#ffd880', 'opacity="0.15"');
    }
  }
  s.add(lights);
  // near silhouettes
  s.add(crowd(rng, -0.02 * W, W * 1.02, H * 0.98, H * 0.18, ['#140c1c', '#1c1024'], 6));
  finish(s, t, { strength: 0.35, vignette: '#0a0614' });
}

export function essaouiraHarbour(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'golden', 'morning', 'sunset']));
  const horizon = H * rng.range(0.5, 0.56);
  const sunX = W * rng.range(0.1, 0.9);
  sky(s, t, rng, { horizon, sunX, sunY: horizon * rng.range(0.4, 0.8) });
  clouds(s, t, rng, { count: rng.int(2, 4), yMax: horizon * 0.6 });
  const left = rng.chance(0.5);
  // white town with blue shutters behind the ramparts
  const townX0 = left ? -20 : W * 0.45;
  const townX1 = left ? W * 0.55 : W + 20;
  let town = '';
  for (let x = townX0; x < townX1; ) {
    const w = H * rng.range(0.05, 0.1);
    const h = H * rng.range(0.08, 0.16);
    const c = mix(rng.pick(['#f4efe6', '#ece4d6', '#f6f2ea']), t.light, 0.15);
    town += rect(x, horizon - h, w, h + H * 0.1, c);
    for (let k = 0; k < 2; k++)
      if (rng.chance(0.7))
        town += rect(x + w * (0.2 + 0.4 * k), horizon - h * 0.7, w * 0.16, h * 0.2, '#2f6fb8');
    x += w * rng.range(0.75, 1);
  }
  s.add(town);
  // ramparts with merlons and a bastion tower
  const stone = mix('#c8a070', t.land, 0.3);
  const rampY = horizon + H * 0.02;
  const rx0 = left ? -20 : W * 0.42;
  const rx1 = left ? W * 0.58 : W + 20;
  s.add(
    rect(
      rx0,
      rampY - H * 0.06,
      rx1 - rx0,
      H * 0.12,
      s.lin([mix(stone, t.light, 0.2), darken(stone, 0.08)], {}),
    ),
  );
  s.add(merlons(rx0, rx1, rampY - H * 0.06, H * 0.02, mix(stone, t.light, 0.2)));
  const tx = left ? W * rng.range(0.38, 0.5) : W * rng.range(0.5, 0.62);
  const tw = H * 0.14;
  s.add(rect(tx - tw / 2, rampY - H * 0.16, tw, H * 0.22, mix(stone, t.light, 0.25)));
  s.add(
    rect(
      left ? tx + tw * 0.2 : tx - tw / 2,
      rampY - H * 0.16,
      tw * 0.3,
      H * 0.22,
      mix(stone, t.shade, 0.3),
      'opacity="0.7"',
    ),
  );
  s.add(merlons(tx - tw / 2, tx + tw / 2, rampY - H * 0.16, H * 0.022, mix(stone, t.light, 0.25)));
  let slits = '';
  for (let k = 0; k < 4; k++)
    slits += rect(rx0 + (rx1 - rx0) * (0.15 + k * 0.22), rampY - H * 0.035, H * 0.018, H * 0.012, '#2a2220');
  s.add(slits);
  // sea
  const water = mix(t.water, '#1f6f9a', 0.4);
  s.add(rect(-10, rampY + H * 0.04, W + 20, H, s.lin([lighten(water, 0.1), water, darken(water, 0.12)], {})));
  glints(s, rng, sunX, rampY + H * 0.06, W * 0.5, H * 0.35, t.light, 26, 0.5);
  // rows of blue boats
  const rows = 3;
  for (let ri = 0; ri < rows; ri++) {
    const k = ri / (rows - 1);
    const y = rampY + H * (0.1 + 0.14 * k + 0.06 * k * k);
    const len = W * (0.07 + 0.1 * k) * (H > W ? 1.5 : 1);
    let out = '';
    const n = Math.ceil(W / (len * 0.75)) + 1;
    for (let i = 0; i < n; i++) {
      const x = -len * 0.3 + i * len * rng.range(0.7, 0.95);
      const flip = rng.chance(0.5);
      const by = y + rng.range(-0.012, 0.012) * H;
      const bl = len * rng.range(0.85, 1.1);
      out += `<g transform="rotate(${f(rng.range(-4, 4))} ${f(x + bl / 2)} ${f(by)})">`;
      out += boat(flip ? x + bl : x, by, bl, {
        hull: atmos(rng.pick(['#2c5fb8', '#2a6fc4', '#1f56a8', '#3a7ad0']), t, (1 - k) * 0.25),
        stripe: rng.pick(['#d8443a', '#f2c230', '#f2ede1', '#2fa08a']),
        flag: rng.chance(0.3),
        inside: rng.pick(['#1d3f7a', '#e8e2d4', '#1f4f8a']),
        flip,
      });
      out += '</g>';
      out += rect(x + len * 0.1, y + len * 0.01, len * 0.8, len * 0.02, darken(water, 0.15), 'opacity="0.5"');
    }
    s.add(out);
  }
  birds(s, rng, W * rng.range(0.3, 0.7), horizon * 0.45, W * 0.15, rng.int(4, 8), '#ffffff', W * 0.01);
  finish(s, t, { strength: 0.2 });
}

export function fesTannery(s, rng) {
  const { W, H } = s;
  const t = theme(rng.pick(['morning', 'golden', 'morning']));
  const horizon = H * 0.22;
  sky(s, t, rng, { horizon, sunX: W * rng.range(0.1, 0.9), sunY: horizon * 0.4 });
  // hills and medina houses
  const hill = mix('#a8a070', t.land, 0.4);
  s.add(
    path(
      `M-10 ${f(horizon + H * 0.03)}Q${f(W * 0.3)} ${f(horizon - H * 0.06)} ${f(W * 0.6)} ${f(horizon)}T${f(W + 10)} ${f(horizon - H * 0.02)}L${f(W + 10)} ${f(H)}L-10 ${f(H)}Z`,
      atmos(hill, t, 0.5),
    ),
  );
  const houseCols = ['#efe4d0', '#e6d6bc', '#d9c4a4', '#f2ebe0', '#cdb494'];
  let hs = '';
  for (let row = 0; row < 4; row++) {
    const y = horizon + H * (0.03 + row * 0.035);
    for (let x = -20; x < W + 20; ) {
      const w = H * rng.range(0.05, 0.09);
      const h = H * rng.range(0.04, 0.07);
      const c = atmos(rng.pick(houseCols), t, 0.4 - row * 0.1);
      hs += rect(x, y - h, w, h + H * 0.04, c);
      hs += rect(x + w * 0.7, y - h, w * 0.3, h + H * 0.04, mix(c, t.shade, 0.3), 'opacity="0.6"');
      if (rng.chance(0.5)) hs += rect(x + w * 0.2, y - h * 0.6, w * 0.12, h * 0.2, darken(c, 0.3));
      // hides drying on roofs
      if (rng.chance(0.35))
        for (let k = 0; k < 3; k++)
          hs += rect(
            x + w * (0.1 + k * 0.28),
            y - h - H * 0.006,
            w * 0.22,
            H * 0.006,
            rng.pick(['#f0d8a0', '#e8c070', '#f4ead8']),
          );
      x += w * rng.range(0.8, 1);
    }
    if (row === 1) {
      const mx = W * rng.range(0.15, 0.85);
      hs += rect(mx - H * 0.015, y - H * 0.14, H * 0.03, H * 0.14, atmos('#e8dcc4', t, 0.3));
      hs += rect(mx - H * 0.015, y - H * 0.12, H * 0.03, H * 0.008, '#3f8a6a');
      hs += path(
        poly([
          [mx - H * 0.06, y - H * 0.04],
          [mx - H * 0.03, y - H * 0.065],
          [mx + H * 0.08, y - H * 0.065],
          [mx + H * 0.11, y - H * 0.04],
        ]),
        '#3f8a6a',
      );
    }
  }
  s.add(hs);
  // tannery floor with vats in perspective
  const top = horizon + H * 0.17;
  const clay = mix('#d6b48a', t.light, 0.15);
  s.add(rect(-10, top - H * 0.01, W + 20, H, s.lin([mix(clay, t.haze, 0.2), darken(clay, 0.05)], {})));
  const dyes = [
    '#f2ede0',
    '#e8b23a',
    '#c0392b',
    '#8a5a32',
    '#2f5fa8',
    '#5a8a3a',
    '#d87a2a',
    '#a87a4a',
    '#f2ede0',
    '#8a5a32',
  ];
  const rows = 7;
  let y = top;
  const cols0 = Math.round((W / H) * 9);
  // colour columns: patches of the same dye
  const colDye = Array.from({ length: cols0 + 10 }, () => rng.pick(dyes));
  for (let r = 0; r < rows; r++) {
    const k = r / (rows - 1);
    const size = H * (0.045 + 0.06 * k);
    const ry = size * 0.42;
    const cols = Math.ceil(W / (size * 1.05)) + 2;
    const off = (r % 2) * size * 0.5;
    let out = '';
    for (let c = 0; c < cols; c++) {
      const x = -size * 0.5 + off + c * size * 1.05;
      const dyeIdx = Math.floor((x / W) * cols0 + 0.5 * Math.sin(r));
      const dye = rng.chance(0.8) ? colDye[Math.max(0, dyeIdx) % colDye.length] : rng.pick(dyes);
      out += ellipse(x, y, size * 0.5, ry, darken(clay, 0.1));
      out += ellipse(x, y + ry * 0.05, size * 0.44, ry * 0.82, darken(dye, 0.18));
      out += ellipse(x, y + ry * 0.15, size * 0.4, ry * 0.66, dye);
      out += ellipse(x - size * 0.12, y + ry * 0.05, size * 0.12, ry * 0.15, '#ffffff', 'opacity="0.25"');
    }
    s.add(out);
    // workers standing in some vats
    if (r > 1) {
      let wk = '';
      for (let i = 0; i < rng.int(1, 3); i++) {
        const c = rng.int(1, cols - 2);
        const x = -size * 0.5 + off + c * size * 1.05;
        wk += person(x, y + ry * 0.3, size * 0.9, '#3a2a2a', {
          hood: 'none',
          robe: rng.pick(['#3a4a6a', '#6a3a2a', '#e8e0d0', '#4a5a3a']),
          skin: '#7a4a32',
          stride: 0.2,
        });
      }
      s.add(wk);
    }
    y += ry * 2.15;
  }
  finish(s, t, { strength: 0.2 });
}
