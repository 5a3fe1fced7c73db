// Scroll-driven effects (SPEC section 10): each part of an element that has
// effects gets a record of its channels, and a step writes what changed.
import { cursorOn, cursorValue } from './track.js';
import { effectReach, effectTransform, blurFilter } from './transforms.js';

// A style property's channel writes its own style; transform properties
// compose one transform per part.
const STYLE_WRITERS = Object.freeze({
  opacity: (style, v) => {
    style.opacity = String(v);
  },
  blur: (style, v) => {
    style.filter = blurFilter(v);
  },
});
const TRANSFORM_CHANNEL = Object.freeze({ scale: 'sc', translateX: 'tx', translateY: 'ty' });

// The effects of one part: a channel for each transform property (or null),
// the transform it wrote last, and the channels of the style properties.
// `moves` when the node's transform is the part's to write: always for the
// element's own node, which carries its position too.
const effectPart = (node, self) => ({
  node, moves: self, sc: null, tx: null, ty: null, ls: NaN, lx: NaN, ly: NaN, styles: [],
});
// A track followed by the offset, the value it gave last, and for a style
// property how to write it.
const channel = (p, write = null) => ({ at: cursorOn(p), last: NaN, write });

// The parts of element e whose root node is `node`: `self` (or null) and
// the others that have a node; and how far the self part's translation and
// scale can carry the node beyond its frame over [lo, hi].
export const effectParts = (node, e, lo, hi) => {
  let self = null;
  const parts = [];
  for (const fx of e.effects) {
    const own = fx.part === 'self';
    const target = own ? node : node.querySelector(':scope > [data-part="' + fx.part + '"]');
    if (!target) continue; // no image or no text: nothing to drive
    let p = own ? self : parts.find((q) => q.node === target);
    if (!p) {
      p = effectPart(target, own);
      if (own) self = p;
      else parts.push(p);
    }
    const write = STYLE_WRITERS[fx.property];
    if (write) {
      p.styles.push(channel(fx.v, write));
    } else {
      p[TRANSFORM_CHANNEL[fx.property]] = channel(fx.v);
      p.moves = true;
    }
  }
  const reach = self ? effectReach(self.ty && self.ty.at.p, self.sc && self.sc.at.p, e.h, lo, hi) : 0;
  return { self, parts, reach };
};

// Writes what changed of part p's effects at offset o; a part that moves is
// placed at (x, y) plus its translation.
export const placePart = (p, x, y, o) => {
  if (p.moves) {
    const s = p.sc ? cursorValue(p.sc.at, o) : 1;
    if (p.tx) x += cursorValue(p.tx.at, o);
    if (p.ty) y += cursorValue(p.ty.at, o);
    if (x !== p.lx || y !== p.ly || s !== p.ls) {
      p.lx = x;
      p.ly = y;
      p.ls = s;
      p.node.style.transform = effectTransform(x, y, s);
    }
  }
  for (let k = 0; k < p.styles.length; k++) {
    const c = p.styles[k];
    const v = cursorValue(c.at, o);
    if (v !== c.last) {
      c.last = v;
      c.write(p.node.style, v);
    }
  }
};
