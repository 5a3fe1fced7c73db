// The inspector outlines every element in the DOM (site.css, on
// `.inspecting`), draws the screen's lines once, names the elements on screen
// with labels placed where the scene shows them (the tracks, or the moment of
// SPEC section 12), and shows the frame of the hovered element: rows from
// their list's geometry.
import { cursorOn, visibleRanges } from './track.js';
import { buildIndex, indexBucket } from './visibility.js';
import { translation } from './transforms.js';
import { rowTop, parseRowID } from './rows.js';
import { rounded, INSPECTOR_DIGITS, OFFSET_DIGITS } from './numbers.js';
import { data, W, H, LOWEST, HIGHEST, screen, div } from './page.js';
import { scene } from './scene.js';
import { effectValue } from './effects.js';
import { rowHeight, listTop } from './lists.js';
import { roleOf, momentTop, momentHeight, momentReach, FORM } from './hiding-state.js';
import { motion, onPanel, onStep } from './motion.js';
import { highlight } from './plot.js';

const OVERLAY_LABEL = 14; // height of a label of the inspector
const LABEL_GAP = 1; // between labels moved aside for one another
const BUCKET = Math.max(64, H); // width of a bucket of the labels' visibility index
const WIDE = 16; // ranges over more buckets than this are checked at every step

const button = document.getElementById('inspect');
const panel = document.getElementById('inspector');
const heading = document.getElementById('inspected');
const prompt = document.getElementById('inspect-prompt');
const list = document.getElementById('inspected-frame');

// What the inspector shows now, in one record.
const inspector = { on: false, id: null, text: '', pins: new Map(), labels: null };

const elementsById = new Map(data.elements.map((e) => [e.id, e]));

// Each pinned row of a list, by row, made when first asked.
const pinsOf = (l) => {
  let pins = inspector.pins.get(l);
  if (!pins) {
    pins = new Map(l.e.rows.pins.map((p) => [p.index, p]));
    inspector.pins.set(l, pins);
  }
  return pins;
};

// The frame of the element or row `id` at offset o, or null.
const frameOf = (id, o) => {
  const e = elementsById.get(id);
  if (e) {
    const role = roleOf(e);
    const y = momentTop(role, e.form, cursorOn(e.y), o);
    return { x: e.x, y, w: e.w, h: momentHeight(role, cursorOn(e.h), o), effects: e.effects };
  }
  const row = parseRowID(id);
  const l = row && scene.listOf.get(row.list);
  if (!l || row.index >= l.count) return null;
  const pin = pinsOf(l).get(row.index);
  const y = !pin
    ? listTop(l, o) + rowTop(l.starts, l.cycle, row.index)
    : momentTop(pin.form ? FORM : 0, pin.form, cursorOn(pin.y), o);
  return { x: l.x, y, w: l.e.w, h: rowHeight(l, row.index), effects: undefined };
};

const overlay = div('inspect-overlay');
overlay.setAttribute('aria-hidden', 'true');
overlay.hidden = true;
const band = (cls, top, height) => {
  const node = div(cls);
  node.style.top = top + 'px';
  node.style.height = height + 'px';
  overlay.append(node);
};
band('safe', 0, data.safeTop);
band('safe', H - data.safeBottom, data.safeBottom);
band('visible', data.viewport.top, data.viewport.bottom - data.viewport.top);
band('pin-line', data.pinLines.top, 0);
// Each line is drawn on the side where pinned views sit: B's is the pixel
// above it, which stays on screen when B is the screen's bottom edge.
band('pin-line', data.pinLines.bottom - 1, 0);
screen.append(overlay);

