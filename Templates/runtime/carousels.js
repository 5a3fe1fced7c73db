// The carousels of SPEC section 15 on the page: each a view over the
// carousel's frame that clips a strip holding its children, which one
// transform slides by the carousel's offset. The view follows the
// carousel's track as any block does (in the content layer when it rides
// the content), so a step of the content costs a carousel nothing; a step of
// a carousel writes its strip's transform and the effects that follow its
// offset (`axis="x"`) and its markers, and only that transform while its
// view is off the screen: the rest is hidden, as movers off the screen are,
// until the content brings it back.
import { cursorOn, cursorValue, trackValue } from './track.js';
import { div } from './context.js';
import { placePart } from './effects.js';
import { INK_CLASSES } from './elements.js';
import { activeMarker } from './kernel/carouselMarkers.js';

// Screen points beyond either edge within which a carousel counts as shown.
const MARGIN = 64;

// The carousels of one mount, in one record: one per scroller of the page
// data (`scrollers`, in document order), by id too, and those whose offset
// changed while they were off the screen (`stale`).
export const carouselsOf = (ctx) => {
  const list = (ctx.data.scrollers || []).map((scroller) => carouselOf(ctx, scroller));
  return { list, byId: new Map(list.map((c) => [c.id, c])), stale: [], H: ctx.H };
};

// A carousel: its scroller's record, its element's (`e`, set as the screen
// is built), the view and the strip, the offset shown and the strip's
// translation, and the elements whose effects follow its offset (`movers`).
// `stale` while what follows its offset waits for it to come on the screen.
// `lane` is its lane of motion.js.
const carouselOf = (ctx, scroller) => {
  const view = div('carousel');
  view.dataset.carousel = scroller.id;
  // Focusable, for the arrows; named for assistive technology as a carousel.
  view.tabIndex = 0;
  view.setAttribute('role', 'group');
  view.setAttribute('aria-roledescription', 'carousel');
  view.setAttribute('aria-label', scroller.id);
  const strip = div('strip');
  view.append(strip);
  return {
    id: scroller.id, scroller, e: null, view, strip, lane: null,
    offset: 0, shown: NaN, movers: [], at: null, h: 0, stale: false,
    markers: scroller.markers ? markersOf(scroller.markers, view) : null,
  };
};

// A carousel's markers (SPEC section 15): a row of dots over its view, one
// per snap target (`CarouselMarkerDots` places the row; CSS centres it), and the
// index of the dot shown active.
const markersOf = (record, view) => {
  const row = div('markers');
  row.setAttribute('aria-hidden', 'true');
  row.style.top = record.y + 'px';
  const dots = record.targets.map((id) => {
    const dot = document.createElement('i');
    dot.dataset.for = id;
    row.append(dot);
    return dot;
  });
  view.append(row);
  return { record, row, dots, active: -1 };
};

const placeMarkers = (markers, x) => {
  const active = activeMarker(markers.record, x);
  if (active === markers.active) return;
  if (markers.active >= 0) markers.dots[markers.active].classList.remove('on');
  markers.dots[active].classList.add('on');
  markers.active = active;
};

// The view of carousel `c`, whose element is `e`, with the size of its
// frame; placing it is the scene's, as for any element.
export const carouselView = (c, e, Z) => {
  c.e = e;
  c.at = cursorOn(e.y);
  c.h = e.h[1];
  c.view.style.width = e.w + 'px';
  c.view.style.height = c.h + 'px';
  c.view.style.zIndex = Z[e.z];
  // The dots take the ink of the carousel's surface.
  if (c.markers) c.markers.row.classList.add(INK_CLASSES[e.ink || 'theme']);
  return c.view;
};

// Where element e of carousel `c` sits in its strip: its frame at offset 0
// of the carousel, relative to the carousel's (its y from the content's
// tracks, which differ by a constant).
export const stripX = (c, e) => e.x - c.e.x;
export const stripY = (c, e) => trackValue(e.y, 0) - trackValue(c.e.y, 0);

const shownAt = (carousels, c, o) => {
  const y = cursorValue(c.at, o);
  return y < carousels.H + MARGIN && y + c.h > -MARGIN;
};

// The effects of its children that follow the carousel's offset x, at
// content offset o, and its active marker.
const placeSliding = (c, x, o) => {
  const movers = c.movers;
  for (let k = 0; k < movers.length; k++) {
    const m = movers[k];
    if (m.self) placePart(m.self, m.x, m.ry, o, x);
    for (let i = 0; i < m.parts.length; i++) placePart(m.parts[i], 0, 0, o, x);
  }
  if (c.markers) placeMarkers(c.markers, x);
};

// Hides (or shows again) what follows the carousel's offset alone: the
// elements whose effects all do (`slidesOnly`; the others are the content's
// movers, shown by the content's step) and the markers.
const showSliding = (c, shown) => {
  const display = shown ? '' : 'none';
  for (let k = 0; k < c.movers.length; k++) {
    if (c.movers[k].slidesOnly) c.movers[k].node.style.display = display;
  }
  if (c.markers) c.markers.row.style.display = display;
};

// Shows carousel `c` at its offset x, with the content at offset o.
export const placeCarousel = (carousels, c, x, o) => {
  c.offset = x;
  if (x !== c.shown) {
    c.shown = x;
    c.strip.style.transform = 'translate3d(' + -x + 'px,0,0)';
  }
  if (!c.movers.length && !c.markers) return;
  if (c.stale) return;
  if (shownAt(carousels, c, o)) {
    placeSliding(c, x, o);
  } else {
    c.stale = true;
    showSliding(c, false);
    carousels.stale.push(c);
  }
};

// At each step of the content: the carousels that moved off the screen and
// are shown again catch up.
export const placeStale = (carousels, o) => {
  const stale = carousels.stale;
  let kept = 0;
  for (let k = 0; k < stale.length; k++) {
    const c = stale[k];
    if (shownAt(carousels, c, o)) {
      c.stale = false;
      showSliding(c, true);
      placeSliding(c, c.offset, o);
    } else {
      stale[kept++] = c;
    }
  }
  stale.length = kept;
};
