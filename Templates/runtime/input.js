// Scrolling as on a phone (SPEC section 7): the wheel and trackpad, a pointer
// drag with momentum, and keys while the screen has focus. Over a carousel
// (SPEC section 15), a drag scrolls it or the content by the axis of its
// first movement, a sideways wheel (or Shift with a wheel) scrolls it, and
// Left and Right scroll it while it has focus.
import { listen } from './context.js';
import { pushesPastEnd } from './physics.js';
import {
  schedule, stop, cancel, moveTo, land, settle, throwFrom, toRaw, outside, letGo, lifted, busy,
  SETTLED_VELOCITY,
} from './motion.js';
import { restLanding, stepLanding, pageLanding } from './snap-state.js';

const LINE = 16; // points per wheel line (deltaMode 1)
const MAX_THROW = 8; // fastest drag velocity carried into momentum, points per ms
const DRAG_SAMPLE_MS = 100; // drag velocity is measured over the last 100 ms
const SAMPLES = 64; // the most moves a drag keeps for that
const ARROW_STEP = 40;
const PAGE_OVERLAP = 60; // Page Down keeps this much of the last page in view
// Screen points a press over a carousel moves before the axis of that
// movement decides what it drags.
const SLOP = 6;

// In a host page, a wheel that would only push past the end the preview rests
// at scrolls the host instead; pulled or moving, the preview keeps it.
const passesToHost = (motion, ev) =>
  !(motion.anim || motion.drag || motion.wheelDelta !== 0) &&
  pushesPastEnd(motion.offset, motion.MAX, ev.deltaY);

// The lane of the carousel under the event's target, or null.
const carouselUnder = (motion, ev) => {
  if (!motion.lanes.length || !ev.target.closest) return null;
  const view = ev.target.closest('[data-carousel]');
  return view ? motion.scene.carousels.byId.get(view.dataset.carousel).lane : null;
};

const wheelOn = (lane, d) => {
  cancel(lane);
  lane.wheelDelta += d;
  lane.wheelActive = true;
  lane.lastWheel = performance.now();
  schedule(lane);
};

// A wheel whose movement is mostly sideways (or any with Shift, as browsers
// turn it sideways) over a carousel scrolls the carousel; any other the
// content.
const onWheel = (motion, hosted, visibleHeight) => (ev) => {
  if (ev.ctrlKey) return; // pinch zoom stays the browser's
  const lane = carouselUnder(motion, ev);
  if (lane) {
    const dx = ev.shiftKey && ev.deltaX === 0 ? ev.deltaY : ev.deltaX;
    const dy = ev.shiftKey && ev.deltaX === 0 ? 0 : ev.deltaY;
    if (Math.abs(dx) > Math.abs(dy)) {
      ev.preventDefault();
      const unit = ev.deltaMode === 1 ? LINE : ev.deltaMode === 2 ? lane.carousel.e.w : 1;
      wheelOn(lane, dx * unit);
      return;
    }
  }
  if (hosted && passesToHost(motion, ev)) return;
  ev.preventDefault();
  let d = ev.deltaY;
  if (ev.deltaMode === 1) d *= LINE;
  else if (ev.deltaMode === 2) d *= visibleHeight;
  wheelOn(motion, d);
};

// A drag of a lane along its axis (`sideways` for a carousel): where the
// pointer went down (`at`, along the axis) at offset raw0 (input distance,
// before the rubber band), where it is now, and its last moves (a ring of
// times and distances), for the throw's velocity. `halted` is the other
// lane the press stopped while it moved, which lifts with this one.
const dragOf = (id, sideways, at, raw, time) => {
  const drag = {
    id, sideways, at, raw0: raw, raw, halted: null,
    times: new Float64Array(SAMPLES), raws: new Float64Array(SAMPLES), first: 0, count: 1,
  };
  drag.times[0] = time;
  drag.raws[0] = raw;
  return drag;
};

// The drag of `lane` starts, from where the pointer went down.
const startDrag = (lane, id, at, time) => {
  const motion = lane.motion;
  lane.drag = dragOf(id, Boolean(lane.carousel), at, toRaw(lane, lane.offset), time);
  motion.held = lane;
  motion.screen.classList.add('dragging');
  schedule(lane);
  return lane.drag;
};

