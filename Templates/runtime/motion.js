// The offset and how it changes: the step that applies it, momentum, a spring
// back to the nearest end, a glide, a snap (SPEC section 12); one animation
// frame loop for them all. The finger lifts at a pointer-up (input.js, the
// scrubber's in controls.js), when momentum or the spring after a gesture
// ends, when a key's glide ends, and when a wheel gesture ends.
import { band, unband, springPosition, springVelocity, momentumPosition, momentumVelocity,
  glidePosition } from './physics.js';
import { clamp, listen, onUndo } from './context.js';
import { placeScene } from './scene.js';
import { placeInks } from './inks.js';
import { follow, lift, stepSnaps } from './hiding-state.js';

const DECAY = 0.998; // momentum kept per ms (UIKit's normal deceleration)
const OMEGA = 0.011; // spring stiffness, per ms
const SETTLED_POSITION = 0.05; // a spring this close to rest, and
export const SETTLED_VELOCITY = 0.01; // this slow (points per ms), has stopped
const GLIDE_MS = 180;
const WHEEL_IDLE_MS = 150; // no wheel event for this long ends a wheel gesture (SPEC 12)
// The panel's readouts cost a layout and a paint per write: written at most
// this often (ms) while the offset changes.
const PANEL_MS = 100;

// The offset of one mount and everything about it that changes, in one
// record, with what a step places: the scene, the inks and the state of
// SPEC section 12. `listeners` are the player's: `steps` are called after
// every step with the new offset, `panels` at a readable rate after changes
// (the plot's cursor, the panel, the address), so a page runs only what it
// shows. The mount's undoing stops the frame loop and what it runs.
export const motionOf = (ctx, scene, inks, hiding, listeners) => {
  const { H, MAX, screen, reducedMotion } = ctx;
  const m = {
    ctx, scene, inks, hiding, screen, MAX,
    steps: listeners.steps,
    panels: listeners.panels,
    // Input distance and offset meet through the rubber band over this.
    band: H > 0 ? H : 1,
    offset: 0,
    anim: null, // the running spring, momentum, glide or play (`step`, `done`, `lifts`, `cut`)
    raf: 0,
    frame: null, // the animation frame callback
    wheelDelta: 0,
    wheelActive: false,
    lastWheel: 0,
    drag: null,
    // prefers-reduced-motion: moves are instant, nothing springs
    reduced: reducedMotion.matches,
    panelDirty: true,
    panelAt: -Infinity, // when the panel was last written
  };
  m.frame = (now) => frame(m, now);
  listen(ctx, reducedMotion, 'change', () => {
    m.reduced = reducedMotion.matches;
  });
  onUndo(ctx, () => {
    cancel(m);
    cancelAnimationFrame(m.raf);
    m.raf = 0;
    if (m.drag) endDrag(m);
  });
  return m;
};

export const apply = (m, o) => {
  follow(m.hiding, m.offset, o);
  m.offset = o;
  placeScene(m.scene, o);
  placeInks(m.inks, o);
  const steps = m.steps;
  for (let k = 0; k < steps.length; k++) steps[k](o);
  m.panelDirty = true;
};

export const updatePanel = (m) => {
  m.panelDirty = false;
  const panels = m.panels;
  for (let k = 0; k < panels.length; k++) panels[k](m.offset);
};

// Input distance and offset, through the rubber band past either end.
export const toRaw = (m, o) =>
  o < 0 ? -unband(-o, m.band) : o > m.MAX ? m.MAX + unband(o - m.MAX, m.band) : o;
const fromRaw = (m, r) =>
  clamp(m.ctx, r < 0 ? -band(-r, m.band) : r > m.MAX ? m.MAX + band(r - m.MAX, m.band) : r);
export const outside = (m, o) => o < 0 || o > m.MAX;
const edge = (m, o) => (o < 0 ? 0 : m.MAX);

// Springs and momentum end a gesture: the finger counts as lifted then.
const spring = (m, from, velocity, now, to = edge(m, from)) => ({
  step(t) {
    const s = t - now;
    const x = springPosition(from - to, velocity, OMEGA, s);
    const v = springVelocity(from - to, velocity, OMEGA, s);
    if (Math.abs(x) < SETTLED_POSITION && Math.abs(v) < SETTLED_VELOCITY) {
      this.done = true;
      return to;
    }
    return clamp(m.ctx, to + x);
  },
  done: false,
  lifts: true,
});

