// The state of SPEC section 12 at any time of a path, as StickyCore's
// PathReplay works it out: between two points one step of the rule from the
// earlier point; a snap from a `!` point along `ease-out` while the offset
// stays, stopped where it is when the offset next changes. A path starts
// from the state reached scrolling straight from 0 to its first offset.
// Pure functions, no DOM, no state.
import { EASE_OUT, progress } from './cubicBezier.js';
import { reached, hiddenAfter, heightsOf, snapsOf } from './hidingMotion.js';
import { pathOffset } from './scrollPath.js';

// Where a snap of e ends: back when less than half is hidden, else as far
// as the rule lets it go at c; NaN when e does not snap (whole or nothing).
export const snapTarget = (e, height, c) =>
  e > 0 && e < height ? (e < height / 2 ? 0 : Math.min(height, c)) : NaN;

// A snap from `from` to `to`, `share` of the way through its time.
export const snapValue = (from, to, share) =>
  from + (to - from) * progress(EASE_OUT, Math.min(1, Math.max(0, share)));

// The rule from `from` to `to` on the amounts `e` into `out`.
const moved = (heights, max, e, from, to, out) => {
  const c1 = reached(from, max);
  const c2 = reached(to, max);
  for (let k = 0; k < 3; k++) out[k] = hiddenAfter(e[k], heights[k], c1, c2);
};

// The snaps a lift at `point` starts from `e`: per part [from, to, start]
// or null.
const lifting = (heights, snaps, max, e, point) =>
  [0, 1, 2].map((k) => {
    const to = snaps[k] ? snapTarget(e[k], heights[k], reached(point.offset, max)) : NaN;
    return Number.isNaN(to) ? null : [e[k], to, point.time];
  });
const NO_SNAPS = Object.freeze([null, null, null]);

// `e` with the snaps running at time t, into `out`.
const snapped = (running, seconds, e, t, out) => {
  for (let k = 0; k < 3; k++) {
    const s = running[k];
    out[k] = s ? snapValue(s[0], s[1], (t - s[2]) / seconds) : e[k];
  }
};

// The state along `points` (a parsed path) on a screen that scrolls to
// `max`: the amounts as each point is reached and the snaps running from
// it, worked out once.
export const replayOf = (hiding, max, points) => {
  const heights = heightsOf(hiding);
  const snaps = snapsOf(hiding);
  const seconds = hiding ? hiding.snapSeconds : 1;
  const arrivals = [];
  const running = [];
  let e = [0, 0, 0];
  moved(heights, max, e, 0, points[0].offset, e);
  let snapping = NO_SNAPS;
  points.forEach((point, index) => {
    if (point.lifts) snapping = lifting(heights, snaps, max, e, point);
    arrivals.push(e);
    running.push(snapping);
    const next = points[index + 1];
    if (!next) return;
    const after = [0, 0, 0];
    if (next.offset === point.offset) {
      snapped(snapping, seconds, e, next.time, after);
    } else {
      moved(heights, max, e, point.offset, next.offset, after);
      snapping = NO_SNAPS;
    }
    e = after;
  });
  return { points, heights, max, seconds, arrivals, running };
};

// The state at time t into `out` ({offset, e: [3]}), as PathReplay.state(at:).
export const replayState = (replay, t, out) => {
  const { points, arrivals } = replay;
  if (!(t >= points[0].time)) {
    out.offset = points[0].offset;
    for (let k = 0; k < 3; k++) out.e[k] = arrivals[0][k];
    return out;
  }
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (points[middle].time <= t) low = middle;
    else high = middle - 1;
  }
  const start = points[low];
  out.offset = pathOffset(points, t);
  if (low + 1 < points.length && points[low + 1].offset !== start.offset) {
    moved(replay.heights, replay.max, arrivals[low], start.offset, out.offset, out.e);
  } else {
    snapped(replay.running[low], replay.seconds, arrivals[low], t, out.e);
  }
  return out;
};
