// The screen built from the data, and the step that places it for an offset.
//
// A step costs about what native scrolling costs. Content whose ride is
// "content" (`c - o` everywhere, as Swift classified it) sits in one layer
// that one transform moves. List rows live in that layer too and are refilled
// a chunk at a time; a carousel's children live in its strip (carousels.js),
// which moves with the carousel. Only the other elements (header, sticky
// blocks, pinned rows, elements with effects: "movers") are written per step,
// and only those that can be on screen, found through an index of the offset
// ranges in which each one is visible.
import { cursorOn, cursorValue, visibleRanges } from './track.js';
import { buildIndex, indexBucket } from './visibility.js';
import { translation } from './transforms.js';
import { onUndo, div } from './context.js';
import { elementsOf, elementNode, fitTexts, fitWhenFontsArrive, INK_CLASSES } from './elements.js';
import { inkAt } from './kernel/inkTrack.js';
import { effectParts, placePart, restartStates } from './effects.js';
import {
  roleOf, shownTop, shownHeight, shownReach, trackOffset, FORM,
} from './hiding-state.js';
import {
  MARGIN, REBASE, makeList, placeList, pinsOf, takePinSlot, releasePinSlot, rowHeight,
} from './lists.js';
import { carouselsOf, carouselView, stripX, stripY, placeStale } from './carousels.js';

const WIDE = 16; // ranges over more buckets than this are checked at every step

// An element written at every step while visible. A pinned row (`list` set)
// has no node of its own: it takes a slot from the pool while it is shown.
// One whose `role` is not 0 follows the state of SPEC section 12
// (hiding-state.js), by its closed `form` when sticky. One in a carousel
// (`home`) sits in its strip at (x, ry) whatever the offsets.
const mover = (node, e, y, h, fixedHeight) => ({
  node, x: e.x, y: cursorOn(y), h: cursorOn(h), fixedHeight, list: null, row: -1, pin: null,
  ly: NaN, lh: NaN, seen: 0, shown: false, c: NaN, self: null, parts: NO_PARTS, reach: 0,
  titles: null, image: null, ink: inkOf(e), role: roleOf(e), form: e.form || null,
  home: null, ry: 0, slidesOnly: false,
});

// Where colour effects flip the ink of an element's text, the class it shows
// and Swift's track of it (`InkTrack`).
const inkOf = (e) => (e.inks ? { track: e.inks, shown: INK_CLASSES[e.ink] } : null);
const placeInk = (ink, node, o) => {
  const shown = INK_CLASSES[inkAt(ink.track, o)];
  if (shown === ink.shown) return;
  node.classList.replace(ink.shown, shown);
  ink.shown = shown;
};
const NO_PARTS = [];

// A header's title block follows a track of its own (Swift's HeaderTitles),
// written as its `translate`, which composes with the `transform` that text
// effects write.
const titlesOf = (node, e) => ({
  node: node.querySelector(':scope > .titles'), at: cursorOn(e.titleY), last: NaN,
});
const placeTitles = (t, o) => {
  const y = cursorValue(t.at, o);
  if (y !== t.last) {
    t.last = y;
    t.node.style.translate = '0 ' + y + 'px';
  }
};

// A header image that keeps its size (Swift's HeaderImage) follows two tracks
// of its own: its top, written as its `translate` (which composes with the
// `transform` that image effects write), and its height.
const imageOf = (node, e) => ({
  node: node.querySelector(':scope > img'), at: cursorOn(e.imageY), h: cursorOn(e.imageH),
  last: NaN, lastH: NaN,
});
const placeImage = (p, o) => {
  const y = cursorValue(p.at, o);
  if (y !== p.last) {
    p.last = y;
    p.node.style.translate = '0 ' + y + 'px';
  }
  const h = cursorValue(p.h, o);
  if (h !== p.lastH) {
    p.lastH = h;
    p.node.style.height = h + 'px';
  }
};

// The screen of one mount, with everything the step changes, in one record:
// built into the context's screen node, which it leaves as it found it when
// the mount is undone. `hiding` is the state of SPEC section 12 and `fx` the
// effects record of the mount.
export const sceneOf = (ctx, hiding, fx) => {
  const scene = {
    hiding,
    layer: div('layer'), // the content layer: one transform moves everything in it
    layered: [], // elements in the layer, placed at `c - layerBase`
    movers: [],
    lists: [],
    listOf: new Map(), // element id to its list
    pins: pinsOf(ctx), // the pinned rows' nodes
    elements: elementsOf(ctx),
    index: null, // the movers' visibility index
    shownMovers: null, // the first `shown` are the movers on screen
    shown: 0,
    stamp: 0, // counts steps, to mark the movers seen in this one
    layerBase: NaN, // the offset at which layer coordinates are screen coordinates
    layerY: NaN, // the layer's current translation
    carousels: carouselsOf(ctx),
  };
  build(ctx, scene, fx);
  fitTexts(scene.elements);
  fitWhenFontsArrive(ctx, scene.elements);
  return scene;
};

