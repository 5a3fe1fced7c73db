// The state of SPEC section 12 on the page: how much of each bar that hides
// and of a floating header is hidden, the snaps running, and what that puts
// where (the bars, the header's offset, the pin lines). `follow` runs the
// rule at every change of the offset, whatever made it; a page whose screen
// hides nothing only notes that the shown state is no path's any more.
import { cursorValue } from './track.js';
import { reached, hiddenAfter, heightsOf, snapsOf, showParts } from './kernel/hidingMotion.js';
import { snapTarget, snapValue } from './kernel/pathReplay.js';
import { stickyY } from './kernel/stickyForm.js';

// The state of one mount, in one record: what the page data says once, then
// everything about the state that changes.
export const hidingStateOf = (ctx) => {
  const rule = ctx.data.hiding || null;
  const heights = heightsOf(rule);
  const parts = heights.length;
  return {
    rule, // the page data's `hiding`
    hides: Boolean(rule),
    H: ctx.H,
    MAX: ctx.MAX,
    heights,
    snaps: snapsOf(rule), // each part's `snap` record, or null
    towardEnd: true, // whether the offset last changed toward the end
    // The state can put an element this much further from its track's place.
    reach: heights.reduce((sum, height) => sum + height, 0),
    e: new Float64Array(parts), // hidden amounts: each bar that hides, then the header
    // The running snaps: from, to, start (ms; NaN when none), per part.
    snapFrom: new Float64Array(parts),
    snapTo: new Float64Array(parts),
    snapStart: new Float64Array(parts).fill(NaN),
    snapping: false,
    exact: false, // `e` was set to a path's state, which the next apply shows as it is
    pending: false, // `e` changed while the offset stayed: the screen needs placing
    pathTime: null, // the path time of the state shown, while it is a path's
    // What the state puts where (`showParts`).
    barTops: new Float64Array(rule ? rule.bars.length : 0),
    headerAt: 0,
    pinTop: ctx.data.pinLines.top,
    pinBottom: ctx.data.pinLines.bottom,
  };
};

const stopSnaps = (s) => {
  s.snapStart.fill(NaN);
  s.snapping = false;
};

// The offset goes from `from` to `to`: the rule, unless a path's state was
// set for it; then the parts and lines for `to`.
export const follow = (s, from, to) => {
  s.pending = false;
  if (s.exact) {
    s.exact = false;
  } else {
    s.pathTime = null;
    if (!s.hides) return;
    // A snap step keeps the offset: only a change of it stops the snaps.
    if (from !== to) {
      stopSnaps(s);
      s.towardEnd = to > from;
      const c1 = reached(from, s.MAX);
      const c2 = reached(to, s.MAX);
      for (let k = 0; k < s.e.length; k++) s.e[k] = hiddenAfter(s.e[k], s.heights[k], c1, c2);
    }
  }
  if (s.hides) showParts(s.rule, s.H, to, s.e, s);
};

// Shows a path's state ({offset, e}) at path time `time` on the next apply.
export const setExact = (s, state, time) => {
  stopSnaps(s);
  for (let k = 0; k < s.e.length; k++) s.e[k] = state.e[k];
  s.towardEnd = state.towardEnd;
  s.exact = true;
  s.pending = true;
  s.pathTime = time;
};

// Input that moved nothing still ends what a path showed.
export const forgetPath = (s) => {
  s.pathTime = null;
};

// The finger lifts at time `now` (ms) with the offset at `o`: each part that
// snaps and is partly hidden completes its way, at once when `instant`.
export const lift = (s, now, o, instant) => {
  if (!s.hides) return;
  const c = reached(o, s.MAX);
  for (let k = 0; k < s.e.length; k++) {
    const snap = s.snaps[k];
    const to = snap ? snapTarget(snap, s.e[k], s.heights[k], c, s.towardEnd) : NaN;
    if (Number.isNaN(to)) continue;
    if (instant) {
      s.e[k] = to;
      s.pending = true;
    } else {
      s.snapFrom[k] = s.e[k];
      s.snapTo[k] = to;
      s.snapStart[k] = now;
      s.snapping = true;
    }
  }
};

// Moves the running snaps to time `now` (ms); each ends after its seconds.
export const stepSnaps = (s, now) => {
  let running = false;
  for (let k = 0; k < s.e.length; k++) {
    const start = s.snapStart[k];
    if (Number.isNaN(start)) continue;
    const snap = s.snaps[k];
    const elapsed = (now - start) / 1000;
    s.e[k] = snapValue(snap, s.snapFrom[k], s.snapTo[k], elapsed);
    if (elapsed >= snap.seconds) s.snapStart[k] = NaN;
    else running = true;
  }
  s.snapping = running;
  s.pending = true;
};

// How an element's top follows the state rather than its track: by its
// sticky closed form, as the floating header (whose tracks are read at the
// offset `headerAt`), as bar k of `hiding.bars` that moves (BAR + k), or not
// at all (0). Swift says which part of the state an element is (`hides`,
// `bar`), and gives the closed form of sticky elements only on pages where
// something hides.
export const FORM = 1;
export const HEADER = 2;
export const BAR = 3;
export const roleOf = (e) =>
  e.hides === 'bar' ? BAR + e.bar : e.hides === 'header' ? HEADER : e.form ? FORM : 0;

// Where an element is now, at offset o and in state s: its top, `form` its
// closed form and `y` a cursor on its track, and its height, `h` a cursor
// on that track. The scene places elements by these and the inspector names
// them by them, so that a label is where its element is shown.
export const shownTop = (s, role, form, y, o) => {
  switch (role) {
    case 0:
      return cursorValue(y, o);
    case FORM:
      return stickyY(form, o, s.rule.origin, s.pinTop, s.pinBottom);
    case HEADER:
      return cursorValue(y, s.headerAt);
    default:
      return s.barTops[role - BAR];
  }
};
// The offset at which an element's other tracks (height, titles) are read.
export const trackOffset = (s, role, o) => (role === HEADER ? s.headerAt : o);
export const shownHeight = (s, role, h, o) => cursorValue(h, trackOffset(s, role, o));
// How much further than its tracks put it an element of `role` can be shown:
// bars and the floating header anywhere, a sticky element within the reach.
export const shownReach = (s, role) => (role === FORM ? s.reach : role ? Infinity : 0);
