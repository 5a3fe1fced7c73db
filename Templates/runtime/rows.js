// Row geometry of a list. Its rows repeat the pattern `heights`; starts[k] is
// the top of pattern row k within the pattern, cycle the pattern's height.
// Pure functions, no DOM, no state.

export const rowStarts = (heights) => {
  const starts = [];
  let sum = 0;
  for (const h of heights) {
    starts.push(sum);
    sum += h;
  }
  return { starts, cycle: sum };
};

export const rowTop = (starts, cycle, i) => {
  const m = starts.length;
  const q = Math.floor(i / m);
  return q * cycle + starts[i - q * m];
};

// The first row whose bottom is below y (relative to the list's top).
export const firstRowBelow = (starts, heights, cycle, count, y) => {
  if (y <= 0) return 0;
  if (cycle <= 0) return count;
  const m = starts.length;
  const q = Math.floor(y / cycle);
  const start = q * cycle;
  let k = 0;
  while (k < m && start + starts[k] + heights[k] <= y) k++;
  return Math.min(count, q * m + k);
};

// The row that covers y (relative to the list's top), or -1.
export const rowAt = (starts, heights, cycle, count, y) => {
  if (y < 0) return -1;
  const i = firstRowBelow(starts, heights, cycle, count, y);
  return i < count && rowTop(starts, cycle, i) <= y ? i : -1;
};

// A row's label from its template ({i} 0-based, {n} 1-based), split once so
// that labelling a row is only concatenation.
export const labeller = (template) => {
  const parts = template.split(/(\{i\}|\{n\})/);
  return (i) => {
    let label = '';
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k];
      label += part === '{i}' ? i : part === '{n}' ? i + 1 : part;
    }
    return label;
  };
};

// Row ids are `<list id>-<i>`, built and read only here.
export const rowID = (list, i) => list + '-' + i;
export const parseRowID = (id) => {
  const match = /^(.*)-(\d+)$/.exec(id);
  return match ? { list: match[1], index: Number(match[2]) } : null;
};
