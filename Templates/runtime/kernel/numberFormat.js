// Numbers as StickyCore's NumberFormat rounds and prints them. Pure
// functions, no DOM, no state.

// Numbers as `stickypreview frames` prints them: to 1/10,000 of a point.
export const FRAME_DIGITS = 4;

// Past this a Double has no fraction left to round to frame digits, and
// Swift prints it as it is.
const ROUNDS_BELOW = 1e11;

// v rounded to `digits` decimals, halves away from zero, as Swift's
// NumberFormat rounds; -0 reads as 0.
export const rounded = (v, digits) => {
  if (!(Math.abs(v) < ROUNDS_BELOW)) return v;
  const scale = 10 ** digits;
  const r = Math.sign(v) * (Math.round(Math.abs(v) * scale) / scale);
  return r === 0 ? 0 : r;
};

// Swift's text of a Double (NumberFormat.exact): an integer below 1e15 as
// its digits; else the shortest digits that read back, with `.0` on an
// integer up to 2^53 and an exponent past it.
const exact = (v) => {
  const a = Math.abs(v);
  if (Number.isInteger(v) && a < 1e15) return String(v);
  if (a <= 2 ** 53) return Number.isInteger(v) ? v + '.0' : String(v);
  return v.toExponential();
};

// A number as `frames` prints it (NumberFormat.string); 0 for what is not finite.
export const formatNumber = (v) => {
  if (!Number.isFinite(v)) return '0';
  return Math.abs(v) < ROUNDS_BELOW ? String(rounded(v, FRAME_DIGITS)) : exact(v);
};
