// The snap positions on the preview's scrubber (SPEC section 14): a strip
// along its track whose one background marks each pixel that holds an
// aligned snap position, so that a list of a million rows costs no node per
// row and no more marks than the strip has pixels (the rule's `marks`, a
// bisection per mark). Drawn when the window is sized, never as the content
// scrolls.
import { appendFor, div } from './context.js';
import { marks } from './kernel/snapRule.js';

// The strip, under `parent`, of a mount whose screen snaps; null elsewhere.
export const addSnapMarks = (ctx, snap, parent) => {
  if (!snap.snaps) return null;
  const strip = div('snap-marks');
  appendFor(ctx, parent, strip);
  return strip;
};

// Marks each of the strip's `pixels` (over offsets [low, high]) that holds a
// snap position of `rule`, runs of them as one band.
export const drawSnapMarks = (strip, rule, low, high, pixels) => {
  const buckets = Math.max(1, Math.round(pixels));
  const found = marks(rule, low, high, buckets);
  const stops = [];
  let k = 0;
  while (k < found.length) {
    let end = k + 1;
    while (end < found.length && found[end] === found[end - 1] + 1) end++;
    const from = (found[k] / buckets) * 100 + '%';
    const to = ((found[end - 1] + 1) / buckets) * 100 + '%';
    stops.push('transparent ' + from, 'var(--accent) ' + from, 'var(--accent) ' + to,
      'transparent ' + to);
    k = end;
  }
  strip.style.backgroundImage = stops.length
    ? 'linear-gradient(to right, ' + stops.join(', ') + ')'
    : 'none';
};
