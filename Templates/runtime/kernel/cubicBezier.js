// CSS's cubic-bezier() timing functions (SPEC sections 11 to 13), solved as
// StickyCore's CubicBezier solves them: the curve's x by 60 halvings of its
// parameter, then its y, each by de Casteljau's steps in Swift's order, so
// that both sides give the same bits. Pure functions, no DOM, no state.

// Curves as CSS writes them, [x1, y1, x2, y2]: `ease-in-out` (a path between
// its points) and `ease-out` (a snap). The states' `ease` is page data.
export const EASE_IN_OUT = Object.freeze([0.42, 0, 0.58, 1]);
export const EASE_OUT = Object.freeze([0, 0, 0.58, 1]);

// The cubic with control values 0, p1, p2, 1 at s (CubicBezier.blossom with
// three equal arguments).
const cubic = (p1, p2, s) => {
  const a0 = p1 * s;
  const a1 = p1 + (p2 - p1) * s;
  const a2 = p2 + (1 - p2) * s;
  const b0 = a0 + (a1 - a0) * s;
  const b1 = a1 + (a2 - a1) * s;
  return b0 + (b1 - b0) * s;
};

// The curve's parameter where its coordinate with inner control values p1
// and p2 (increasing) is `value` (CubicBezier.parameter).
const parameter = (p1, p2, value) => {
  if (value <= 0) return 0;
  if (value >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let k = 0; k < 60; k++) {
    const middle = (low + high) / 2;
    if (cubic(p1, p2, middle) < value) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

// The share of the distance at share u of the time (CubicBezier.progress).
export const progress = (curve, u) => cubic(curve[1], curve[3], parameter(curve[0], curve[2], u));

// A movement from `from` to `to` over `duration` along `curve`, `elapsed`
// after it started (in the duration's unit), as CubicBezier.moved; one of
// no time is where it goes from its start.
export const movedAlong = (duration, curve, from, to, elapsed) => {
  const share = duration > 0 ? Math.min(1, Math.max(0, elapsed / duration)) : 1;
  return from + (to - from) * progress(curve, share);
};

// cubic-bezier(x1, y1, x2, y2) as a function of the share of the time.
export const cubicBezier = (x1, y1, x2, y2) => {
  const curve = [x1, y1, x2, y2];
  return (u) => progress(curve, u);
};
