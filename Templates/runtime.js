// StickyPreview runtime: replays the element tracks that Swift computed and
// embedded in the page (#sticky-data), and scrolls like a phone. Positions only
// ever come from those tracks; the page never measures layout to place anything.
(() => {
  'use strict';

  const data = JSON.parse(document.getElementById('sticky-data').textContent);
  const screen = document.querySelector('[data-screen]');
  const device = document.getElementById('device');
  const stage = document.getElementById('stage');
  const W = data.width;
  const H = data.height;
  const MAX = data.maxOffset;
  const LOWEST = -data.overscroll;
  const HIGHEST = MAX + data.overscroll;
  const MARGIN = 64; // rows kept in the DOM beyond the screen edges
  const ROW_LIMIT = 2000; // rows per list in the DOM, whatever their heights
  const Z = [0, 10, 20, 30, 40]; // scroll, content, sticky, header, bars

  // ---- Tracks: flat [start, value, slope, ...]; piece 0 also applies before
  // its start. A cursor walks from the piece used last time, so scrolling costs
  // O(1) per element; a jump costs at most the number of pieces crossed.
  const track = (p) => ({ p, n: p.length / 3, i: 0 });
  const at = (t, o) => {
    const p = t.p;
    let i = t.i;
    while (i + 1 < t.n && o >= p[(i + 1) * 3]) i++;
    while (i > 0 && o < p[i * 3]) i--;
    t.i = i;
    const b = i * 3;
    return p[b + 2] === 0 ? p[b + 1] : p[b + 1] + p[b + 2] * (o - p[b]);
  };

  // ---- Drawing helpers
  const div = (cls, text) => {
    const node = document.createElement('div');
    node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const luminance = (hex) => {
    let h = hex.slice(1);
    if (h.length < 6) h = h.replace(/./g, '$&$&');
    const c = [0, 2, 4].map((k) => {
      const v = parseInt(h.slice(k, k + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const inks = new Map();
  const ink = (hex) => {
    if (!inks.has(hex)) inks.set(hex, luminance(hex) < 0.4 ? 'ink-light' : 'ink-dark');
    return inks.get(hex);
  };
  const paint = (node, color) => {
    if (!color) return;
    node.style.background = color;
    node.classList.add(ink(color));
  };
  const image = (node, src) => {
    if (!src) return;
    const img = document.createElement('img');
    img.className = 'cover';
    img.alt = '';
    img.decoding = 'async';
    img.draggable = false;
    img.src = src;
    node.append(img);
  };

  const base = (e, type, z) => {
    const node = div('el t-' + type);
    node.dataset.id = e.id;
    node.style.width = e.w + 'px';
    node.style.zIndex = Z[z];
    return node;
  };

  function build(e) {
    const node = base(e, e.type, e.z);
    switch (e.type) {
      case 'bar':
        node.classList.add(e.edge);
        if (e.translucent) node.classList.add('glass');
        paint(node, e.color);
        if (e.label) node.append(div('label', e.label));
        break;
      case 'scroll':
      case 'stack':
        paint(node, e.color);
        break;
      case 'header': {
        paint(node, e.color);
        image(node, e.image);
        if (e.title || e.subtitle) {
          const titles = div('titles');
          if (e.title) titles.append(div('title', e.title));
          if (e.subtitle) titles.append(div('subtitle', e.subtitle));
          node.append(titles);
        }
        break;
      }
      case 'box':
        if (e.x > 0) node.classList.add('card'); // inset boxes read as cards
        paint(node, e.color);
        image(node, e.image);
        if (e.label) node.append(div('label', e.label));
        if (e.detail) node.append(div('detail', e.detail));
        break;
      case 'text': {
        const body = div('body', e.text);
        const height = at(track(e.h), 0);
        body.style.lineHeight = e.lineHeight + 'px';
        // Taller lines read as headings: the font grows with the line height.
        if (e.lineHeight >= 28) {
          body.style.fontSize = Math.round(e.lineHeight / 1.25) + 'px';
          body.style.fontWeight = '700';
        }
        body.style.webkitLineClamp = String(
          Math.max(1, Math.min(e.lines, Math.floor(height / e.lineHeight + 0.01) || 1)));
        node.append(body);
        break;
      }
      case 'button':
        paint(node, e.color);
        node.append(div('label', e.label));
        break;
      default:
        break;
    }
    return node;
  }

  // An element that is always in the DOM; it writes styles only on change.
  class Item {
    constructor(e) {
      this.x = e.x;
      this.y = track(e.y);
      this.h = track(e.h);
      this.node = build(e);
      this.ly = NaN;
      this.lh = NaN;
    }

    place(o) {
      const y = at(this.y, o);
      const h = at(this.h, o);
      if (y !== this.ly) {
        this.ly = y;
        this.node.style.transform = 'translate(' + this.x + 'px,' + y + 'px)';
      }
      if (h !== this.lh) {
        this.lh = h;
        this.node.style.height = h + 'px';
      }
    }
  }

  // A list's rows: only those within MARGIN of the screen are in the DOM, in
  // nodes recycled through a pool, as a table view recycles cells. Pinned rows
  // have their own tracks and nodes, present whenever they are on screen.
  class List {
    constructor(e, holder) {
      const r = e.rows;
      this.e = e;
      this.holder = holder;
      this.x = e.x;
      this.origin = track(e.y);
      this.count = r.count;
      this.heights = r.heights;
      this.m = r.heights.length;
      this.starts = [];
      let sum = 0;
      for (const h of r.heights) {
        this.starts.push(sum);
        sum += h;
      }
      this.cycle = sum;
      this.label = r.label;
      this.color = r.color;
      this.alt = r.altColor || r.color;
      this.z = Z[e.z];
      this.active = new Map();
      this.pool = [];
      this.pins = r.pins.map((p) => ({ index: p.index, y: track(p.y), node: null, ly: NaN }));
      this.pinned = new Set(r.pins.map((p) => p.index));
    }

    top(i) {
      const q = Math.floor(i / this.m);
      return q * this.cycle + this.starts[i - q * this.m];
    }

    height(i) {
      return this.heights[i % this.m];
    }

    // The first row whose bottom is below y (relative to the list's top).
    first(y) {
      if (y <= 0) return 0;
      if (this.cycle <= 0) return this.count;
      const q = Math.floor(y / this.cycle);
      const start = q * this.cycle;
      let k = 0;
      while (k < this.m && start + this.starts[k] + this.heights[k] <= y) k++;
      return Math.min(this.count, q * this.m + k);
    }

    text(i) {
      return this.label.replace(/\{i\}/g, String(i)).replace(/\{n\}/g, String(i + 1));
    }

    dress(node, i, pinned) {
      node.dataset.id = this.e.id + '-' + i;
      node.textContent = this.text(i);
      node.style.height = this.height(i) + 'px';
      if (!pinned) {
        const color = i % 2 ? this.alt : this.color;
        if (color !== node.color) {
          node.color = color;
          node.style.background = color || '';
          node.classList.remove('ink-light', 'ink-dark');
          if (color) node.classList.add(ink(color));
        }
      }
      node.row = i;
      node.ly = NaN;
    }

    node(pinned) {
      const node = div(pinned ? 'el t-row pinned' : 'el t-row');
      node.style.width = this.e.w + 'px';
      node.style.zIndex = pinned ? Math.max(this.z, Z[2]) : this.z;
      return node;
    }

    update(o) {
      const y0 = at(this.origin, o);
      const a = this.first(-MARGIN - y0);
      const limit = H + MARGIN - y0;
      let b = a;
      while (b < this.count && b - a < ROW_LIMIT && this.top(b) < limit) b++;
      for (const [i, node] of this.active) {
        if (i < a || i >= b) {
          this.active.delete(i);
          node.remove();
          this.pool.push(node);
        }
      }
      for (let i = a; i < b; i++) {
        if (this.pinned.has(i)) continue;
        let node = this.active.get(i);
        if (!node) {
          node = this.pool.pop() || this.node(false);
          this.dress(node, i, false);
          this.active.set(i, node);
          this.holder.append(node);
        }
        const y = y0 + this.top(i);
        if (y !== node.ly) {
          node.ly = y;
          node.style.transform = 'translate(' + this.x + 'px,' + y + 'px)';
        }
      }
      for (const pin of this.pins) {
        const y = at(pin.y, o);
        const visible = y < H + MARGIN && y + this.height(pin.index) > -MARGIN;
        if (visible) {
          if (!pin.node) {
            pin.node = this.node(true);
            this.dress(pin.node, pin.index, true);
          }
          if (!pin.node.isConnected) this.holder.append(pin.node);
          if (y !== pin.ly) {
            pin.ly = y;
            pin.node.style.transform = 'translate(' + this.x + 'px,' + y + 'px)';
          }
        } else if (pin.node && pin.node.isConnected) {
          pin.node.remove();
        }
      }
    }
  }

  // ---- Build the screen
  screen.style.width = W + 'px';
  screen.style.height = H + 'px';
  if (data.background) screen.style.background = data.background;
  const classic = data.frame === 'classic';
  if (classic) device.classList.add('classic');

  const items = [];
  const lists = [];
  const fragment = document.createDocumentFragment();
  for (const e of data.elements) {
    const item = new Item(e);
    items.push(item);
    fragment.append(item.node);
    if (e.rows) {
      const holder = div('rows');
      fragment.append(holder);
      lists.push(new List(e, holder));
    }
  }
  // Status bar and home indicator invert what is under them; the island does not.
  const decor = div('decor');
  const inverted = div('decor inverted');
  for (const layer of [inverted, decor]) layer.setAttribute('aria-hidden', 'true');
  if (data.safeTop > 0) {
    const status = div('status');
    status.style.height = Math.min(data.safeTop, 54) + 'px';
    status.append(div('time', '9:41'), div('battery'));
    inverted.append(status);
    if (!classic && data.safeTop >= 47) decor.append(div('island'));
  }
  if (data.safeBottom > 0) inverted.append(div('home-indicator'));
  fragment.append(inverted, decor);
  screen.append(fragment);

  // ---- Offset and rendering
  let offset = 0;
  const clamp = (o) => Math.min(HIGHEST, Math.max(LOWEST, o));

  function apply(o) {
    offset = o;
    for (let k = 0; k < items.length; k++) items[k].place(o);
    for (let k = 0; k < lists.length; k++) lists[k].update(o);
    controlsDirty = true;
  }

  // ---- Rubber band: past an end, the content moves by band(x) for an input
  // distance x, the resistance UIKit is known for; d is the screen height.
  const D = H > 0 ? H : 1;
  const band = (x) => (1 - 1 / ((x * 0.55) / D + 1)) * D;
  const unband = (y) => (y >= D ? 1e9 : (y * D) / ((D - y) * 0.55));
  const toRaw = (o) => (o < 0 ? -unband(-o) : o > MAX ? MAX + unband(o - MAX) : o);
  const fromRaw = (r) => clamp(r < 0 ? -band(-r) : r > MAX ? MAX + band(r - MAX) : r);
  const outside = (o) => o < 0 || o > MAX;
  const edge = (o) => (o < 0 ? 0 : MAX);

  // ---- Motion: momentum (UIKit's 0.998 per ms deceleration), a critically
  // damped spring back to the nearest end, and a short glide for the keyboard.
  const DECAY = 0.998;
  const LOG_DECAY = Math.log(DECAY);
  const OMEGA = 0.011; // spring stiffness, per ms
  let anim = null;

  function spring(from, velocity, now, to = edge(from)) {
    return {
      step(t) {
        const s = t - now;
        const x0 = from - to;
        const e = Math.exp(-OMEGA * s);
        const x = (x0 + (velocity + OMEGA * x0) * s) * e;
        const v = (velocity - (velocity + OMEGA * x0) * OMEGA * s) * e;
        if (Math.abs(x) < 0.05 && Math.abs(v) < 0.01) {
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
        const decay = DECAY ** s;
        const o = from + (velocity * (decay - 1)) / LOG_DECAY;
        const v = velocity * decay;
        if (outside(o)) {
          // Past an end: the content overshoots on a spring and settles back.
          anim = spring(o, v, t, o < 0 ? 0 : MAX);
          return anim.step(t);
        }
        if (Math.abs(v) < 0.01) this.done = true;
        return o;
      },
      done: false,
    };
  }

  function glide(from, to, now) {
    return {
      to,
      step(t) {
        const s = Math.min(1, (t - now) / 180);
        if (s >= 1) this.done = true;
        return from + (to - from) * (1 - (1 - s) ** 3);
      },
      done: false,
    };
  }

  let raf = 0;
  let wheelDelta = 0;
  let wheelActive = false;
  let lastWheel = 0;
  let drag = null;
  let controlsDirty = true;

  const schedule = () => {
    if (!raf) raf = requestAnimationFrame(frame);
  };

  function frame(now) {
    raf = 0;
    let o = offset;
    if (drag) {
      o = fromRaw(drag.raw);
    } else if (wheelDelta !== 0) {
      o = fromRaw(toRaw(o) + wheelDelta);
      wheelDelta = 0;
    } else if (anim) {
      const current = anim;
      o = current.step(now);
      if (current.done && anim === current) anim = null;
    } else if (wheelActive && performance.now() - lastWheel > 140) {
      wheelActive = false;
      if (outside(o)) {
        anim = spring(o, 0, now);
        o = anim.step(now);
      }
    }
    if (o !== offset) apply(o);
    if (controlsDirty) updateControls();
    if (drag || anim || wheelActive || wheelDelta !== 0) schedule();
  }

  function stop() {
    anim = null;
    wheelDelta = 0;
    wheelActive = false;
  }

  // ---- Input: wheel and trackpad
  screen.addEventListener(
    'wheel',
    (ev) => {
      if (ev.ctrlKey) return; // pinch zoom stays the browser's
      ev.preventDefault();
      let d = ev.deltaY;
      if (ev.deltaMode === 1) d *= 16;
      else if (ev.deltaMode === 2) d *= data.viewport.bottom - data.viewport.top;
      if (anim) {
        anim = null;
      }
      wheelDelta += d;
      wheelActive = true;
      lastWheel = performance.now();
      schedule();
    },
    { passive: false },
  );

  // ---- Input: pointer drag with momentum
  let scale = 1;
  screen.addEventListener('pointerdown', (ev) => {
    if (ev.button !== 0 || drag) return;
    ev.preventDefault();
    screen.focus({ preventScroll: true });
    try {
      screen.setPointerCapture(ev.pointerId);
    } catch {
      // Synthetic pointers may not be capturable; the drag still works inside.
    }
    stop();
    const raw = toRaw(offset);
    drag = { id: ev.pointerId, y: ev.clientY, raw0: raw, raw, samples: [[ev.timeStamp, raw]] };
    screen.classList.add('dragging');
    schedule();
  });
  screen.addEventListener('pointermove', (ev) => {
    if (!drag || ev.pointerId !== drag.id) return;
    drag.raw = drag.raw0 - (ev.clientY - drag.y) / scale;
    const samples = drag.samples;
    samples.push([ev.timeStamp, drag.raw]);
    while (samples.length > 2 && ev.timeStamp - samples[0][0] > 100) samples.shift();
    schedule();
  });
  const release = (ev) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const samples = drag.samples;
    const [t0, r0] = samples[0];
    const [t1, r1] = samples[samples.length - 1];
    // A finger that rested before lifting throws nothing.
    let v = t1 > t0 && ev.timeStamp - t1 < 100 ? (r1 - r0) / (t1 - t0) : 0;
    v = Math.max(-8, Math.min(8, v));
    drag = null;
    screen.classList.remove('dragging');
    const now = performance.now();
    const o = offset;
    if (outside(o)) anim = spring(o, 0, now);
    else if (Math.abs(v) > 0.05 && ev.type === 'pointerup') anim = momentum(o, v, now);
    schedule();
  };
  screen.addEventListener('pointerup', release);
  screen.addEventListener('pointercancel', release);

  // ---- Input: keyboard, when the screen has focus
  screen.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const page = Math.max(40, data.viewport.bottom - data.viewport.top - 60);
    const from = anim && anim.to !== undefined ? anim.to : Math.min(MAX, Math.max(0, offset));
    let to;
    switch (ev.key) {
      case 'ArrowDown':
        to = from + 40;
        break;
      case 'ArrowUp':
        to = from - 40;
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
    if (drag) return;
    stop();
    anim = glide(offset, Math.min(MAX, Math.max(0, to)), performance.now());
    schedule();
  });

  // ---- Controls: scrubber, numeric readout, jumps
  const scrubber = document.getElementById('scrubber');
  const readout = document.getElementById('readout');
  const phase = document.getElementById('phase');
  const round = (o) => Math.round(o * 10) / 10;

  function updateControls() {
    controlsDirty = false;
    if (!scrubber) return;
    scrubber.value = String(offset);
    if (document.activeElement !== readout) readout.value = String(round(offset));
    const over = offset < 0 ? 'pulled past the top' : offset > MAX ? 'pushed past the end' : '';
    phase.textContent = over || (offset === 0 ? 'at rest' : 'scrolled');
    phase.classList.toggle('over', over !== '');
  }

  function setOffset(o) {
    const value = Number(o);
    if (!Number.isFinite(value)) return offset;
    stop();
    if (drag) {
      drag = null;
      screen.classList.remove('dragging');
    }
    apply(clamp(value));
    schedule();
    return offset;
  }

  if (scrubber) {
    scrubber.addEventListener('input', () => setOffset(scrubber.value));
    readout.addEventListener('change', () => setOffset(readout.value));
    readout.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') setOffset(readout.value);
    });
    const targets = { pull: LOWEST, top: 0, bottom: MAX, push: HIGHEST };
    for (const button of document.querySelectorAll('[data-go]')) {
      button.addEventListener('click', () => {
        const to = targets[button.dataset.go];
        stop();
        anim = glide(offset, to, performance.now());
        schedule();
      });
    }
    const facts = document.getElementById('facts');
    const v = data.viewport;
    const rows = [
      ['Screen', W + ' × ' + H],
      ['Content height', round(data.contentHeight)],
      ['Offset range', '0 … ' + round(MAX)],
      ['Overscroll', '± ' + round(data.overscroll)],
      ['Visible area', round(v.top) + ' … ' + round(v.bottom)],
      ['Insets', round(v.insetTop) + ' top, ' + round(v.insetBottom) + ' bottom'],
    ];
    for (const [term, value] of rows) {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = String(value);
      facts.append(dt, dd);
    }
  }

  // ---- Fit: 1:1 whenever the window is wide enough, scaled down otherwise.
  function fit() {
    const frameWidth = W + (classic ? 32 : 28);
    const frameHeight = H + (classic ? 156 : 28);
    const room = document.documentElement.clientWidth - 32;
    scale = frameWidth > room && room > 0 ? room / frameWidth : 1;
    device.style.width = frameWidth + 'px';
    stage.style.width = frameWidth * scale + 'px';
    stage.style.height = frameHeight * scale + 'px';
    device.style.transform = scale === 1 ? '' : 'scale(' + scale + ')';
    device.style.transformOrigin = '0 0';
  }
  window.addEventListener('resize', fit);
  fit();

  apply(0);
  updateControls();

  window.stickyPreview = {
    screen: data.screen,
    get offset() {
      return offset;
    },
    minOffset: data.minOffset,
    maxOffset: MAX,
    overscroll: data.overscroll,
    setOffset,
  };
})();
