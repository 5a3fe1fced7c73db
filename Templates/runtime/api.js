// `window.stickyPreview` (SPEC section 7): what tests, hosts and the console
// may use. Nothing else of the runtime is reachable from the page. Every
// member reads the player's current mount, so that it keeps working after a
// `load`.
import { seek, play, pathTime, hidden } from './playback.js';
import { runningTransitions } from './effects.js';

export const publish = (player, extras) => {
  const mounted = () => player.mounted;
  const data = () => mounted().ctx.data;
  const api = {
    get screen() {
      return data().screen;
    },
    get offset() {
      return player.offset;
    },
    get scale() {
      return mounted().fitting.scale;
    },
    get minOffset() {
      return data().minOffset;
    },
    get maxOffset() {
      return data().maxOffset;
    },
    get overscroll() {
      return data().overscroll;
    },
    setOffset: (o) => player.setOffset(o),
    // SPEC section 15: each carousel's offset by its id, and the same as
    // setOffset for one carousel (clamped to its overscroll range).
    get carousels() {
      return Object.fromEntries(player.carousels);
    },
    setCarousel: (id, x) => player.setCarousel(id, x),
    // Where each carousel that snaps rests (its target's id, or null) and
    // the landing its rule was last asked for (as `landing`), by its id.
    get carouselTargets() {
      return Object.fromEntries(mounted().motion.lanes.map((l) => [l.carousel.id, l.snap.target]));
    },
    get carouselLandings() {
      return Object.fromEntries(
        mounted().motion.lanes.map((l) => [l.carousel.id, l.snap.landing && { ...l.snap.landing }]));
    },
    // SPEC section 12: a path's exact state at a time, a path played in real
    // time, the path time shown (null after other input), the hidden amounts.
    seek: (path, t) => seek(mounted().playback, path, t),
    play: (path) => play(mounted().playback, path),
    get pathTime() {
      return pathTime(mounted().playback);
    },
    get hidden() {
      return hidden(mounted().playback);
    },
    // SPEC section 14: the id of the block or row the content rests at (null
    // for none), and the landing the rule was last asked for: `how` ('rest',
    // 'fling', 'step', 'page'), `from`, `by` (a fling's distance, a step's,
    // a number of pages), and the `offset` and `target` it gave; null before.
    get snapTarget() {
      return mounted().snap.target;
    },
    get landing() {
      const landing = mounted().snap.landing;
      return landing && { ...landing };
    },
    // SPEC section 13: how many elements' parts are easing to a new state
    // value now; 0 once every value is the one the offset asks for.
    get transitions() {
      return runningTransitions(mounted().effects);
    },
    // Mounts the page again with new page data (an object shaped as the
    // page's own), keeping its offset, zoom and inspector: what a build that
    // watches its layouts hands a page that is open.
    load: (data) => {
      player.load(data);
    },
  };
  for (const [name, value] of Object.entries(extras)) api[name] = value;
  window.stickyPreview = Object.freeze(api);
};
