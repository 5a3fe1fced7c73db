// The state of SPEC section 14 on the page, for the content and for each
// carousel (section 15): the rule (computed in Swift), the block or row it
// rests at, and the landing last asked for. The rule runs only when a
// scroller comes to rest or a move ends, never per step: a page whose
// scrollers do not snap does nothing here.
import { snaps, rest, fling, step, page } from './kernel/snapRule.js';
import { movedAlong } from './kernel/cubicBezier.js';

// The state of one scroller of a mount, in one record: `rule` is the page
// data's `snap` (the content's) or a scroller's, null where it does not
// snap; `node` the element that fires its `snapchange`.
export const snapStateOf = (rule, node) => ({
  rule,
  snaps: snaps(rule),
  node,
  ms: rule ? rule.duration * 1000 : 0, // the glide's duration
  easing: rule ? rule.easing : null,
  target: null, // the id of the block or row it rests at, or null
  // The landing last asked for, as the probe reads it: how ('rest',
  // 'fling', 'step', 'page'), from which offset, by how much, and where.
  landing: null,
});

const noted = (s, how, from, by, found) => {
  s.landing = { how, from, by, offset: found.offset, target: found.target };
  return s.landing;
};

// The four landings of the rule from offset `from`.
export const restLanding = (s, from) => noted(s, 'rest', from, 0, rest(s.rule, from));
// A fling toward an end the content touches lands nowhere: the content stays
// where it is and keeps its target.
export const flingLanding = (s, from, distance) =>
  noted(s, 'fling', from, distance,
    fling(s.rule, from, distance) || { offset: from, target: s.target });
export const stepLanding = (s, from, distance) =>
  noted(s, 'step', from, distance, step(s.rule, from, distance));
export const pageLanding = (s, from, pages) =>
  noted(s, 'page', from, pages, page(s.rule, from, pages));

// Where a glide from `from` to `to` is `elapsed` ms after it began, along the
// rule's easing; it ends after the rule's duration.
export const glideOffset = (s, from, to, elapsed) =>
  elapsed >= s.ms ? to : movedAlong(s.ms, s.easing, from, to, elapsed);

// The scroller rests at `target`: when that changes, its node (the screen
// for the content) says so with a `snapchange` event (`detail.id`), as CSS
// fires `scrollsnapchange`; `quiet` when the page is only being mounted.
export const restAt = (s, target, quiet = false) => {
  if (target === s.target) return;
  s.target = target;
  if (!quiet) s.node.dispatchEvent(new CustomEvent('snapchange', { detail: { id: target } }));
};

// The scroller was put at `o` without landing (setOffset, setCarousel,
// `#offset`, seek, a glide of the panel): it rests at the block whose snap
// position, or covering range, is `o` itself, else at none.
export const restHere = (s, o, quiet = false) => {
  if (!s.snaps) return;
  const found = rest(s.rule, o);
  restAt(s, found.offset === o ? found.target : null, quiet);
};
