// The ink of text on a surface at offset o, from Swift's step track
// (`InkTrack`): the last step before o, or at it when it is inclusive, holds.
import { stepsBegun } from './stepEdge.js';

export const inkAt = (track, o) => {
  const begun = stepsBegun(track.at, track.inclusive, o);
  return begun === 0 ? track.first : track.ink[begun - 1];
};
