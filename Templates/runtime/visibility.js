// An index for "which offset ranges hold offset o", so that a step visits only
// what can be on screen. Pure functions, no DOM, no state.

// Ranges (flat [a, b, owner, ...]) go into equal buckets over [lo, hi]; the
// few that span more than `wide` buckets go into a list that every query
// checks instead.
export const buildIndex = (ranges, lo, hi, bucketWidth, wide) => {
  const count = Math.max(1, Math.ceil((hi - lo) / bucketWidth));
  const bucket = (o) => Math.min(count - 1, Math.max(0, Math.floor((o - lo) / bucketWidth)));
  const sizes = new Int32Array(count + 1);
  const wideRanges = [];
  for (let r = 0; r < ranges.length; r += 3) {
    const first = bucket(ranges[r]);
    const last = bucket(ranges[r + 1]);
    if (last - first >= wide) wideRanges.push(r);
    else for (let k = first; k <= last; k++) sizes[k + 1]++;
  }
  for (let k = 0; k < count; k++) sizes[k + 1] += sizes[k];
  const entries = new Int32Array(sizes[count]);
  const fill = sizes.slice(0, count);
  for (let r = 0; r < ranges.length; r += 3) {
    const first = bucket(ranges[r]);
    const last = bucket(ranges[r + 1]);
    if (last - first < wide) for (let k = first; k <= last; k++) entries[fill[k]++] = r;
  }
  return {
    ranges, lo, bucketWidth, count, starts: sizes, entries, wide: Int32Array.from(wideRanges),
  };
};

export const indexBucket = (index, o) =>
  Math.min(index.count - 1, Math.max(0, Math.floor((o - index.lo) / index.bucketWidth)));

// Of the owners of the index's ranges that hold offset o and for which
// covers(owner, o) is true, the one of highest rank (painted last), or -1.
export const topOwner = (index, o, rank, covers) => {
  const ranges = index.ranges;
  let best = -1;
  const bucket = indexBucket(index, o);
  // The bucket's entries, then the wide ranges, in one loop (no closure per step).
  const end = index.starts[bucket + 1];
  for (let e = index.starts[bucket]; e < end + index.wide.length; e++) {
    const r = e < end ? index.entries[e] : index.wide[e - end];
    if (o < ranges[r] || o > ranges[r + 1]) continue;
    const k = ranges[r + 2];
    if ((best === -1 || rank[k] > rank[best]) && covers(k, o)) best = k;
  }
  return best;
};
