// The page's data (#sticky-data, computed in Swift) and the numbers every
// other module derives from it. Read once; nothing here changes afterwards.

export const data = JSON.parse(document.getElementById('sticky-data').textContent);
export const metrics = data.metrics;

// The screen and its scroll range (SPEC sections 2 and 7).
export const W = data.width;
export const H = data.height;
export const MAX = data.maxOffset;
export const LOWEST = -data.overscroll;
export const HIGHEST = MAX + data.overscroll;
export const clamp = (o) => Math.min(HIGHEST, Math.max(LOWEST, o));

// z-index of each stacking class: scroll, content, sticky, header, bars.
export const Z = metrics.z;

// The nodes the page's HTML gives the runtime.
export const screen = document.querySelector('[data-screen]');
export const device = document.getElementById('device');
export const stage = document.getElementById('stage');

// The reader's reduced-motion setting, which `matches` follows live.
export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

export const div = (cls, text) => {
  const node = document.createElement('div');
  node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};
