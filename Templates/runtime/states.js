// State effects (SPEC section 13): where a condition holds, as the exact
// intervals Swift computed, and the curve a change of state follows. Pure
// functions, no DOM, no state of their own.

// Where the condition holds: the page data's intervals [lower, upper,
// includesLower, includesUpper], in increasing order, with the interval
// used last, so that a scroll step costs O(1) like a track's cursor.
export const holdsCursor = (holds) => ({ holds, i: 0 });

const above = (h, o) => o > h[1] || (o === h[1] && !h[3]);
const below = (h, o) => o < h[0] || (o === h[0] && !h[2]);

// Whether the condition holds at offset o.
export const holdsAt = (c, o) => {
  const holds = c.holds;
  if (!holds.length) return false;
  let i = c.i;
  while (i + 1 < holds.length && above(holds[i], o)) i++;
  while (i > 0 && below(holds[i], o)) i--;
  c.i = i;
  return !above(holds[i], o) && !below(holds[i], o);
};

// CSS's cubic-bezier(x1, y1, x2, y2) timing function, as a function of the
// share of the duration gone, 0 ... 1: x(u) is solved for u by Newton's
// method, falling back to bisection where its slope is too flat.
export const cubicBezier = (x1, y1, x2, y2) => {
  const curve = (p1, p2, u) => ((1 - 3 * p2 + 3 * p1) * u + (3 * p2 - 6 * p1)) * u * u + 3 * p1 * u;
  const slope = (p1, p2, u) => (3 * (1 - 3 * p2 + 3 * p1) * u + 2 * (3 * p2 - 6 * p1)) * u + 3 * p1;
  return (t) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    let u = t;
    for (let k = 0; k < 8; k++) {
      const d = curve(x1, x2, u) - t;
      if (Math.abs(d) < 1e-7) return curve(y1, y2, u);
      const s = slope(x1, x2, u);
      if (Math.abs(s) < 1e-6) break;
      u -= d / s;
      if (u < 0 || u > 1) break;
    }
    let lo = 0;
    let hi = 1;
    u = t;
    for (let k = 0; k < 40; k++) {
      const x = curve(x1, x2, u);
      if (Math.abs(x - t) < 1e-7) break;
      if (x < t) lo = u;
      else hi = u;
      u = (lo + hi) / 2;
    }
    return curve(y1, y2, u);
  };
};