const build = (ctx, scene, fx) => {
  const { data, W, H, LOWEST, HIGHEST, Z, screen } = ctx;
  const { layer, layered, movers, lists, hiding } = scene;
  // The screen node names the screen of the data it shows (SPEC section 7).
  screen.dataset.screen = data.screen;
  screen.style.width = W + 'px';
  screen.style.height = H + 'px';
  screen.style.background = data.background || '';
  layer.style.zIndex = Z[1];
  const fragment = document.createDocumentFragment();
  fragment.append(layer);
  for (const e of data.elements) {
    const node = elementNode(scene.elements, e);
    if (e.slide) {
      slide(ctx, scene, fx, node, e);
      continue;
    }
    const rides = e.ride === 'content' && e.z <= 1;
    const fixed = e.ride !== 'resizes';
    const titles = e.titleY ? titlesOf(node, e) : null;
    // A header that keeps its height keeps its titles where they are.
    if (titles && fixed) placeTitles(titles, 0);
    const moving = titles && !fixed ? titles : null;
    const picture = e.imageY ? imageOf(node, e) : null;
    if (picture && fixed) placeImage(picture, 0);
    const movingPicture = picture && !fixed ? picture : null;
    if (e.effects) {
      // Effects change at every step, so the element is a mover; one that
      // moves with the content stays in its layer, to stack as it would.
      const m = mover(node, e, e.y, e.h, fixed);
      const parts = effectParts(fx, node, e, LOWEST, HIGHEST, null);
      m.self = parts.self;
      if (parts.parts.length) m.parts = parts.parts;
      m.reach = parts.reach;
      m.titles = moving;
      m.image = movingPicture;
      if (rides) {
        m.c = e.c;
        layer.append(node);
      } else {
        fragment.append(node);
      }
      movers.push(m);
    } else if (rides && !e.inks) {
      // One whose ink flips is written per step, as a mover is.
      node.style.height = e.h[1] + 'px';
      layered.push({ node, x: e.x, c: e.c });
      layer.append(node);
    } else if (e.ride === 'still' && !e.inks) {
      node.style.height = e.h[1] + 'px';
      node.style.transform = translation(e.x, e.y[1]);
      fragment.append(node);
    } else {
      const m = mover(node, e, e.y, e.h, fixed);
      m.titles = moving;
      m.image = movingPicture;
      movers.push(m);
      fragment.append(node);
    }
    const carousel = scene.carousels.byId.get(e.id);
    if (carousel) {
      // Its view over it follows its track, as the element does.
      const view = carouselView(carousel, e, Z);
      if (rides) {
        layered.push({ node: view, x: e.x, c: e.c });
        layer.append(view);
      } else {
        const m = mover(view, e, e.y, e.h, true);
        m.ink = null;
        movers.push(m);
        fragment.append(view);
      }
    }
    if (e.rows) {
      const list = makeList(ctx, hiding, e);
      lists.push(list);
      scene.listOf.set(e.id, list);
      if (Number.isNaN(list.moving)) fragment.append(list.holder);
      else layer.append(list.holder);
      for (const p of e.rows.pins) {
        const m = mover(null, e, p.y, [0, rowHeight(list, p.index), 0], true);
        m.role = p.form ? FORM : 0;
        m.form = p.form || null;
        m.list = list;
        m.row = p.index;
        movers.push(m);
      }
    }
  }
  fragment.append(scene.pins.holder);
  for (const m of movers) {
    if (m.list) continue;
    m.node.style.display = 'none';
    if (m.fixedHeight) m.node.style.height = m.h.p[1] + 'px';
  }
  const added = Array.from(fragment.childNodes);
  screen.append(fragment);
  onUndo(ctx, () => {
    for (const node of added) node.remove();
  });

  const ranges = [];
  movers.forEach((m, k) => {
    const reach = m.reach + shownReach(hiding, m.role);
    const r = visibleRanges(m.y.p, m.h.p, LOWEST, HIGHEST, -MARGIN - reach, H + MARGIN + reach);
    for (let i = 0; i < r.length; i += 2) ranges.push(r[i], r[i + 1], k);
  });
  // Buckets of the visibility index as wide as the screen, and never narrow.
  scene.index = buildIndex(ranges, LOWEST, HIGHEST, Math.max(64, H), WIDE);
  scene.shownMovers = new Int32Array(movers.length);
};

