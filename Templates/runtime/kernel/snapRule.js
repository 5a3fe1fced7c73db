// SPEC section 14's landings, as StickyCore's SnapRule runs them: where the
// content comes to rest after a lift, a fling, an arrow key or a page key.
// Pure functions, no DOM, no state.
//
// RULE is the page data's `snap` record. Every item (a block, or a row of a
// list) offers its aligned offset and, when it is at least as tall as the
// snapport, the point of its covering range nearest the intended offset; the
// offers rise with the item, so they form one sorted sequence, two entries
// per item, searched by bisection.
import { rowStarts, rowTop } from './rowGeometry.js';
import { rowID } from './rowID.js';

export const snaps = (rule) => !!rule && rule.type !== 'none' && rule.areas.length > 0;

const reachOf = (rule) => (rule.type === 'proximity' ? rule.snapport / 3 : Infinity);
const clamped = (rule, o) => Math.min(Math.max(o, 0), rule.maxOffset);

// The items of every area, with each list's pattern worked out once per landing.
const itemsOf = (rule) => {
  const areas = rule.areas.map((area) => {
    if (!area.rows) return { area, count: 1 };
    const { starts, cycle } = rowStarts(area.rows.heights);
    return { area, count: area.rows.count, starts, cycle };
  });
  const firsts = [];
  let running = 0;
  for (const entry of areas) {
    firsts.push(running);
    running += entry.count;
  }
  return { rule, areas, firsts, count: running };
};

const locate = (items, item) => {
  const { firsts } = items;
  let low = 0;
  let high = firsts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (firsts[middle] <= item) low = middle;
    else high = middle - 1;
  }
  return { entry: items.areas[low], index: item - firsts[low] };
};

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

// [low, high] of the offsets at which the item covers the snapport, or null.
const covering = (rule, entry, index) => {
  const height = heightOf(entry, index);
  if (!(height >= rule.snapport)) return null;
  const start = topOf(entry, index) + rule.shift;
  return [clamped(rule, start), clamped(rule, start + height - rule.snapport)];
};

// The candidates for one intended offset.
const candidatesOf = (items, intended) => ({ items, intended, count: items.count * 2 });

const value = (candidates, entry) => {
  const { rule } = candidates.items;
  const { entry: area, index } = locate(candidates.items, entry >> 1);
  const at = aligned(rule, area, index);
  const range = covering(rule, area, index);
  if (!range) return at;
  const point = Math.min(Math.max(candidates.intended, range[0]), range[1]);
  return entry % 2 === 0 ? Math.min(at, point) : Math.max(at, point);
};

const target = (candidates, entry) => {
  const { entry: area, index } = locate(candidates.items, entry >> 1);
  return idOf(area, index);
};

// The first entry in [low, high) whose value makes `holds` true.
const first = (candidates, low, high, holds) => {
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(value(candidates, middle))) high = middle;
    else low = middle + 1;
  }
  return low;
};

const ahead = (candidates, offset, forward) =>
  forward
    ? [first(candidates, 0, candidates.count, (v) => v > offset), candidates.count]
    : [0, first(candidates, 0, candidates.count, (v) => v >= offset)];

const nearest = (candidates, base, [low, high], reach) => {
  if (low >= high) return -1;
  const above = first(candidates, low, high, (v) => v >= base);
  let best = -1;
  if (above > low) {
    const below = value(candidates, above - 1);
    best = first(candidates, low, high, (v) => v >= below);
  }
  if (above < high) {
    if (best < 0 || value(candidates, above) - base < base - value(candidates, best)) best = above;
  }
  if (best < 0 || !(Math.abs(value(candidates, best) - base) <= reach)) return -1;
  return best;
};

const coveringItem = (candidates) => {
  const { rule } = candidates.items;
  const { intended } = candidates;
  let entry = first(candidates, 0, candidates.count, (v) => v >= intended);
  while (entry < candidates.count && value(candidates, entry) === intended) {
    const { entry: area, index } = locate(candidates.items, entry >> 1);
    const range = covering(rule, area, index);
    if (range && range[0] <= intended && intended <= range[1]) return entry >> 1;
    entry += 1;
  }
  return -1;
};

const landing = (candidates, entry) => ({
  offset: value(candidates, entry),
  target: target(candidates, entry),
});

const coveringLanding = (candidates) => {
  const item = coveringItem(candidates);
  if (item < 0) return null;
  const { entry, index } = locate(candidates.items, item);
  return { offset: candidates.intended, target: idOf(entry, index) };
};

export const rest = (rule, offset) => {
  const o = rule ? clamped(rule, offset) : offset;
  if (!snaps(rule)) return { offset: o, target: null };
  const candidates = candidatesOf(itemsOf(rule), o);
  const held = coveringLanding(candidates);
  if (held) return held;
  const entry = nearest(candidates, o, [0, candidates.count], reachOf(rule));
  return entry < 0 ? { offset: o, target: null } : landing(candidates, entry);
};

// The direction of a move, or null when it does not move or heads for an
// end the content already touches.
const direction = (rule, offset, distance) => {
  if (!snaps(rule) || distance === 0) return null;
  const forward = distance > 0;
  if (forward ? offset >= rule.maxOffset : offset <= 0) return null;
  return forward;
};

