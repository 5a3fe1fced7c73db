// `window.stickyPreview` (SPEC section 7): what tests, hosts and the console
// may use. Nothing else of the runtime is reachable from the page.
import { data, MAX } from './page.js';
import { motion, setOffset } from './motion.js';
import { fitting } from './fit.js';
import { seek, play, pathTime, hidden } from './playback.js';
import { runningTransitions } from './effects.js';

export const publish = (extras) => {
  const api = {
    screen: data.screen,
    get offset() {
      return motion.offset;
    },
    get scale() {
      return fitting.scale;
    },
    minOffset: data.minOffset,
    maxOffset: MAX,
    overscroll: data.overscroll,
    setOffset,
    // SPEC section 12: a path's exact state at a time, a path played in real
    // time, the path time shown (null after other input), the hidden amounts.
    seek,
    play,
    get pathTime() {
      return pathTime();
    },
    get hidden() {
      return hidden();
    },
    // SPEC section 13: how many elements' parts are easing to a new state
    // value now; 0 once every value is the one the offset asks for.
    get transitions() {
      return runningTransitions();
    },
  };
  for (const [name, value] of Object.entries(extras)) api[name] = value;
  window.stickyPreview = Object.freeze(api);
};
