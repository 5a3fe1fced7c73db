// `#offset=N` opens a page at that offset, and a new fragment moves it there.
import { clamp } from './page.js';
import { fragmentOffset } from './numbers.js';
import { apply, setOffset } from './motion.js';

export const listenToAddress = (moved) => {
  const o = fragmentOffset(location.hash);
  if (Number.isFinite(o)) apply(clamp(o));
  window.addEventListener('hashchange', () => {
    const to = fragmentOffset(location.hash);
    if (Number.isFinite(to)) moved(setOffset(to));
  });
};
