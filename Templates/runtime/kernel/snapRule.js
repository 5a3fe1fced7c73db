// SPEC section 14's landings, as StickyCore's SnapRule runs them: where the
// content comes to rest after a lift, a fling, an arrow key or a page key.
// Pure functions, no DOM, no state.
//
// RULE is the page data's `snap` record. Every item (a block, or a row of a
// list) offers its aligned offset and, when it is at least as tall as the
// snapport, the point of its covering range nearest the intended offset.
// Within an area those offers rise with the item, so each area is searched
// by bisection and the areas are compared in document order, as Chromium's
// SnapContainerData does.
//
// A rule with `paged` (SPEC section 15's `page`) rests at whole pages of
// the snapport's length instead; its areas only name the target.
import { rowStarts, rowTop } from './rowGeometry.js';
import { rowID } from './rowID.js';

export const snaps = (rule) =>
  !!rule && rule.type !== 'none' && (rule.paged ? rule.snapport > 0 : rule.areas.length > 0);

const reachOf = (rule) => (rule.type === 'proximity' ? rule.snapport / 3 : Infinity);
const clamped = (rule, o) => Math.min(Math.max(o, 0), rule.maxOffset);

// The areas, with each list's pattern worked out once per landing.
const areasOf = (rule) =>
  rule.areas.map((area) => {
    if (!area.rows) return { area, count: 1 };
    const { starts, cycle } = rowStarts(area.rows.heights);
    return { area, count: area.rows.count, starts, cycle };
  });

const topOf = (entry, index) =>
  entry.area.rows ? entry.area.top + rowTop(entry.starts, entry.cycle, index) : entry.area.top;
const heightOf = (entry, index) =>
  entry.area.rows
    ? entry.area.rows.heights[index % entry.area.rows.heights.length]
    : entry.area.height;
const idOf = (entry, index) => (entry.area.rows ? rowID(entry.area.id, index) : entry.area.id);

const aligned = (rule, entry, index) =>
  clamped(
    rule,
    topOf(entry, index) + rule.shift + entry.area.share * (heightOf(entry, index) - rule.snapport),
  );

// The offset at which the item's bottom meets B, where a covering range ends.
const coveringEnd = (rule, entry, index) =>
  topOf(entry, index) + heightOf(entry, index) + rule.shift - rule.snapport;

// [low, high] of the offsets at which the item covers the snapport, or null.
const covering = (rule, entry, index) => {
  if (!(heightOf(entry, index) >= rule.snapport)) return null;
  return [clamped(rule, topOf(entry, index) + rule.shift), clamped(rule, coveringEnd(rule, entry, index))];
};

// The candidates of one area for one intended offset: entries 2i and 2i + 1
// are item i's aligned offset and its covering point, lower first.
const candidatesOf = (rule, entry, intended) => ({ rule, entry, intended, count: entry.count * 2 });

const value = (c, e) => {
  const index = e >> 1;
  const at = aligned(c.rule, c.entry, index);
  const range = covering(c.rule, c.entry, index);
  if (!range) return at;
  const point = Math.min(Math.max(c.intended, range[0]), range[1]);
  return e % 2 === 0 ? Math.min(at, point) : Math.max(at, point);
};

// The first entry in [low, high) whose value makes `holds` true.
const first = (c, low, high, holds) => {
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(value(c, middle))) high = middle;
    else low = middle + 1;
  }
  return low;
};

// The entries whose values lie in [low, high].
const entriesIn = (c, [low, high]) => {
  const lower = first(c, 0, c.count, (v) => v >= low);
  return [lower, Math.max(lower, first(c, 0, c.count, (v) => v > high))];
};

// The entry of [low, high) nearest `base`, or -1; ties go to the earlier item.
const nearestEntry = (c, base, [low, high]) => {
  if (low >= high) return -1;
  const above = first(c, low, high, (v) => v >= base);
  if (!(above > low)) return above;
  const below = value(c, above - 1);
  const lower = first(c, low, high, (v) => v >= below);
  if (!(above < high) || !(value(c, above) - base < base - below)) return lower;
  return above;
};

