// The offsets and how they change: the content's and each carousel's (SPEC
// section 15), each in a lane of its own with its drag, wheel gesture and
// animation: the step that applies it, momentum, a spring back to the
// nearest end, a glide, a snap (SPEC section 12); one animation frame loop
// for them all. The finger lifts at a pointer-up (input.js, the scrubber's
// in controls.js), when momentum or the spring after a gesture ends, when a
// key's glide ends, and when a wheel gesture ends. Where a scroller snaps
// (SPEC section 14), a lift lands it by its rule instead, a throw's momentum
// becomes a fling, and it glides to the landing place; it comes to rest
// there.
import { band, unband, springPosition, springVelocity, momentumPosition, momentumVelocity,
  momentumTravel, glidePosition } from './physics.js';
import { listen, onUndo } from './context.js';
import { placeScene } from './scene.js';
import { placeCarousel } from './carousels.js';
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

// What moves one scroller's offset, and the offset: its range and rubber
// band, the drag, wheel gesture and animation running on it, and its snap
// state (SPEC section 14). `motion` is the record of the mount's lanes;
// `carousel` the carousel the lane scrolls (carousels.js), null for the
// content, whose lane is `motion` itself.
const laneFields = (motion, carousel, range, snap) => ({
  motion,
  carousel,
  snap,
  offset: 0,
  MAX: range.MAX,
  LOWEST: range.LOWEST,
  HIGHEST: range.HIGHEST,
  // Input distance and offset meet through the rubber band over this.
  band: range.band > 0 ? range.band : 1,
  // The running spring, momentum, glide or play (`step`, `done`, `lifts`,
  // `cut`; a glide to a landing place, its `landing`; a play, `replays`).
  anim: null,
  wheelDelta: 0,
  wheelActive: false,
  lastWheel: 0,
  drag: null,
  // What the last frame left to do once its offset is applied: the
  // animation that ended there, or a wheel gesture's lift.
  finished: null,
  lifts: false,
});

// The offsets of one mount and everything about them that changes, in one
// record, which is the content's lane, with what a step places: the scene,
// the inks and the state of SPEC section 12. `listeners` are the player's:
// `steps` are called after every step of the content with the new offset,
// `slides` after every step of a carousel with its id and offset, `panels`
// at a readable rate after changes (the plot's cursor, the panel, the
// address), so a page runs only what it shows. `snap` is the content's state
// of SPEC section 14, which no step reads. `lanes` are the carousels' lanes
// (`scrollers` of the page data), `moving` those that drag, glide or wheel
// now, which alone a frame visits. The mount's undoing stops the frame loop
// and what it runs.
export const motionOf = (ctx, scene, inks, hiding, snap, listeners, carouselSnaps) => {
  const { H, MAX, LOWEST, HIGHEST, screen, reducedMotion } = ctx;
  const m = laneFields(null, null, { MAX, LOWEST, HIGHEST, band: H }, snap);
  Object.assign(m, {
    motion: m,
    ctx, scene, inks, hiding, screen,
    steps: listeners.steps,
    slides: listeners.slides,
    panels: listeners.panels,
    raf: 0,
    frame: null, // the animation frame callback
    // prefers-reduced-motion: moves are instant, nothing springs
    reduced: reducedMotion.matches,
    panelDirty: true,
    panelAt: -Infinity, // when the panel was last written
    lanes: [],
    moving: [],
    // The lane a pointer drags, and a press over a carousel whose axis its
    // first movement has yet to decide (input.js).
    held: null,
    press: null,
  });
  scene.carousels.list.forEach((carousel, k) => {
    const { scroller } = carousel;
    const range = {
      MAX: scroller.maxOffset,
      LOWEST: -scroller.overscroll,
      HIGHEST: scroller.maxOffset + scroller.overscroll,
      band: carousel.e.w,
    };
    const lane = laneFields(m, carousel, range, carouselSnaps[k]);
    lane.queued = false; // whether it is in `moving`
    carousel.lane = lane;
    m.lanes.push(lane);
  });
  m.frame = (now) => frame(m, now);
  listen(ctx, reducedMotion, 'change', () => {
    m.reduced = reducedMotion.matches;
  });
  onUndo(ctx, () => {
    for (const lane of [m, ...m.lanes]) {
      cancel(lane);
      if (lane.drag) endDrag(lane);
    }
    cancelAnimationFrame(m.raf);
    m.raf = 0;
  });
  return m;
};

export const clampTo = (lane, o) => Math.min(lane.HIGHEST, Math.max(lane.LOWEST, o));

// The lane of the carousel with this id, or undefined.
export const laneOf = (m, id) => m.lanes.find((lane) => lane.carousel.id === id);

const applyContent = (m, o) => {
  follow(m.hiding, m.offset, o);
  m.offset = o;
  placeScene(m.scene, o);
  placeInks(m.inks, o);
  const steps = m.steps;
  for (let k = 0; k < steps.length; k++) steps[k](o);
  m.panelDirty = true;
};

