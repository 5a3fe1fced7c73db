// `#offset=N` opens a page at that offset, `;ID:X` after it a carousel at
// its offset (SPEC section 15), and a new fragment moves them there.
import { listen } from './context.js';
import { fragmentPlace } from './numbers.js';
import { setOffset } from './motion.js';

// The place the address opens a page at: `offset` NaN where it names none,
// and `carousels`, the offsets it names by carousel id.
export const addressPlace = () => fragmentPlace(location.hash);

// A new fragment moves a mount's screen there, the carousels it does not
// name back to 0, until the mount is undone; `moved` is told once they are
// there.
export const listenToAddress = (ctx, motion, moved) => {
  listen(ctx, window, 'hashchange', () => {
    const place = fragmentPlace(location.hash);
    if (!Number.isFinite(place.offset)) return;
    setOffset(motion, place.offset);
    for (const lane of motion.lanes) setOffset(lane, place.carousels.get(lane.carousel.id) || 0);
    moved();
  });
};
