// A list's rows: a window of them in the DOM, in nodes reused by row number
// modulo the window's capacity, refilled a chunk at a time. Pinned rows take
// a node from a shared pool only while they are on screen, so that the DOM
// does not grow with the number of pins.
import { pieceAt, pieceValue } from './track.js';
import { rowStarts, rowTop, firstRowBelow } from './kernel/rowGeometry.js';
import { rowID } from './kernel/rowID.js';
import { labeller } from './kernel/rowLabel.js';
import { div } from './context.js';
import { INK_CLASSES } from './elements.js';
import { shownTop, FORM } from './hiding-state.js';
import { translation } from './transforms.js';

// Screen points beyond either edge that count as on screen.
export const MARGIN = 64;
// Rows added beyond need on each side, in points: a refill every `chunk`
// points of scrolling, and few rows to dress after a jump.
const chunkOf = (H) => Math.max(128, H / 4);
const ROW_LIMIT = 2000; // rows per list in the DOM, whatever their heights
// Positions inside a holder stay within this distance of its base: browsers
// compose transforms in single precision, exact to 1/100 point here.
export const REBASE = 100000;

// A node that shows a row, and what it shows: the row (-1 for none), its
// height and colour as written.
const slot = (node) => ({ node, row: -1, h: NaN, color: undefined });

// The holder of the pinned rows' nodes of one mount, and the nodes no pin
// uses now, in one record.
export const pinsOf = (ctx) => ({ holder: div('pins'), free: [], Z: ctx.Z });

// The list of element e, whose sticky form `hiding` places (hiding-state.js).
export const makeList = (ctx, hiding, e) => {
  const { H, Z } = ctx;
  const r = e.rows;
  const geometry = rowStarts(r.heights);
  let smallest = Infinity;
  for (const h of r.heights) if (h > 0) smallest = Math.min(smallest, h);
  // Rows of no height take no room on screen but still a place in the window.
  if (smallest === Infinity) smallest = 1;
  const chunk = chunkOf(H);
  const span = H + 2 * MARGIN + 2 * chunk;
  // A multiple of the pattern and of 2, so that the node of a slot always
  // shows rows of the same height and colour, and a jump rewrites neither.
  const period = r.heights.length % 2 === 0 ? r.heights.length : 2 * r.heights.length;
  const rows = Math.ceil((Math.ceil(span / smallest) + 2) / period) * period;
  const holder = div('rows');
  holder.style.zIndex = Z[e.z];
  return {
    e, holder, x: e.x, count: r.count, heights: r.heights, starts: geometry.starts,
    cycle: geometry.cycle, label: labeller(r.label), color: r.color, alt: r.altColor || r.color,
    ink: r.ink, altInk: r.altColor ? r.altInk : r.ink,
    // A list that rides a sticky element (its closed `form` shipped) follows
    // the moment's pin lines, never the content layer.
    origin: e.y, originIndex: 0, form: e.form || null, hiding, H, chunk,
    moving: e.ride === 'content' && !e.form ? e.c : NaN,
    capacity: Math.min(ROW_LIMIT, r.count, rows),
    slots: [], a: 0, b: 0, coverTop: NaN, coverBottom: NaN, rowBase: 0, holderY: NaN,
    pinned: new Set(r.pins.map((p) => p.index)),
  };
};

export const rowHeight = (list, i) => list.heights[i % list.heights.length];

const dressRow = (list, s, i, pinned) => {
  s.node.setAttribute('data-id', rowID(list.e.id, i));
  // The label's text node is reused rather than replaced.
  const label = list.label(i);
  if (s.node.firstChild) s.node.firstChild.data = label;
  else s.node.textContent = label;
  const height = rowHeight(list, i);
  if (height !== s.h) {
    s.h = height;
    s.node.style.height = height + 'px';
  }
  if (!pinned) {
    const odd = i % 2 === 1;
    const color = odd ? list.alt : list.color;
    if (color !== s.color) {
      s.color = color;
      s.node.style.background = color || '';
      s.node.classList.remove('ink-light', 'ink-dark');
      if (color) s.node.classList.add(INK_CLASSES[odd ? list.altInk : list.ink]);
    }
  }
  s.row = i;
};

