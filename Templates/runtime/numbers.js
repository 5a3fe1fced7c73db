// Numbers as the page shows and reads them. Pure functions, no DOM, no state.
import { rounded } from './kernel/numberFormat.js';

// The offset field and the address show tenths; the inspector hundredths.
export const OFFSET_DIGITS = 1;
export const INSPECTOR_DIGITS = 2;

// The number typed in the offset field, or NaN when it is empty or not a number.
export const typedOffset = (text) => {
  const trimmed = String(text).trim();
  return trimmed === '' ? NaN : Number(trimmed);
};

// The place a URL fragment names: `#offset=N`, then `;ID:X` for each
// carousel it moves (SPEC section 15), as in a path. `offset` is NaN where
// the fragment names none; a carousel's offset that is not a number is
// left out.
const numberIn = (text) => (text.trim() === '' ? NaN : Number(text));
export const fragmentPlace = (hash) => {
  const match = /^#offset=([^;]*)((?:;[^;]*)*)$/.exec(hash);
  const carousels = new Map();
  if (!match) return { offset: NaN, carousels };
  for (const part of match[2].split(';').slice(1)) {
    const named = /^([A-Za-z][A-Za-z0-9_-]*):(.*)$/.exec(part);
    const x = named ? numberIn(named[2]) : NaN;
    if (Number.isFinite(x)) carousels.set(named[1], x);
  }
  return { offset: numberIn(match[1]), carousels };
};
// The fragment of offset o, and of each carousel's offset that is not 0
// (`carousels`: [id, x] pairs).
export const fragmentOf = (o, carousels = []) => {
  let hash = '#offset=' + rounded(o, OFFSET_DIGITS);
  for (const [id, x] of carousels) {
    const shown = rounded(x, OFFSET_DIGITS);
    if (shown !== 0) hash += ';' + id + ':' + shown;
  }
  return hash;
};

// Where offset o of a screen that scrolls to max is, as the panel names it;
// `over` for the two places past an end. Ends reached by a glide or spring
// can miss them by the last bit.
export const PHASES = Object.freeze({
  pulled: { text: 'pulled past the top', over: true },
  pushed: { text: 'pushed past the end', over: true },
  rest: { text: 'at rest', over: false },
  end: { text: 'at the end', over: false },
  scrolled: { text: 'scrolled', over: false },
});
export const phaseOf = (o, max) => {
  const near = 1e-6;
  if (o < -near) return PHASES.pulled;
  if (o > max + near) return PHASES.pushed;
  if (Math.abs(o) <= near) return PHASES.rest;
  return Math.abs(o - max) <= near ? PHASES.end : PHASES.scrolled;
};

// Where a slider of `pixels` CSS px over [low, high] puts its thumb for o, in
// half pixels: a slider's value is worth writing only when this changes, since
// each write lays the slider out again.
export const thumbStep = (o, low, high, pixels) =>
  Math.round(((o - low) / (high - low || 1)) * pixels * 2);
