// The inspector outlines every element in the DOM (site.css, on
// `.inspecting`), draws the screen's lines (the pin lines where what hides
// puts them now), names the elements on screen
// with labels placed where the scene shows them (the tracks, or the state of
// SPEC section 12; in a carousel, slid by its offset), and shows the frame of
// the hovered element: rows from their list's geometry.
import { cursorOn, visibleRanges } from './track.js';
import { buildIndex, indexBucket } from './visibility.js';
import { translation } from './transforms.js';
import { rowTop } from './kernel/rowGeometry.js';
import { parseRowID } from './kernel/rowID.js';
import { INSPECTOR_DIGITS, OFFSET_DIGITS } from './numbers.js';
import { rounded } from './kernel/numberFormat.js';
import { byId, listen, appendFor, onUndo, div } from './context.js';
import { effectValue } from './effects.js';
import { rowHeight, listTop } from './lists.js';
import { roleOf, shownTop, shownHeight, shownReach, FORM } from './hiding-state.js';
import { subscribeFor } from './player.js';
import { highlight } from './plot.js';

const OVERLAY_LABEL = 14; // height of a label of the inspector
const LABEL_GAP = 1; // between labels moved aside for one another
const WIDE = 16; // ranges over more buckets than this are checked at every step

// The inspector of one mount, in one record: its nodes, and what it shows
// now. Whether it is on and which element it shows are the player's
// (`kept`), which a load keeps. `plot` is the plots' record, which outlines
// the element shown.
const inspectorOf = (ctx, mounted, kept, plot) => ({
  ctx,
  scene: mounted.scene,
  carousels: mounted.scene.carousels,
  hiding: mounted.hiding,
  motion: mounted.motion,
  plot,
  kept,
  button: byId(ctx, 'inspect'),
  panel: byId(ctx, 'inspector'),
  heading: byId(ctx, 'inspected'),
  prompt: byId(ctx, 'inspect-prompt'),
  list: byId(ctx, 'inspected-frame'),
  ...overlayOf(ctx),
  elementsById: new Map(ctx.data.elements.map((e) => [e.id, e])),
  text: '',
  pointing: false, // whether the pointer is over the screen
  pins: new Map(),
  labels: null,
});

// Each pinned row of a list, by row, made when first asked.
const pinsOf = (inspector, l) => {
  let pins = inspector.pins.get(l);
  if (!pins) {
    pins = new Map(l.e.rows.pins.map((p) => [p.index, p]));
    inspector.pins.set(l, pins);
  }
  return pins;
};

// The carousel that slides element e, or that e is, or undefined.
const carouselOf = (inspector, e) => inspector.carousels.byId.get(e.slide || e.id);

// The frame of the element or row `id` at offset o, or null; with the
// carousel that slides it or that it is, and that carousel's offset, xk.
const frameOf = (inspector, id, o) => {
  const hiding = inspector.hiding;
  const e = inspector.elementsById.get(id);
  if (e) {
    const role = roleOf(e);
    const y = shownTop(hiding, role, e.form, cursorOn(e.y), o);
    const carousel = carouselOf(inspector, e);
    const xk = carousel ? carousel.offset : 0;
    return {
      x: e.slide ? e.x - xk : e.x, y, w: e.w, h: shownHeight(hiding, role, cursorOn(e.h), o),
      effects: e.effects, carousel, xk,
    };
  }
  const row = parseRowID(id);
  const l = row && inspector.scene.listOf.get(row.list);
  if (!l || row.index >= l.count) return null;
  const pin = pinsOf(inspector, l).get(row.index);
  const y = !pin
    ? listTop(l, o) + rowTop(l.starts, l.cycle, row.index)
    : shownTop(hiding, pin.form ? FORM : 0, pin.form, cursorOn(pin.y), o);
  return { x: l.x, y, w: l.e.w, h: rowHeight(l, row.index), effects: undefined, carousel: null, xk: 0 };
};

