// Scroll-driven effects (SPEC sections 10 and 13): each part of an element
// that has effects gets a record of its channels, and a step writes what
// changed.
//
// A state effect (SPEC 13) changes its value when its condition flips and
// moves to the new value over its duration on CSS's `ease`. The runtime eases
// the value itself, from the time of the flip, rather than leaving it to a CSS
// transition: a part's translation and scale share its `transform` with its
// position, which every step writes, so a transition on `transform` would
// also drag the position behind the scroll; eased here, the position stays
// exact at every step and only the state's share moves with time. Colours,
// opacities and shadows take the same path so that every state ends exactly
// on the value `frames` gives. Animation frames run only while a transition
// does; a step costs a state the cursor over its intervals and a comparison.
import { cursorOn, cursorValue, trackValue, trackReach } from './track.js';
import { effectReach, effectTransform, blurFilter } from './transforms.js';
import { premultiplied, mixColor, colorAt, sameColor, cssColor, hexColor } from './kernel/colorTrack.js';
import { holdsCursor, holdsAt } from './states.js';
import { cubicBezier } from './kernel/cubicBezier.js';
import { shorteningFactor } from './kernel/stateTransition.js';
import { onUndo } from './context.js';

// The effects of one mount, in one record: the curve of state transitions,
// the reader's reduced-motion setting, and the parts whose transitions are
// running with the animation frame that moves them, which the mount's undoing
// cancels.
export const effectsOf = (ctx) => {
  const fx = {
    ease: cubicBezier(...ctx.metrics.ease),
    reducedMotion: ctx.reducedMotion,
    parts: [],
    raf: 0,
    tick: null,
  };
  fx.tick = () => tick(fx);
  onUndo(ctx, () => cancelAnimationFrame(fx.raf));
  return fx;
};

// A style property's channel writes its own style; transform properties
// compose one transform per part. A colour is the part's background; a shadow
// the value of a custom property that site.css draws (a drop shadow, or on a
// bar's own node the hairline at its edge).
const STYLE_WRITERS = Object.freeze({
  opacity: (node, v) => {
    node.style.opacity = String(v);
  },
  blur: (node, v) => {
    node.style.filter = blurFilter(v);
  },
  color: (node, c) => {
    node.style.background = cssColor(c);
  },
  shadow: (node, v) => {
    node.style.setProperty('--shadow', String(v));
  },
});
const writeEdge = (node, v) => {
  node.style.setProperty('--edge', String(v));
};
const TRANSFORM_CHANNEL = Object.freeze({ scale: 'sc', translateX: 'tx', translateY: 'ty' });

// The effects of one part: a channel for each transform property (or null),
// the transform it wrote last, and the channels of the style properties.
// `moves` when the node's transform is the part's to write: always for the
// element's own node, which carries its position too. (bx, by, o, xk) is
// where and at which offsets (the content's, its carousel's) it was placed
// last, where a running transition places it again; `fx` the effects record
// of its mount.
const effectPart = (fx, node, self) => ({
  node, moves: self, sc: null, tx: null, ty: null, ls: NaN, lx: NaN, ly: NaN, styles: [],
  states: [], bx: 0, by: 0, o: 0, xk: 0, running: false, fx,
});

// A state: the values it moves between (numbers, or premultiplied colours),
// where its condition holds, its duration in ms, the side it showed last
// (-1 before it is first placed, when nothing is eased) and, while a
// transition runs, when it started, from which value, for how long (`run`
// ms), and CSS's reversing-adjusted start as a side (-1 for a value between);
// `ease` is the curve it eases on.
const stateOf = (s, colors, ease) => ({
  ends: colors || s.values, at: holdsCursor(s.holds), ms: s.duration * 1000, on: -1,
  start: NaN, from: colors ? [0, 0, 0, 0] : NaN, colored: Boolean(colors), run: 0, k: 1,
  adjusted: -1, ease,
});