const applyCarousel = (lane, x) => {
  const m = lane.motion;
  lane.offset = x;
  placeCarousel(m.scene.carousels, lane.carousel, x, m.offset);
  const slides = m.slides;
  const id = lane.carousel.id;
  for (let k = 0; k < slides.length; k++) slides[k](id, x);
  m.panelDirty = true;
};

// Shows offset o of the lane's scroller.
export const apply = (lane, o) => {
  if (lane.carousel) applyCarousel(lane, o);
  else applyContent(lane, o);
};

export const updatePanel = (m) => {
  m.panelDirty = false;
  const panels = m.panels;
  for (let k = 0; k < panels.length; k++) panels[k](m.offset);
};

// Input distance and offset, through the rubber band past either end.
export const toRaw = (lane, o) =>
  o < 0 ? -unband(-o, lane.band) : o > lane.MAX ? lane.MAX + unband(o - lane.MAX, lane.band) : o;
const fromRaw = (lane, r) =>
  clampTo(
    lane,
    r < 0 ? -band(-r, lane.band) : r > lane.MAX ? lane.MAX + band(r - lane.MAX, lane.band) : r);
export const outside = (lane, o) => o < 0 || o > lane.MAX;
const edge = (lane, o) => (o < 0 ? 0 : lane.MAX);

// Springs and momentum end a gesture: the finger counts as lifted then.
const spring = (lane, from, velocity, now, to = edge(lane, from)) => ({
  step(t) {
    const s = t - now;
    const x = springPosition(from - to, velocity, OMEGA, s);
    const v = springVelocity(from - to, velocity, OMEGA, s);
    if (Math.abs(x) < SETTLED_POSITION && Math.abs(v) < SETTLED_VELOCITY) {
      this.done = true;
      return to;
    }
    return clampTo(lane, to + x);
  },
  done: false,
  lifts: true,
});

