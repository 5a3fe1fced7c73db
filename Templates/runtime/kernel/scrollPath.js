// A scripted scroll (SPEC section 11), as StickyCore's ScrollPath follows
// it: the offset at given times, and `ease-in-out` between them. Pure, no
// DOM, no state.
import { EASE_IN_OUT, progress } from './cubicBezier.js';

// The offset of a path's points ({offset, time, lifts}) at time t: the first
// offset before the first point, the last after the last.
export const pathOffset = (points, t) => {
  if (!(t > points[0].time)) return points[0].offset;
  let next = 1;
  while (next < points.length && points[next].time < t) next++;
  if (next === points.length) return points[next - 1].offset;
  const start = points[next - 1];
  const end = points[next];
  const share = (t - start.time) / (end.time - start.time);
  return start.offset + (end.offset - start.offset) * progress(EASE_IN_OUT, share);
};