// The overlay of the screen's lines, hidden until the inspector is on, and
// its pin lines, which `placeLines` moves.
const overlayOf = (ctx) => {
  const { data, H } = ctx;
  const overlay = div('inspect-overlay');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.hidden = true;
  const band = (cls, top, height) => {
    const node = div(cls);
    node.style.top = top + 'px';
    node.style.height = height + 'px';
    overlay.append(node);
    return node;
  };
  band('safe', 0, data.safeTop);
  band('safe', H - data.safeBottom, data.safeBottom);
  band('visible', data.viewport.top, data.viewport.bottom - data.viewport.top);
  const topLine = band('pin-line', 0, 0);
  const bottomLine = band('pin-line', 0, 0);
  // The frame of the element under the pointer, beside the pointer.
  const readout = div('inspect-readout');
  readout.hidden = true;
  overlay.append(readout);
  return { overlay, topLine, bottomLine, readout };
};

// The readout beside the pointer at (x, y) on the screen: below and right of
// it, or left and above where that would leave the screen.
const placeReadout = (inspector, x, y) => {
  const { W, H } = inspector.ctx;
  const right = x > W / 2;
  const below = y < H - 64;
  inspector.readout.style.transform =
    translation(right ? x - 12 : x + 12, below ? y + 16 : y - 16) +
    ' translate(' + (right ? '-100%' : '0') + ',' + (below ? '0' : '-100%') + ')';
};

// The pin lines now: where what hides puts them (SPEC section 12), else the
// screen's.
const pinTopOf = (inspector) =>
  inspector.hiding.hides ? inspector.hiding.pinTop : inspector.ctx.data.pinLines.top;
const pinBottomOf = (inspector) =>
  inspector.hiding.hides ? inspector.hiding.pinBottom : inspector.ctx.data.pinLines.bottom;

// A tag's text, made once per value it shows.
const tagText = (texts, letter, value) => {
  const key = letter + value;
  let text = texts.get(key);
  if (text === undefined) {
    text = letter + ' ' + rounded(value, OFFSET_DIGITS);
    texts.set(key, text);
  }
  return text;
};

// Moves the pin lines and their tags' texts to where they are now; only
// what changed is written. Each line is drawn on the side where pinned views
// sit: B's is the pixel above it, which stays on screen when B is the
// screen's bottom edge.
const placeLines = (inspector, labels) => {
  const top = pinTopOf(inspector);
  const bottom = pinBottomOf(inspector);
  if (top !== labels.pinTop) {
    labels.pinTop = top;
    inspector.topLine.style.transform = translation(0, top);
    labels.nodes[0].textContent = tagText(labels.texts, 'T', top);
  }
  if (bottom !== labels.pinBottom) {
    labels.pinBottom = bottom;
    inspector.bottomLine.style.transform = translation(0, bottom - 1);
    labels.nodes[1].textContent = tagText(labels.texts, 'B', bottom);
  }
};

// The safe rectangle labels stay in: below the status bar, above the home
// indicator, and clear of the screen's rounded corners, which take more of a
// label's width the nearer it is to the top or bottom edge.
const safeRect = (ctx) => {
  const { data, H, screen } = ctx;
  const radius = parseFloat(getComputedStyle(screen).borderTopLeftRadius) || 0;
  const cut = (d) => (d >= radius ? 0 : radius - Math.sqrt(radius * radius - (radius - d) ** 2));
  return {
    top: data.safeTop,
    bottom: H - data.safeBottom,
    inset: (top, bottom) => Math.max(cut(top), cut(H - bottom)),
  };
};

