// Section 5's sticky closed form with the pin lines of a moment (SPEC
// section 12), as StickyCore's StickyForm gives it. Pure, no DOM, no state.

// The top of an element with form `[top, height, pinsTop, pinsBottom, above,
// below, parentTop, parentBottom, shift]` (StickyForm and StickyRide) at
// offset o, with the pin lines T and B; `origin` is where content y 0 is at
// offset 0.
export const stickyY = (f, o, origin, pinTop, pinBottom) => {
  let y = origin + f[0] - o;
  if (f[3]) y = Math.min(y, pinBottom + -f[5] + -f[1]);
  if (f[2]) y = Math.max(y, pinTop + f[4]);
  if (f[2]) y = Math.min(y, origin + (f[7] - f[1]) - o);
  if (f[3]) y = Math.max(y, origin + f[6] - o);
  return y + f[8];
};
