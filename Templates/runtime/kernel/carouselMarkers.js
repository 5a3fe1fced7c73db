// SPEC section 15's active marker, as StickyCore's CarouselMarkers gives it:
// Chromium's `:target-current` of `::scroll-marker` as a step function of a
// carousel's offset. Pure, no DOM, no state.
//
// A record is `{ first, maxOffset, at, inclusive, target }`, steps as an ink
// track's are: `first` the target active before every step (null without
// targets); from `at[k]` on (at it too where `inclusive[k]`) `target[k]`,
// targets as indices in document order.
import { stepsBegun } from './stepEdge.js';

// The record for targets at these unclamped snap positions (document
// order), in a carousel `width` wide that scrolls to `maxOffset`.
export const markerSteps = (positions, width, maxOffset) => {
  const record = { first: null, maxOffset, at: [], inclusive: [], target: [] };
  const step = (at, inclusive, target) => {
    record.at.push(at);
    record.inclusive.push(inclusive);
    record.target.push(target);
  };
  if (positions.length === 0) return record;
  // A carousel that cannot scroll offers every target, and the last wins.
  if (!(maxOffset > 0)) {
    record.first = positions.length - 1;
    return record;
  }
  const reserve = width / 8;
  const low = Math.min(...positions);
  const high = Math.max(...positions);
  const end = maxOffset - reserve;
  const spread = positions.map((p) => {
    if (p < reserve) return ((p - low) / (reserve - low)) * reserve;
    if (p > end) return ((p - end) / (high - end)) * reserve + end;
    return p;
  });
  const order = spread.map((_, i) => i).sort((a, b) => spread[a] - spread[b] || a - b);
  // The distinct positions ascending, each with its first and last target.
  const groups = [];
  for (const index of order) {
    const last = groups[groups.length - 1];
    if (last && last.position === spread[index]) last.last = index;
    else groups.push({ position: spread[index], first: index, last: index });
  }
  record.first = groups[0].first;
  if (groups[0].last !== groups[0].first) {
    step(groups[0].position, true, groups[0].last);
  }
  for (let k = 1; k < groups.length; k++) {
    const before = groups[k - 1];
    const after = groups[k];
    // Past the midpoint the next position is nearer; it must also lie less
    // than w/2 ahead.
    const midpoint = (before.position + after.position) / 2;
    const threshold = Math.max(midpoint, after.position - width / 2);
    step(threshold, false, after.last);
  }
  return record;
};

// The active target at offset x (clamped to [0, maxOffset] first), or null.
export const activeMarker = (record, offset) => {
  const x = Math.min(Math.max(offset, 0), record.maxOffset);
  const begun = stepsBegun(record.at, record.inclusive, x);
  return begun === 0 ? record.first : record.target[begun - 1];
};