// The labels, made the first time the inspector is on: one per element, the
// screen's lines' tags first, placed where they go and kept there.
const makeLabels = (inspector) => {
  const { ctx, hiding, overlay } = inspector;
  const { data, W, H, LOWEST, HIGHEST } = ctx;
  // The pin lines' tags (their texts and places set as the lines move), then
  // the visible area's.
  const texts = new Map();
  const tags = [
    tagText(texts, 'T', pinTopOf(inspector)), tagText(texts, 'B', pinBottomOf(inspector)),
    'visible area',
  ];
  const elements = data.elements;
  const nodes = tags.map((t) => div('inspect-label tag', t));
  for (const e of elements) nodes.push(div('inspect-label', e.id));
  for (const node of nodes) {
    node.style.height = node.style.lineHeight = OVERLAY_LABEL + 'px';
    overlay.append(node);
  }
  // Measured once: a label's width depends only on its text (a moving pin
  // line's tag, on its text where the line is when the inspector opens).
  const widths = Float64Array.from(nodes, (node) => node.offsetWidth);
  const n = elements.length;
  const ranges = [];
  const roles = Int32Array.from(elements, roleOf);
  elements.forEach((e, k) => {
    const reach = shownReach(hiding, roles[k]);
    const r = visibleRanges(e.y, e.h, LOWEST, HIGHEST, -reach, H + reach);
    for (let i = 0; i < r.length; i += 2) ranges.push(r[i], r[i + 1], k);
  });
  // Smaller elements are named first, so that their labels stay beside them
  // and a container's label is the one moved.
  const rank = new Int32Array(n);
  const size = (e) => e.w * Math.max(...e.h.filter((_, i) => i % 3 === 1));
  elements.map((e, k) => k).sort((a, b) => size(elements[a]) - size(elements[b]))
    .forEach((k, r) => (rank[k] = r));
  const labels = {
    W, H, elements, hiding, nodes, widths, tags: tags.length, rank, safe: safeRect(ctx), roles,
    forms: elements.map((e) => e.form || null),
    // The carousel that slides each element, or null.
    homes: elements.map((e) => (e.slide ? inspector.carousels.byId.get(e.slide) : null)),
    y: elements.map((e) => cursorOn(e.y)),
    h: elements.map((e) => cursorOn(e.h)),
    // Buckets of the visibility index as wide as the screen, and never narrow.
    index: buildIndex(ranges, LOWEST, HIGHEST, Math.max(64, H), WIDE),
    seen: new Int32Array(n), stamp: 0,
    visible: new Int32Array(n), count: 0, // the elements on screen at this step, by rank
    placed: new Int32Array(n), // the step at which each element's label was placed
    boxes: new Float64Array(4 * nodes.length), placedCount: 0, // the labels placed
    fixed: 0, // how many of them are the lines' tags, placed once
    shown: new Uint8Array(n), shownList: new Int32Array(n), shownCount: 0,
    lx: new Float64Array(nodes.length).fill(NaN), ly: new Float64Array(nodes.length).fill(NaN),
    // The pin lines shown, and the tags' texts made so far.
    pinTop: NaN, pinBottom: NaN, texts,
    viewportBottom: data.viewport.bottom,
    // Where the pin lines may move, their tags are placed at every step.
    moving: hiding.hides,
  };
  placeLines(inspector, labels);
  for (let k = 0; k < n; k++) nodes[tags.length + k].hidden = true;
  labels.fixed = labels.moving ? 0 : placeTags(labels);
  return labels;
};

// Places the lines' tags: each pin line's by its line, the visible area's in
// its corner; returns how many labels that placed.
const placeTags = (labels) => {
  const { nodes, widths, W } = labels;
  labels.placedCount = 0;
  nodes[0].hidden = !place(labels, 0, 0, labels.pinTop);
  nodes[1].hidden = !place(labels, 1, 0, labels.pinBottom - OVERLAY_LABEL);
  nodes[2].hidden = !place(labels, 2, W - widths[2], labels.viewportBottom - OVERLAY_LABEL);
  return labels.placedCount;
};

// Whether the box (x, y, w, h) meets a label placed already; returns its index.
const hitAt = (labels, x, y, w, h) => {
  const placed = labels.boxes;
  for (let b = 0; b < labels.placedCount * 4; b += 4) {
    if (x < placed[b + 2] && placed[b] < x + w && y < placed[b + 3] && placed[b + 1] < y + h) {
      return b;
    }
  }
  return -1;
};

// Places label `k`, wanted at (x, y), inside the safe rectangle and clear of
// the labels placed before it: moved to the left of one in its way, else below
// it; false when neither leaves room. Writes the node only when it moves.
const place = (labels, k, x, y) => {
  const { safe, boxes: placed, widths } = labels;
  const w = widths[k];
  const h = OVERLAY_LABEL;
  let top = Math.min(Math.max(y, safe.top), safe.bottom - h);
  let left = x;
  for (let tries = 0; ; tries++) {
    const inset = safe.inset(top, top + h);
    left = Math.min(Math.max(left, inset), labels.W - inset - w);
    const hit = hitAt(labels, left, top, w, h);
    if (hit < 0) break;
    if (tries > 2 * labels.placedCount) return false;
    if (placed[hit] - LABEL_GAP - w >= inset) {
      left = placed[hit] - LABEL_GAP - w;
    } else {
      left = x;
      top = placed[hit + 3] + LABEL_GAP;
      if (top + h > safe.bottom) return false;
    }
  }
  const b = labels.placedCount++ * 4;
  placed[b] = left;
  placed[b + 1] = top;
  placed[b + 2] = left + w;
  placed[b + 3] = top + h;
  if (left !== labels.lx[k] || top !== labels.ly[k]) {
    labels.lx[k] = left;
    labels.ly[k] = top;
    labels.nodes[k].style.transform = translation(left, top);
  }
  return true;
};

