// How the screen moves like a phone's: rubber band, spring, momentum, glide.
// Pure functions, no DOM, no state.

// Rubber band past an end, the resistance UIKit is known for: an input
// distance x moves the content band(x, d), where d is the screen height.
const BAND = 0.55;
export const band = (x, d) => (1 - 1 / ((x * BAND) / d + 1)) * d;
export const unband = (y, d) => (y >= d ? Number.MAX_VALUE : (y * d) / ((d - y) * BAND));

// A critically damped spring with stiffness w (per ms): its displacement and
// velocity s ms after leaving x0 with velocity v0.
export const springPosition = (x0, v0, w, s) => (x0 + (v0 + w * x0) * s) * Math.exp(-w * s);
export const springVelocity = (x0, v0, w, s) => (v0 - (v0 + w * x0) * w * s) * Math.exp(-w * s);

// Momentum that decays by `rate` per ms: where it is and how fast, s ms
// after leaving `from` with velocity v.
export const momentumPosition = (from, v, rate, s) =>
  from + (v * (rate ** s - 1)) / Math.log(rate);
export const momentumVelocity = (v, rate, s) => v * rate ** s;
// How far such momentum carries the content until it is as slow as
// `settled` (points per ms) and stops: what a fling of SPEC section 14 lands by.
export const momentumTravel = (v, rate, settled) =>
  (Math.sign(v) * (Math.abs(v) - settled)) / -Math.log(rate);

// A glide from one offset to another, easing out (cubic) over `duration` ms.
export const glidePosition = (from, to, s, duration) => {
  const t = Math.min(1, Math.max(0, s / duration));
  return from + (to - from) * (1 - (1 - t) ** 3);
};

// Whether a wheel movement dy at offset o, at rest, would only push past an
// end the content already rests at (a glide may end a rounding error away):
// such a wheel belongs to the host page.
const EDGE = 1e-6;
export const pushesPastEnd = (o, max, dy) =>
  (dy < 0 && Math.abs(o) < EDGE) || (dy > 0 && Math.abs(o - max) < EDGE);
