// SPEC section 15's active marker, as StickyCore's CarouselMarkers gives it:
// Chromium's `:target-current` of `::scroll-marker` as a step function of a
// carousel's offset. Pure, no DOM, no state.
//
// A record is `{ first, maxOffset, steps }`: `first` the target active below
// every step (null without targets), each step `{ start, includesStart,
// target }` ascending, targets as indices in document order.

// The record for targets at these unclamped snap positions (document
// order), in a carousel `width` wide that scrolls to `maxOffset`.
export const markerSteps = (positions, width, maxOffset) => {
  const record = { first: null, maxOffset, steps: [] };
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
    record.steps.push({ start: groups[0].position, includesStart: true, target: groups[0].last });
  }
  for (let k = 1; k < groups.length; k++) {
    const before = groups[k - 1];
    const after = groups[k];
    // Past the midpoint the next position is nearer; it must also lie less
    // than w/2 ahead.
    const midpoint = (before.position + after.position) / 2;
    const threshold = Math.max(midpoint, after.position - width / 2);
    record.steps.push({ start: threshold, includesStart: false, target: after.last });
  }
  return record;
};

// The active target at offset x (clamped to [0, maxOffset] first), or null.
export const activeMarker = (record, offset) => {
  const x = Math.min(Math.max(offset, 0), record.maxOffset);
  const { steps } = record;
  // The first step that has not begun at x; the one before it holds.
  let low = 0;
  let high = steps.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const step = steps[middle];
    if (step.start < x || (step.start === x && step.includesStart)) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? record.first : steps[low - 1].target;
};