// Adds element k, if its range r holds offset o, to the elements named at
// this step, kept in order of rank: they are few.
const visit = (labels, r, o) => {
  const { ranges } = labels.index;
  if (o < ranges[r] || o > ranges[r + 1]) return;
  const k = ranges[r + 2];
  if (labels.seen[k] === labels.stamp) return;
  labels.seen[k] = labels.stamp;
  const { visible, rank } = labels;
  let s = labels.count++;
  for (; s > 0 && rank[visible[s - 1]] > rank[k]; s--) visible[s] = visible[s - 1];
  visible[s] = k;
};

// Names the elements on screen at offset o: only those the visibility index
// finds there cost work, smaller ones first.
const placeLabels = (labels, o) => {
  const { index, visible, tags, safe, shown, shownList, elements, hiding, H } = labels;
  const stamp = ++labels.stamp;
  labels.count = 0;
  const bucket = indexBucket(index, o);
  for (let e = index.starts[bucket]; e < index.starts[bucket + 1]; e++) {
    visit(labels, index.entries[e], o);
  }
  for (let w = 0; w < index.wide.length; w++) visit(labels, index.wide[w], o);
  labels.placedCount = labels.moving ? placeTags(labels) : labels.fixed;
  for (let s = 0; s < labels.count; s++) {
    const k = visible[s];
    const e = elements[k];
    const y = shownTop(hiding, labels.roles[k], labels.forms[k], labels.y[k], o);
    const top = Math.max(0, y);
    const bottom = Math.min(H, y + shownHeight(hiding, labels.roles[k], labels.h[k], o));
    // An element seen only under the status bar or the home indicator keeps no label.
    if (bottom <= safe.top || top >= safe.bottom) continue;
    // In a carousel, only where its view shows it.
    const home = labels.homes[k];
    const left = home ? e.x - home.offset : e.x;
    if (home && (left + e.w <= home.e.x || left >= home.e.x + home.e.w)) continue;
    // On the element's top edge, outside it, where it covers none of its text.
    const x = left + e.w - labels.widths[tags + k];
    if (place(labels, tags + k, x, top - OVERLAY_LABEL)) labels.placed[k] = stamp;
  }
  let kept = 0;
  for (let s = 0; s < labels.shownCount; s++) {
    const k = shownList[s];
    if (labels.placed[k] === stamp) continue;
    shown[k] = 0;
    labels.nodes[tags + k].hidden = true;
  }
  for (let s = 0; s < labels.count; s++) {
    const k = visible[s];
    if (labels.placed[k] !== stamp) continue;
    shownList[kept++] = k;
    if (!shown[k]) {
      shown[k] = 1;
      labels.nodes[tags + k].hidden = false;
    }
  }
  labels.shownCount = kept;
};

// A number rounded as the inspector shows numbers; a colour as `frames`
// prints it.
const shown = (value) => (typeof value === 'string' ? value : rounded(value, INSPECTOR_DIGITS));

const show = (inspector) => {
  const { kept, prompt, heading, list } = inspector;
  const id = kept.inspected;
  const o = inspector.motion.offset;
  const frame = id === null ? null : frameOf(inspector, id, o);
  const rows = [];
  if (frame) {
    rows.push(['x', frame.x], ['y', frame.y], ['width', frame.w], ['height', frame.h]);
    for (const effect of frame.effects || []) {
      const name = effect.part === 'self' ? effect.property : effect.part + ' ' + effect.property;
      rows.push([name, effectValue(effect, o, frame.xk)]);
    }
  }
  const sideways = frame && frame.carousel
    ? ', ' + frame.carousel.id + ' at ' + rounded(frame.xk, INSPECTOR_DIGITS)
    : '';
  const text = (id === null ? '' : id) + sideways + rows.map((r) => r[0] + shown(r[1])).join();
  if (text === inspector.text) return;
  inspector.text = text;
  highlight(inspector.plot, id);
  // The prompt says hover or tap by the input, as the other hints do.
  prompt.hidden = Boolean(frame);
  heading.hidden = !frame;
  heading.textContent = frame ? id + ' at offset ' + rounded(o, INSPECTOR_DIGITS) + sideways : '';
  inspector.readout.textContent = frame
    ? id + '  y ' + shown(frame.y) + '  h ' + shown(frame.h) + '  w ' + shown(frame.w)
    : '';
  inspector.readout.hidden = !frame || !inspector.pointing;
  list.replaceChildren();
  for (const [term, value] of rows) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.dataset.field = term;
    dd.textContent = String(shown(value));
    list.append(dt, dd);
  }
};