// The first item whose covering range holds the intended offset, or -1.
const coveringItem = (c) => {
  const { rule, entry, intended } = c;
  let low = 0;
  let high = entry.count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (coveringEnd(rule, entry, middle) >= intended) high = middle;
    else low = middle + 1;
  }
  if (low >= entry.count) return -1;
  const range = covering(rule, entry, low);
  return range && range[0] <= intended && intended <= range[1] ? low : -1;
};

// The candidate nearest `base` among those offered for `intended` whose
// offsets lie in `window`, nearer than the reach (or exactly at it, where
// `atReach`); ties go to document order.
const nearest = (rule, areas, base, intended, window, atReach) => {
  const reach = reachOf(rule);
  let best = null;
  let bestDistance = Infinity;
  for (const entry of areas) {
    const c = candidatesOf(rule, entry, intended);
    const e = nearestEntry(c, base, entriesIn(c, window));
    if (e < 0) continue;
    const offset = value(c, e);
    const distance = Math.abs(offset - base);
    if (!(distance < reach || (atReach && distance === reach))) continue;
    if (best && bestDistance <= distance) continue;
    best = { offset, target: idOf(entry, e >> 1) };
    bestDistance = distance;
  }
  return best;
};

// `intended`, with the first item whose covering range holds it; or null.
const coveringLanding = (rule, areas, intended) => {
  for (const entry of areas) {
    const item = coveringItem(candidatesOf(rule, entry, intended));
    if (item >= 0) return { offset: intended, target: idOf(entry, item) };
  }
  return null;
};

// The offsets a move from `offset` may land on: a pixel ahead or more.
const ahead = (offset, forward) => (forward ? [offset + 1, Infinity] : [-Infinity, offset - 1]);

// The first item of the area whose aligned offset makes `holds` true.
const firstAligned = (rule, entry, holds, start = 0) => {
  let low = start;
  let high = entry.count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(aligned(rule, entry, middle))) high = middle;
    else low = middle + 1;
  }
  return low;
};

// The aligned offset of a stopping item ahead of `offset` and nearest it,
// nearer than the reach; ties go to document order.
const nearestStop = (rule, areas, offset, forward) => {
  const [low, high] = ahead(offset, forward);
  const reach = reachOf(rule);
  let best = null;
  let bestDistance = Infinity;
  for (const entry of areas) {
    if (!entry.area.stop) continue;
    let index;
    if (forward) {
      index = firstAligned(rule, entry, (v) => v >= low);
      if (index >= entry.count) continue;
    } else {
      // The earliest item with the last aligned offset in the window.
      const last = firstAligned(rule, entry, (v) => v > high) - 1;
      if (last < 0) continue;
      const v = aligned(rule, entry, last);
      index = firstAligned(rule, entry, (x) => x >= v);
    }
    const distance = Math.abs(aligned(rule, entry, index) - offset);
    if (!(distance < reach) || (best && !(distance < bestDistance))) continue;
    best = { offset: aligned(rule, entry, index), target: idOf(entry, index) };
    bestDistance = distance;
  }
  return best;
};

// `offset` clamped, with the snap target whose position is nearest it.
const turnedTo = (rule, areas, offset) => {
  const landing = clamped(rule, offset);
  const found = nearest(rule, areas, landing, landing, [-Infinity, Infinity], true);
  return { offset: landing, target: found ? found.target : null };
};

// A page forward, or back: a fling to the start of the page it is on, a key
// (`leaving`) to the page before the one it rests at.
const turned = (rule, offset, forward, leaving) => {
  const page = offset / rule.snapport;
  const next = forward ? Math.floor(page) + 1 : leaving ? Math.ceil(page) - 1 : Math.floor(page);
  return turnedTo(rule, areasOf(rule), rule.snapport * next);
};

// An offset past an end is measured from where it is, not from the end.
export const rest = (rule, offset) => {
  if (!snaps(rule)) return { offset: rule ? clamped(rule, offset) : offset, target: null };
  const areas = areasOf(rule);
  if (rule.paged) {
    // A half page rounds up.
    return turnedTo(rule, areas, rule.snapport * Math.floor(offset / rule.snapport + 0.5));
  }
  return (
    coveringLanding(rule, areas, offset) ||
    nearest(rule, areas, offset, offset, [-Infinity, Infinity], true) || {
      offset: clamped(rule, offset),
      target: null,
    }
  );
};

