// Registry: picture sizes and the painter for every subject name.

import { paintAvatar } from './people.mjs';
import { makeRng } from './prng.mjs';
import { PRODUCTS } from './products.mjs';
import { SCENES } from './scenes.mjs';
import { Svg } from './svg.mjs';

export const SIZES = {
  hero: { width: 1920, height: 1080, variants: true },
  landscape: { width: 1600, height: 1067, variants: true },
  square: { width: 1200, height: 1200, variants: true },
  portrait: { width: 1080, height: 1350, variants: true },
  avatar: { width: 256, height: 256, variants: false },
};

function wrap(name, fn) {
  return ({ seed, width, height, size }) => {
    const s = new Svg(width, height);
    const rng = makeRng(seed, name);
    fn(s, rng, { size, seed });
    return s;
  };
}

export const PAINTERS = Object.fromEntries([
  ...Object.entries(SCENES).map(([k, fn]) => [k, wrap(k, fn)]),
  ...Object.entries(PRODUCTS).map(([k, fn]) => [k, wrap(k, fn)]),
  ['avatar', wrap('avatar', paintAvatar)],
]);
