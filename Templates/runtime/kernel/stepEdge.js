// The lookup of a step function, as StickyCore's StepEdge does it: how many
// of the steps at offsets `at` (sorted), each holding at its own offset too
// where `inclusive`, have begun at `o`. Pure, no DOM, no state.
export const stepsBegun = (at, inclusive, o) => {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (at[middle] < o || (at[middle] === o && inclusive[middle])) low = middle + 1;
    else high = middle;
  }
  return low;
};
