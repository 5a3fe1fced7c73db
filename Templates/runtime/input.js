// Scrolling as on a phone (SPEC section 7): the wheel and trackpad, a pointer
// drag with momentum, and keys while the screen has focus.
import { listen } from './context.js';
import { pushesPastEnd } from './physics.js';
import {
  schedule, stop, cancel, moveTo, land, settle, throwFrom, toRaw, outside, letGo, lifted,
  SETTLED_VELOCITY,
} from './motion.js';
import { restLanding, stepLanding, pageLanding } from './snap-state.js';

const LINE = 16; // points per wheel line (deltaMode 1)
const MAX_THROW = 8; // fastest drag velocity carried into momentum, points per ms
const DRAG_SAMPLE_MS = 100; // drag velocity is measured over the last 100 ms
const ARROW_STEP = 40;
const PAGE_OVERLAP = 60; // Page Down keeps this much of the last page in view

// In a host page, a wheel that would only push past the end the preview rests
// at scrolls the host instead; pulled or moving, the preview keeps it.
const passesToHost = (motion, ev) =>
  !(motion.anim || motion.drag || motion.wheelDelta !== 0) &&
  pushesPastEnd(motion.offset, motion.MAX, ev.deltaY);

const onWheel = (motion, hosted, visibleHeight) => (ev) => {
  if (ev.ctrlKey) return; // pinch zoom stays the browser's
  if (hosted && passesToHost(motion, ev)) return;
  ev.preventDefault();
  let d = ev.deltaY;
  if (ev.deltaMode === 1) d *= LINE;
  else if (ev.deltaMode === 2) d *= visibleHeight;
  cancel(motion);
  motion.wheelDelta += d;
  motion.wheelActive = true;
  motion.lastWheel = performance.now();
  schedule(motion);
};

const onPointerDown = (motion) => (ev) => {
  const screen = motion.screen;
  if (ev.button !== 0 || motion.drag) return;
  ev.preventDefault();
  // A click focuses the screen for its keys without a focus ring, which
  // stays for keyboard focus (`:focus-visible`).
  screen.focus({ preventScroll: true, focusVisible: false });
  try {
    screen.setPointerCapture(ev.pointerId);
  } catch {
    // Synthetic pointers may not be capturable; the drag still works inside.
  }
  stop(motion);
  const raw = toRaw(motion, motion.offset);
  motion.drag = { id: ev.pointerId, y: ev.clientY, raw0: raw, raw, samples: [[ev.timeStamp, raw]] };
  screen.classList.add('dragging');
  schedule(motion);
};

// Follows the finger to `ev`'s position, noting it for the throw's velocity.
const follow = (drag, ev, fitting) => {
  drag.raw = drag.raw0 - (ev.clientY - drag.y) / fitting.scale;
  const samples = drag.samples;
  samples.push([ev.timeStamp, drag.raw]);
  while (samples.length > 2 && ev.timeStamp - samples[0][0] > DRAG_SAMPLE_MS) samples.shift();
};

const onPointerMove = (motion, fitting) => (ev) => {
  const drag = motion.drag;
  if (!drag || ev.pointerId !== drag.id) return;
  follow(drag, ev, fitting);
  schedule(motion);
};

const onRelease = (motion, fitting) => (ev) => {
  const drag = motion.drag;
  if (!drag || ev.pointerId !== drag.id) return;
  // A lift somewhere the last move did not report moves the screen there.
  if (ev.type === 'pointerup' && drag.raw0 - (ev.clientY - drag.y) / fitting.scale !== drag.raw) {
    follow(drag, ev, fitting);
  }
  const samples = drag.samples;
  const [t0, r0] = samples[0];
  const [t1, r1] = samples[samples.length - 1];
  // A finger that rested before lifting throws nothing.
  let v = t1 > t0 && ev.timeStamp - t1 < DRAG_SAMPLE_MS ? (r1 - r0) / (t1 - t0) : 0;
  v = Math.max(-MAX_THROW, Math.min(MAX_THROW, v));
  letGo(motion);
  const now = performance.now();
  const o = motion.offset;
  // The finger lifts here, or when the spring or momentum it starts ends.
  if (outside(motion, o)) settle(motion, o, 0, now);
  else if (!motion.reduced && Math.abs(v) > SETTLED_VELOCITY * 5 && ev.type === 'pointerup') {
    throwFrom(motion, o, v, now);
  } else {
    lifted(motion, now);
  }
  schedule(motion);
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

const onKey = (motion, visibleHeight) => (ev) => {
  const MAX = motion.MAX;
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const move = keyMove(ev);
  if (!move) return;
  ev.preventDefault();
  if (motion.drag) return;
  // Keys pressed while a key's glide runs go on from where it goes.
  const anim = motion.anim;
  const from = anim && anim.to !== undefined ? anim.to : Math.min(MAX, Math.max(0, motion.offset));
  if (motion.snap.snaps) {
    land(motion, keyLanding(motion.snap, move, from, MAX), performance.now());
    return;
  }
  const to = keyTarget(move, from, visibleHeight, MAX);
  moveTo(motion, Math.min(MAX, Math.max(0, to)), true);
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
};
