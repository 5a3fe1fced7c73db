// The context of one mount: the page data (computed in Swift), the numbers
// every module derives from it, the nodes of the page's HTML that the runtime
// fills, and what undoes the mount. `mount` makes one for each data it is
// given; nothing in it changes afterwards but the list of what to undo.

// `root` holds the page's nodes (the document, or an element around them).
export const contextOf = (root, data) => {
  const controller = new AbortController();
  return {
    data,
    metrics: data.metrics,
    // The screen and its scroll range (SPEC sections 2 and 7).
    W: data.width,
    H: data.height,
    MAX: data.maxOffset,
    LOWEST: -data.overscroll,
    HIGHEST: data.maxOffset + data.overscroll,
    // z-index of each stacking class: scroll, content, sticky, header, bars.
    Z: data.metrics.z,
    root,
    screen: root.querySelector('[data-screen]'),
    device: root.querySelector('#device'),
    stage: root.querySelector('#stage'),
    // The reader's reduced-motion setting, which `matches` follows live.
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)'),
    // Every listener of the mount is added with this signal (`listen`), so
    // that one abort removes them all.
    controller,
    signal: controller.signal,
    // What else undoes the mount (nodes added, timers, classes), run last
    // first by `undo`.
    undoers: [],
  };
};

// The page data a built page carries (`#sticky-data`, computed in Swift).
export const pageData = (root) => JSON.parse(root.querySelector('#sticky-data').textContent);

export const clamp = (ctx, o) => Math.min(ctx.HIGHEST, Math.max(ctx.LOWEST, o));

// The node with this id under the context's root, or null.
export const byId = (ctx, id) => ctx.root.querySelector('#' + id);

// Adds a listener that the mount's undoing removes.
export const listen = (ctx, target, type, listener, options) => {
  target.addEventListener(type, listener, { ...options, signal: ctx.signal });
};

// Runs `undo` when the mount is undone.
export const onUndo = (ctx, undo) => {
  ctx.undoers.push(undo);
};

// Appends `node` to `parent` until the mount is undone.
export const appendFor = (ctx, parent, node) => {
  parent.append(node);
  onUndo(ctx, () => node.remove());
};

// Removes every listener of the mount, then undoes the rest, last first.
export const undo = (ctx) => {
  ctx.controller.abort();
  for (let k = ctx.undoers.length - 1; k >= 0; k--) ctx.undoers[k]();
  ctx.undoers.length = 0;
};

export const div = (cls, text) => {
  const node = document.createElement('div');
  node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};