// An element of carousel `home` (its `slide`): in its strip, placed once
// (where effects on its own node write its transform, they place it there
// too); with effects, a mover of the content for those that follow the
// content's offset and of the carousel for those that follow the carousel's.
const slide = (ctx, scene, fx, node, e) => {
  const home = scene.carousels.byId.get(e.slide);
  const x = stripX(home, e);
  const y = stripY(home, e);
  node.style.height = e.h[1] + 'px';
  node.style.transform = translation(x, y);
  home.strip.append(node);
  if (!e.effects && !e.inks) return;
  const m = mover(node, e, e.y, e.h, true);
  m.x = x;
  m.ry = y;
  m.home = home;
  if (!e.effects) {
    scene.movers.push(m);
    return;
  }
  const { scroller } = home;
  const slid = [-scroller.overscroll, scroller.maxOffset + scroller.overscroll];
  const parts = effectParts(fx, node, e, ctx.LOWEST, ctx.HIGHEST, slid);
  m.self = parts.self;
  if (parts.parts.length) m.parts = parts.parts;
  m.reach = parts.reach;
  m.slidesOnly = !(parts.follows || e.inks);
  if (!m.slidesOnly) scene.movers.push(m);
  if (parts.slides) home.movers.push(m);
};

const placeMover = (scene, m, o) => {
  const hiding = scene.hiding;
  // In the content layer's coordinates when it rides there; in its strip's
  // in a carousel.
  const y = m.home
    ? m.ry
    : m.role || Number.isNaN(m.c)
      ? shownTop(hiding, m.role, m.form, m.y, o)
      : m.c - scene.layerBase;
  const xk = m.home ? m.home.offset : 0;
  if (m.self) {
    placePart(m.self, m.x, y, o, xk);
  } else if (y !== m.ly) {
    m.ly = y;
    m.node.style.transform = translation(m.x, y);
  }
  for (let k = 0; k < m.parts.length; k++) placePart(m.parts[k], 0, 0, o, xk);
  if (m.titles) placeTitles(m.titles, trackOffset(hiding, m.role, o));
  if (m.image) placeImage(m.image, trackOffset(hiding, m.role, o));
  if (m.ink) placeInk(m.ink, m.node, o);
  if (!m.fixedHeight) {
    const h = shownHeight(hiding, m.role, m.h, o);
    if (h !== m.lh) {
      m.lh = h;
      m.node.style.height = h + 'px';
    }
  }
};

const showMover = (scene, m, k) => {
  if (m.list) {
    m.pin = takePinSlot(scene.pins, m.list, m.row);
    m.node = m.pin.node;
    m.ly = NaN;
  }
  m.shown = true;
  m.node.style.display = '';
  if (m.self) restartStates(m.self);
  for (let k = 0; k < m.parts.length; k++) restartStates(m.parts[k]);
  scene.shownMovers[scene.shown++] = k;
};

const hideMover = (scene, m) => {
  m.shown = false;
  if (m.list) {
    releasePinSlot(scene.pins, m.pin);
    m.pin = null;
    m.node = null;
  } else {
    m.node.style.display = 'none';
  }
};

const visit = (scene, r, o, stamp) => {
  const ranges = scene.index.ranges;
  if (o < ranges[r] || o > ranges[r + 1]) return;
  const k = ranges[r + 2];
  const m = scene.movers[k];
  if (m.seen === stamp) return;
  m.seen = stamp;
  if (!m.shown) showMover(scene, m, k);
  placeMover(scene, m, o);
};

const placeMovers = (scene, o) => {
  const { index, movers, shownMovers } = scene;
  const stamp = ++scene.stamp;
  const bucket = indexBucket(index, o);
  for (let e = index.starts[bucket]; e < index.starts[bucket + 1]; e++) {
    visit(scene, index.entries[e], o, stamp);
  }
  for (let w = 0; w < index.wide.length; w++) visit(scene, index.wide[w], o, stamp);
  let kept = 0;
  for (let s = 0; s < scene.shown; s++) {
    const k = shownMovers[s];
    const m = movers[k];
    if (m.seen === stamp) shownMovers[kept++] = k;
    else hideMover(scene, m);
  }
  scene.shown = kept;
};

// Moves the layer's base to o when positions in it would grow too large.
const placeLayer = (scene, o) => {
  if (!(Math.abs(o - scene.layerBase) <= REBASE)) {
    scene.layerBase = o;
    for (const item of scene.layered) item.node.style.transform = translation(item.x, item.c - o);
    for (const list of scene.lists) list.holderY = NaN;
  }
  const y = scene.layerBase - o;
  if (y !== scene.layerY) {
    scene.layerY = y;
    scene.layer.style.transform = 'translate3d(0,' + y + 'px,0)';
  }
};

// Places every element of the screen for offset o.
export const placeScene = (scene, o) => {
  placeLayer(scene, o);
  for (let k = 0; k < scene.lists.length; k++) placeList(scene.lists[k], o, scene.layerBase);
  placeMovers(scene, o);
  placeStale(scene.carousels, o);
};