const momentum = (lane, from, velocity, now) => ({
  step(t) {
    const s = t - now;
    const o = momentumPosition(from, velocity, DECAY, s);
    const v = momentumVelocity(velocity, DECAY, s);
    if (outside(lane, o)) {
      // Past an end: the content overshoots on a spring and settles back.
      lane.anim = spring(lane, o, v, t, o < 0 ? 0 : lane.MAX);
      return lane.anim.step(t);
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
// the scroller comes to rest at its end (`ended`), where the finger has
// already lifted.
const landingGlide = (lane, from, landing, now) => ({
  to: landing.offset,
  landing,
  step(t) {
    if (t - now >= lane.snap.ms) this.done = true;
    return glideOffset(lane.snap, from, landing.offset, t - now);
  },
  done: false,
  lifts: false,
});

// Asks for a frame, in which the lane is visited.
export const schedule = (lane) => {
  const m = lane.motion;
  if (lane.carousel && !lane.queued) {
    lane.queued = true;
    m.moving.push(lane);
  }
  if (!m.raf) m.raf = requestAnimationFrame(m.frame);
};

// Drops the running animation; one that must know it was cut short (a play)
// is told.
export const cancel = (lane) => {
  const anim = lane.anim;
  lane.anim = null;
  if (anim && anim.cut) anim.cut();
};

export const stop = (lane) => {
  cancel(lane);
  lane.wheelDelta = 0;
  lane.wheelActive = false;
};

// The scroller comes to rest at `landing`'s target: for the content, section
// 12's snaps start, or with reduced motion jump, as glides do.
const comeToRest = (lane, landing, now) => {
  restAt(lane.snap, landing.target);
  if (!lane.carousel) lift(lane.hiding, now, lane.offset, lane.reduced);
};

// Whatever moves the lane stops, and its scroller goes to `landing` (from
// the rule): it glides there, or jumps with reduced motion or a glide of no
// duration, and comes to rest.
export const land = (lane, landing, now) => {
  stop(lane);
  if (landing.offset !== lane.offset && !lane.motion.reduced && lane.snap.ms > 0) {
    lane.anim = landingGlide(lane, lane.offset, landing, now);
  } else {
    if (landing.offset !== lane.offset) apply(lane, landing.offset);
    comeToRest(lane, landing, now);
  }
  schedule(lane);
};

// The finger lifts at `now` without momentum: where the scroller snaps, it
// lands where the rule rests it; elsewhere it rests where it is.
export const lifted = (lane, now) => {
  if (lane.snap.snaps) land(lane, restLanding(lane.snap, lane.offset), now);
  else if (!lane.carousel) lift(lane.hiding, now, lane.offset, lane.reduced);
};

// With reduced motion a move is a jump and nothing springs back; `lifts`
// when the move ends a gesture (a key's).
export const moveTo = (lane, to, lifts = false) => {
  stop(lane);
  const now = performance.now();
  if (lane.motion.reduced) {
    apply(lane, to);
    if (lifts) lifted(lane, now);
  } else {
    lane.anim = glide(lane.offset, to, now, lifts);
  }
  schedule(lane);
};
export const glideTo = (lane, o) => moveTo(lane, clampTo(lane, o));

// The finger lifts off a control (the scrubber) where the offset is now.
export const liftHere = (lane) => {
  lifted(lane, performance.now());
  schedule(lane);
};

export const settle = (lane, o, v, now) => {
  if (lane.motion.reduced) {
    apply(lane, edge(lane, o));
    lifted(lane, now);
    return lane.offset;
  }
  lane.anim = spring(lane, o, v, now);
  return lane.anim.step(now);
};

// The finger lifts at `o` with velocity `v`: momentum carries the scroller
// on, or where it snaps, the rule lands it by the distance the momentum
// would have travelled.
export const throwFrom = (lane, o, v, now) => {
  if (!lane.snap.snaps) {
    lane.anim = momentum(lane, o, v, now);
    return;
  }
  land(lane, flingLanding(lane.snap, o, momentumTravel(v, DECAY, SETTLED_VELOCITY)), now);
};

// A move has come to its end: a glide to a landing place rests there; a
// spring, momentum or a key's glide ends a gesture, where the finger counts
// as lifted; a glide of the panel leaves the scroller where it is, a play
// where its path does.
const ended = (lane, anim, now) => {
  if (anim.landing) comeToRest(lane, anim.landing, now);
  else if (anim.lifts) lifted(lane, now);
  else if (!anim.replays) restHere(lane.snap, lane.offset);
};

// Where the lane's drag, wheel or animation puts its offset at `now`; what
// then ends is noted in `finished` and `lifts`, for `finish`.
const advance = (lane, now) => {
  let o = lane.offset;
  if (lane.drag) {
    o = fromRaw(lane, lane.drag.raw);
  } else if (lane.wheelDelta !== 0) {
    o = fromRaw(lane, toRaw(lane, o) + lane.wheelDelta);
    lane.wheelDelta = 0;
  } else if (lane.anim) {
    const current = lane.anim;
    o = current.step(now);
    if (current.done && lane.anim === current) {
      lane.anim = null;
      lane.finished = current;
    }
  } else if (lane.wheelActive && performance.now() - lane.lastWheel > WHEEL_IDLE_MS) {
    lane.wheelActive = false;
    if (outside(lane, o)) o = settle(lane, o, 0, now);
    else lane.lifts = true;
  }
  return o;
};

// Ends what `advance` saw end, once its offset is shown.
const finish = (lane, now) => {
  const finished = lane.finished;
  if (finished) {
    lane.finished = null;
    lane.lifts = false;
    ended(lane, finished, now);
  } else if (lane.lifts) {
    lane.lifts = false;
    lifted(lane, now);
  }
};

// Whether the lane drags, wheels or moves on its own.
export const busy = (lane) =>
  lane.drag || lane.anim || lane.wheelActive || lane.wheelDelta !== 0;

const frame = (m, now) => {
  m.raf = 0;
  const hiding = m.hiding;
  const o = advance(m, now);
  // A snap runs while the offset stays; a change of offset stops it (`follow`).
  if (o !== m.offset) apply(m, o);
  else if (hiding.snapping) stepSnaps(hiding, now);
  finish(m, now);
  if (hiding.pending) apply(m, m.offset);
  // The carousels that move; those that have stopped leave the list.
  const moving = m.moving;
  let kept = 0;
  for (let k = 0; k < moving.length; k++) {
    const lane = moving[k];
    const x = advance(lane, now);
    if (x !== lane.offset) apply(lane, x);
    finish(lane, now);
    if (busy(lane)) moving[kept++] = lane;
    else lane.queued = false;
  }
  moving.length = kept;
  // While an offset keeps changing, the panel follows at a readable rate;
  // the frame after the last change writes the final value.
  if (m.panelDirty) {
    if (now - m.panelAt >= PANEL_MS) {
      m.panelAt = now;
      updatePanel(m);
    } else {
      schedule(m);
    }
  }
  if (busy(m) || hiding.snapping || kept > 0) schedule(m);
};

export const endDrag = (lane) => {
  lane.drag = null;
  lane.motion.screen.classList.remove('dragging');
};

// Ends the drag with the scroller where the finger left it, whether or not
// an animation frame has placed it there yet: a browser that draws rarely
// (WebKit under load) may run none between the last move and the release.
export const letGo = (lane) => {
  const o = fromRaw(lane, lane.drag.raw);
  endDrag(lane);
  if (o !== lane.offset) apply(lane, o);
};

// Applies offset o (clamped to the overscroll range) at once, as a scrubber
// does while it is dragged: the scroller rests only when it lets go.
export const scrub = (lane, o) => {
  const value = Number(o);
  if (!Number.isFinite(value)) return lane.offset;
  stop(lane);
  if (lane.drag) endDrag(lane);
  apply(lane, clampTo(lane, value));
  schedule(lane);
  return lane.offset;
};

// Shows offset o (clamped) at once, where the scroller then rests, without
// landing; what `stickyPreview.setOffset`, `setCarousel` and `#offset` do.
export const setOffset = (lane, o) => {
  scrub(lane, o);
  restHere(lane.snap, lane.offset);
  return lane.offset;
};
