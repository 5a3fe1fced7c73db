// The ink of text on a surface at offset o, from Swift's step track
// (`InkTrack`): the last step before o, or at it when it is inclusive, holds.
export const inkAt = (track, o) => {
  const { at, ink, inclusive } = track;
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (at[middle] < o || (at[middle] === o && inclusive[middle])) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? track.first : ink[low - 1];
};