// Notes a move to `raw` at `time`, keeping the moves of the last 100 ms (two
// at least).
const note = (drag, time, raw) => {
  if (drag.count === SAMPLES) {
    drag.first = (drag.first + 1) % SAMPLES;
    drag.count--;
  }
  const k = (drag.first + drag.count) % SAMPLES;
  drag.times[k] = time;
  drag.raws[k] = raw;
  drag.count++;
  while (drag.count > 2 && time - drag.times[drag.first] > DRAG_SAMPLE_MS) {
    drag.first = (drag.first + 1) % SAMPLES;
    drag.count--;
  }
};

const along = (drag, ev) => (drag.sideways ? ev.clientX : ev.clientY);
const rawAt = (drag, ev, fitting) => drag.raw0 - (along(drag, ev) - drag.at) / fitting.scale;

// Follows the finger to `ev`'s position, noting it for the throw's velocity.
const follow = (drag, ev, fitting) => {
  drag.raw = rawAt(drag, ev, fitting);
  note(drag, ev.timeStamp, drag.raw);
};

// A press over a carousel: the pointer, where it went down, and the
// carousel's lane; and the lanes it stopped while they moved.
const pressOf = (ev, lane, contentMoved, carouselMoved) => ({
  id: ev.pointerId, x: ev.clientX, y: ev.clientY, time: ev.timeStamp, lane,
  contentMoved, carouselMoved,
});

const onPointerDown = (motion) => (ev) => {
  const screen = motion.screen;
  if (ev.button !== 0 || (motion.held && motion.held.drag) || motion.press) return;
  ev.preventDefault();
  const lane = carouselUnder(motion, ev);
  // A click focuses the screen, or the carousel under it, for its keys
  // without a focus ring, which stays for keyboard focus (`:focus-visible`).
  (lane ? lane.carousel.view : screen).focus({ preventScroll: true, focusVisible: false });
  try {
    screen.setPointerCapture(ev.pointerId);
  } catch {
    // Synthetic pointers may not be capturable; the drag still works inside.
  }
  const contentMoved = Boolean(busy(motion));
  stop(motion);
  if (!lane) {
    startDrag(motion, ev.pointerId, ev.clientY, ev.timeStamp);
    return;
  }
  const carouselMoved = Boolean(busy(lane));
  stop(lane);
  motion.press = pressOf(ev, lane, contentMoved, carouselMoved);
};

// The press's first movement of SLOP points decides what it drags: the
// carousel when it is mostly sideways, the content otherwise.
const decide = (motion, press, ev, fitting) => {
  const dx = (ev.clientX - press.x) / fitting.scale;
  const dy = (ev.clientY - press.y) / fitting.scale;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SLOP) return;
  motion.press = null;
  const sideways = Math.abs(dx) > Math.abs(dy);
  const lane = sideways ? press.lane : motion;
  const drag = startDrag(lane, press.id, sideways ? press.x : press.y, press.time);
  if (sideways ? press.contentMoved : press.carouselMoved) {
    drag.halted = sideways ? motion : press.lane;
  }
  follow(drag, ev, fitting);
};

const onPointerMove = (motion, fitting) => (ev) => {
  const press = motion.press;
  if (press) {
    if (ev.pointerId === press.id) decide(motion, press, ev, fitting);
    return;
  }
  const lane = motion.held;
  const drag = lane && lane.drag;
  if (!drag || ev.pointerId !== drag.id) return;
  follow(drag, ev, fitting);
  schedule(lane);
};

// The finger lifts off `lane` at `now` without moving it: it springs back
// from past an end, or rests (where it snaps, lands).
const liftStill = (lane, now) => {
  const o = lane.offset;
  if (outside(lane, o)) settle(lane, o, 0, now);
  else lifted(lane, now);
  schedule(lane);
};

const onRelease = (motion, fitting) => (ev) => {
  const press = motion.press;
  if (press) {
    // A tap on a carousel: both it and the content come to rest.
    if (ev.pointerId !== press.id) return;
    motion.press = null;
    const now = performance.now();
    liftStill(motion, now);
    liftStill(press.lane, now);
    return;
  }
  const lane = motion.held;
  const drag = lane && lane.drag;
  if (!drag || ev.pointerId !== drag.id) return;
  // A lift somewhere the last move did not report moves the scroller there.
  if (ev.type === 'pointerup' && rawAt(drag, ev, fitting) !== drag.raw) follow(drag, ev, fitting);
  const last = (drag.first + drag.count - 1) % SAMPLES;
  const t0 = drag.times[drag.first];
  const t1 = drag.times[last];
  // A finger that rested before lifting throws nothing.
  let v =
    t1 > t0 && ev.timeStamp - t1 < DRAG_SAMPLE_MS
      ? (drag.raws[last] - drag.raws[drag.first]) / (t1 - t0)
      : 0;
  v = Math.max(-MAX_THROW, Math.min(MAX_THROW, v));
  letGo(lane);
  const now = performance.now();
  const o = lane.offset;
  // The finger lifts here, or when the spring or momentum it starts ends.
  if (outside(lane, o)) settle(lane, o, 0, now);
  else if (!motion.reduced && Math.abs(v) > SETTLED_VELOCITY * 5 && ev.type === 'pointerup') {
    throwFrom(lane, o, v, now);
  } else {
    lifted(lane, now);
  }
  schedule(lane);
  if (drag.halted) liftStill(drag.halted, now);
};

