// Row geometry of a list, as StickyCore's RowGeometry computes it. Its rows
// repeat the pattern `heights`; starts[k] is the top of pattern row k within
// the pattern, cycle the pattern's height. Pure functions, no DOM, no state.

export const rowStarts = (heights) => {
  const starts = [];
  let sum = 0;
  for (const h of heights) {
    starts.push(sum);
    sum += h;
  }
  return { starts, cycle: sum };
};

// The top of row i, relative to the list's top.
export const rowTop = (starts, cycle, i) => {
  const m = starts.length;
  const q = Math.floor(i / m);
  return q * cycle + starts[i - q * m];
};

// The first row whose bottom is below y (relative to the list's top),
// clamped to the rows: a binary search, as Swift's, so that a row of no
// height and the ends are decided alike.
export const firstRowBelow = (starts, heights, cycle, count, y) => {
  if (!(cycle > 0)) return y < 0 ? 0 : count;
  const m = heights.length;
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (rowTop(starts, cycle, middle) + heights[middle % m] <= y) low = middle + 1;
    else high = middle;
  }
  return low;
};

// The row that covers y (relative to the list's top), or -1.
export const rowAt = (starts, heights, cycle, count, y) => {
  if (y < 0) return -1;
  const i = firstRowBelow(starts, heights, cycle, count, y);
  return i < count && rowTop(starts, cycle, i) <= y ? i : -1;
};
