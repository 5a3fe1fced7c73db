// The offset and how it changes: the step that applies it, momentum, a spring
// back to the nearest end, a glide, a snap (SPEC section 12); one animation
// frame loop for them all. The finger lifts at a pointer-up (input.js, the
// scrubber's in controls.js), when momentum or the spring after a gesture
// ends, when a key's glide ends, and when a wheel gesture ends. Where the
// content snaps (SPEC section 14), a lift lands it by the rule instead, a
// throw's momentum becomes a fling, and the content glides to the landing
// place; it comes to rest there.
import { band, unband, springPosition, springVelocity, momentumPosition, momentumVelocity,
  momentumTravel, glidePosition } from './physics.js';
import { clamp, listen, onUndo } from './context.js';
import { placeScene } from './scene.js';
import { placeInks } from './inks.js';
import { follow, lift, stepSnaps } from './hiding-state.js';
import { restLanding, flingLanding, glideOffset, restAt, restHere } from './snap-state.js';

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
// shows. `snap` is the state of SPEC section 14, which no step reads. The
// mount's undoing stops the frame loop and what it runs.
export const motionOf = (ctx, scene, inks, hiding, snap, listeners) => {
  const { H, MAX, screen, reducedMotion } = ctx;
  const m = {
    ctx, scene, inks, hiding, snap, screen, MAX,
    steps: listeners.steps,
    panels: listeners.panels,
    // Input distance and offset meet through the rubber band over this.
    band: H > 0 ? H : 1,
    offset: 0,
    // The running spring, momentum, glide or play (`step`, `done`, `lifts`,
    // `cut`; a glide to a landing place, its `landing`; a play, `replays`).
    anim: null,
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

// The glide to a landing place, over the rule's duration along its easing;
// the content comes to rest at its end (`ended`), where the finger has
// already lifted.
const landingGlide = (m, from, landing, now) => ({
  to: landing.offset,
  landing,
  step(t) {
    if (t - now >= m.snap.ms) this.done = true;
    return glideOffset(m.snap, from, landing.offset, t - now);
  },
  done: false,
  lifts: false,
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

// The content comes to rest at `landing`'s target: section 12's snaps start,
// or with reduced motion jump, as glides do.
const comeToRest = (m, landing, now) => {
  restAt(m.snap, landing.target);
  lift(m.hiding, now, m.offset, m.reduced);
};

// Whatever moves stops, and the content goes to `landing` (from the rule):
// it glides there, or jumps with reduced motion or a glide of no duration,
// and comes to rest.
export const land = (m, landing, now) => {
  stop(m);
  if (landing.offset !== m.offset && !m.reduced && m.snap.ms > 0) {
    m.anim = landingGlide(m, m.offset, landing, now);
  } else {
    if (landing.offset !== m.offset) apply(m, landing.offset);
    comeToRest(m, landing, now);
  }
  schedule(m);
};

// The finger lifts at `now` without momentum: where the content snaps, it
// lands where the rule rests it; elsewhere it rests where it is.
export const lifted = (m, now) => {
  if (m.snap.snaps) land(m, restLanding(m.snap, m.offset), now);
  else lift(m.hiding, now, m.offset, m.reduced);
};

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

// The finger lifts at `o` with velocity `v`: momentum carries the content
// on, or where it snaps, the rule lands it by the distance the momentum
// would have travelled.
export const throwFrom = (m, o, v, now) => {
  if (!m.snap.snaps) {
    m.anim = momentum(m, o, v, now);
    return;
  }
  land(m, flingLanding(m.snap, o, momentumTravel(v, DECAY, SETTLED_VELOCITY)), now);
};

// A move has come to its end: a glide to a landing place rests there; a
// spring, momentum or a key's glide ends a gesture, where the finger counts
// as lifted; a glide of the panel leaves the content where it is, a play
// where its path does.
const ended = (m, anim, now) => {
  if (anim.landing) comeToRest(m, anim.landing, now);
  else if (anim.lifts) lifted(m, now);
  else if (!anim.replays) restHere(m.snap, m.offset);
};

const frame = (m, now) => {
  m.raf = 0;
  const hiding = m.hiding;
  let o = m.offset;
  let lifts = false;
  let finished = null;
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
      finished = current;
    }
  } else if (m.wheelActive && performance.now() - m.lastWheel > WHEEL_IDLE_MS) {
    m.wheelActive = false;
    if (outside(m, o)) o = settle(m, o, 0, now);
    else lifts = true;
  }
  // A snap runs while the offset stays; a change of offset stops it (`follow`).
  if (o !== m.offset) apply(m, o);
  else if (hiding.snapping) stepSnaps(hiding, now);
  if (finished) ended(m, finished, now);
  else if (lifts) lifted(m, now);
  if (hiding.pending) apply(m, m.offset);
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

// Applies offset o (clamped to the overscroll range) at once, as a scrubber
// does while it is dragged: the content rests only when it lets go.
export const scrub = (m, o) => {
  const value = Number(o);
  if (!Number.isFinite(value)) return m.offset;
  stop(m);
  if (m.drag) endDrag(m);
  apply(m, clamp(m.ctx, value));
  schedule(m);
  return m.offset;
};

// Shows offset o (clamped) at once, where the content then rests, without
// landing; what `stickyPreview.setOffset` and `#offset` do.
export const setOffset = (m, o) => {
  scrub(m, o);
  restHere(m.snap, m.offset);
  return m.offset;
};
