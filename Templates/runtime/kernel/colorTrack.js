// Colour effects (SPEC section 13): colours as CSS interpolates hex colours,
// in sRGB with premultiplied alpha, each channel a share of 1, as
// StickyCore's ColorTrack mixes and rounds them. Pure functions, no DOM, no
// state; a colour is an array [r·a, g·a, b·a, a] that the caller owns, so
// that a step allocates none.

// '#rrggbbaa', as the page data writes each colour, premultiplied: each
// channel's share times the alpha byte, over 255, in ColorTrack's order.
export const premultiplied = (hex) => {
  const byte = (k) => parseInt(hex.slice(1 + 2 * k, 3 + 2 * k), 16);
  const a = byte(3);
  const share = (k) => ((byte(k) / 255) * a) / 255;
  return [share(0), share(1), share(2), a / 255];
};

// out = a + (b - a) · t, channel by channel; out may be a.
export const mixColor = (out, a, b, t) => {
  for (let k = 0; k < 4; k++) out[k] = a[k] + (b[k] - a[k]) * t;
  return out;
};

// The colour at keyframe position t of `colors` (0 at the first, n - 1 at
// the last; clamped), into out.
export const colorAt = (out, colors, t) => {
  const last = colors.length - 1;
  const clamped = Math.min(last, Math.max(0, t));
  const k = Math.min(Math.floor(clamped), last - 1);
  return mixColor(out, colors[k], colors[k + 1], clamped - k);
};

export const sameColor = (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

// A share of 1 as a byte, as the core rounds it (ColorTrack).
const byte = (share) => Math.min(255, Math.max(0, Math.round(share * 255)));

// CSS text of a premultiplied colour: each channel divided by alpha again
// and rounded to a byte, as `frames` prints it; no alpha, no colour.
export const cssColor = (c) => {
  const a = c[3];
  if (!(a > 0)) return 'rgba(0,0,0,0)';
  return 'rgba(' + byte(c[0] / a) + ',' + byte(c[1] / a) + ',' + byte(c[2] / a) + ',' + byte(a) / 255 + ')';
};

// '#rrggbbaa' of a premultiplied colour, as `frames` prints it.
export const hexColor = (c) => {
  const a = c[3];
  const hex = (share) => (256 + byte(share)).toString(16).slice(1);
  return a > 0 ? '#' + hex(c[0] / a) + hex(c[1] / a) + hex(c[2] / a) + hex(a) : '#00000000';
};
