// SPEC section 12's rule, as StickyCore's HidingMotion runs it: how much of
// each bar that hides and of a floating header is hidden after a change of
// offset, and what that puts where. Pure functions, no DOM, no state.
//
// HIDING is the page data's `hiding` record; hidden amounts `e` are arrays,
// one per bar that hides (HIDING.parts, the top edge's from the edge inward,
// then the bottom edge's) and last the header's, 0 where there is none.

// c(o): the rubber band moves nothing.
export const reached = (o, max) => Math.min(Math.max(o, 0), max);

// The one rule for a change of offset whose c goes from c1 to c2.
export const hiddenAfter = (e, height, c1, c2) =>
  Math.min(Math.max(e + (c2 - c1), 0), Math.min(height, c2));

// The static height E of each part that hides, and how it snaps (its `snap`
// record: seconds, easing, byDirection; null where it does not).
const partsOf = (hiding) => (hiding ? [...hiding.parts, hiding.header] : [undefined]);
export const heightsOf = (hiding) => partsOf(hiding).map((part) => (part ? part.height : 0));
export const snapsOf = (hiding) => partsOf(hiding).map((part) => (part && part.snap) || null);

// The moment's moving parts (HidingMotion.shown) into `out`: `barTops` (the
// tops of HIDING.bars, into an array as long), `headerAt` (the offset whose
// header frame the header shows, min(o, e)), and the pin lines `pinTop`,
// `pinBottom`, which follow the inner side of each edge's stack; `height` is
// the screen's.
export const showParts = (hiding, height, o, e, out) => {
  let pinTop = hiding.restTop;
  let pinBottom = hiding.restBottom;
  const bars = hiding.bars;
  for (let k = 0; k < bars.length; k++) {
    const bar = bars[k];
    let carried = 0;
    for (let j = bar.from; j < bar.to; j++) carried += e[j];
    out.barTops[k] = (bar.edge === 'top' ? -carried : carried) + bar.top;
  }
  if (hiding.innerTop !== undefined) {
    const inner = hiding.innerTop;
    pinTop = Math.max(hiding.safeTop, out.barTops[inner] + bars[inner].height);
  }
  if (hiding.pinnedLine !== undefined) pinTop = Math.max(pinTop, hiding.pinnedLine);
  if (hiding.header) {
    out.headerAt = Math.min(o, e[hiding.parts.length]);
    pinTop = Math.max(pinTop, hiding.headerEnd - out.headerAt);
  }
  if (hiding.innerBottom !== undefined) {
    pinBottom = Math.min(height - hiding.safeBottom, out.barTops[hiding.innerBottom]);
  }
  out.pinTop = pinTop;
  out.pinBottom = pinBottom;
};
