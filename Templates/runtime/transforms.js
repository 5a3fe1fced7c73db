// The CSS an effect writes, and how far it can carry a box. Pure functions,
// no DOM, no state.
import { trackReach } from './track.js';

// How far beyond its frame, above or below, a box of height h(o) can be
// drawn over [lo, hi] when it is moved by ty and scaled by sc about its
// centre (tracks or null).
export const effectReach = (ty, sc, h, lo, hi) => {
  const moved = ty ? trackReach(ty, lo, hi) : 0;
  const grown = sc ? (Math.max(0, trackReach(sc, lo, hi) - 1) * trackReach(h, lo, hi)) / 2 : 0;
  return moved + grown;
};

// A node moved to (x, y): every positioned node of the screen is placed so.
export const translation = (x, y) => 'translate(' + x + 'px,' + y + 'px)';

// The transform of a part moved to (x, y) and scaled by s about its centre
// (the nodes keep the default transform-origin, their centre).
export const effectTransform = (x, y, s) => translation(x, y) + (s === 1 ? '' : ' scale(' + s + ')');

export const blurFilter = (v) => (v > 0 ? 'blur(' + v + 'px)' : '');
