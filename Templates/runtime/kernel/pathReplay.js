// The state of SPEC sections 12 and 14 at any time of a path, as StickyCore's
// PathReplay works it out. While the path moves, the content moves by as
// much and one step of the rule from the point before gives `e`. What a lift
// starts runs while the path holds: where the content snaps, its glide to
// the landing place (`rest`, or `fling` with the momentum's travel), then
// section 12's snaps from where it comes to rest. A change of the path's
// offset stops both where they are, and the content keeps the way it glided.
// A path starts from the state reached scrolling straight from 0 to its first
// offset. Pure functions, no DOM, no state.
import { movedAlong } from './cubicBezier.js';
import { reached, hiddenAfter, heightsOf, snapsOf } from './hidingMotion.js';
import { pathOffset } from './scrollPath.js';
import { snaps as snapsAt, rest, fling } from './snapRule.js';

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
// started.
export const snapValue = (snap, from, to, elapsed) =>
  movedAlong(snap.seconds, snap.easing, from, to, elapsed);

// The rule from `from` to `to` on the amounts `e` into `out`.
const moved = (heights, max, e, from, to, out) => {
  const c1 = reached(from, max);
  const c2 = reached(to, max);
  for (let k = 0; k < heights.length; k++) out[k] = hiddenAfter(e[k], heights[k], c1, c2);
};

// The amounts after the rule from `from` to `to`, as a new array.
const movedCopy = (heights, max, e, from, to) => {
  const out = heights.map(() => 0);
  moved(heights, max, e, from, to, out);
  return out;
};

// The snaps that start at `time` from `e` with the content resting at
// `offset`: per part [from, to, start] or null; `towardEnd` is which way the
// offset last changed before the finger lifted.
const resting = (heights, snaps, max, e, offset, time, towardEnd) =>
  heights.map((height, k) => {
    const snap = snaps[k];
    const to = snap ? snapTarget(snap, e[k], height, reached(offset, max), towardEnd) : NaN;
    return Number.isNaN(to) ? null : [e[k], to, time];
  });
// `e` with the snaps running at time t (none where `running` is null), into `out`.
const snapped = (snaps, running, e, t, out) => {
  for (let k = 0; k < e.length; k++) {
    const s = running && running[k];
    out[k] = s ? snapValue(snaps[k], s[0], s[1], t - s[2]) : e[k];
  }
};

// A moment: the offset, the amounts `e`, which way the offset last changed,
// and the block or row the content rests at (null for none).
const momentOf = (offset, e, towardEnd, target) => ({ offset, e, towardEnd, target });

// What a lift at `time` (`point` its path point) starts from `moment`
// (PathSettling): the landing where the content snaps, the glide there when
// it moves, the moment the content comes to rest and when, and the snaps
// that start then.
const settlingOf = (replay, moment, time, point) => {
  const { heights, snaps, max, rule } = replay;
  const from = moment.offset;
  let landing = null;
  if (replay.glides) landing = point.travel === null ? rest(rule, from) : fling(rule, from, point.travel);
  let rested = momentOf(from, moment.e, moment.towardEnd, landing ? landing.target : null);
  let glide = null;
  let restTime = time;
  if (landing && landing.offset !== from) {
    glide = { from, to: landing.offset, start: time };
    restTime = time + rule.duration;
    rested = momentOf(
      landing.offset,
      movedCopy(heights, max, moment.e, from, landing.offset),
      landing.offset > from,
      landing.target,
    );
  }
  // Section 12's `direction` is the way the offset last changed before the lift.
  const running = resting(heights, snaps, max, rested.e, rested.offset, restTime, moment.towardEnd);
  return { lift: moment, glide, rest: rested, restTime, running };
};

