// StickyPreview runtime: replays the element tracks that Swift computed and
// embedded in the page (#sticky-data), and scrolls like a phone. Positions only
// ever come from those tracks; the page never measures layout to place anything.
//
// The file reads top to bottom: pure functions (no DOM, no state), the named
// constants, the one state object, the screen built from the data, the step
// that places it, then input and controls.
//
// A step costs about what native scrolling costs. Content whose track is
// `c - o` everywhere sits in one layer that one transform moves. List rows
// live in that layer too and are refilled a chunk at a time. Only the other
// elements (header, sticky blocks, pinned rows: "movers") are written per
// step, and only those that can be on screen, found through an index of the
// offset ranges in which each one is visible.
(() => {
  'use strict';

  // ======== Pure functions

  // A track is the flat list [start, value, slope, ...]; piece 0 also applies
  // before its start. pieceAt searches from piece i (the one used last time),
  // so that a scroll step costs O(1) and a jump the pieces it crosses.
  const pieceAt = (p, i, o) => {
    const n = p.length / 3;
    while (i + 1 < n && o >= p[(i + 1) * 3]) i++;
    while (i > 0 && o < p[i * 3]) i--;
    return i;
  };
  const pieceValue = (p, i, o) => {
    const b = i * 3;
    return p[b + 2] === 0 ? p[b + 1] : p[b + 1] + p[b + 2] * (o - p[b]);
  };
  const trackValue = (p, o) => pieceValue(p, pieceAt(p, 0, o), o);

  // Tracks are written rounded to 1/10,000 of a point, so the pieces of one
  // line can disagree by that much.
  const SAME = 1e-3;

  // c when the track is `c - o` at every offset (content that moves with the
  // scroll), else NaN.
  const movingIntercept = (p) => {
    const c = p[1] + p[0];
    for (let b = 0; b < p.length; b += 3) {
      if (p[b + 2] !== -1 || Math.abs(p[b + 1] + p[b] - c) > SAME) return NaN;
    }
    return c;
  };
  const isConstant = (p) => {
    for (let b = 0; b < p.length; b += 3) {
      if (p[b + 2] !== 0 || Math.abs(p[b + 1] - p[1]) > SAME) return false;
    }
    return true;
  };

  // The offset ranges within [lo, hi] in which a box with top y(o) and height
  // h(o) reaches into the band (top, bottom) of screen coordinates, as a flat
  // list [a0, b0, a1, b1, ...] of closed ranges in increasing order. Both
  // tracks are linear between their joint breakpoints, so each piece gives at
  // most one range.
  const visibleRanges = (yp, hp, lo, hi, top, bottom) => {
    const cuts = [lo, hi];
    for (const p of [yp, hp]) {
      for (let b = 3; b < p.length; b += 3) if (p[b] > lo && p[b] < hi) cuts.push(p[b]);
    }
    cuts.sort((a, b) => a - b);
    const ranges = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const s = cuts[k];
      const e = cuts[k + 1];
      if (e <= s) continue;
      // Both ends from the piece that starts at s, which holds up to e.
      const yi = pieceAt(yp, 0, s);
      const hi = pieceAt(hp, 0, s);
      const ys = pieceValue(yp, yi, s);
      const ye = pieceValue(yp, yi, e);
      const es = ys + pieceValue(hp, hi, s);
      const ee = ye + pieceValue(hp, hi, e);
      let a = 0;
      let z = 1;
      // Where a linear f from fs to fe is below `limit` (sign 1) or above it (-1).
      const clip = (fs, fe, limit, sign) => {
        const ds = sign * (limit - fs);
        const de = sign * (limit - fe);
        if (ds <= 0 && de <= 0) {
          a = 1;
          z = 0;
        } else if (ds <= 0) {
          a = Math.max(a, ds / (ds - de));
        } else if (de <= 0) {
          z = Math.min(z, ds / (ds - de));
        }
      };
      clip(ys, ye, bottom, 1);
      clip(es, ee, top, -1);
      if (a > z) continue;
      const from = s + (e - s) * a;
      const to = s + (e - s) * z;
      const last = ranges.length - 1;
      if (last > 0 && from <= ranges[last] + SAME) ranges[last] = to;
      else ranges.push(from, to);
    }
    return ranges;
  };

  // An index for "which ranges hold offset o": ranges (flat [a, b, owner, ...])
  // go into equal buckets over [lo, hi]; the few that span more than `wide`
  // buckets go into a list that every query checks instead.
  const buildIndex = (ranges, lo, hi, bucketWidth, wide) => {
    const count = Math.max(1, Math.ceil((hi - lo) / bucketWidth));
    const bucket = (o) => Math.min(count - 1, Math.max(0, Math.floor((o - lo) / bucketWidth)));
    const sizes = new Int32Array(count + 1);
    const wideRanges = [];
    for (let r = 0; r < ranges.length; r += 3) {
      const first = bucket(ranges[r]);
      const last = bucket(ranges[r + 1]);
      if (last - first >= wide) wideRanges.push(r);
      else for (let k = first; k <= last; k++) sizes[k + 1]++;
    }
    for (let k = 0; k < count; k++) sizes[k + 1] += sizes[k];
    const entries = new Int32Array(sizes[count]);
    const fill = sizes.slice(0, count);
    for (let r = 0; r < ranges.length; r += 3) {
      const first = bucket(ranges[r]);
      const last = bucket(ranges[r + 1]);
      if (last - first < wide) for (let k = first; k <= last; k++) entries[fill[k]++] = r;
    }
    return { ranges, lo, bucketWidth, count, starts: sizes, entries, wide: Int32Array.from(wideRanges) };
  };
  const indexBucket = (index, o) =>
    Math.min(index.count - 1, Math.max(0, Math.floor((o - index.lo) / index.bucketWidth)));

  // Rubber band past an end, the resistance UIKit is known for: an input
  // distance x moves the content band(x, d), where d is the screen height.
  const BAND = 0.55;
  const band = (x, d) => (1 - 1 / ((x * BAND) / d + 1)) * d;
  const unband = (y, d) => (y >= d ? Number.MAX_VALUE : (y * d) / ((d - y) * BAND));

  // A critically damped spring with stiffness w (per ms): its displacement and
  // velocity s ms after leaving x0 with velocity v0.
  const springPosition = (x0, v0, w, s) => (x0 + (v0 + w * x0) * s) * Math.exp(-w * s);
  const springVelocity = (x0, v0, w, s) => (v0 - (v0 + w * x0) * w * s) * Math.exp(-w * s);

  // Momentum that decays by `rate` per ms: where it is and how fast, s ms
  // after leaving `from` with velocity v.
  const momentumPosition = (from, v, rate, s) => from + (v * (rate ** s - 1)) / Math.log(rate);
  const momentumVelocity = (v, rate, s) => v * rate ** s;

  // A glide from one offset to another, easing out (cubic) over `duration` ms.
  const glidePosition = (from, to, s, duration) => {
    const t = Math.min(1, Math.max(0, s / duration));
    return from + (to - from) * (1 - (1 - t) ** 3);
  };

  // Row geometry. A list's rows repeat the pattern `heights`; starts[k] is the
  // top of pattern row k within the pattern, cycle the pattern's height.
  const rowStarts = (heights) => {
    const starts = [];
    let sum = 0;
    for (const h of heights) {
      starts.push(sum);
      sum += h;
    }
    return { starts, cycle: sum };
  };
  const rowTop = (starts, cycle, i) => {
    const m = starts.length;
    const q = Math.floor(i / m);
    return q * cycle + starts[i - q * m];
  };
  // The first row whose bottom is below y (relative to the list's top).
  const firstRowBelow = (starts, heights, cycle, count, y) => {
    if (y <= 0) return 0;
    if (cycle <= 0) return count;
    const m = starts.length;
    const q = Math.floor(y / cycle);
    const start = q * cycle;
    let k = 0;
    while (k < m && start + starts[k] + heights[k] <= y) k++;
    return Math.min(count, q * m + k);
  };
  // A row's label from its template ({i} 0-based, {n} 1-based), split once so
  // that labelling a row is only concatenation.
  const labeller = (template) => {
    const parts = template.split(/(\{i\}|\{n\})/);
    return (i) => {
      let label = '';
      for (let k = 0; k < parts.length; k++) {
        const part = parts[k];
        label += part === '{i}' ? i : part === '{n}' ? i + 1 : part;
      }
      return label;
    };
  };

  // The row that covers y (relative to the list's top), or -1.
  const rowAt = (starts, heights, cycle, count, y) => {
    if (y < 0) return -1;
    const i = firstRowBelow(starts, heights, cycle, count, y);
    return i < count && rowTop(starts, cycle, i) <= y ? i : -1;
  };

  // Of the owners of the index's ranges that hold offset o and for which
  // covers(owner, o) is true, the one of highest rank (painted last), or -1.
  const topOwner = (index, o, rank, covers) => {
    const ranges = index.ranges;
    let best = -1;
    const bucket = indexBucket(index, o);
    // The bucket's entries, then the wide ranges, in one loop (no closure per step).
    const end = index.starts[bucket + 1];
    for (let e = index.starts[bucket]; e < end + index.wide.length; e++) {
      const r = e < end ? index.entries[e] : index.wide[e - end];
      if (o < ranges[r] || o > ranges[r + 1]) continue;
      const k = ranges[r + 2];
      if ((best === -1 || rank[k] > rank[best]) && covers(k, o)) best = k;
    }
    return best;
  };

  // The scale that fits a frame into the room (never above 1), or `zoom` when
  // it is a number.
  const fitScale = (zoom, width, height, roomWidth, roomHeight) => {
    if (typeof zoom === 'number') return zoom;
    const scale = Math.min(1, roomWidth / width, roomHeight / height);
    return scale > 0 ? scale : 1;
  };

  // Effects (SPEC section 10). The largest |value| of track p over [lo, hi]:
  // a piecewise-linear function is largest at an end or at a breakpoint, on
  // either side of it, since a piece may start with a step.
  const trackReach = (p, lo, hi) => {
    let reach = Math.max(Math.abs(trackValue(p, lo)), Math.abs(trackValue(p, hi)));
    for (let b = 3; b < p.length; b += 3) {
      const o = p[b];
      if (o <= lo || o >= hi) continue;
      reach = Math.max(reach, Math.abs(p[b + 1]), Math.abs(pieceValue(p, b / 3 - 1, o)));
    }
    return reach;
  };
  // How far beyond its frame, above or below, a box of height h(o) can be
  // drawn over [lo, hi] when it is moved by ty and scaled by sc about its
  // centre (tracks or null).
  const effectReach = (ty, sc, h, lo, hi) => {
    const moved = ty ? trackReach(ty, lo, hi) : 0;
    const grown = sc ? Math.max(0, trackReach(sc, lo, hi) - 1) * trackReach(h, lo, hi) / 2 : 0;
    return moved + grown;
  };
  // The transform of a part moved to (x, y) and scaled by s about its centre
  // (the nodes keep the default transform-origin, their centre).
  const effectTransform = (x, y, s) =>
    'translate(' + x + 'px,' + y + 'px)' + (s === 1 ? '' : ' scale(' + s + ')');
  const blurFilter = (v) => (v > 0 ? 'blur(' + v + 'px)' : '');
  // What the panel calls the offset o of a screen that scrolls to max. Ends
  // reached by a glide or spring can miss them by the last bit.
  const phaseOf = (o, max) => {
    const near = 1e-6;
    if (o < -near) return 'pulled past the top';
    if (o > max + near) return 'pushed past the end';
    if (Math.abs(o) <= near) return 'at rest';
    return Math.abs(o - max) <= near ? 'at the end' : 'scrolled';
  };
  // The number typed in the offset field, or NaN when it is empty or not a number.
  const typedOffset = (text) => {
    const trimmed = String(text).trim();
    return trimmed === '' ? NaN : Number(trimmed);
  };

  // Numbers as `stickypreview frames` prints them (NumberFormat in Swift):
  // rounded to 1/10,000 of a point, halves away from zero, shortest form.
  const roundNumber = (v) => Math.sign(v) * (Math.round(Math.abs(v) * 1e4) / 1e4);
  const formatNumber = (v) => {
    if (!Number.isFinite(v)) return '0';
    const shown = roundNumber(v);
    return shown === 0 ? '0' : String(shown);
  };

  // The frames of every element at offset o, in the shape of
  // `stickypreview frames --format csv --offsets o`: the elements in the
  // page data's order (that of `frames`), each list followed by its rows.
  const framesCSV = (elements, offset) => {
    const o = roundNumber(offset);
    const prefix = formatNumber(o) + ',';
    const lines = ['offset,id,x,y,width,height'];
    const line = (id, x, y, w, h) =>
      lines.push(prefix + id + ',' + formatNumber(x) + ',' + formatNumber(y) + ',' +
        formatNumber(w) + ',' + formatNumber(h));
    for (const e of elements) {
      line(e.id, e.x, trackValue(e.y, o), e.w, trackValue(e.h, o));
      if (!e.rows) continue;
      const r = e.rows;
      const { starts, cycle } = rowStarts(r.heights);
      const pins = new Map(r.pins.map((p) => [p.index, p.y]));
      const origin = trackValue(e.y, o);
      for (let i = 0; i < r.count; i++) {
        const pin = pins.get(i);
        const y = pin ? trackValue(pin, o) : origin + rowTop(starts, cycle, i);
        line(e.id + '-' + i, e.x, y, e.w, r.heights[i % r.heights.length]);
      }
    }
    return lines.join('\n') + '\n';
  };

  // The offset named by a URL fragment `#offset=N`, or NaN when it names none.
  const fragmentOffset = (hash) => {
    const match = /^#offset=(.+)$/.exec(hash);
    return match && match[1].trim() !== '' ? Number(match[1]) : NaN;
  };

  // Whether a wheel movement dy at offset o, at rest, would only push past an
  // end the content already rests at (a glide may end a rounding error away):
  // such a wheel belongs to the host page.
  const EDGE = 1e-6;
  const pushesPastEnd = (o, max, dy) =>
    (dy < 0 && Math.abs(o) < EDGE) || (dy > 0 && Math.abs(o - max) < EDGE);

  // The embed's scale for a room of width x height: the device at 1:1 or
  // smaller, never larger (nor vanishing in a frame of no size); and the size
  // it asks its host for at that width.
  const SMALLEST_SCALE = 0.05;
  const embedScale = (frameWidth, frameHeight, width, height) =>
    Math.max(SMALLEST_SCALE, Math.min(1, width / frameWidth, height / frameHeight));
  const embedSize = (frameWidth, frameHeight, bar, width) => {
    const scale = embedScale(frameWidth, frameHeight, width, Infinity);
    return { width: Math.ceil(frameWidth * scale), height: Math.ceil(frameHeight * scale + bar) };
  };

  const math = Object.freeze({
    pieceAt, pieceValue, trackValue, movingIntercept, isConstant, visibleRanges, buildIndex,
    indexBucket, band, unband, springPosition, springVelocity, momentumPosition,
    momentumVelocity, glidePosition, rowStarts, rowTop, firstRowBelow, labeller, phaseOf,
    typedOffset, rowAt, topOwner, fitScale, trackReach, effectReach, effectTransform, blurFilter,
    formatNumber, framesCSV, fragmentOffset, pushesPastEnd, embedScale, embedSize,
  });

  // ======== Constants

  const data = JSON.parse(document.getElementById('sticky-data').textContent);
  const metrics = data.metrics;
  const W = data.width;
  const H = data.height;
  const MAX = data.maxOffset;
  const LOWEST = -data.overscroll;
  const HIGHEST = MAX + data.overscroll;
  const Z = metrics.z; // z-index of each stacking class: scroll, content, sticky, header, bars
  const MARGIN = 64; // screen points beyond either edge that count as on screen
  // Rows added beyond need on each side, in points: a refill every CHUNK
  // points of scrolling, and few rows to dress after a jump.
  const CHUNK = Math.max(128, H / 4);
  const ROW_LIMIT = 2000; // rows per list in the DOM, whatever their heights
  // Positions inside the content layer stay within this distance of its base:
  // browsers compose transforms in single precision, exact to 1/100 point here.
  const REBASE = 100000;
  const BUCKET = Math.max(64, H); // width of a bucket of the visibility index
  const WIDE = 16; // ranges over more buckets than this are checked at every step
  const DECAY = 0.998; // momentum kept per ms (UIKit's normal deceleration)
  const OMEGA = 0.011; // spring stiffness, per ms
  const SETTLED_POSITION = 0.05; // a spring this close to rest, and
  const SETTLED_VELOCITY = 0.01; // this slow (points per ms), has stopped
  const MAX_THROW = 8; // fastest drag velocity carried into momentum, points per ms
  const GLIDE_MS = 180;
  const WHEEL_IDLE_MS = 140; // no wheel event for this long ends a wheel gesture
  const DRAG_SAMPLE_MS = 100; // drag velocity is measured over the last 100 ms
  const LINE = 16; // points per wheel line (deltaMode 1)
  const ARROW_STEP = 40;
  const PAGE_OVERLAP = 60; // Page Down keeps this much of the last page in view
  const HEADING_LINE_HEIGHT = 28; // text with taller lines reads as a heading
  // The panel's readout and scrubber cost a layout and a paint per write, as
  // much as the step itself: written at most this often (ms) while scrolling.
  const CONTROLS_MS = 100;
  const OVERLAY_LABEL = 14; // height of a label of the inspector's lines

  // ======== State: everything that changes after the page is built

  const state = {
    offset: 0,
    anim: null, // the running spring, momentum or glide
    raf: 0,
    wheelDelta: 0,
    wheelActive: false,
    lastWheel: 0,
    drag: null,
    controlsDirty: true,
    controlsAt: -Infinity, // when the panel was last written
    scale: 1,
    layerBase: NaN, // the offset at which layer coordinates are screen coordinates
    layerY: NaN, // the layer's current translation
    stamp: 0, // counts steps, to mark the movers seen in this one
    shown: 0, // movers on screen: the first `shown` of `shownMovers`
    zoom: 'fit', // 'fit', or a scale chosen with the zoom buttons
    reduced: false, // prefers-reduced-motion: moves are instant, nothing springs
    statusInk: null, // the ink class on the status bar, and on the home indicator
    homeInk: null,
    fragment: '', // the #offset=N last written to the address
    fragmentAt: -Infinity, // when it was written
    fragmentTimer: 0, // a pending write of the last offset
    cursorX: NaN, // the plot cursor's x as last written
    inspecting: false,
    inspected: null, // the id whose frame the inspector shows
    inspectedText: '', // the frame as last written
  };

  // ======== The screen, built from the data

  const screen = document.querySelector('[data-screen]');
  const device = document.getElementById('device');
  const stage = document.getElementById('stage');
  const div = (cls, text) => {
    const node = document.createElement('div');
    node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  // Each color arrives with its ink ("light" or "dark"), chosen in Swift.
  const paint = (node, color, ink) => {
    if (!color) return;
    node.style.background = color;
    node.classList.add('ink-' + ink);
  };
  // A part of an element that effects can drive has a node of its own.
  const part = (node, name) => {
    node.dataset.part = name;
    return node;
  };
  const image = (node, src) => {
    if (!src) return;
    const img = document.createElement('img');
    img.className = 'cover';
    part(img, 'image');
    img.alt = '';
    img.decoding = 'async';
    img.draggable = false;
    img.src = src;
    node.append(img);
  };
  const translate = (node, x, y) => {
    node.style.transform = 'translate(' + x + 'px,' + y + 'px)';
  };

  function build(e) {
    const node = div('el t-' + e.type);
    node.dataset.id = e.id;
    node.style.width = e.w + 'px';
    node.style.zIndex = Z[e.z];
    switch (e.type) {
      case 'bar':
        node.classList.add(e.edge);
        if (e.translucent) node.classList.add('glass');
        paint(node, e.color, e.ink);
        if (e.label) node.append(part(div('label', e.label), 'text'));
        break;
      case 'scroll':
      case 'stack':
        paint(node, e.color, e.ink);
        break;
      case 'header': {
        paint(node, e.color, e.ink);
        image(node, e.image);
        if (e.title || e.subtitle) {
          const titles = part(div('titles'), 'text');
          // Centred in what the status bar leaves of the header.
          if (e.titleInset) node.style.paddingTop = e.titleInset + 'px';
          if (e.title) titles.append(div('title', e.title));
          if (e.subtitle) titles.append(div('subtitle', e.subtitle));
          node.append(titles);
        }
        break;
      }
      case 'box':
        if (e.x > 0) node.classList.add('card'); // inset boxes read as cards
        paint(node, e.color, e.ink);
        image(node, e.image);
        if (e.label || e.detail) {
          const texts = part(div('texts'), 'text');
          if (e.label) texts.append(div('label', e.label));
          if (e.detail) texts.append(div('detail', e.detail));
          node.append(texts);
        }
        break;
      case 'text': {
        const body = part(div('body', e.text), 'text');
        body.style.lineHeight = e.lineHeight + 'px';
        // Taller lines read as headings: the font grows with the line height.
        if (e.lineHeight >= HEADING_LINE_HEIGHT) {
          body.style.fontSize = Math.round(e.lineHeight / 1.25) + 'px';
          body.style.fontWeight = '700';
        }
        body.style.webkitLineClamp = String(Math.max(1, e.textLines));
        node.append(body);
        // The lines the text leaves empty, as the drawings show them.
        const bar = metrics.textBar;
        for (let line = e.textLines; line < e.shownLines; line++) {
          const last = line === e.shownLines - 1 && e.shownLines > 1;
          const placeholder = div('line-bar');
          placeholder.style.top = (line + bar.top) * e.lineHeight + 'px';
          placeholder.style.height = bar.height * e.lineHeight + 'px';
          placeholder.style.width = (last ? bar.lastWidth : bar.width) * 100 + '%';
          node.append(placeholder);
        }
        break;
      }
      case 'button':
        paint(node, e.color, e.ink);
        node.append(part(div('label', e.label), 'text'));
        break;
      default:
        break;
    }
    return node;
  }

  // The content layer: one transform moves everything in it.
  const layer = div('layer');
  layer.style.zIndex = Z[1];
  // Elements in the layer, placed at `c - layerBase` (rewritten on a rebase).
  const layered = [];
  // Elements written at every step while visible: header, sticky blocks, pins.
  const movers = [];

  // A pinned row (`list` set) takes a node only while it is on screen, so that
  // the DOM does not grow with the number of pins.
  const mover = (node, x, y, h, fixedHeight, list = null, row = -1) => ({
    node, x, y, h, fixedHeight, list, row, yi: 0, hi: 0, ly: NaN, lh: NaN, seen: 0, shown: false,
    c: NaN, self: null, parts: NO_PARTS, reach: 0,
  });
  const NO_PARTS = [];

  // The effects of one part of an element: a channel for each transform
  // property (or null) and the transform it wrote last, and the channels of
  // the properties that are styles of their own. `moves` when the node's
  // transform is the part's to write: always for the element's own node,
  // which carries its position too.
  const effectPart = (node, self) => ({
    node, moves: self, sc: null, tx: null, ty: null, ls: NaN, lx: NaN, ly: NaN, styles: [],
  });
  // A track with the piece it used last, the value it gave last, and for a
  // style property how to write it.
  const channel = (p, write = null) => ({ p, i: 0, last: NaN, write });
  const STYLE_WRITERS = {
    opacity: (style, v) => {
      style.opacity = String(v);
    },
    blur: (style, v) => {
      style.filter = blurFilter(v);
    },
  };
  const channelValue = (c, o) => {
    c.i = pieceAt(c.p, c.i, o);
    return pieceValue(c.p, c.i, o);
  };
  const TRANSFORM_CHANNEL = { scale: 'sc', translateX: 'tx', translateY: 'ty' };

  // Gives mover m the effects of element e: its own node's (with its position)
  // and one record per other part that has a node.
  function addEffects(m, e) {
    const parts = [];
    for (const fx of e.effects) {
      const self = fx.part === 'self';
      const node = self ? m.node : m.node.querySelector(':scope > [data-part="' + fx.part + '"]');
      if (!node) continue; // no image or no text: nothing to drive
      let p = self ? m.self : parts.find((q) => q.node === node);
      if (!p) {
        p = effectPart(node, self);
        if (self) m.self = p;
        else parts.push(p);
      }
      const write = STYLE_WRITERS[fx.property];
      if (write) {
        p.styles.push(channel(fx.v, write));
      } else {
        p[TRANSFORM_CHANNEL[fx.property]] = channel(fx.v);
        p.moves = true;
      }
    }
    if (parts.length) m.parts = parts;
    const own = m.self;
    if (own) m.reach = effectReach(own.ty && own.ty.p, own.sc && own.sc.p, m.h, LOWEST, HIGHEST);
  }
  const pinPool = [];

  // A list's rows: a window of them in the DOM, in nodes reused by row number
  // modulo the window's capacity, refilled a chunk at a time. Pinned rows are
  // movers of their own.
  function makeList(e, holder) {
    const r = e.rows;
    const geometry = rowStarts(r.heights);
    let smallest = Infinity;
    for (const h of r.heights) if (h > 0) smallest = Math.min(smallest, h);
    // Rows of no height take no room on screen but still a place in the window.
    if (smallest === Infinity) smallest = 1;
    const span = H + 2 * MARGIN + 2 * CHUNK;
    // A multiple of the pattern and of 2, so that the node of a slot always
    // shows rows of the same height and colour, and a jump rewrites neither.
    const period = r.heights.length % 2 === 0 ? r.heights.length : 2 * r.heights.length;
    const rows = Math.ceil((Math.ceil(span / smallest) + 2) / period) * period;
    const list = {
      e, holder, x: e.x, count: r.count, heights: r.heights, starts: geometry.starts,
      cycle: geometry.cycle, label: labeller(r.label), color: r.color, alt: r.altColor || r.color,
      ink: r.ink, altInk: r.altColor ? r.altInk : r.ink,
      origin: e.y, originIndex: 0, moving: movingIntercept(e.y),
      capacity: Math.min(ROW_LIMIT, r.count, rows),
      nodes: [], a: 0, b: 0, coverTop: NaN, coverBottom: NaN, rowBase: 0, holderY: NaN,
      pinned: new Set(r.pins.map((p) => p.index)),
    };
    holder.style.zIndex = Z[e.z];
    for (const p of r.pins) {
      const height = list.heights[p.index % list.heights.length];
      movers.push(mover(null, e.x, p.y, [0, height, 0], true, list, p.index));
    }
    return list;
  }

  function takePinNode(m) {
    let node = pinPool.pop();
    if (!node) {
      node = div('el t-row pinned');
      pinsHolder.append(node);
    }
    node.style.width = m.list.e.w + 'px';
    node.style.zIndex = Math.max(Z[m.list.e.z], Z[2]);
    dressRow(m.list, node, m.row, true);
    m.node = node;
    m.ly = NaN;
  }

  function hideMover(m) {
    m.shown = false;
    m.node.style.display = 'none';
    if (m.list) {
      pinPool.push(m.node);
      m.node = null;
    }
  }

  function dressRow(list, node, i, pinned) {
    node.setAttribute('data-id', list.e.id + '-' + i);
    // The label's text node is reused rather than replaced.
    const label = list.label(i);
    if (node.firstChild) node.firstChild.data = label;
    else node.textContent = label;
    const height = list.heights[i % list.heights.length];
    if (height !== node.h) {
      node.h = height;
      node.style.height = height + 'px';
    }
    if (!pinned) {
      const color = i % 2 ? list.alt : list.color;
      if (color !== node.color) {
        node.color = color;
        node.style.background = color || '';
        node.classList.remove('ink-light', 'ink-dark');
        if (color) node.classList.add('ink-' + (i % 2 ? list.altInk : list.ink));
      }
    }
    node.row = i;
  }

  screen.style.width = W + 'px';
  screen.style.height = H + 'px';
  if (data.background) screen.style.background = data.background;
  const classic = data.frame === 'classic';
  const android = data.frame === 'android';
  if (data.frame !== 'modern') device.classList.add(data.frame);

  const lists = [];
  const pinsHolder = div('pins');
  const fragment = document.createDocumentFragment();
  fragment.append(layer);
  for (const e of data.elements) {
    const node = build(e);
    const c = movingIntercept(e.y);
    const fixed = isConstant(e.h);
    if (e.effects) {
      // Effects change at every step, so the element is a mover; one that
      // moves with the content stays in its layer, to stack as it would.
      const m = mover(node, e.x, e.y, e.h, fixed);
      addEffects(m, e);
      if (!Number.isNaN(c) && fixed && e.z <= 1) {
        m.c = c;
        layer.append(node);
      } else {
        fragment.append(node);
      }
      movers.push(m);
    } else if (!Number.isNaN(c) && fixed && e.z <= 1) {
      node.style.height = e.h[1] + 'px';
      layered.push({ node, x: e.x, c });
      layer.append(node);
    } else if (isConstant(e.y) && fixed) {
      node.style.height = e.h[1] + 'px';
      translate(node, e.x, e.y[1]);
      fragment.append(node);
    } else {
      movers.push(mover(node, e.x, e.y, e.h, fixed));
      fragment.append(node);
    }
    if (e.rows) {
      const holder = div('rows');
      const list = makeList(e, holder);
      lists.push(list);
      if (Number.isNaN(list.moving)) fragment.append(holder);
      else layer.append(holder);
    }
  }
  fragment.append(pinsHolder);
  for (const m of movers) {
    if (m.list) continue;
    m.node.style.display = 'none';
    if (m.fixedHeight) m.node.style.height = m.h[1] + 'px';
  }
  // Status bar and home indicator, black or white by what is under them
  // (`placeInks`).
  const decor = div('decor');
  decor.setAttribute('aria-hidden', 'true');
  let status = null;
  let home = null;
  const statusHeight = Math.min(data.safeTop, metrics.statusBarMaxHeight);
  if (data.safeTop > 0) {
    status = div('status');
    status.style.height = statusHeight + 'px';
    const icons = div('icons');
    if (android) icons.append(div('signal'));
    icons.append(div('battery'));
    status.append(div('time', android ? '12:00' : '9:41'), icons);
    decor.append(status);
    if (android) decor.append(div('punch-hole'));
    else if (!classic && data.safeTop >= metrics.islandMinSafeTop) decor.append(div('island'));
  }
  if (data.safeBottom > 0) {
    home = div('home-indicator');
    decor.append(home);
  }
  fragment.append(decor);
  screen.append(fragment);

  // The visibility index of the movers.
  const moverRanges = [];
  movers.forEach((m, k) => {
    const ranges = visibleRanges(m.y, m.h, LOWEST, HIGHEST, -MARGIN - m.reach, H + MARGIN + m.reach);
    for (let r = 0; r < ranges.length; r += 2) moverRanges.push(ranges[r], ranges[r + 1], k);
  });
  const index = buildIndex(moverRanges, LOWEST, HIGHEST, BUCKET, WIDE);
  const shownMovers = new Int32Array(movers.length);

  // What paints the screen, for the ink of the status bar and home indicator:
  // each element with a background, each list (through its rows) and each
  // pinned row, ranked as the page stacks them (class, then data order). ink
  // '' is the theme's.
  const surfaces = [];
  const surfaceRank = [];
  data.elements.forEach((e, k) => {
    let ink = e.ink || '';
    if (e.type === 'button' && !e.color) ink = data.accentInk;
    const painted = e.color || e.rows || ['bar', 'scroll', 'header', 'box', 'button'].includes(e.type);
    if (!painted) return;
    surfaces.push({ y: e.y, h: e.h, ink, list: e.rows ? lists.find((l) => l.e === e) : null });
    surfaceRank.push(Z[e.z] * 1e6 + k);
  });
  for (const m of movers) {
    if (!m.list) continue;
    surfaces.push({ y: m.y, h: m.h, ink: '', list: null });
    surfaceRank.push(Math.max(Z[m.list.e.z], Z[2]) * 1e6 + 5e5 + surfaces.length);
  }
  // The ink of the surface under the line y of the screen at offset o.
  const probe = (y) => {
    const ranges = [];
    surfaces.forEach((s, k) => {
      const r = visibleRanges(s.y, s.h, LOWEST, HIGHEST, y, y);
      for (let i = 0; i < r.length; i += 2) ranges.push(r[i], r[i + 1], k);
    });
    const lineIndex = buildIndex(ranges, LOWEST, HIGHEST, BUCKET, WIDE);
    const covers = (k, o) => {
      const list = surfaces[k].list;
      if (!list) return true;
      const i = rowAt(list.starts, list.heights, list.cycle, list.count, y - trackValue(list.origin, o));
      return i !== -1 && !list.pinned.has(i);
    };
    return (o) => {
      const k = topOwner(lineIndex, o, surfaceRank, covers);
      if (k === -1) return data.ink || '';
      const list = surfaces[k].list;
      if (!list) return surfaces[k].ink;
      const i = rowAt(list.starts, list.heights, list.cycle, list.count, y - trackValue(list.origin, o));
      return (i % 2 ? list.alt : list.color) ? (i % 2 ? list.altInk : list.ink) : '';
    };
  };
  const statusInk = status ? probe(statusHeight / 2) : null;
  const homeInk = home ? probe(H - metrics.homeProbe) : null;
  const inkClass = (ink) => (ink ? 'ink-' + ink : 'ink-theme');

  function placeInks(o) {
    if (statusInk) {
      const ink = inkClass(statusInk(o));
      if (ink !== state.statusInk) {
        status.classList.remove(state.statusInk);
        status.classList.add(ink);
        state.statusInk = ink;
      }
    }
    if (homeInk) {
      const ink = inkClass(homeInk(o));
      if (ink !== state.homeInk) {
        home.classList.remove(state.homeInk);
        home.classList.add(ink);
        state.homeInk = ink;
      }
    }
  }

  // ======== The step: place everything for offset o

  // Writes what changed of part p's effects at offset o; a part that moves
  // is placed at (x, y) plus its translation.
  function placePart(p, x, y, o) {
    if (p.moves) {
      const s = p.sc ? channelValue(p.sc, o) : 1;
      if (p.tx) x += channelValue(p.tx, o);
      if (p.ty) y += channelValue(p.ty, o);
      if (x !== p.lx || y !== p.ly || s !== p.ls) {
        p.lx = x;
        p.ly = y;
        p.ls = s;
        p.node.style.transform = effectTransform(x, y, s);
      }
    }
    for (let k = 0; k < p.styles.length; k++) {
      const c = p.styles[k];
      const v = channelValue(c, o);
      if (v !== c.last) {
        c.last = v;
        c.write(p.node.style, v);
      }
    }
  }

  function placeMover(m, o) {
    let y;
    if (Number.isNaN(m.c)) {
      m.yi = pieceAt(m.y, m.yi, o);
      y = pieceValue(m.y, m.yi, o);
    } else {
      y = m.c - state.layerBase; // in the content layer's coordinates
    }
    if (m.self) {
      placePart(m.self, m.x, y, o);
    } else if (y !== m.ly) {
      m.ly = y;
      translate(m.node, m.x, y);
    }
    for (let k = 0; k < m.parts.length; k++) placePart(m.parts[k], 0, 0, o);
    if (!m.fixedHeight) {
      m.hi = pieceAt(m.h, m.hi, o);
      const h = pieceValue(m.h, m.hi, o);
      if (h !== m.lh) {
        m.lh = h;
        m.node.style.height = h + 'px';
      }
    }
  }

  function visit(r, o, stamp) {
    const ranges = index.ranges;
    if (o < ranges[r] || o > ranges[r + 1]) return;
    const k = ranges[r + 2];
    const m = movers[k];
    if (m.seen === stamp) return;
    m.seen = stamp;
    if (!m.shown) {
      if (m.list) takePinNode(m);
      m.shown = true;
      m.node.style.display = '';
      shownMovers[state.shown++] = k;
    }
    placeMover(m, o);
  }

  function placeMovers(o) {
    const stamp = ++state.stamp;
    const bucket = indexBucket(index, o);
    for (let e = index.starts[bucket]; e < index.starts[bucket + 1]; e++) {
      visit(index.entries[e], o, stamp);
    }
    for (let w = 0; w < index.wide.length; w++) visit(index.wide[w], o, stamp);
    let kept = 0;
    for (let s = 0; s < state.shown; s++) {
      const k = shownMovers[s];
      const m = movers[k];
      if (m.seen === stamp) shownMovers[kept++] = k;
      else hideMover(m);
    }
    state.shown = kept;
  }

  // Moves the layer's base to o when positions in it would grow too large.
  function placeLayer(o) {
    if (!(Math.abs(o - state.layerBase) <= REBASE)) {
      state.layerBase = o;
      for (const item of layered) translate(item.node, item.x, item.c - o);
      for (const list of lists) list.holderY = NaN;
    }
    const y = state.layerBase - o;
    if (y !== state.layerY) {
      state.layerY = y;
      layer.style.transform = 'translate3d(0,' + y + 'px,0)';
    }
  }

  // Puts rows [a, b) of `list` in the DOM, covering at least [top, bottom]
  // (points from the list's top) when the rows reach that far, and `chunk`
  // points more on either side.
  function refill(list, top, bottom, chunk) {
    const { starts, heights, cycle, count, capacity, nodes } = list;
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
      const slot = i % capacity;
      const node = nodes[slot];
      if (node && node.row === i && (slot - taken + capacity) % capacity >= b - a) {
        node.row = -1;
        node.style.display = 'none';
      }
    }
    for (let i = a; i < b; i++) {
      const slot = i % capacity;
      let node = nodes[slot];
      if (!node) {
        node = div('el t-row');
        node.style.width = list.e.w + 'px';
        node.style.display = 'none';
        node.row = -1;
        nodes[slot] = node;
        list.holder.append(node);
      }
      if (list.pinned.has(i)) {
        if (node.row !== -1) node.style.display = 'none';
        node.row = -1;
        continue;
      }
      if (node.row !== i) {
        if (node.row === -1) node.style.display = '';
        dressRow(list, node, i, false);
        translate(node, list.x, rowTop(starts, cycle, i) - list.rowBase);
      } else if (rebase) {
        translate(node, list.x, rowTop(starts, cycle, i) - list.rowBase);
      }
    }
    list.a = a;
    list.b = b;
    list.coverTop = a === 0 ? -Infinity : first;
    list.coverBottom = b === count ? Infinity : rowTop(starts, cycle, b);
  }

  function placeList(list, o) {
    let y0;
    let holderY;
    if (Number.isNaN(list.moving)) {
      list.originIndex = pieceAt(list.origin, list.originIndex, o);
      y0 = pieceValue(list.origin, list.originIndex, o);
      holderY = y0 + list.rowBase;
    } else {
      y0 = list.moving - o;
      holderY = list.moving + list.rowBase - state.layerBase;
    }
    const top = -MARGIN - y0;
    const bottom = H + MARGIN - y0;
    if (!(top >= list.coverTop && bottom <= list.coverBottom)) {
      // After a jump, only what is on screen: the next step may jump again.
      const scrolling = bottom > list.coverTop && top < list.coverBottom;
      refill(list, top, bottom, scrolling ? CHUNK : 0);
      if (Number.isNaN(list.moving)) holderY = y0 + list.rowBase;
      else holderY = list.moving + list.rowBase - state.layerBase;
    }
    if (holderY !== list.holderY) {
      list.holderY = holderY;
      list.holder.style.transform = 'translate3d(0,' + holderY + 'px,0)';
    }
  }

  function apply(o) {
    state.offset = o;
    placeLayer(o);
    for (let k = 0; k < lists.length; k++) placeList(lists[k], o);
    placeMovers(o);
    placeInks(o);
    placeCursor(o);
    state.controlsDirty = true;
  }

  // ======== Motion: momentum, a spring back to the nearest end, a glide

  const D = H > 0 ? H : 1;
  const clamp = (o) => Math.min(HIGHEST, Math.max(LOWEST, o));
  const toRaw = (o) => (o < 0 ? -unband(-o, D) : o > MAX ? MAX + unband(o - MAX, D) : o);
  const fromRaw = (r) => clamp(r < 0 ? -band(-r, D) : r > MAX ? MAX + band(r - MAX, D) : r);
  const outside = (o) => o < 0 || o > MAX;
  const edge = (o) => (o < 0 ? 0 : MAX);

  function spring(from, velocity, now, to = edge(from)) {
    return {
      step(t) {
        const s = t - now;
        const x = springPosition(from - to, velocity, OMEGA, s);
        const v = springVelocity(from - to, velocity, OMEGA, s);
        if (Math.abs(x) < SETTLED_POSITION && Math.abs(v) < SETTLED_VELOCITY) {
          this.done = true;
          return to;
        }
        return clamp(to + x);
      },
      done: false,
    };
  }

  function momentum(from, velocity, now) {
    return {
      step(t) {
        const s = t - now;
        const o = momentumPosition(from, velocity, DECAY, s);
        const v = momentumVelocity(velocity, DECAY, s);
        if (outside(o)) {
          // Past an end: the content overshoots on a spring and settles back.
          state.anim = spring(o, v, t, o < 0 ? 0 : MAX);
          return state.anim.step(t);
        }
        if (Math.abs(v) < SETTLED_VELOCITY) this.done = true;
        return o;
      },
      done: false,
    };
  }

  function glide(from, to, now) {
    return {
      to,
      step(t) {
        if (t - now >= GLIDE_MS) this.done = true;
        return glidePosition(from, to, t - now, GLIDE_MS);
      },
      done: false,
    };
  }

  const schedule = () => {
    if (!state.raf) state.raf = requestAnimationFrame(frame);
  };

  // With reduced motion a move is a jump and nothing springs back.
  function moveTo(to) {
    stop();
    if (state.reduced) apply(to);
    else state.anim = glide(state.offset, to, performance.now());
    schedule();
  }
  function settle(o, v, now) {
    if (state.reduced) {
      apply(edge(o));
      return state.offset;
    }
    state.anim = spring(o, v, now);
    return state.anim.step(now);
  }

  function frame(now) {
    state.raf = 0;
    let o = state.offset;
    if (state.drag) {
      o = fromRaw(state.drag.raw);
    } else if (state.wheelDelta !== 0) {
      o = fromRaw(toRaw(o) + state.wheelDelta);
      state.wheelDelta = 0;
    } else if (state.anim) {
      const current = state.anim;
      o = current.step(now);
      if (current.done && state.anim === current) state.anim = null;
    } else if (state.wheelActive && performance.now() - state.lastWheel > WHEEL_IDLE_MS) {
      state.wheelActive = false;
      if (outside(o)) o = settle(o, 0, now);
    }
    if (o !== state.offset) apply(o);
    // While the offset keeps changing, the panel follows at a readable rate;
    // the frame after the last change writes the final value.
    if (state.controlsDirty) {
      if (now - state.controlsAt >= CONTROLS_MS) {
        state.controlsAt = now;
        updateControls();
      } else {
        schedule();
      }
    }
    if (state.drag || state.anim || state.wheelActive || state.wheelDelta !== 0) schedule();
  }

  function stop() {
    state.anim = null;
    state.wheelDelta = 0;
    state.wheelActive = false;
  }

  // ======== Input: wheel and trackpad

  screen.addEventListener(
    'wheel',
    (ev) => {
      if (ev.ctrlKey) return; // pinch zoom stays the browser's
      if (passesWheelOn(ev)) return;
      ev.preventDefault();
      let d = ev.deltaY;
      if (ev.deltaMode === 1) d *= LINE;
      else if (ev.deltaMode === 2) d *= data.viewport.bottom - data.viewport.top;
      state.anim = null;
      state.wheelDelta += d;
      state.wheelActive = true;
      state.lastWheel = performance.now();
      schedule();
    },
    { passive: false },
  );

  // ======== Input: pointer drag with momentum

  screen.addEventListener('pointerdown', (ev) => {
    if (ev.button !== 0 || state.drag) return;
    ev.preventDefault();
    screen.focus({ preventScroll: true });
    try {
      screen.setPointerCapture(ev.pointerId);
    } catch {
      // Synthetic pointers may not be capturable; the drag still works inside.
    }
    stop();
    const raw = toRaw(state.offset);
    state.drag = { id: ev.pointerId, y: ev.clientY, raw0: raw, raw, samples: [[ev.timeStamp, raw]] };
    screen.classList.add('dragging');
    schedule();
  });
  screen.addEventListener('pointermove', (ev) => {
    const drag = state.drag;
    if (!drag || ev.pointerId !== drag.id) return;
    drag.raw = drag.raw0 - (ev.clientY - drag.y) / state.scale;
    const samples = drag.samples;
    samples.push([ev.timeStamp, drag.raw]);
    while (samples.length > 2 && ev.timeStamp - samples[0][0] > DRAG_SAMPLE_MS) samples.shift();
    schedule();
  });
  const release = (ev) => {
    const drag = state.drag;
    if (!drag || ev.pointerId !== drag.id) return;
    const samples = drag.samples;
    const [t0, r0] = samples[0];
    const [t1, r1] = samples[samples.length - 1];
    // A finger that rested before lifting throws nothing.
    let v = t1 > t0 && ev.timeStamp - t1 < DRAG_SAMPLE_MS ? (r1 - r0) / (t1 - t0) : 0;
    v = Math.max(-MAX_THROW, Math.min(MAX_THROW, v));
    state.drag = null;
    screen.classList.remove('dragging');
    const now = performance.now();
    const o = state.offset;
    if (outside(o)) settle(o, 0, now);
    else if (!state.reduced && Math.abs(v) > SETTLED_VELOCITY * 5 && ev.type === 'pointerup') {
      state.anim = momentum(o, v, now);
    }
    schedule();
  };
  screen.addEventListener('pointerup', release);
  screen.addEventListener('pointercancel', release);

  // ======== Input: keyboard, when the screen has focus

  screen.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const page = Math.max(ARROW_STEP, data.viewport.bottom - data.viewport.top - PAGE_OVERLAP);
    const anim = state.anim;
    const from = anim && anim.to !== undefined ? anim.to : Math.min(MAX, Math.max(0, state.offset));
    let to;
    switch (ev.key) {
      case 'ArrowDown':
        to = from + ARROW_STEP;
        break;
      case 'ArrowUp':
        to = from - ARROW_STEP;
        break;
      case 'PageDown':
        to = from + page;
        break;
      case 'PageUp':
        to = from - page;
        break;
      case ' ':
      case 'Spacebar':
        to = from + (ev.shiftKey ? -page : page);
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = MAX;
        break;
      default:
        return;
    }
    ev.preventDefault();
    if (state.drag) return;
    moveTo(Math.min(MAX, Math.max(0, to)));
  });

  // ======== Controls: scrubber, numeric readout, jumps

  const scrubber = document.getElementById('scrubber');
  const readout = document.getElementById('readout');
  const phase = document.getElementById('phase');
  const round = (o) => Math.round(o * 10) / 10;

  // Only what changed is written: each write costs a layout and a paint.
  function updateControls() {
    state.controlsDirty = false;
    share();
    if (!scrubber) return;
    const offset = state.offset;
    scrubber.value = String(offset);
    const shown = String(round(offset));
    if (document.activeElement !== readout && readout.value !== shown) readout.value = shown;
    const text = phaseOf(offset, MAX);
    if (phase.textContent !== text) {
      phase.textContent = text;
      phase.classList.toggle('over', text.startsWith('p'));
    }
    if (state.inspecting) showInspected();
  }

  function setOffset(o) {
    const value = Number(o);
    if (!Number.isFinite(value)) return state.offset;
    stop();
    if (state.drag) {
      state.drag = null;
      screen.classList.remove('dragging');
    }
    apply(clamp(value));
    schedule();
    return state.offset;
  }

  if (scrubber) {
    scrubber.addEventListener('input', () => setOffset(scrubber.value));
    // The field always ends up showing the applied offset: clamped, or left
    // where it was when what was typed is not a number.
    const commit = () => {
      const value = typedOffset(readout.value);
      if (Number.isFinite(value)) setOffset(value);
      readout.value = String(round(state.offset));
    };
    readout.addEventListener('change', commit);
    readout.addEventListener('blur', () => {
      readout.value = String(round(state.offset));
    });
    readout.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') commit();
    });
    const targets = { pull: LOWEST, top: 0, bottom: MAX, push: HIGHEST };
    for (const button of document.querySelectorAll('[data-go]')) {
      button.addEventListener('click', () => {
        moveTo(targets[button.dataset.go]);
      });
    }
  }

  // ======== Explain: scrubber ticks, the motion plot, the inspector

  // A glide to o, as the jump buttons do (a jump with reduced motion).
  function glideTo(o) {
    moveTo(clamp(o));
  }

  // Ticks at the breakpoints, labelled in Swift with what changes there.
  const ticks = document.getElementById('ticks');
  if (ticks) {
    ticks.setAttribute('aria-hidden', 'true');
    for (const t of data.ticks) {
      const mark = document.createElement('span');
      mark.className = 'tick';
      mark.style.left = ((t.o - LOWEST) / (HIGHEST - LOWEST || 1)) * 100 + '%';
      mark.dataset.offset = String(t.o);
      mark.dataset.label = t.label;
      mark.title = t.label + ' (offset ' + round(t.o) + ')';
      mark.addEventListener('click', () => glideTo(t.o));
      ticks.append(mark);
    }
  }

  // The plot maps [lowest, highest] onto [x0, x1]; its cursor is written once
  // per step, and only when it moves.
  const plot = document.getElementById('plot');
  const cursor = document.getElementById('plot-cursor');
  const PLOT_X0 = plot ? Number(plot.dataset.x0) : 0;
  const PLOT_X1 = plot ? Number(plot.dataset.x1) : 0;
  const PLOT_LOW = plot ? Number(plot.dataset.lowest) : 0;
  const PLOT_SPAN = plot ? Number(plot.dataset.highest) - PLOT_LOW : 0;
  function placeCursor(o) {
    if (!cursor) return;
    const x = PLOT_SPAN > 0 ? PLOT_X0 + ((o - PLOT_LOW) / PLOT_SPAN) * (PLOT_X1 - PLOT_X0) : PLOT_X0;
    if (x !== state.cursorX) {
      state.cursorX = x;
      cursor.setAttribute('transform', 'translate(' + x + ')');
    }
  }

  // Hovering a curve outlines its element on the screen.
  let highlighted = null;
  const highlight = (id) => {
    if (highlighted) highlighted.classList.remove('highlighted');
    highlighted = id === null ? null : screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
    if (highlighted) highlighted.classList.add('highlighted');
  };
  if (plot) {
    plot.addEventListener('pointerover', (ev) => {
      const curve = ev.target.closest('[data-for]');
      highlight(curve ? curve.dataset.for : null);
    });
    plot.addEventListener('pointerleave', () => highlight(null));
    // The pointer's place on the plot, in its own units, is the only thing read
    // from layout: it is input, like a drag.
    plot.addEventListener('click', (ev) => {
      const box = plot.getBoundingClientRect();
      if (!(box.width > 0) || !(PLOT_SPAN > 0)) return;
      const x = ((ev.clientX - box.left) * plot.viewBox.baseVal.width) / box.width;
      glideTo(PLOT_LOW + ((x - PLOT_X0) / (PLOT_X1 - PLOT_X0)) * PLOT_SPAN);
    });
  }

  // The inspector outlines and names every element in the DOM (site.css, on
  // `.inspecting`), draws the screen's lines once, and shows the frame of the
  // hovered element from the tracks: rows from their list's geometry.
  const elementsById = new Map(data.elements.map((e) => [e.id, e]));
  const listsById = new Map(
    lists.map((list) => [list.e.id, { list, pins: new Map(list.e.rows.pins.map((p) => [p.index, p.y])) }]),
  );
  function frameOf(id, o) {
    const e = elementsById.get(id);
    if (e) return { x: e.x, y: trackValue(e.y, o), w: e.w, h: trackValue(e.h, o), effects: e.effects };
    const match = /^(.*)-(\d+)$/.exec(id);
    const entry = match && listsById.get(match[1]);
    const i = match ? Number(match[2]) : -1;
    if (!entry || i >= entry.list.count) return null;
    const { list, pins } = entry;
    const pin = pins.get(i);
    const y = pin ? trackValue(pin, o) : trackValue(list.origin, o) + rowTop(list.starts, list.cycle, i);
    return { x: list.x, y, w: list.e.w, h: list.heights[i % list.heights.length], effects: undefined };
  }

  const inspectButton = document.getElementById('inspect');
  const inspector = document.getElementById('inspector');
  const inspected = document.getElementById('inspected');
  const inspectedFrame = document.getElementById('inspected-frame');
  const overlay = div('inspect-overlay');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.hidden = true;
  const overlayBand = (cls, top, height, text) => {
    const node = div(cls, text);
    node.style.top = top + 'px';
    node.style.height = height + 'px';
    overlay.append(node);
  };
  overlayBand('safe', 0, data.safeTop);
  overlayBand('safe', H - data.safeBottom, data.safeBottom);
  overlayBand('visible', data.viewport.top, data.viewport.bottom - data.viewport.top, 'visible area');
  overlayBand('pin-line', data.pinLines.top, 0, 'T ' + round(data.pinLines.top));
  // B's label sits above its line, which is often the screen's bottom edge.
  overlayBand(
    'pin-line bottom', data.pinLines.bottom - OVERLAY_LABEL, OVERLAY_LABEL,
    'B ' + round(data.pinLines.bottom),
  );
  screen.append(overlay);

  const round2 = (v) => Math.round(v * 100) / 100;
  function showInspected() {
    if (!inspected) return;
    const id = state.inspected;
    const frame = id === null ? null : frameOf(id, state.offset);
    let rows = [];
    if (frame) {
      rows = [['x', frame.x], ['y', frame.y], ['width', frame.w], ['height', frame.h]];
      for (const effect of frame.effects || []) {
        const name = effect.part === 'self' ? effect.property : effect.part + ' ' + effect.property;
        rows.push([name, trackValue(effect.v, state.offset)]);
      }
    }
    const text = (id === null ? '' : id) + rows.map((r) => r[0] + round2(r[1])).join();
    if (text === state.inspectedText) return;
    state.inspectedText = text;
    highlight(id);
    inspected.textContent = frame
      ? id + ' at offset ' + round2(state.offset)
      : 'Hover an element on the screen.';
    inspectedFrame.replaceChildren();
    for (const [term, value] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.dataset.field = term;
      dd.textContent = String(round2(value));
      inspectedFrame.append(dt, dd);
    }
  }

  function setInspecting(on) {
    state.inspecting = on;
    screen.classList.toggle('inspecting', on);
    overlay.hidden = !on;
    if (inspector) inspector.hidden = !on;
    if (inspectButton) inspectButton.setAttribute('aria-pressed', String(on));
    if (on && inspected) showInspected();
  }
  function inspect(id) {
    state.inspected = id === null || id === undefined ? null : String(id);
    if (!state.inspecting) setInspecting(true);
    else showInspected();
    return state.inspected !== null && frameOf(state.inspected, state.offset) !== null;
  }
  if (inspectButton && inspector) {
    inspectButton.addEventListener('click', () => setInspecting(!state.inspecting));
    document.addEventListener('keydown', (ev) => {
      if (ev.key !== 'i' || ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
      const target = ev.target;
      if (target.closest && target.closest('input, textarea, select, [contenteditable]')) return;
      setInspecting(!state.inspecting);
    });
    screen.addEventListener('pointermove', (ev) => {
      if (!state.inspecting) return;
      const node = ev.target.closest && ev.target.closest('[data-id]');
      if (node && node.dataset.id !== state.inspected) {
        state.inspected = node.dataset.id;
        showInspected();
      }
    });
  }

  // ======== Sharing: the embed page, #offset=N, the source and copy buttons

  const embedded = document.body.classList.contains('embed-page');
  const framed = window.parent !== window;
  const embedScrubber = document.getElementById('embed-scrubber');
  // The address is rewritten at most this often (ms): browsers limit how
  // often a page may replace its history entry.
  const FRAGMENT_MS = 400;

  // In a host page, a wheel that would only push past the end the preview
  // rests at scrolls the host instead; pulled or moving, the preview keeps it.
  function passesWheelOn(ev) {
    if (!(embedded || framed) || state.anim || state.drag || state.wheelDelta !== 0) return false;
    return pushesPastEnd(state.offset, MAX, ev.deltaY);
  }

  function writeFragment() {
    const hash = '#offset=' + round(state.offset);
    if (hash === state.fragment) return;
    const wait = state.fragmentAt + FRAGMENT_MS - performance.now();
    if (wait > 0) {
      if (!state.fragmentTimer) {
        state.fragmentTimer = setTimeout(() => {
          state.fragmentTimer = 0;
          writeFragment();
        }, wait);
      }
      return;
    }
    state.fragment = hash;
    state.fragmentAt = performance.now();
    history.replaceState(history.state, '', hash);
  }

  // Runs with the panel's update: at most every CONTROLS_MS while scrolling.
  function share() {
    if (embedScrubber) embedScrubber.value = String(state.offset);
    else if (!embedded) writeFragment();
  }

  // The address changes only once the offset does: an unrelated fragment
  // stays until then.
  function startAtFragment() {
    const o = fragmentOffset(location.hash);
    if (Number.isFinite(o)) apply(clamp(o));
    state.fragment = '#offset=' + round(state.offset);
  }
  window.addEventListener('hashchange', () => {
    const o = fragmentOffset(location.hash);
    if (!Number.isFinite(o)) return;
    setOffset(o);
    state.fragment = '#offset=' + round(state.offset);
  });
  if (embedScrubber) embedScrubber.addEventListener('input', () => setOffset(embedScrubber.value));

  // The embed scales its device to the frame it is shown in, and tells the
  // host page the size it wants at the frame's width.
  function fitEmbed() {
    const bar = metrics.embedBar;
    const frameWidth = data.embed.width;
    const frameHeight = data.embed.height - bar;
    state.scale = embedScale(frameWidth, frameHeight, innerWidth, innerHeight - bar);
    device.style.width = frameWidth + 'px';
    device.style.transformOrigin = '0 0';
    device.style.transform = state.scale === 1 ? '' : 'scale(' + state.scale + ')';
    stage.style.width = frameWidth * state.scale + 'px';
    stage.style.height = frameHeight * state.scale + 'px';
    if (!framed) return;
    const size = embedSize(frameWidth, frameHeight, bar, innerWidth);
    window.parent.postMessage(
      { type: 'stickypreview:size', screen: data.screen, width: size.width, height: size.height },
      '*');
  }

  // Copies text with the Clipboard API; where that is missing or refused,
  // selects the text in `node` for the reader to copy.
  function copy(text, node, status) {
    const selectInstead = () => {
      node.hidden = false;
      const range = document.createRange();
      range.selectNodeContents(node);
      const selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      node.focus({ preventScroll: true });
      status.textContent = 'Selected: press Ctrl+C or \u2318C to copy';
    };
    if (!navigator.clipboard || !navigator.clipboard.writeText) {
      selectInstead();
      return;
    }
    navigator.clipboard.writeText(text).then(() => {
      status.textContent = 'Copied';
    }, selectInstead);
  }

  for (const button of document.querySelectorAll('[data-copy]')) {
    const node = document.getElementById(button.dataset.copy);
    const status = button.parentNode.querySelector('.copy-status');
    button.addEventListener('click', () => copy(node.textContent, node, status));
  }
  const csvButton = document.getElementById('copy-csv');
  if (csvButton) {
    const node = document.getElementById('frames-csv');
    const status = csvButton.parentNode.querySelector('.copy-status');
    csvButton.addEventListener('click', () => {
      node.textContent = framesCSV(data.elements, state.offset);
      copy(node.textContent, node, status);
    });
  }
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    tab.addEventListener('click', () => {
      for (const other of tab.parentNode.querySelectorAll('[role="tab"]')) {
        const selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
      }
    });
  }

  // ======== Fit: the whole device in the window (never above 1:1), or a zoom

  const bezel = android ? metrics.androidBezel : metrics.bezel;
  const FIT_MARGIN = 16; // room kept below the device and beside it
  function fit() {
    const sides = 2 * (classic ? metrics.classicBezelSide : bezel);
    const ends = 2 * (classic ? metrics.classicBezelEnd : bezel);
    const frameWidth = W + sides;
    const frameHeight = H + ends;
    // The room is the window's, below what the page puts above the stage.
    const top = stage.getBoundingClientRect().top + window.scrollY;
    state.scale = fitScale(
      state.zoom, frameWidth, frameHeight,
      document.documentElement.clientWidth - 2 * FIT_MARGIN, window.innerHeight - top - FIT_MARGIN);
    // Hairlines stay at least one device pixel wide after scaling.
    device.style.setProperty(
      '--hairline', Math.max(0.5, 1 / (state.scale * (window.devicePixelRatio || 1))) + 'px');
    for (const button of zoomButtons) {
      const value = button.dataset.zoom;
      button.setAttribute('aria-pressed', String(value === String(state.zoom)));
    }
    device.style.width = frameWidth + 'px';
    stage.style.width = frameWidth * state.scale + 'px';
    stage.style.height = frameHeight * state.scale + 'px';
    device.style.transform = state.scale === 1 ? '' : 'scale(' + state.scale + ')';
    device.style.transformOrigin = '0 0';
  }
  const zoomButtons = document.querySelectorAll('[data-zoom]');
  for (const button of zoomButtons) {
    button.addEventListener('click', () => {
      const value = button.dataset.zoom;
      state.zoom = value === 'fit' ? 'fit' : Number(value);
      fit();
    });
  }
  const place = embedded ? fitEmbed : fit;
  window.addEventListener('resize', place);
  place();

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  state.reduced = reducedMotion.matches;
  reducedMotion.addEventListener('change', () => {
    state.reduced = reducedMotion.matches;
  });

  apply(0);
  startAtFragment();
  updateControls();

  window.stickyPreview = {
    screen: data.screen,
    get offset() {
      return state.offset;
    },
    get scale() {
      return state.scale;
    },
    minOffset: data.minOffset,
    maxOffset: MAX,
    overscroll: data.overscroll,
    setOffset,
    // Shows the frame of the element `id` in the inspector, turning it on.
    inspect,
    // The pure functions above, for the runtime's own tests.
    math,
  };
})();