// A track followed by the offset (or a state), the value it gave last, and
// for a style property how to write it. A colour keeps the colour it wrote
// and a buffer to compute the next in. `slides` when the offset is its
// carousel's (an effect along `axis="x"`, SPEC section 15).
const channel = (effect, write, ease) => {
  const colors = effect.colors ? effect.colors.map(premultiplied) : null;
  return {
    at: cursorOn(effect.v), last: NaN, write, colors, slides: Boolean(effect.scroller),
    state: effect.state ? stateOf(effect.state, colors, ease) : null,
    out: colors ? [0, 0, 0, 0] : null, shown: colors ? [NaN, NaN, NaN, NaN] : null,
  };
};

// A state's value at time `now` (into out for a colour): the value of its
// side once the transition is over, exactly.
const stateValue = (s, now, out) => {
  const to = s.ends[s.on];
  const t = Number.isNaN(s.start) ? 1 : (now - s.start) / s.run;
  if (t >= 1) {
    s.start = NaN;
    if (!out) return to;
    for (let k = 0; k < 4; k++) out[k] = to[k];
    return out;
  }
  const e = s.ease(t);
  return out ? mixColor(out, s.from, to, e) : s.from + (to - s.from) * e;
};

// Follows state s to offset o at time now; when its side flips it eases
// from the value it shows (unless it has just been placed, has no duration,
// or the reader asks for reduced motion) and p is run by animation frames.
//
// A flip back while a transition runs reverses it as CSS Transitions does, as
// the drawings' `animate` does too: the new transition is shortened by the
// reversing shortening factor, the share of the way the old one had come
// (scaled by its own factor, plus what that factor left out).
const followState = (p, s, o, now) => {
  const on = holdsAt(s.at, o) ? 1 : 0;
  if (on === s.on) return;
  let eased = s.on >= 0 && s.ms > 0 && !p.fx.reducedMotion.matches;
  if (eased) {
    const running = !Number.isNaN(s.start) && now - s.start < s.run;
    const reverses = running && s.adjusted === on;
    if (reverses) {
      const e = s.ease((now - s.start) / s.run);
      s.k = shorteningFactor(e, s.k);
    } else {
      s.k = 1;
    }
    s.from = stateValue(s, now, s.colored ? s.from : null);
    s.adjusted = reverses ? s.on : running ? -1 : s.on;
    s.run = s.ms * s.k;
    eased = s.run > 0;
  }
  s.on = on;
  s.start = eased ? now : NaN;
  if (eased) run(p);
};

// Channel c's value for part p at time now, at the content's offset o or,
// where it slides, its carousel's.
const numberAt = (p, c, o, now) => {
  const at = c.slides ? p.xk : o;
  const s = c.state;
  if (!s) return cursorValue(c.at, at);
  followState(p, s, at, now);
  return stateValue(s, now, null);
};

const colorOf = (p, c, o, now) => {
  const at = c.slides ? p.xk : o;
  const s = c.state;
  if (!s) return colorAt(c.out, c.colors, cursorValue(c.at, at));
  followState(p, s, at, now);
  return stateValue(s, now, c.out);
};

// The track that bounds a transform channel's values over the content's
// offsets: a state's stays between its two values, as `ease` does not
// overshoot; one that follows a carousel's offset takes its largest over
// that offset's range, `slid`.
const reachTrack = (c, slid) => {
  if (!c) return null;
  if (c.state) return [0, Math.max(Math.abs(c.state.ends[0]), Math.abs(c.state.ends[1])), 0];
  return c.slides ? [0, trackReach(c.at.p, slid[0], slid[1]), 0] : c.at.p;
};

