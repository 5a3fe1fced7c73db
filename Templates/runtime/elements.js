// The DOM node of each element of the page data, dressed as its type asks.
import { listen, div } from './context.js';

// Each surface arrives with its ink ("light", "dark" or "theme"), chosen in
// Swift; the class of each is made once, so a step looks it up.
export const INK_CLASSES = Object.freeze({ light: 'ink-light', dark: 'ink-dark', theme: 'ink-theme' });
const paint = (node, color, ink) => {
  if (color) node.style.background = color;
  if (ink) node.classList.add(INK_CLASSES[ink]);
};

// A part of an element that effects can drive has a node of its own.
const part = (node, name) => {
  node.dataset.part = name;
  return node;
};

// An image under text gets the default header's shade over it, under the
// text, which Swift then inks white.
const image = (node, src, shaded) => {
  if (!src) return;
  const img = document.createElement('img');
  img.className = 'cover';
  part(img, 'image');
  img.alt = '';
  img.decoding = 'async';
  img.draggable = false;
  img.src = src;
  node.append(img);
  if (shaded) node.append(div('shade'));
};

const texts = (cls, entries) => {
  const holder = part(div(cls), 'text');
  for (const [name, text] of entries) if (text) holder.append(div(name, text));
  return holder;
};

// What the elements' nodes of one mount share, in one record: the stacking
// classes, and the text blocks, each with the bars it shows. The browser
// breaks their lines, so how many lines a text fills is measured
// (`fitTexts`), never guessed.
export const elementsOf = (ctx) => ({
  Z: ctx.Z,
  screen: ctx.screen,
  bar: ctx.metrics.textBar,
  blocks: [],
});

// The lines a text block leaves empty, as the drawings show them: `filled`
// lines hold text, the rest of the `shownLines` get a bar.
const placeholders = (bar, block, filled) => {
  const { node, e } = block;
  for (const placeholder of block.bars) placeholder.remove();
  block.bars.length = 0;
  for (let line = filled; line < e.shownLines; line++) {
    const last = line === e.shownLines - 1 && e.shownLines > 1;
    const placeholder = div('line-bar');
    placeholder.style.top = (line + bar.top) * e.lineHeight + 'px';
    placeholder.style.height = bar.height * e.lineHeight + 'px';
    placeholder.style.width = (last ? bar.lastWidth : bar.width) * 100 + '%';
    node.append(placeholder);
    block.bars.push(placeholder);
  }
};

// Counts the lines each text block fills, clamped at the lines it shows, and
// lays its bars under the rest. The blocks are measured as copies in a hidden
// holder, since a block off screen is not displayed. Run when the screen is
// built and again when fonts arrive, which changes where lines break; never
// per step, and it moves no element.
export const fitTexts = (elements) => {
  const { blocks } = elements;
  if (!blocks.length) return;
  const probe = div('text-probe');
  probe.setAttribute('aria-hidden', 'true');
  const copies = blocks.map((block) => {
    const copy = div('el t-text');
    copy.style.width = block.e.w + 'px';
    copy.append(block.body.cloneNode(true));
    return copy;
  });
  probe.append(...copies);
  elements.screen.append(probe);
  const filled = copies.map((copy, k) => {
    const e = blocks[k].e;
    return Math.min(e.shownLines, Math.round(copy.firstChild.offsetHeight / e.lineHeight));
  });
  probe.remove();
  blocks.forEach((block, k) => placeholders(elements.bar, block, filled[k]));
};

// Fonts that arrive after the screen is built break lines elsewhere, until
// the mount is undone.
export const fitWhenFontsArrive = (ctx, elements) => {
  const fit = () => {
    if (!ctx.signal.aborted) fitTexts(elements);
  };
  document.fonts.ready.then(fit);
  listen(ctx, document.fonts, 'loadingdone', fit);
};

// The node of element e, not yet in the page; a text block joins `elements`.
export const elementNode = (elements, e) => {
  const node = div('el t-' + e.type);
  node.dataset.id = e.id;
  node.style.width = e.w + 'px';
  node.style.zIndex = elements.Z[e.z];
  if (e.card) node.classList.add('card');
  switch (e.type) {
    case 'bar':
      node.classList.add(e.edge);
      if (e.translucent) node.classList.add('glass');
      paint(node, e.color, e.ink);
      if (e.label) node.append(part(div('label', e.label), 'text'));
      break;
    case 'scroll':
    case 'stack':
    case 'carousel':
      paint(node, e.color, e.ink);
      break;
    case 'header':
      paint(node, e.color, e.ink);
      image(node, e.image, Boolean(e.title || e.subtitle));
      if (e.titleY) {
        const titles = texts('titles', [['title', e.title], ['subtitle', e.subtitle]]);
        if (e.titleStart) titles.classList.add('start');
        node.append(titles);
      }
      break;
    case 'box':
      paint(node, e.color, e.ink);
      image(node, e.image, Boolean(e.label || e.detail));
      if (e.label || e.detail) node.append(texts('texts', [['label', e.label], ['detail', e.detail]]));
      break;
    case 'text': {
      paint(node, null, e.ink);
      const body = part(div('body', e.text), 'text');
      // Its font, a heading's or the body's, is Swift's (TextLines.font).
      body.style.lineHeight = e.lineHeight + 'px';
      body.style.fontSize = e.fontSize + 'px';
      if (e.bold) body.style.fontWeight = '700';
      body.style.webkitLineClamp = String(e.shownLines);
      node.append(body);
      elements.blocks.push({ node, body, e, bars: [] });
      break;
    }
    case 'button':
      paint(node, e.color, e.ink);
      node.append(part(div('label', e.label), 'text'));
      break;
    default:
      break;
  }
  return node;
};