// What a key asks for: an arrow's step, a page, or an end, each in the
// direction of `sign`; null for other keys.
const STEP = 0;
const PAGE = 1;
const END = 2;
const keyMove = (ev) => {
  switch (ev.key) {
    case 'ArrowDown':
      return [STEP, 1];
    case 'ArrowUp':
      return [STEP, -1];
    case 'PageDown':
      return [PAGE, 1];
    case 'PageUp':
      return [PAGE, -1];
    case ' ':
    case 'Spacebar':
      return [PAGE, ev.shiftKey ? -1 : 1];
    case 'Home':
      return [END, -1];
    case 'End':
      return [END, 1];
    default:
      return null;
  }
};

// Where a key's move sends the offset from `from`.
const keyTarget = ([move, sign], from, visibleHeight, MAX) => {
  if (move === END) return sign < 0 ? 0 : MAX;
  const page = Math.max(ARROW_STEP, visibleHeight - PAGE_OVERLAP);
  return from + sign * (move === STEP ? ARROW_STEP : page);
};

// Where the rule lands a key's move from `from` (SPEC section 14).
const keyLanding = (snap, [move, sign], from, MAX) => {
  if (move === END) return restLanding(snap, sign < 0 ? 0 : MAX);
  return move === STEP ? stepLanding(snap, from, sign * ARROW_STEP) : pageLanding(snap, from, sign);
};

// Keys pressed while a key's glide runs go on from where it goes.
const keyFrom = (lane) => {
  const anim = lane.anim;
  return anim && anim.to !== undefined ? anim.to : Math.min(lane.MAX, Math.max(0, lane.offset));
};

const onKey = (motion, visibleHeight) => (ev) => {
  const MAX = motion.MAX;
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const move = keyMove(ev);
  if (!move) return;
  ev.preventDefault();
  if (motion.drag) return;
  const from = keyFrom(motion);
  if (motion.snap.snaps) {
    land(motion, keyLanding(motion.snap, move, from, MAX), performance.now());
    return;
  }
  const to = keyTarget(move, from, visibleHeight, MAX);
  moveTo(motion, Math.min(MAX, Math.max(0, to)), true);
};

// Left and Right on a focused carousel step it as the arrows step the
// content; other keys go on to the screen.
const onCarouselKey = (lane) => (ev) => {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const sign = ev.key === 'ArrowRight' ? 1 : ev.key === 'ArrowLeft' ? -1 : 0;
  if (!sign) return;
  ev.preventDefault();
  if (lane.drag) return;
  const from = keyFrom(lane);
  if (lane.snap.snaps) {
    land(lane, stepLanding(lane.snap, from, sign * ARROW_STEP), performance.now());
    return;
  }
  moveTo(lane, Math.min(lane.MAX, Math.max(0, from + sign * ARROW_STEP)), true);
};

// Input on the screen of a mount moves its `motion`. `hosted`: the page is
// inside a host page, which takes the wheels the preview has no use for.
// `fitting`: the device's scale, which a drag divides by.
export const listenForInput = (ctx, motion, hosted, fitting) => {
  const { screen, data } = ctx;
  const visibleHeight = data.viewport.bottom - data.viewport.top;
  const release = onRelease(motion, fitting);
  listen(ctx, screen, 'wheel', onWheel(motion, hosted, visibleHeight), { passive: false });
  listen(ctx, screen, 'pointerdown', onPointerDown(motion));
  listen(ctx, screen, 'pointermove', onPointerMove(motion, fitting));
  listen(ctx, screen, 'pointerup', release);
  listen(ctx, screen, 'pointercancel', release);
  listen(ctx, screen, 'keydown', onKey(motion, visibleHeight));
  for (const lane of motion.lanes) {
    listen(ctx, lane.carousel.view, 'keydown', onCarouselKey(lane));
  }
};
