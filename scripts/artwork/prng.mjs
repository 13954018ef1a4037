// Seeded pseudo-random numbers: the same seed always paints the same picture.

/** mulberry32: tiny, fast 32-bit PRNG. Returns a function giving floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mix a string into a seed so different subjects with the same seed still differ. */
export function hashSeed(seed, salt = '') {
  let h = (seed >>> 0) ^ 0x9e3779b9;
  for (let i = 0; i < salt.length; i++) {
    h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** A random helper object around one PRNG stream. */
export function makeRng(seed, salt = '') {
  const next = mulberry32(hashSeed(seed, salt));
  const rng = {
    next,
    /** float in [a, b) */
    range: (a, b) => a + (b - a) * next(),
    /** integer in [a, b] */
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    /** roughly normal, mean 0, sd ~1 */
    gauss: () => (next() + next() + next() + next() - 2) * 1.732,
    /** value around `v` varied by +-frac */
    jitter: (v, frac) => v * (1 + (next() * 2 - 1) * frac),
    shuffle: (arr) => {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    /** an independent child stream, stable regardless of how many numbers were drawn before */
    fork: (name) => makeRng(seed, `${salt}/${name}`),
  };
  return rng;
}
