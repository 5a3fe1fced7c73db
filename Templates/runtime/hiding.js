// SPEC section 12 as the page runs it: bars that hide, a floating header,
// the pin lines that follow what they show, sticky elements by their closed
// form, snaps, and paths with the state along them. Each function mirrors
// Swift's (HidingMotion, StickyForm, PathReplay, ScrollPath, CubicBezier) so
// that the page shows what `frames --path` prints. Pure functions, no DOM,
// no state.
//
// HIDING is the page data's `hiding` record; hidden amounts `e` are arrays
// [top bar, bottom bar, header], 0 for what the screen lacks.

// CSS's `ease-in-out` (a path between its points) and `ease-out` (a snap):
// the x, then the y, of the two inner control points.
const EASE_IN_OUT = Object.freeze([0.42, 0.58, 0, 1]);
const EASE_OUT = Object.freeze([0, 0.58, 0, 1]);

// The cubic with control values 0, p1, p2, 1 at s, by de Casteljau's steps.
const cubic = (p1, p2, s) => {
  const a = p1 * s;
  const b = p1 + (p2 - p1) * s;
  const c = p2 + (1 - p2) * s;
  const d = a + (b - a) * s;
  return d + (b + (c - b) * s - d) * s;
};

// The distance share at time share u: X solved by halving, as Swift does.
export const eased = (curve, u) => {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let k = 0; k < 60; k++) {
    const middle = (low + high) / 2;
    if (cubic(curve[0], curve[1], middle) < u) low = middle;
    else high = middle;
  }
  return cubic(curve[2], curve[3], (low + high) / 2);
};

// c(o): the rubber band moves nothing.
export const reached = (o, max) => Math.min(Math.max(o, 0), max);

// The one rule for a change of offset whose c goes from c1 to c2.
export const hiddenAfter = (e, height, c1, c2) =>
  Math.min(Math.max(e + (c2 - c1), 0), Math.min(height, c2));

// The static height E and whether it snaps, of each part that hides.
export const heightsOf = (hiding) => {
  const parts = hiding ? [hiding.top, hiding.bottom, hiding.header] : [];
  return [0, 1, 2].map((k) => (parts[k] ? parts[k].height : 0));
};
export const snapsOf = (hiding) => {
  const parts = hiding ? [hiding.top, hiding.bottom, hiding.header] : [];
  return [0, 1, 2].map((k) => Boolean(parts[k] && parts[k].snap));
};

// Where a snap of e ends: back when less than half is hidden, else as far
// as the rule lets it go at c; NaN when e does not snap (whole or nothing).
export const snapTarget = (e, height, c) =>
  e > 0 && e < height ? (e < height / 2 ? 0 : Math.min(height, c)) : NaN;

// A snap from `from` to `to`, `share` of the way through its time.
export const snapValue = (from, to, share) =>
  from + (to - from) * eased(EASE_OUT, Math.min(1, Math.max(0, share)));

// The moment's moving parts (HidingMotion.shown) into `out`: `topY`,
// `bottomY`, `headerAt` (the offset whose header frame the header shows,
// min(o, e)), and the pin lines `pinTop`, `pinBottom`.
export const showParts = (hiding, height, o, e, out) => {
  let pinTop = hiding.restTop;
  let pinBottom = hiding.restBottom;
  if (hiding.top) {
    out.topY = -e[0];
    pinTop = Math.max(hiding.safeTop, out.topY + hiding.top.height);
  }
  if (hiding.pinnedLine !== undefined) pinTop = Math.max(pinTop, hiding.pinnedLine);
  if (hiding.header) {
    out.headerAt = Math.min(o, e[2]);
    pinTop = Math.max(pinTop, hiding.headerTop - out.headerAt + hiding.header.height);
  }
  if (hiding.bottom) {
    out.bottomY = e[1] + (height - hiding.bottom.height);
    pinBottom = Math.min(height - hiding.safeBottom, out.bottomY);
  }
  out.pinTop = pinTop;
  out.pinBottom = pinBottom;
};

// Section 5's sticky closed form with the pin lines T and B of a moment, for
// a form `[top, height, pinsTop, pinsBottom, above, below, parentTop,
// parentBottom, shift]` (StickyForm and StickyRide); `origin` is where
// content y 0 is at offset 0.
export const stickyY = (f, o, origin, pinTop, pinBottom) => {
  let y = origin + f[0] - o;
  if (f[3]) y = Math.min(y, pinBottom + -f[5] + -f[1]);
  if (f[2]) y = Math.max(y, pinTop + f[4]);
  if (f[2]) y = Math.min(y, origin + (f[7] - f[1]) - o);
  if (f[3]) y = Math.max(y, origin + f[6] - o);
  return y + f[8];
};

// A path in the grammar of `frames --path`: comma-separated OFFSET@SECONDS
// points at increasing times, `!` where the finger lifts, numbers as JSON
// writes them. Throws an Error that says what is wrong.
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
export const parsePath = (text) => {
  const fail = (reason) => {
    throw new Error('invalid path ' + JSON.stringify(String(text)) + ': ' + reason);
  };
  const points = [];
  String(text)
    .split(',')
    .forEach((raw, index) => {
      const number = index + 1;
      const item = raw.split(' ').join('');
      if (item === '') fail('item ' + number + ' is empty');
      const lifts = item.endsWith('!');
      const parts = (lifts ? item.slice(0, -1) : item).split('@');
      if (parts.length !== 2) {
        fail('item ' + number + " '" + item + "' is not OFFSET@SECONDS or OFFSET@SECONDS!");
      }
      const values = parts.map((part) => {
        const value = NUMBER.test(part) ? Number(part) : NaN;
        if (!Number.isFinite(value)) fail('item ' + number + ": '" + part + "' is not a finite number");
        return value;
      });
      const point = { offset: values[0], time: values[1], lifts };
      if (point.time < 0) fail('item ' + number + " '" + item + "' has a negative time");
      if (points.length && point.time <= points[points.length - 1].time) {
        fail('item ' + number + " '" + item + "' does not come after the item before it");
      }
      points.push(point);
    });
  if (points.length < 2) fail('a path needs at least two points, such as 0@0,400@1');
  return points;
};

// The offset of a path at time t: the first offset before the first point,
// the last after the last, ease-in-out between.
export const pathOffset = (points, t) => {
  if (!(t > points[0].time)) return points[0].offset;
  let next = 1;
  while (next < points.length && points[next].time < t) next++;
  if (next === points.length) return points[next - 1].offset;
  const start = points[next - 1];
  const end = points[next];
  const share = (t - start.time) / (end.time - start.time);
  return start.offset + (end.offset - start.offset) * eased(EASE_IN_OUT, share);
};

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

// The state along `points` (PathReplay): the amounts as each point is
// reached and the snaps running from it, worked out once. A path starts
// from the state reached scrolling straight from 0 to its first offset.
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
