// `#offset=N` opens a page at that offset, and a new fragment moves it there.
import { listen } from './context.js';
import { fragmentOffset } from './numbers.js';
import { setOffset } from './motion.js';

// The offset the address opens a page at, or NaN where it names none.
export const addressOffset = () => fragmentOffset(location.hash);

// A new fragment moves a mount's screen there, until the mount is undone;
// `moved` is told the offset it came to.
export const listenToAddress = (ctx, motion, moved) => {
  listen(ctx, window, 'hashchange', () => {
    const to = fragmentOffset(location.hash);
    if (Number.isFinite(to)) moved(setOffset(motion, to));
  });
};