// A node for pinned row `row` of `list`, from the pool or new.
export const takePinSlot = (pins, list, row) => {
  let s = pins.free.pop();
  if (!s) {
    s = slot(div('el t-row pinned'));
    pins.holder.append(s.node);
  }
  s.node.style.width = list.e.w + 'px';
  s.node.style.zIndex = Math.max(pins.Z[list.e.z], pins.Z[2]);
  dressRow(list, s, row, true);
  return s;
};
export const releasePinSlot = (pins, s) => {
  s.node.style.display = 'none';
  pins.free.push(s);
};

// Puts rows [a, b) of `list` in the DOM, covering at least [top, bottom]
// (points from the list's top) when the rows reach that far, and `chunk`
// points more on either side.
const refill = (list, top, bottom, chunk) => {
  const { starts, heights, cycle, count, capacity, slots } = list;
  const a = firstRowBelow(starts, heights, cycle, count, top - chunk);
  let b = a;
  const limit = bottom + chunk;
  while (b < count && b - a < capacity && rowTop(starts, cycle, b) < limit) b++;
  const first = rowTop(starts, cycle, a);
  const rebase = Math.abs(first - list.rowBase) > REBASE;
  if (rebase) {
    list.rowBase = first;
    list.holderY = NaN;
  }
  // Rows that leave, unless a row that comes takes their node.
  const taken = a % capacity;
  for (let i = list.a; i < list.b; i++) {
    if (i >= a && i < b) continue;
    const k = i % capacity;
    const s = slots[k];
    if (s && s.row === i && (k - taken + capacity) % capacity >= b - a) {
      s.row = -1;
      s.node.style.display = 'none';
    }
  }
  for (let i = a; i < b; i++) {
    const k = i % capacity;
    let s = slots[k];
    if (!s) {
      s = slot(div('el t-row'));
      s.node.style.width = list.e.w + 'px';
      s.node.style.display = 'none';
      slots[k] = s;
      list.holder.append(s.node);
    }
    if (list.pinned.has(i)) {
      if (s.row !== -1) s.node.style.display = 'none';
      s.row = -1;
      continue;
    }
    if (s.row !== i) {
      if (s.row === -1) s.node.style.display = '';
      dressRow(list, s, i, false);
      s.node.style.transform = translation(list.x, rowTop(starts, cycle, i) - list.rowBase);
    } else if (rebase) {
      s.node.style.transform = translation(list.x, rowTop(starts, cycle, i) - list.rowBase);
    }
  }
  list.a = a;
  list.b = b;
  list.coverTop = a === 0 ? -Infinity : first;
  list.coverBottom = b === count ? Infinity : rowTop(starts, cycle, b);
};

// The holder's translation for a list whose top is at y0 on screen, or that
// rides in the content layer based at `layerBase`.
const holderOffset = (list, y0, layerBase) =>
  Number.isNaN(list.moving) ? y0 + list.rowBase : list.moving + list.rowBase - layerBase;

// The screen y of the list's top at offset o.
export const listTop = (list, o) => {
  if (list.form) return shownTop(list.hiding, FORM, list.form, null, o);
  if (!Number.isNaN(list.moving)) return list.moving - o;
  list.originIndex = pieceAt(list.origin, list.originIndex, o);
  return pieceValue(list.origin, list.originIndex, o);
};

export const placeList = (list, o, layerBase) => {
  const y0 = listTop(list, o);
  const top = -MARGIN - y0;
  const bottom = list.H + MARGIN - y0;
  if (!(top >= list.coverTop && bottom <= list.coverBottom)) {
    // After a jump, only what is on screen: the next step may jump again.
    const scrolling = bottom > list.coverTop && top < list.coverBottom;
    refill(list, top, bottom, scrolling ? list.chunk : 0);
  }
  const holderY = holderOffset(list, y0, layerBase);
  if (holderY !== list.holderY) {
    list.holderY = holderY;
    list.holder.style.transform = 'translate3d(0,' + holderY + 'px,0)';
  }
};
