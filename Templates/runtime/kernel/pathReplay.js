// The state of SPEC section 12 at any time of a path, as StickyCore's
// PathReplay works it out: between two points one step of the rule from the
// earlier point; a snap from a `!` point along its easing for its seconds
// while the offset stays, stopped where it is when the offset next changes.
// A path starts from the state reached scrolling straight from 0 to its
// first offset. Pure functions, no DOM, no state.
import { progress } from './cubicBezier.js';
import { reached, hiddenAfter, heightsOf, snapsOf } from './hidingMotion.js';
import { pathOffset } from './scrollPath.js';

// Where a snap of e ends (SnapStyle.end): 0, or as far as the rule lets it
// go at c; by `snap.byDirection`, away when the offset last changed toward
// the end, else when half or more is hidden. NaN when e does not snap (whole
// or nothing).
export const snapTarget = (snap, e, height, c, towardEnd) => {
  if (!(e > 0 && e < height)) return NaN;
  const away = snap.byDirection ? towardEnd : e >= height / 2;
  return away ? Math.min(height, c) : 0;
};

// A snap (`snap` its record) from `from` to `to`, `elapsed` seconds after it
// started; one of no time is where it goes from its start.
export const snapValue = (snap, from, to, elapsed) => {
  const share = snap.seconds > 0 ? Math.min(1, Math.max(0, elapsed / snap.seconds)) : 1;
  return from + (to - from) * progress(snap.easing, share);
};

// The rule from `from` to `to` on the amounts `e` into `out`.
const moved = (heights, max, e, from, to, out) => {
  const c1 = reached(from, max);
  const c2 = reached(to, max);
  for (let k = 0; k < heights.length; k++) out[k] = hiddenAfter(e[k], heights[k], c1, c2);
};

// The snaps a lift at `point` starts from `e`: per part [from, to, start]
// or null.
const lifting = (heights, snaps, max, e, point, towardEnd) =>
  heights.map((height, k) => {
    const snap = snaps[k];
    const to = snap ? snapTarget(snap, e[k], height, reached(point.offset, max), towardEnd) : NaN;
    return Number.isNaN(to) ? null : [e[k], to, point.time];
  });
// `e` with the snaps running at time t (none where `running` is null), into `out`.
const snapped = (snaps, running, e, t, out) => {
  for (let k = 0; k < e.length; k++) {
    const s = running && running[k];
    out[k] = s ? snapValue(snaps[k], s[0], s[1], t - s[2]) : e[k];
  }
};

// The state along `points` (a parsed path) on a screen that scrolls to
// `max`: the amounts as each point is reached and the snaps running from
// it, worked out once.
export const replayOf = (hiding, max, points) => {
  const heights = heightsOf(hiding);
  const snaps = snapsOf(hiding);
  const arrivals = [];
  const running = [];
  const directions = [];
  let e = heights.map(() => 0);
  moved(heights, max, e, 0, points[0].offset, e);
  let snapping = null;
  // Which way the offset last changed; the straight scroll to the first
  // offset went toward the end.
  let towardEnd = true;
  points.forEach((point, index) => {
    if (point.lifts) snapping = lifting(heights, snaps, max, e, point, towardEnd);
    arrivals.push(e);
    running.push(snapping);
    directions.push(towardEnd);
    const next = points[index + 1];
    if (!next) return;
    const after = heights.map(() => 0);
    if (next.offset === point.offset) {
      snapped(snaps, snapping, e, next.time, after);
    } else {
      moved(heights, max, e, point.offset, next.offset, after);
      towardEnd = next.offset > point.offset;
      snapping = null;
    }
    e = after;
  });
  // When the replay ends (PathReplay.duration): at the last point, or where
  // a snap running there ends, since nothing stops it.
  let end = points[points.length - 1].time;
  (running[running.length - 1] || []).forEach((s, k) => {
    if (s) end = Math.max(end, s[2] + snaps[k].seconds);
  });
  return { points, heights, snaps, max, arrivals, running, directions, end };
};

// The state at time t into `out` ({offset, e: one per part, towardEnd}), as
// PathReplay.state(at:); `towardEnd` is which way the offset last changed,
// which a lift after it reads.
export const replayState = (replay, t, out) => {
  const { points, arrivals } = replay;
  if (!(t >= points[0].time)) {
    out.offset = points[0].offset;
    out.towardEnd = true;
    for (let k = 0; k < out.e.length; k++) out.e[k] = arrivals[0][k];
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
    out.towardEnd = points[low + 1].offset > start.offset;
    moved(replay.heights, replay.max, arrivals[low], start.offset, out.offset, out.e);
  } else {
    out.towardEnd = replay.directions[low];
    snapped(replay.snaps, replay.running[low], arrivals[low], t, out.e);
  }
  return out;
};