// The moment `settling` gives at time t into `out`.
const settledInto = (replay, settling, t, out) => {
  const { glide, lift, rest: rested } = settling;
  if (glide && t < settling.restTime) {
    // The content's glide (Glide), over the rule's duration along its easing.
    out.offset = movedAlong(replay.rule.duration, replay.rule.easing, glide.from, glide.to, t - glide.start);
    moved(replay.heights, replay.max, lift.e, lift.offset, out.offset, out.e);
    out.towardEnd = t > glide.start ? rested.towardEnd : lift.towardEnd;
    out.target = null;
    return out;
  }
  out.offset = rested.offset;
  snapped(replay.snaps, settling.running, rested.e, t, out.e);
  out.towardEnd = rested.towardEnd;
  out.target = rested.target;
  return out;
};

// `moment`, reached at `point`, after the path moves on from there toward
// `next` as far as `offset`, into `out`: the content by as much, `e` by one
// step of the rule.
const movedInto = (replay, moment, point, next, offset, out) => {
  const displacement = moment.offset - point.offset;
  out.offset = displacement === 0 ? offset : offset + displacement;
  moved(replay.heights, replay.max, moment.e, moment.offset, out.offset, out.e);
  out.towardEnd = next.offset > point.offset;
  out.target = null;
  return out;
};

// The state along `points` (a parsed path) on a screen that scrolls to
// `max`, whose content snaps by `rule` (the page data's `snap`, or null):
// the moments as each point is reached and what runs from it, worked out
// once.
export const replayOf = (hiding, rule, max, points) => {
  const heights = heightsOf(hiding);
  const replay = {
    points, heights, snaps: snapsOf(hiding), max, rule, glides: snapsAt(rule),
    arrivals: [], settlings: [], end: 0,
  };
  const e = heights.map(() => 0);
  moved(heights, max, e, 0, points[0].offset, e);
  // The straight scroll to the first offset went toward the end.
  let moment = momentOf(points[0].offset, e, true, null);
  let settling = null;
  points.forEach((point, index) => {
    if (point.lifts) settling = settlingOf(replay, moment, point.time, point);
    replay.arrivals.push(moment);
    replay.settlings.push(settling);
    const next = points[index + 1];
    if (!next) return;
    const after = momentOf(0, heights.map(() => 0), true, null);
    if (next.offset === point.offset) {
      if (settling) moment = settledInto(replay, settling, next.time, after);
    } else {
      moment = movedInto(replay, moment, point, next, next.offset, after);
      settling = null;
    }
  });
  // When the replay ends (PathReplay.duration): at the last point, or where
  // what a lift there started ends, since nothing stops it.
  const last = points[points.length - 1].time;
  replay.end = last;
  if (settling) {
    // The snaps start together and share their duration.
    const k = settling.running.findIndex((s) => s !== null);
    const end = k < 0 ? settling.restTime : settling.running[k][2] + replay.snaps[k].seconds;
    replay.end = Math.max(last, end);
  }
  return replay;
};

// The moment at time t into `out` ({offset, e: one per part, towardEnd,
// target}), as PathReplay.moment(at:); `towardEnd` is which way the offset
// last changed, which a lift after it reads, `target` where the content
// rests (null while the finger drives it or it glides).
export const replayState = (replay, t, out) => {
  const { points, arrivals } = replay;
  const copy = (moment) => {
    out.offset = moment.offset;
    out.towardEnd = moment.towardEnd;
    out.target = moment.target;
    for (let k = 0; k < out.e.length; k++) out.e[k] = moment.e[k];
    return out;
  };
  if (!(t >= points[0].time)) return copy(arrivals[0]);
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (points[middle].time <= t) low = middle;
    else high = middle - 1;
  }
  const start = points[low];
  const next = points[low + 1];
  if (next && next.offset !== start.offset) {
    movedInto(replay, arrivals[low], start, next, pathOffset(points, t), out);
    // At the point itself the content has not moved yet: it still rests.
    if (t === start.time) out.target = arrivals[low].target;
    return out;
  }
  const settling = replay.settlings[low];
  return settling ? settledInto(replay, settling, t, out) : copy(arrivals[low]);
};