// The safe rectangle labels stay in: below the status bar, above the home
// indicator, and clear of the screen's rounded corners, which take more of a
// label's width the nearer it is to the top or bottom edge.
const safeRect = () => {
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
const makeLabels = () => {
  const tags = [
    ['T ' + rounded(data.pinLines.top, OFFSET_DIGITS), 0, data.pinLines.top],
    ['B ' + rounded(data.pinLines.bottom, OFFSET_DIGITS), 0, data.pinLines.bottom - OVERLAY_LABEL],
    ['visible area', W, data.viewport.bottom - OVERLAY_LABEL],
  ];
  const elements = data.elements;
  const nodes = tags.map((t) => div('inspect-label tag', t[0]));
  for (const e of elements) nodes.push(div('inspect-label', e.id));
  for (const node of nodes) {
    node.style.height = node.style.lineHeight = OVERLAY_LABEL + 'px';
    overlay.append(node);
  }
  // Measured once: a label's width depends only on its text.
  const widths = Float64Array.from(nodes, (node) => node.offsetWidth);
  const n = elements.length;
  const ranges = [];
  const roles = Int32Array.from(elements, roleOf);
  elements.forEach((e, k) => {
    const reach = momentReach(roles[k]);
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
    nodes, widths, tags: tags.length, rank, safe: safeRect(), roles,
    forms: elements.map((e) => e.form || null),
    y: elements.map((e) => cursorOn(e.y)),
    h: elements.map((e) => cursorOn(e.h)),
    index: buildIndex(ranges, LOWEST, HIGHEST, BUCKET, WIDE),
    seen: new Int32Array(n), stamp: 0,
    visible: new Int32Array(n), count: 0, // the elements on screen at this step, by rank
    placed: new Int32Array(n), // the step at which each element's label was placed
    boxes: new Float64Array(4 * nodes.length), placedCount: 0, // the labels placed
    shown: new Uint8Array(n), shownList: new Int32Array(n), shownCount: 0,
    lx: new Float64Array(nodes.length).fill(NaN), ly: new Float64Array(nodes.length).fill(NaN),
  };
  for (let t = 0; t < tags.length; t++) {
    const [, x, y] = tags[t];
    nodes[t].hidden = !place(labels, t, x - (x > 0 ? widths[t] : 0), y);
  }
  for (let k = 0; k < n; k++) nodes[tags.length + k].hidden = true;
  labels.fixed = labels.placedCount;
  return labels;
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
    left = Math.min(Math.max(left, inset), W - inset - w);
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
const placeLabels = (o) => {
  const labels = inspector.labels;
  const { index, visible, tags, safe, shown, shownList } = labels;
  const stamp = ++labels.stamp;
  labels.count = 0;
  const bucket = indexBucket(index, o);
  for (let e = index.starts[bucket]; e < index.starts[bucket + 1]; e++) {
    visit(labels, index.entries[e], o);
  }
  for (let w = 0; w < index.wide.length; w++) visit(labels, index.wide[w], o);
  labels.placedCount = labels.fixed;
  for (let s = 0; s < labels.count; s++) {
    const k = visible[s];
    const e = data.elements[k];
    const y = momentTop(labels.roles[k], labels.forms[k], labels.y[k], o);
    const top = Math.max(0, y);
    const bottom = Math.min(H, y + momentHeight(labels.roles[k], labels.h[k], o));
    // An element seen only under the status bar or the home indicator keeps no label.
    if (bottom <= safe.top || top >= safe.bottom) continue;
    // On the element's top edge, outside it, where it covers none of its text.
    const x = e.x + e.w - labels.widths[tags + k];
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

const show = () => {
  const id = inspector.id;
  const o = motion.offset;
  const frame = id === null ? null : frameOf(id, o);
  const rows = [];
  if (frame) {
    rows.push(['x', frame.x], ['y', frame.y], ['width', frame.w], ['height', frame.h]);
    for (const effect of frame.effects || []) {
      const name = effect.part === 'self' ? effect.property : effect.part + ' ' + effect.property;
      rows.push([name, effectValue(effect, o)]);
    }
  }
  const text = (id === null ? '' : id) + rows.map((r) => r[0] + shown(r[1])).join();
  if (text === inspector.text) return;
  inspector.text = text;
  highlight(id);
  // The prompt says hover or tap by the input, as the other hints do.
  prompt.hidden = Boolean(frame);
  heading.hidden = !frame;
  heading.textContent = frame ? id + ' at offset ' + rounded(o, INSPECTOR_DIGITS) : '';
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

const setInspecting = (on) => {
  inspector.on = on;
  screen.classList.toggle('inspecting', on);
  overlay.hidden = !on;
  panel.hidden = !on;
  button.setAttribute('aria-pressed', String(on));
  if (on) {
    if (!inspector.labels) inspector.labels = makeLabels();
    placeLabels(motion.offset);
    show();
  } else {
    // Nothing stays outlined once the inspector is off.
    inspector.text = '';
    highlight(null);
  }
};

// Shows the frame of the element `id` in the inspector, turning it on; true
// when there is such an element.
export const inspect = (id) => {
  inspector.id = id === null || id === undefined ? null : String(id);
  if (!inspector.on) setInspecting(true);
  else show();
  return inspector.id !== null && frameOf(inspector.id, motion.offset) !== null;
};

export const listenToInspector = () => {
  button.addEventListener('click', () => setInspecting(!inspector.on));
  document.addEventListener('keydown', (ev) => {
    if (ev.key !== 'i' || ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
    const target = ev.target;
    if (target.closest && target.closest('input, textarea, select, [contenteditable]')) return;
    setInspecting(!inspector.on);
  });
  // A finger has no hover: a tap, which starts with pointerdown and may
  // never move, picks the element too.
  const pick = (ev) => {
    if (!inspector.on) return;
    const node = ev.target.closest && ev.target.closest('[data-id]');
    if (node && node.dataset.id !== inspector.id) {
      inspector.id = node.dataset.id;
      show();
    }
  };
  screen.addEventListener('pointermove', pick);
  screen.addEventListener('pointerdown', pick);
  onStep((o) => {
    if (inspector.on) placeLabels(o);
  });
  onPanel(() => {
    if (inspector.on) show();
  });
};