// The aligned position of a stopping item strictly ahead of `offset` and
// nearest it; ties go to document order.
const firstStop = (items, offset, forward) => {
  const { rule } = items;
  let best = null;
  for (const entry of items.areas) {
    if (!entry.area.stop) continue;
    let low = 0;
    let high = entry.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      const v = aligned(rule, entry, middle);
      if (forward ? v > offset : v >= offset) high = middle;
      else low = middle + 1;
    }
    let index = forward ? low : low - 1;
    if (index < 0 || index >= entry.count) continue;
    const v = aligned(rule, entry, index);
    if (!forward) {
      let from = 0;
      let to = index;
      while (from < to) {
        const middle = (from + to) >> 1;
        if (aligned(rule, entry, middle) >= v) to = middle;
        else from = middle + 1;
      }
      index = from;
    }
    if (best && Math.abs(best.offset - offset) <= Math.abs(v - offset)) continue;
    best = { offset: v, target: idOf(entry, index) };
  }
  return best;
};

const stopped = (items, found, offset, forward, intended) => {
  const { rule } = items;
  if (!found) {
    return rule.type === 'mandatory'
      ? rest(rule, offset)
      : { offset: clamped(rule, intended), target: null };
  }
  const stop = firstStop(items, offset, forward);
  const distance = stop && Math.abs(stop.offset - offset);
  if (!stop || !(distance <= reachOf(rule)) || distance > Math.abs(found.offset - offset)) {
    return found;
  }
  return stop;
};

export const fling = (rule, offset, distance) => {
  const forward = direction(rule, offset, distance);
  if (forward === null) return rest(rule, offset);
  const intended = offset + distance;
  const items = itemsOf(rule);
  const candidates = candidatesOf(items, intended);
  let found = coveringLanding(candidates);
  if (!found) {
    const entry = nearest(candidates, intended, ahead(candidates, offset, forward), reachOf(rule));
    if (entry >= 0) found = landing(candidates, entry);
  }
  return stopped(items, found, offset, forward, intended);
};

export const step = (rule, offset, distance) => {
  const forward = direction(rule, offset, distance);
  if (forward === null) return rest(rule, offset);
  const intended = offset + distance;
  const items = itemsOf(rule);
  const candidates = candidatesOf(items, intended);
  const entry = nearest(candidates, offset, ahead(candidates, offset, forward), reachOf(rule));
  let found = entry < 0 ? null : landing(candidates, entry);
  const held = coveringLanding(candidates);
  if (held) {
    // The covering place gives way only to another block's position that
    // comes before it.
    const before = !!found && (forward ? found.offset < intended : found.offset > intended);
    if (!(before && found.target !== held.target)) found = held;
  }
  return stopped(items, found, offset, forward, intended);
};

export const page = (rule, offset, pages) => {
  const distance = Math.sign(pages) * Math.floor(0.875 * (rule ? rule.snapport : 0));
  const forward = direction(rule, offset, distance);
  if (forward === null) return rest(rule, offset);
  const intended = offset + distance;
  const items = itemsOf(rule);
  const candidates = candidatesOf(items, intended);
  let found = coveringLanding(candidates);
  if (!found) {
    const reach = reachOf(rule);
    const [low, high] = ahead(candidates, offset, forward);
    const near = Math.max(Math.floor(0.4 * rule.snapport), 1);
    // The candidates a page's length away, one stretch of the sequence.
    const window = forward
      ? [
          first(candidates, low, high, (v) => v >= offset + near),
          first(candidates, low, high, (v) => v > offset + rule.snapport),
        ]
      : [
          first(candidates, low, high, (v) => v >= offset - rule.snapport),
          first(candidates, low, high, (v) => v > offset - near),
        ];
    let entry = nearest(candidates, intended, window, reach);
    if (entry < 0) entry = nearest(candidates, intended, [low, high], reach);
    if (entry >= 0) found = landing(candidates, entry);
  }
  return stopped(items, found, offset, forward, intended);
};

// The buckets, of `buckets` equal parts of [low, high], that hold an aligned
// snap position, ascending, the last holding `high` (SnapRule.marks): at most
// one mark per bucket, each found by a bisection in its area, whatever the rows.
export const marks = (rule, low, high, buckets) => {
  if (!snaps(rule) || !(buckets > 0) || !(high > low)) return [];
  const span = high - low;
  const marked = new Uint8Array(buckets);
  for (const entry of itemsOf(rule).areas) {
    // An area's aligned offsets rise with its items: each mark is the first
    // item at or past a place, found by bisection.
    const first = (start, place) => {
      let from = start;
      let to = entry.count;
      while (from < to) {
        const middle = Math.floor((from + to) / 2);
        if (aligned(rule, entry, middle) >= place) to = middle;
        else from = middle + 1;
      }
      return from;
    };
    let index = first(0, low);
    while (index < entry.count) {
      const value = aligned(rule, entry, index);
      if (value > high) break;
      const bucket = Math.min(buckets - 1, Math.floor(((value - low) / span) * buckets));
      marked[bucket] = 1;
      index = first(index + 1, low + ((bucket + 1) * span) / buckets);
    }
  }
  const found = [];
  for (let k = 0; k < buckets; k++) if (marked[k]) found.push(k);
  return found;
};
