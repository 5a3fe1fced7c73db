// The inspector outlines and names every element in the DOM (site.css, on
// `.inspecting`), draws the screen's lines once, and shows the frame of the
// hovered element from the tracks: rows from their list's geometry.
import { trackValue } from './track.js';
import { rowTop, parseRowID } from './rows.js';
import { rounded, INSPECTOR_DIGITS, OFFSET_DIGITS } from './numbers.js';
import { data, H, screen, div } from './page.js';
import { scene } from './scene.js';
import { rowHeight } from './lists.js';
import { motion, onPanel } from './motion.js';
import { highlight } from './plot.js';

const OVERLAY_LABEL = 14; // height of a label of the inspector's lines

const button = document.getElementById('inspect');
const panel = document.getElementById('inspector');
const heading = document.getElementById('inspected');
const list = document.getElementById('inspected-frame');

// What the inspector shows now, in one record.
const inspector = { on: false, id: null, text: '', pins: new Map() };

const elementsById = new Map(data.elements.map((e) => [e.id, e]));

// The y track of each pinned row of a list, by row, made when first asked.
const pinsOf = (l) => {
  let pins = inspector.pins.get(l);
  if (!pins) {
    pins = new Map(l.e.rows.pins.map((p) => [p.index, p.y]));
    inspector.pins.set(l, pins);
  }
  return pins;
};

// The frame of the element or row `id` at offset o, or null.
const frameOf = (id, o) => {
  const e = elementsById.get(id);
  if (e) return { x: e.x, y: trackValue(e.y, o), w: e.w, h: trackValue(e.h, o), effects: e.effects };
  const row = parseRowID(id);
  const l = row && scene.listOf.get(row.list);
  if (!l || row.index >= l.count) return null;
  const pin = pinsOf(l).get(row.index);
  const y = pin ? trackValue(pin, o) : trackValue(l.origin, o) + rowTop(l.starts, l.cycle, row.index);
  return { x: l.x, y, w: l.e.w, h: rowHeight(l, row.index), effects: undefined };
};

const overlay = div('inspect-overlay');
overlay.setAttribute('aria-hidden', 'true');
overlay.hidden = true;
const band = (cls, top, height, text) => {
  const node = div(cls, text);
  node.style.top = top + 'px';
  node.style.height = height + 'px';
  overlay.append(node);
};
band('safe', 0, data.safeTop);
band('safe', H - data.safeBottom, data.safeBottom);
band('visible', data.viewport.top, data.viewport.bottom - data.viewport.top, 'visible area');
band('pin-line', data.pinLines.top, 0, 'T ' + rounded(data.pinLines.top, OFFSET_DIGITS));
// B's label sits above its line, which is often the screen's bottom edge.
band(
  'pin-line bottom', data.pinLines.bottom - OVERLAY_LABEL, OVERLAY_LABEL,
  'B ' + rounded(data.pinLines.bottom, OFFSET_DIGITS),
);
screen.append(overlay);

const show = () => {
  const id = inspector.id;
  const o = motion.offset;
  const frame = id === null ? null : frameOf(id, o);
  const rows = [];
  if (frame) {
    rows.push(['x', frame.x], ['y', frame.y], ['width', frame.w], ['height', frame.h]);
    for (const effect of frame.effects || []) {
      const name = effect.part === 'self' ? effect.property : effect.part + ' ' + effect.property;
      rows.push([name, trackValue(effect.v, o)]);
    }
  }
  const text = (id === null ? '' : id) + rows.map((r) => r[0] + rounded(r[1], INSPECTOR_DIGITS)).join();
  if (text === inspector.text) return;
  inspector.text = text;
  highlight(id);
  heading.textContent = frame
    ? id + ' at offset ' + rounded(o, INSPECTOR_DIGITS)
    : 'Hover an element on the screen.';
  list.replaceChildren();
  for (const [term, value] of rows) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.dataset.field = term;
    dd.textContent = String(rounded(value, INSPECTOR_DIGITS));
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
  screen.addEventListener('pointermove', (ev) => {
    if (!inspector.on) return;
    const node = ev.target.closest && ev.target.closest('[data-id]');
    if (node && node.dataset.id !== inspector.id) {
      inspector.id = node.dataset.id;
      show();
    }
  });
  onPanel(() => {
    if (inspector.on) show();
  });
};