// `found`, or the nearest stopping position ahead when it is no farther;
// with nothing found, `mandatory` rests where the move started and
// `proximity` goes where it meant to.
const stopped = (rule, areas, found, offset, forward, intended) => {
  if (!found) {
    return rule.type === 'mandatory'
      ? rest(rule, offset)
      : { offset: clamped(rule, intended), target: null };
  }
  const stop = nearestStop(rule, areas, offset, forward);
  if (!stop || !(Math.abs(stop.offset - offset) <= Math.abs(found.offset - offset))) return found;
  return stop;
};

// Null toward an end the content touches: it does not move and keeps its target.
export const fling = (rule, offset, distance) => {
  const forward = distance > 0;
  if (!(forward ? offset < rule.maxOffset : offset > 0)) return null;
  if (!snaps(rule) || distance === 0) return rest(rule, offset);
  if (rule.paged) return turned(rule, offset, forward, false);
  const intended = offset + distance;
  const areas = areasOf(rule);
  const found =
    coveringLanding(rule, areas, intended) ||
    nearest(rule, areas, intended, intended, ahead(offset, forward), true);
  return stopped(rule, areas, found, offset, forward, intended);
};

export const step = (rule, offset, distance) => {
  if (!snaps(rule) || distance === 0) return rest(rule, offset);
  const forward = distance > 0;
  if (rule.paged) return turned(rule, offset, forward, true);
  const intended = offset + distance;
  const areas = areasOf(rule);
  const next = nearest(rule, areas, offset, intended, ahead(offset, forward), false);
  let found = next;
  const covered = coveringLanding(rule, areas, intended);
  if (covered) {
    // The covering place gives way only to another item's position before it.
    const before = !!next && (forward ? next.offset < intended : next.offset > intended);
    if (!before || next.target === covered.target) found = covered;
  }
  return stopped(rule, areas, found, offset, forward, intended);
};

export const page = (rule, offset, pages) => {
  const distance = Math.sign(pages) * Math.floor(0.875 * (rule ? rule.snapport : 0));
  if (!snaps(rule) || distance === 0) return rest(rule, offset);
  const forward = distance > 0;
  if (rule.paged) return turned(rule, offset, forward, true);
  const intended = offset + distance;
  const near = Math.max(Math.floor(0.4 * rule.snapport), 1);
  // The candidates a page's length away, preferred.
  const preferred = forward
    ? [offset + near, offset + rule.snapport]
    : [offset - rule.snapport, offset - near];
  const areas = areasOf(rule);
  const found =
    coveringLanding(rule, areas, intended) ||
    nearest(rule, areas, intended, intended, preferred, true) ||
    nearest(rule, areas, intended, intended, ahead(offset, forward), false);
  return stopped(rule, areas, found, offset, forward, intended);
};

// The buckets, of `buckets` equal parts of [low, high], that hold an aligned
// snap position, ascending, the last holding `high` (SnapRule.marks): at most
// one mark per bucket, each found by a bisection in its area, whatever the rows.
export const marks = (rule, low, high, buckets) => {
  if (!snaps(rule) || !(buckets > 0) || !(high > low)) return [];
  const span = high - low;
  const marked = new Uint8Array(buckets);
  for (const entry of areasOf(rule)) {
    // Each mark is the first item at or past a place, found by bisection.
    let index = firstAligned(rule, entry, (v) => v >= low);
    while (index < entry.count) {
      const value = aligned(rule, entry, index);
      if (value > high) break;
      const bucket = Math.min(buckets - 1, Math.floor(((value - low) / span) * buckets));
      marked[bucket] = 1;
      const next = low + ((bucket + 1) * span) / buckets;
      index = firstAligned(rule, entry, (v) => v >= next, index + 1);
    }
  }
  const found = [];
  for (let k = 0; k < buckets; k++) if (marked[k]) found.push(k);
  return found;
};
