// Avatars: friendly, abstract flat head-and-shoulders portraits (no text).

import { C, darken, lighten, mix } from './palette.mjs';
import { circle, ellipse, f, path, rect, star8 } from './svg.mjs';

const SKIN = ['#f4d6bd', '#ebbf9c', '#dba47e', '#c4865d', '#a86d48', '#8a5636', '#6b3f26', '#4e2c1b'];
const HAIR = [
  '#1f1a18',
  '#2e221c',
  '#4a3224',
  '#6a4428',
  '#8a5a30',
  '#b8864a',
  '#d8b070',
  '#9a3a22',
  '#8c8c8c',
  '#d9d4cc',
];
const CLOTH = [
  C.terracotta,
  C.majorelle,
  C.teal,
  C.saffron,
  C.palm,
  C.dusk,
  '#8a2f4a',
  C.cream,
  '#2f4f6a',
  C.ochre,
];
const BG = ['#f4e6d4', '#f6e1d6', '#e3e8dc', '#dfe6ee', '#ece4f0', '#f0d8c0', '#d8ebe6', '#f5e9c8'];

/** Paint a portrait into the drawing; everything is laid out on a 100-unit square. */
export function paintAvatar(s, rng) {
  const { W, H } = s;
  const k = Math.min(W, H) / 100;
  const skin = rng.pick(SKIN);
  const skinShade = darken(skin, 0.08);
  const hairCol = rng.pick(HAIR);
  const cloth = rng.pick(CLOTH);
  const bg = rng.pick(BG.filter((b) => b !== cloth));
  const style = rng.pick(['short', 'short', 'long', 'curly', 'bun', 'scarf', 'turban', 'bald', 'wavy']);
  const beard =
    (style === 'short' || style === 'bald' || style === 'turban' || style === 'curly') && rng.chance(0.4);
  const glasses = rng.chance(0.22);
  let g = '';
  g += rect(0, 0, 100, 100, s.lin([lighten(bg, 0.03), bg], {}));
  g += circle(
    rng.range(20, 80),
    rng.range(20, 60),
    rng.range(28, 40),
    mix(bg, '#ffffff', 0.25),
    'opacity="0.6"',
  );
  if (rng.chance(0.4))
    g += path(star8(rng.pick([16, 84]), rng.range(14, 30), 6), mix(bg, cloth, 0.25), 'opacity="0.6"');
  const scarfCol = rng.pick(CLOTH.filter((c) => c !== cloth));
  // long hair or headscarf behind the shoulders
  if (style === 'long' || style === 'wavy') {
    const d =
      style === 'wavy'
        ? 'M30 40C26 58 24 70 20 84C30 88 40 84 44 78L56 78C60 84 70 88 80 84C76 70 74 58 70 40Z'
        : 'M31 40C29 56 28 70 26 86L74 86C72 70 71 56 69 40Z';
    g += path(d, darken(hairCol, 0.05));
  }
  if (style === 'scarf')
    g += path(
      'M26 48C24 26 36 16 50 16C64 16 76 26 74 48C74 62 80 74 84 86L16 86C20 74 26 62 26 48Z',
      scarfCol,
    );
  // shoulders and clothing
  g += path(
    'M6 100C8 86 20 77 38 74L62 74C80 77 92 86 94 100Z',
    s.lin([lighten(cloth, 0.05), darken(cloth, 0.06)], {}),
  );
  const neckline = rng.pick(['v', 'round', 'hood', 'collar']);
  // neck
  g += path('M42 56L58 56L58 74C54 78 46 78 42 74Z', skinShade);
  if (style !== 'scarf') {
    if (neckline === 'v') g += path('M42 74L50 86L58 74Z', skinShade);
    else if (neckline === 'round') g += path('M41 74C44 80 56 80 59 74Z', skinShade);
    else if (neckline === 'hood')
      g += path(
        'M30 76C34 70 40 70 42 74L50 84L58 74C60 70 66 70 70 76C66 80 60 90 50 92C40 90 34 80 30 76Z',
        darken(cloth, 0.12),
      );
    else g += path('M40 74L50 82L44 86L37 77ZM60 74L50 82L56 86L63 77Z', lighten(cloth, 0.25));
  } else {
    g += path('M30 80C38 74 62 74 70 80C62 86 38 86 30 80Z', darken(scarfCol, 0.1));
  }
  // ears
  if (style !== 'scarf') g += circle(33, 47, 4, skinShade) + circle(67, 47, 4, skinShade);
  // head
  g += ellipse(50, 45, 17, 20.5, skin);
  g += ellipse(
    50,
    45,
    17,
    20.5,
    s.lin(
      [
        [0, '#ffffff', 0.08],
        [1, '#000000', 0.06],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  // hair on top
  if (style === 'short')
    g += path('M32.5 44C30 26 40 20 50 20C61 20 71 25 68 44C66 36 60 31 50 31C42 31 36 35 32.5 44Z', hairCol);
  else if (style === 'long')
    g += path('M32 46C29 26 40 20 50 20C60 20 71 26 68 46C64 36 58 30 50 29C44 30 40 36 32 46Z', hairCol);
  else if (style === 'wavy')
    g += path(
      'M32 48C28 28 38 19 50 19C62 19 72 28 68 48C66 40 62 33 56 31C52 35 44 34 40 31C36 34 34 40 32 48Z',
      hairCol,
    );
  else if (style === 'curly') {
    let c = '';
    for (let i = 0; i < 13; i++) {
      const a = Math.PI * (1.05 + (i / 12) * 0.9);
      c += circle(50 + Math.cos(a) * 17, 42 + Math.sin(a) * 19, 6.2, hairCol);
    }
    g += c + ellipse(50, 27, 14, 7, hairCol);
  } else if (style === 'bun') {
    g += circle(50, 18, 7.5, hairCol);
    g += path('M32.5 44C30 26 40 21 50 21C61 21 71 26 68 44C65 34 58 29 50 29C42 29 36 34 32.5 44Z', hairCol);
  } else if (style === 'scarf') {
    g += path(
      'M33 44C33 28 42 23 50 23C58 23 67 28 67 44C66 36 58 30 50 30C42 30 34 36 33 44Z',
      darken(scarfCol, 0.08),
    );
    g += path('M28 50C28 26 40 19 50 19C60 19 72 26 72 50C72 40 64 26 50 26C36 26 28 40 28 50Z', scarfCol);
  } else if (style === 'turban') {
    const tc = rng.pick([C.cream, C.majorelle, C.saffron, '#2a2a3a', C.teal]);
    g += path('M31 40C28 22 40 14 50 14C60 14 72 22 69 40C62 34 38 34 31 40Z', tc);
    g += path(
      'M34 30C42 24 58 26 66 34M33 36C44 28 56 28 68 36',
      'none',
      `stroke="${darken(tc, 0.12)}" stroke-width="1.4"`,
    );
  } else if (style === 'bald') {
    g += path(
      'M33 40C34 36 36 34 38 33',
      'none',
      `stroke="${lighten(skin, 0.1)}" stroke-width="2" stroke-linecap="round" opacity="0.6"`,
    );
  }
  // beard
  if (beard)
    g += path(
      'M34 50C34 62 40 68 50 68C60 68 66 62 66 50C62 56 58 59 50 59C42 59 38 56 34 50Z',
      hairCol === '#d9d4cc' ? '#cfcac2' : hairCol,
    );
  // face: brows, eyes, nose, smile, cheeks
  const eyeY = 46;
  const ink = darken(hairCol === '#d9d4cc' || hairCol === '#d8b070' ? '#5a4030' : hairCol, 0.05);
  g += path(
    `M40 ${eyeY - 5}Q43 ${eyeY - 7} 46 ${eyeY - 5.5}M54 ${eyeY - 5.5}Q57 ${eyeY - 7} 60 ${eyeY - 5}`,
    'none',
    `stroke="${ink}" stroke-width="1.3" stroke-linecap="round"`,
  );
  if (rng.chance(0.25)) {
    g += path(
      `M40.5 ${eyeY}Q43 ${eyeY + 2} 45.5 ${eyeY}M54.5 ${eyeY}Q57 ${eyeY + 2} 59.5 ${eyeY}`,
      'none',
      `stroke="#2a1e1a" stroke-width="1.3" stroke-linecap="round"`,
    );
  } else {
    g += ellipse(43, eyeY, 1.7, 2, '#2a1e1a') + ellipse(57, eyeY, 1.7, 2, '#2a1e1a');
    g += circle(43.6, eyeY - 0.7, 0.5, '#ffffff') + circle(57.6, eyeY - 0.7, 0.5, '#ffffff');
  }
  g += path(
    `M50 ${eyeY + 2}Q48.5 ${eyeY + 7} 51 ${eyeY + 7.5}`,
    'none',
    `stroke="${darken(skin, 0.18)}" stroke-width="1.1" stroke-linecap="round"`,
  );
  const smile = rng.pick(['open', 'soft', 'soft']);
  if (smile === 'open')
    g +=
      path(`M44.5 ${eyeY + 11}Q50 ${eyeY + 17} 55.5 ${eyeY + 11}Z`, '#8a3a30') +
      path(`M46 ${eyeY + 11.3}L54 ${eyeY + 11.3}L53.4 ${eyeY + 12.6}L46.6 ${eyeY + 12.6}Z`, '#ffffff');
  else
    g += path(
      `M45 ${eyeY + 11}Q50 ${eyeY + 15} 55 ${eyeY + 11}`,
      'none',
      `stroke="${beard ? lighten(skin, 0.1) : '#8a3a30'}" stroke-width="1.4" stroke-linecap="round"`,
    );
  g +=
    circle(39.5, eyeY + 7, 3, '#e0806a', 'opacity="0.22"') +
    circle(60.5, eyeY + 7, 3, '#e0806a', 'opacity="0.22"');
  if (glasses) {
    const gc = rng.pick(['#2a2420', '#8a5a30', '#c9a14a']);
    g +=
      circle(43, eyeY, 4.6, 'none', `stroke="${gc}" stroke-width="1.1"`) +
      circle(57, eyeY, 4.6, 'none', `stroke="${gc}" stroke-width="1.1"`);
    g += path(`M47.6 ${eyeY}L52.4 ${eyeY}`, 'none', `stroke="${gc}" stroke-width="1.1"`);
  }
  s.add(
    `<g transform="translate(${f((W - 100 * k) / 2)} ${f((H - 100 * k) / 2)}) scale(${f(k * 1000) / 1000})">${g}</g>`,
  );
}
