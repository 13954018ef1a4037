// Colour maths, the Moroccan palette and time-of-day lighting themes.

export const C = {
  ochre: '#c8862e',
  terracotta: '#c05a3c',
  clay: '#b5603f',
  saffron: '#f0a830',
  sand: '#e8c39a',
  cream: '#f6ead7',
  majorelle: '#2f4fb5',
  teal: '#1d5e63',
  deepTeal: '#12383f',
  palm: '#3f7a4a',
  olive: '#6f7d3c',
  dusk: '#5b3f78',
  plum: '#3a2346',
  rose: '#d98a84',
  brass: '#c9a14a',
  ink: '#1f1a2e',
  white: '#fbf7f0',
};

function clamp(v, a = 0, b = 1) {
  return v < a ? a : Math.min(v, b);
}

export function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/./g, '$&$&') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]) {
  const to = (v) =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

/** Linear blend of two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t));
}

export function hexToHsl(hex) {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return [h, s, l];
}

export function hslToHex(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s = clamp(s);
  l = clamp(l);
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return rgbToHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

export const lighten = (hex, amt) => {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex(h, s, l + amt);
};
export const darken = (hex, amt) => lighten(hex, -amt);

/**
 * Lighting themes. sky: top → bottom stops; sun: disc colour; glow: halo colour;
 * haze: colour far layers fade into; light/shade: tints for lit and shadowed faces;
 * land: base ground colour in that light; night: whether to add stars and lit windows.
 */
export const THEMES = {
  dawn: {
    sky: ['#34406e', '#8a6f9e', '#e8a89a', '#f8d6b0'],
    sun: '#fff3dc',
    glow: '#ffd9a8',
    haze: '#efc6b4',
    light: '#ffe2c0',
    shade: '#6d5a86',
    land: '#d59a74',
    water: '#9fb3cf',
    sunY: 0.78,
    night: false,
  },
  morning: {
    sky: ['#4f8fcc', '#8cc0e4', '#cfe4ee', '#f4e9d6'],
    sun: '#fffaf0',
    glow: '#fff1cf',
    haze: '#d9e3e6',
    light: '#fff4dc',
    shade: '#6f7fa8',
    land: '#dfae78',
    water: '#4f93b8',
    sunY: 0.35,
    night: false,
  },
  golden: {
    sky: ['#5b7db8', '#e3a978', '#f6c477', '#fbe1a6'],
    sun: '#fff6d8',
    glow: '#ffd27a',
    haze: '#f1cc98',
    light: '#ffe0a0',
    shade: '#8a5a6a',
    land: '#e0a060',
    water: '#6c98b4',
    sunY: 0.62,
    night: false,
  },
  sunset: {
    sky: ['#2d2a5e', '#8b3f6e', '#e2685a', '#f6b15c'],
    sun: '#fff0c4',
    glow: '#ff9a57',
    haze: '#e08a78',
    light: '#ffc08a',
    shade: '#4e2f5e',
    land: '#c8704e',
    water: '#7a5a86',
    sunY: 0.8,
    night: false,
  },
  dusk: {
    sky: ['#161a44', '#3c3470', '#8a5a8e', '#e39a8a'],
    sun: '#ffe2c4',
    glow: '#f0a090',
    haze: '#8e6a94',
    light: '#f7b89a',
    shade: '#2c2450',
    land: '#7a5070',
    water: '#4a4a7a',
    sunY: 0.95,
    night: false,
  },
  night: {
    sky: ['#070b24', '#111a44', '#24306a', '#3e4680'],
    sun: '#f6f1dc',
    glow: '#8fa0d8',
    haze: '#333c74',
    light: '#ffd28a',
    shade: '#0c1030',
    land: '#2a2c55',
    water: '#1d2650',
    sunY: 0.25,
    night: true,
  },
};

export function theme(name) {
  const t = THEMES[name];
  if (!t) throw new Error(`unknown theme ${name}`);
  return { name, ...t };
}

/** Colour of something `depth` into the distance (0 = near, 1 = at the horizon). */
export function atmos(hex, t, depth, amount = 0.85) {
  return mix(hex, t.haze, clamp(depth * amount));
}
