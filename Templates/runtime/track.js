// Tracks: the Swift-computed functions of the offset that the page replays.
// A track is the flat list [start, value, slope, ...]; piece 0 also applies
// before its start. Pure functions, no DOM, no state.

// pieceAt searches from piece i (the one used last time), so that a scroll
// step costs O(1) and a jump the pieces it crosses.
export const pieceAt = (p, i, o) => {
  const n = p.length / 3;
  while (i + 1 < n && o >= p[(i + 1) * 3]) i++;
  while (i > 0 && o < p[i * 3]) i--;
  return i;
};

export const pieceValue = (p, i, o) => {
  const b = i * 3;
  return p[b + 2] === 0 ? p[b + 1] : p[b + 1] + p[b + 2] * (o - p[b]);
};

export const trackValue = (p, o) => pieceValue(p, pieceAt(p, 0, o), o);

// A track with the piece it used last, for lookups that follow the offset.
export const cursorOn = (p) => ({ p, i: 0 });
export const cursorValue = (c, o) => {
  c.i = pieceAt(c.p, c.i, o);
  return pieceValue(c.p, c.i, o);
};

// The largest |value| of track p over [lo, hi]: a piecewise-linear function is
// largest at an end or at a breakpoint, on either side of it, since a piece
// may start with a step.
export const trackReach = (p, lo, hi) => {
  let reach = Math.max(Math.abs(trackValue(p, lo)), Math.abs(trackValue(p, hi)));
  for (let b = 3; b < p.length; b += 3) {
    const o = p[b];
    if (o <= lo || o >= hi) continue;
    reach = Math.max(reach, Math.abs(p[b + 1]), Math.abs(pieceValue(p, b / 3 - 1, o)));
  }
  return reach;
};

// Tracks are written rounded to 1/10,000 of a point, so ranges that meet
// within this distance are one.
const JOIN = 1e-3;

// The offset ranges within [lo, hi] in which a box with top y(o) and height
// h(o) reaches into the band (top, bottom) of screen coordinates, as a flat
// list [a0, b0, a1, b1, ...] of closed ranges in increasing order. Both
// tracks are linear between their joint breakpoints, so each piece gives at
// most one range.
export const visibleRanges = (yp, hp, lo, hi, top, bottom) => {
  const cuts = [lo, hi];
  for (const p of [yp, hp]) {
    for (let b = 3; b < p.length; b += 3) if (p[b] > lo && p[b] < hi) cuts.push(p[b]);
  }
  cuts.sort((a, b) => a - b);
  const ranges = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const s = cuts[k];
    const e = cuts[k + 1];
    // Repeated cuts make empty pieces, skipped; but a screen that cannot
    // scroll at all has one range, a single offset, which must be kept.
    if (e < s || (e === s && lo < hi)) continue;
    // Both ends from the piece that starts at s, which holds up to e.
    const yi = pieceAt(yp, 0, s);
    const hj = pieceAt(hp, 0, s);
    const ys = pieceValue(yp, yi, s);
    const ye = pieceValue(yp, yi, e);
    const es = ys + pieceValue(hp, hj, s);
    const ee = ye + pieceValue(hp, hj, e);
    // The part of the piece where the box's top is above `bottom` and its
    // bottom below `top`, as fractions of the piece.
    const below = crossing(ys, ye, bottom, 1);
    const above = crossing(es, ee, top, -1);
    const a = Math.max(below[0], above[0]);
    const z = Math.min(below[1], above[1]);
    if (a > z) continue;
    const from = s + (e - s) * a;
    const to = s + (e - s) * z;
    const last = ranges.length - 1;
    if (last > 0 && from <= ranges[last] + JOIN) ranges[last] = to;
    else ranges.push(from, to);
  }
  return ranges;
};

// Where a linear f from fs to fe is below `limit` (sign 1) or above it (-1),
// as [from, to] fractions of the way; an empty range when nowhere.
const crossing = (fs, fe, limit, sign) => {
  const ds = sign * (limit - fs);
  const de = sign * (limit - fe);
  if (ds <= 0 && de <= 0) return [1, 0];
  if (ds <= 0) return [ds / (ds - de), 1];
  if (de <= 0) return [0, ds / (ds - de)];
  return [0, 1];
};