// The parts of element e whose root node is `node`: `self` (or null) and
// the others that have a node; how far the self part's translation and
// scale can carry the node beyond its frame over [lo, hi], where `slid` is
// the range of its carousel's offset; and whether any of its effects
// follow the content's offset (`follows`) or its carousel's (`slides`).
export const effectParts = (fx, node, e, lo, hi, slid) => {
  let self = null;
  const parts = [];
  let follows = false;
  let slides = false;
  for (const effect of e.effects) {
    const own = effect.part === 'self';
    const target = own ? node : node.querySelector(':scope > [data-part="' + effect.part + '"]');
    if (!target) continue; // no image or no text: nothing to drive
    let p = own ? self : parts.find((q) => q.node === target);
    if (!p) {
      p = effectPart(fx, target, own);
      if (own) self = p;
      else parts.push(p);
    }
    // A shadow is the element's hairline where Swift says so, else a drop
    // shadow (site.css).
    const edge = Boolean(effect.hairline);
    if (effect.property === 'shadow') target.classList.add(edge ? 'edge-fx' : 'shadow-fx');
    const write = edge ? writeEdge : STYLE_WRITERS[effect.property];
    const c = channel(effect, write || null, fx.ease);
    if (c.slides) slides = true;
    else follows = true;
    if (write) {
      p.styles.push(c);
    } else {
      p[TRANSFORM_CHANNEL[effect.property]] = c;
      p.moves = true;
    }
    if (c.state) p.states.push(c.state);
  }
  const reach = self
    ? effectReach(reachTrack(self.ty, slid), reachTrack(self.sc, slid), e.h, lo, hi)
    : 0;
  return { self, parts, reach, follows, slides };
};

// Writes what changed of part p's effects at offset o (and xk, its
// carousel's, for those that follow it); a part that moves is placed at
// (x, y) plus its translation.
export const placePart = (p, x, y, o, xk = 0) => {
  p.bx = x;
  p.by = y;
  p.o = o;
  p.xk = xk;
  const now = p.states.length ? performance.now() : 0;
  if (p.moves) {
    const s = p.sc ? numberAt(p, p.sc, o, now) : 1;
    if (p.tx) x += numberAt(p, p.tx, o, now);
    if (p.ty) y += numberAt(p, p.ty, o, now);
    if (x !== p.lx || y !== p.ly || s !== p.ls) {
      p.lx = x;
      p.ly = y;
      p.ls = s;
      p.node.style.transform = effectTransform(x, y, s);
    }
  }
  for (let k = 0; k < p.styles.length; k++) {
    const c = p.styles[k];
    if (c.colors) {
      const v = colorOf(p, c, o, now);
      if (!sameColor(v, c.shown)) {
        for (let i = 0; i < 4; i++) c.shown[i] = v[i];
        c.write(p.node, v);
      }
      continue;
    }
    const v = numberAt(p, c, o, now);
    if (v !== c.last) {
      c.last = v;
      c.write(p.node, v);
    }
  }
};

// A part shown again starts from its state at that offset, without easing:
// while it was hidden nobody saw the old value.
export const restartStates = (p) => {
  for (let k = 0; k < p.states.length; k++) {
    p.states[k].on = -1;
    p.states[k].start = NaN;
  }
};

const running = (p) => p.states.some((s) => !Number.isNaN(s.start));

// One animation frame of the running transitions: each part placed again
// where it was, at the time now; those that have ended leave the list.
const tick = (fx) => {
  fx.raf = 0;
  const parts = fx.parts;
  let kept = 0;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k];
    placePart(p, p.bx, p.by, p.o, p.xk);
    if (running(p)) parts[kept++] = p;
    else p.running = false;
  }
  parts.length = kept;
  if (kept && !fx.raf) fx.raf = requestAnimationFrame(fx.tick);
};

const run = (p) => {
  const fx = p.fx;
  if (!p.running) {
    p.running = true;
    fx.parts.push(p);
  }
  if (!fx.raf) fx.raf = requestAnimationFrame(fx.tick);
};

export const runningTransitions = (fx) => fx.parts.length;

// The value `frames` gives for `effect` at offset o, or at xk where it
// follows its carousel's offset (the value a state asks for, not the one a
// transition shows): a number, or '#rrggbbaa'.
export const effectValue = (effect, o, xk = 0) => {
  const at = effect.scroller ? xk : o;
  if (effect.state) {
    const side = holdsAt(holdsCursor(effect.state.holds), at) ? 1 : 0;
    return effect.colors ? hexColor(premultiplied(effect.colors[side])) : effect.state.values[side];
  }
  if (!effect.colors) return trackValue(effect.v, at);
  return hexColor(colorAt([0, 0, 0, 0], effect.colors.map(premultiplied), trackValue(effect.v, at)));
};