// Turns the inspector on or off; `kept` keeps which for a load. Off, it
// outlines nothing.
const setInspecting = (inspector, on) => {
  inspector.kept.inspecting = on;
  showInspecting(inspector, on);
  if (on) {
    if (!inspector.labels) inspector.labels = makeLabels(inspector);
    placeLines(inspector, inspector.labels);
    placeLabels(inspector.labels, inspector.motion.offset);
    show(inspector);
  } else {
    inspector.text = '';
    inspector.readout.hidden = true;
    highlight(inspector.plot, null);
  }
};

// What the page shows of whether the inspector is on.
const showInspecting = (inspector, on) => {
  inspector.ctx.screen.classList.toggle('inspecting', on);
  inspector.overlay.hidden = !on;
  inspector.panel.hidden = !on;
  inspector.button.setAttribute('aria-pressed', String(on));
};

// Shows the frame of the element `id` in the inspector, turning it on; true
// when there is such an element.
export const inspect = (inspector, id) => {
  const kept = inspector.kept;
  kept.inspected = id === null || id === undefined ? null : String(id);
  if (!kept.inspecting) setInspecting(inspector, true);
  else show(inspector);
  return kept.inspected !== null && frameOf(inspector, kept.inspected, inspector.motion.offset) !== null;
};

// The inspector of the player's current mount, on when the player's last
// was, until the mount is undone, which leaves the page as the inspector
// off shows it; returns its record, for `inspect`.
export const attachInspector = (player, mounted, plot) => {
  const ctx = mounted.ctx;
  const inspector = inspectorOf(ctx, mounted, player.kept, plot);
  const kept = inspector.kept;
  const screen = ctx.screen;
  appendFor(ctx, screen, inspector.overlay);
  onUndo(ctx, () => {
    showInspecting(inspector, false);
    inspector.prompt.hidden = false;
    inspector.heading.hidden = true;
    inspector.heading.textContent = '';
    inspector.list.replaceChildren();
  });
  listen(ctx, inspector.button, 'click', () => setInspecting(inspector, !kept.inspecting));
  listen(ctx, document, 'keydown', (ev) => {
    if (ev.key !== 'i' || ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
    const target = ev.target;
    if (target.closest && target.closest('input, textarea, select, [contenteditable]')) return;
    setInspecting(inspector, !kept.inspecting);
  });
  // A finger has no hover: a tap, which starts with pointerdown and may
  // never move, picks the element too. The readout follows the pointer.
  const pick = (ev) => {
    if (!kept.inspecting) return;
    const box = screen.getBoundingClientRect();
    const scale = box.width / ctx.W || 1;
    inspector.pointing = true;
    placeReadout(
      inspector, (ev.clientX - box.left) / scale - screen.clientLeft,
      (ev.clientY - box.top) / scale - screen.clientTop);
    // A carousel's view, over the carousel, names it.
    const node = ev.target.closest && ev.target.closest('[data-id], [data-carousel]');
    const id = node && (node.dataset.id || node.dataset.carousel);
    if (id && id !== kept.inspected) {
      kept.inspected = id;
      show(inspector);
    } else {
      inspector.readout.hidden = !inspector.readout.textContent;
    }
  };
  listen(ctx, screen, 'pointermove', pick);
  listen(ctx, screen, 'pointerdown', pick);
  listen(ctx, screen, 'pointerleave', () => {
    inspector.pointing = false;
    inspector.readout.hidden = true;
  });
  subscribeFor(ctx, player, {
    step: (o) => {
      if (!kept.inspecting) return;
      placeLines(inspector, inspector.labels);
      placeLabels(inspector.labels, o);
    },
    slide: () => {
      if (kept.inspecting) placeLabels(inspector.labels, inspector.motion.offset);
    },
    panel: () => {
      if (kept.inspecting) show(inspector);
    },
  });
  if (kept.inspecting) setInspecting(inspector, true);
  return inspector;
};
