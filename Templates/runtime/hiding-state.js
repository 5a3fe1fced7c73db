// The state of SPEC section 12 on the page: how much of each bar that hides
// and of a floating header is hidden, the snaps running, and what that puts
// where (the bars, the header's offset, the pin lines). `follow` runs the
// rule at every change of the offset, whatever made it; a page whose screen
// hides nothing only notes that the shown state is no path's any more.
import { data, H, MAX } from './page.js';
import { cursorValue } from './track.js';
import {
  reached, hiddenAfter, heightsOf, snapsOf, snapTarget, snapValue, showParts, stickyY,
} from './hiding.js';

const hiding = data.hiding;
export const hides = Boolean(hiding);
const heights = heightsOf(hiding);
const snaps = snapsOf(hiding);
const SNAP_MS = hides ? hiding.snapSeconds * 1000 : 0;

// Everything about the moment that changes, in one record.
export const moment = {
  e: new Float64Array(3), // hidden amounts: top bar, bottom bar, header
  // The running snaps: from, to, start (ms; NaN when none), per part.
  snapFrom: new Float64Array(3),
  snapTo: new Float64Array(3),
  snapStart: new Float64Array(3).fill(NaN),
  snapping: false,
  exact: false, // `e` was set to a path's state, which the next apply shows as it is
  pending: false, // `e` changed while the offset stayed: the screen needs placing
  pathTime: null, // the path time of the state shown, while it is a path's
  // What the state puts where (`showParts`).
  topY: 0,
  bottomY: 0,
  headerAt: 0,
  pinTop: data.pinLines.top,
  pinBottom: data.pinLines.bottom,
};

const stopSnaps = () => {
  moment.snapStart.fill(NaN);
  moment.snapping = false;
};

// The offset goes from `from` to `to`: the rule, unless a path's state was
// set for it; then the parts and lines for `to`.
export const follow = (from, to) => {
  moment.pending = false;
  if (moment.exact) {
    moment.exact = false;
  } else {
    moment.pathTime = null;
    if (!hides) return;
    // A snap step keeps the offset: only a change of it stops the snaps.
    if (from !== to) {
      stopSnaps();
      const c1 = reached(from, MAX);
      const c2 = reached(to, MAX);
      for (let k = 0; k < 3; k++) moment.e[k] = hiddenAfter(moment.e[k], heights[k], c1, c2);
    }
  }
  if (hides) showParts(hiding, H, to, moment.e, moment);
};

// Shows a path's state ({offset, e}) at path time `time` on the next apply.
export const setExact = (state, time) => {
  stopSnaps();
  for (let k = 0; k < 3; k++) moment.e[k] = state.e[k];
  moment.exact = true;
  moment.pending = true;
  moment.pathTime = time;
};

// Input that moved nothing still ends what a path showed.
export const forgetPath = () => {
  moment.pathTime = null;
};

// The finger lifts at time `now` (ms) with the offset at `o`: each part that
// snaps and is partly hidden completes its way, at once when `instant`.
export const lift = (now, o, instant) => {
  if (!hides) return;
  const c = reached(o, MAX);
  for (let k = 0; k < 3; k++) {
    const to = snaps[k] ? snapTarget(moment.e[k], heights[k], c) : NaN;
    if (Number.isNaN(to)) continue;
    if (instant) {
      moment.e[k] = to;
      moment.pending = true;
    } else {
      moment.snapFrom[k] = moment.e[k];
      moment.snapTo[k] = to;
      moment.snapStart[k] = now;
      moment.snapping = true;
    }
  }
};

// Moves the running snaps to time `now` (ms); they end after their 250 ms.
export const stepSnaps = (now) => {
  let running = false;
  for (let k = 0; k < 3; k++) {
    const start = moment.snapStart[k];
    if (Number.isNaN(start)) continue;
    const share = (now - start) / SNAP_MS;
    moment.e[k] = snapValue(moment.snapFrom[k], moment.snapTo[k], share);
    if (share >= 1) moment.snapStart[k] = NaN;
    else running = true;
  }
  moment.snapping = running;
  moment.pending = true;
};

// How an element's top follows the moment rather than its track: by its
// sticky closed form, as a bar that hides, as the floating header (whose
// tracks are read at the offset `headerAt`), or not at all (0).
export const FORM = 1;
export const TOP_BAR = 2;
export const BOTTOM_BAR = 3;
export const HEADER = 4;
// Swift says which part of the moment an element is (`hides`), and gives the
// closed form of each sticky element only on pages where something hides.
const HIDING_ROLES = Object.freeze({ top: TOP_BAR, bottom: BOTTOM_BAR, header: HEADER });
export const roleOf = (e) => (e.hides ? HIDING_ROLES[e.hides] : e.form ? FORM : 0);
// A moment can put an element this much further from its track's place.
export const REACH = heights[0] + heights[1] + heights[2];

// Where an element is now, at offset o and in this moment: its top, `form`
// its closed form and `y` a cursor on its track, and its height, `h` a cursor
// on that track. The scene places elements by these and the inspector names
// them by them, so that a label is where its element is shown.
export const momentTop = (role, form, y, o) => {
  switch (role) {
    case FORM:
      return stickyY(form, o, hiding.origin, moment.pinTop, moment.pinBottom);
    case TOP_BAR:
      return moment.topY;
    case BOTTOM_BAR:
      return moment.bottomY;
    case HEADER:
      return cursorValue(y, moment.headerAt);
    default:
      return cursorValue(y, o);
  }
};
// The offset at which an element's other tracks (height, titles) are read.
export const trackOffset = (role, o) => (role === HEADER ? moment.headerAt : o);
export const momentHeight = (role, h, o) => cursorValue(h, trackOffset(role, o));
// How much further than its tracks put it an element of `role` can be shown:
// bars and the floating header anywhere, a sticky element within REACH.
export const momentReach = (role) => (role === FORM ? REACH : role ? Infinity : 0);
