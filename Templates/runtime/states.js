// State effects (SPEC section 13): where a condition holds, as the exact
// intervals Swift computed. Pure functions, no DOM, no state of their own.

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
