// The offset and how it changes: the step that applies it, momentum, a spring
// back to the nearest end, a glide, a snap (SPEC section 12); one animation
// frame loop for them all. The finger lifts at a pointer-up (input.js), when
// momentum or the spring after a gesture ends, and when a wheel gesture ends.
import { band, unband, springPosition, springVelocity, momentumPosition, momentumVelocity,
  glidePosition } from './physics.js';
import { H, MAX, clamp, screen, reducedMotion } from './page.js';
import { placeScene } from './scene.js';
import { placeInks } from './inks.js';
import { moment, follow, lift, stepSnaps } from './hiding-state.js';

const DECAY = 0.998; // momentum kept per ms (UIKit's normal deceleration)
const OMEGA = 0.011; // spring stiffness, per ms
const SETTLED_POSITION = 0.05; // a spring this close to rest, and
export const SETTLED_VELOCITY = 0.01; // this slow (points per ms), has stopped
const GLIDE_MS = 180;
const WHEEL_IDLE_MS = 150; // no wheel event for this long ends a wheel gesture (SPEC 12)
// The panel's readouts cost a layout and a paint per write: written at most
// this often (ms) while the offset changes.
const PANEL_MS = 100;

// Everything about the offset that changes, in one record.
export const motion = {
  offset: 0,
  anim: null, // the running spring, momentum, glide or play (`step`, `done`, `lifts`, `cut`)
  raf: 0,
  wheelDelta: 0,
  wheelActive: false,
  lastWheel: 0,
  drag: null,
  reduced: false, // prefers-reduced-motion: moves are instant, nothing springs
  panelDirty: true,
  panelAt: -Infinity, // when the panel was last written
};

// Called after every step with the new offset, and at a readable rate after
// changes: the plot's cursor, the panel, the address. Registered once by the
// page kind's entry module, so a page runs only what it shows.
const stepHooks = [];
const panelHooks = [];
export const onStep = (hook) => stepHooks.push(hook);
export const onPanel = (hook) => panelHooks.push(hook);

export const apply = (o) => {
  follow(motion.offset, o);
  motion.offset = o;
  placeScene(o);
  placeInks(o);
  for (let k = 0; k < stepHooks.length; k++) stepHooks[k](o);
  motion.panelDirty = true;
};

export const updatePanel = () => {
  motion.panelDirty = false;
  for (let k = 0; k < panelHooks.length; k++) panelHooks[k](motion.offset);
};

// Input distance and offset, through the rubber band past either end.
const D = H > 0 ? H : 1;
export const toRaw = (o) => (o < 0 ? -unband(-o, D) : o > MAX ? MAX + unband(o - MAX, D) : o);
const fromRaw = (r) => clamp(r < 0 ? -band(-r, D) : r > MAX ? MAX + band(r - MAX, D) : r);
export const outside = (o) => o < 0 || o > MAX;
const edge = (o) => (o < 0 ? 0 : MAX);

// Springs and momentum end a gesture: the finger counts as lifted then.
const spring = (from, velocity, now, to = edge(from)) => ({
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
  lifts: true,
});

const momentum = (from, velocity, now) => ({
  step(t) {
    const s = t - now;
    const o = momentumPosition(from, velocity, DECAY, s);
    const v = momentumVelocity(velocity, DECAY, s);
    if (outside(o)) {
      // Past an end: the content overshoots on a spring and settles back.
      motion.anim = spring(o, v, t, o < 0 ? 0 : MAX);
      return motion.anim.step(t);
    }
    if (Math.abs(v) < SETTLED_VELOCITY) this.done = true;
    return o;
  },
  done: false,
  lifts: true,
});

const glide = (from, to, now) => ({
  to,
  step(t) {
    if (t - now >= GLIDE_MS) this.done = true;
    return glidePosition(from, to, t - now, GLIDE_MS);
  },
  done: false,
  lifts: false,
});

export const schedule = () => {
  if (!motion.raf) motion.raf = requestAnimationFrame(frame);
};

// Drops the running animation; one that must know it was cut short (a play)
// is told.
export const cancel = () => {
  const anim = motion.anim;
  motion.anim = null;
  if (anim && anim.cut) anim.cut();
};

export const stop = () => {
  cancel();
  motion.wheelDelta = 0;
  motion.wheelActive = false;
};

// With reduced motion a move is a jump and nothing springs back.
export const moveTo = (to) => {
  stop();
  if (motion.reduced) apply(to);
  else motion.anim = glide(motion.offset, to, performance.now());
  schedule();
};
export const glideTo = (o) => moveTo(clamp(o));

// The finger lifts at `now`: snaps run, or with reduced motion jump, as glides do.
export const lifted = (now) => lift(now, motion.offset, motion.reduced);

export const settle = (o, v, now) => {
  if (motion.reduced) {
    apply(edge(o));
    lifted(now);
    return motion.offset;
  }
  motion.anim = spring(o, v, now);
  return motion.anim.step(now);
};

export const throwFrom = (o, v, now) => {
  motion.anim = momentum(o, v, now);
};

const frame = (now) => {
  motion.raf = 0;
  let o = motion.offset;
  let lifts = false;
  if (motion.drag) {
    o = fromRaw(motion.drag.raw);
  } else if (motion.wheelDelta !== 0) {
    o = fromRaw(toRaw(o) + motion.wheelDelta);
    motion.wheelDelta = 0;
  } else if (motion.anim) {
    const current = motion.anim;
    o = current.step(now);
    if (current.done && motion.anim === current) {
      motion.anim = null;
      lifts = current.lifts;
    }
  } else if (motion.wheelActive && performance.now() - motion.lastWheel > WHEEL_IDLE_MS) {
    motion.wheelActive = false;
    if (outside(o)) o = settle(o, 0, now);
    else lifts = true;
  }
  // A snap runs while the offset stays; a change of offset stops it (`follow`).
  if (o !== motion.offset) apply(o);
  else if (moment.snapping) stepSnaps(now);
  if (lifts) lifted(now);
  if (moment.pending) apply(o);
  // While the offset keeps changing, the panel follows at a readable rate;
  // the frame after the last change writes the final value.
  if (motion.panelDirty) {
    if (now - motion.panelAt >= PANEL_MS) {
      motion.panelAt = now;
      updatePanel();
    } else {
      schedule();
    }
  }
  if (motion.drag || motion.anim || motion.wheelActive || motion.wheelDelta !== 0 || moment.snapping) {
    schedule();
  }
};

export const endDrag = () => {
  motion.drag = null;
  screen.classList.remove('dragging');
};

// Applies offset o (clamped to the overscroll range) at once; what
// `stickyPreview.setOffset` does.
export const setOffset = (o) => {
  const value = Number(o);
  if (!Number.isFinite(value)) return motion.offset;
  stop();
  if (motion.drag) endDrag();
  apply(clamp(value));
  schedule();
  return motion.offset;
};

// Follows the reader's reduced-motion setting.
motion.reduced = reducedMotion.matches;
reducedMotion.addEventListener('change', () => {
  motion.reduced = reducedMotion.matches;
});
