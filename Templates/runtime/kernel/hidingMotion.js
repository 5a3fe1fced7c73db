// SPEC section 12's rule, as StickyCore's HidingMotion runs it: how much of
// each bar that hides and of a floating header is hidden after a change of
// offset, and what that puts where. Pure functions, no DOM, no state.
//
// HIDING is the page data's `hiding` record; hidden amounts `e` are arrays
// [top bar, bottom bar, header], 0 for what the screen lacks.

// c(o): the rubber band moves nothing.
export const reached = (o, max) => Math.min(Math.max(o, 0), max);

// The one rule for a change of offset whose c goes from c1 to c2.
export const hiddenAfter = (e, height, c1, c2) =>
  Math.min(Math.max(e + (c2 - c1), 0), Math.min(height, c2));

// The static height E of each part that hides, and how it snaps (its `snap`
// record: seconds, easing, byDirection; null where it does not).
export const heightsOf = (hiding) => {
  const parts = hiding ? [hiding.top, hiding.bottom, hiding.header] : [];
  return [0, 1, 2].map((k) => (parts[k] ? parts[k].height : 0));
};
export const snapsOf = (hiding) => {
  const parts = hiding ? [hiding.top, hiding.bottom, hiding.header] : [];
  return [0, 1, 2].map((k) => (parts[k] && parts[k].snap) || null);
};

// The moment's moving parts (HidingMotion.shown) into `out`: `topY`,
// `bottomY`, `headerAt` (the offset whose header frame the header shows,
// min(o, e)), and the pin lines `pinTop`, `pinBottom`; `height` is the
// screen's.
export const showParts = (hiding, height, o, e, out) => {
  let pinTop = hiding.restTop;
  let pinBottom = hiding.restBottom;
  if (hiding.top) {
    out.topY = -e[0];
    pinTop = Math.max(hiding.safeTop, out.topY + hiding.top.height);
  }
  if (hiding.pinnedLine !== undefined) pinTop = Math.max(pinTop, hiding.pinnedLine);
  if (hiding.header) {
    out.headerAt = Math.min(o, e[2]);
    pinTop = Math.max(pinTop, hiding.headerEnd - out.headerAt);
  }
  if (hiding.bottom) {
    out.bottomY = e[1] + (height - hiding.bottom.height);
    pinBottom = Math.min(height - hiding.safeBottom, out.bottomY);
  }
  out.pinTop = pinTop;
  out.pinBottom = pinBottom;
};