const momentum = (m, from, velocity, now) => ({
  step(t) {
    const s = t - now;
    const o = momentumPosition(from, velocity, DECAY, s);
    const v = momentumVelocity(velocity, DECAY, s);
    if (outside(m, o)) {
      // Past an end: the content overshoots on a spring and settles back.
      m.anim = spring(m, o, v, t, o < 0 ? 0 : m.MAX);
      return m.anim.step(t);
    }
    if (Math.abs(v) < SETTLED_VELOCITY) this.done = true;
    return o;
  },
  done: false,
  lifts: true,
});

// A key's glide ends a gesture as momentum does; other glides (the plot,
// the panel's buttons) are no finger's.
const glide = (from, to, now, lifts) => ({
  to,
  step(t) {
    if (t - now >= GLIDE_MS) this.done = true;
    return glidePosition(from, to, t - now, GLIDE_MS);
  },
  done: false,
  lifts,
});

export const schedule = (m) => {
  if (!m.raf) m.raf = requestAnimationFrame(m.frame);
};

// Drops the running animation; one that must know it was cut short (a play)
// is told.
export const cancel = (m) => {
  const anim = m.anim;
  m.anim = null;
  if (anim && anim.cut) anim.cut();
};

export const stop = (m) => {
  cancel(m);
  m.wheelDelta = 0;
  m.wheelActive = false;
};

// The finger lifts at `now`: snaps run, or with reduced motion jump, as glides do.
export const lifted = (m, now) => lift(m.hiding, now, m.offset, m.reduced);

// With reduced motion a move is a jump and nothing springs back; `lifts`
// when the move ends a gesture (a key's).
export const moveTo = (m, to, lifts = false) => {
  stop(m);
  const now = performance.now();
  if (m.reduced) {
    apply(m, to);
    if (lifts) lifted(m, now);
  } else {
    m.anim = glide(m.offset, to, now, lifts);
  }
  schedule(m);
};
export const glideTo = (m, o) => moveTo(m, clamp(m.ctx, o));

// The finger lifts off a control (the scrubber) where the offset is now.
export const liftHere = (m) => {
  lifted(m, performance.now());
  schedule(m);
};

export const settle = (m, o, v, now) => {
  if (m.reduced) {
    apply(m, edge(m, o));
    lifted(m, now);
    return m.offset;
  }
  m.anim = spring(m, o, v, now);
  return m.anim.step(now);
};

export const throwFrom = (m, o, v, now) => {
  m.anim = momentum(m, o, v, now);
};

const frame = (m, now) => {
  m.raf = 0;
  const hiding = m.hiding;
  let o = m.offset;
  let lifts = false;
  if (m.drag) {
    o = fromRaw(m, m.drag.raw);
  } else if (m.wheelDelta !== 0) {
    o = fromRaw(m, toRaw(m, o) + m.wheelDelta);
    m.wheelDelta = 0;
  } else if (m.anim) {
    const current = m.anim;
    o = current.step(now);
    if (current.done && m.anim === current) {
      m.anim = null;
      lifts = current.lifts;
    }
  } else if (m.wheelActive && performance.now() - m.lastWheel > WHEEL_IDLE_MS) {
    m.wheelActive = false;
    if (outside(m, o)) o = settle(m, o, 0, now);
    else lifts = true;
  }
  // A snap runs while the offset stays; a change of offset stops it (`follow`).
  if (o !== m.offset) apply(m, o);
  else if (hiding.snapping) stepSnaps(hiding, now);
  if (lifts) lifted(m, now);
  if (hiding.pending) apply(m, o);
  // While the offset keeps changing, the panel follows at a readable rate;
  // the frame after the last change writes the final value.
  if (m.panelDirty) {
    if (now - m.panelAt >= PANEL_MS) {
      m.panelAt = now;
      updatePanel(m);
    } else {
      schedule(m);
    }
  }
  if (m.drag || m.anim || m.wheelActive || m.wheelDelta !== 0 || hiding.snapping) {
    schedule(m);
  }
};

export const endDrag = (m) => {
  m.drag = null;
  m.screen.classList.remove('dragging');
};

// Ends the drag with the screen where the finger left it, whether or not an
// animation frame has placed it there yet: a browser that draws rarely
// (WebKit under load) may run none between the last move and the release.
export const letGo = (m) => {
  const o = fromRaw(m, m.drag.raw);
  endDrag(m);
  if (o !== m.offset) apply(m, o);
};

// Applies offset o (clamped to the overscroll range) at once; what
// `stickyPreview.setOffset` does.
export const setOffset = (m, o) => {
  const value = Number(o);
  if (!Number.isFinite(value)) return m.offset;
  stop(m);
  if (m.drag) endDrag(m);
  apply(m, clamp(m.ctx, value));
  schedule(m);
  return m.offset;
};
