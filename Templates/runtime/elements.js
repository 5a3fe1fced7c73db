// The DOM node of each element of the page data, dressed as its type asks.
import { data, metrics, Z, div } from './page.js';

// Text with taller lines reads as a heading: the font grows with the line height.
const HEADING_LINE_HEIGHT = 28;
const HEADING_FONT_RATIO = 1.25;

// Each color arrives with its ink ("light" or "dark"), chosen in Swift.
export const inkClass = (ink) => 'ink-' + ink;
const paint = (node, color, ink) => {
  if (!color) return;
  node.style.background = color;
  node.classList.add(inkClass(ink));
};

// A part of an element that effects can drive has a node of its own.
const part = (node, name) => {
  node.dataset.part = name;
  return node;
};

const image = (node, src) => {
  if (!src) return;
  const img = document.createElement('img');
  img.className = 'cover';
  part(img, 'image');
  img.alt = '';
  img.decoding = 'async';
  img.draggable = false;
  img.src = src;
  node.append(img);
};

const texts = (cls, entries) => {
  const holder = part(div(cls), 'text');
  for (const [name, text] of entries) if (text) holder.append(div(name, text));
  return holder;
};

// The lines a text block leaves empty, as the drawings show them.
const placeholders = (node, e) => {
  const bar = metrics.textBar;
  for (let line = e.textLines; line < e.shownLines; line++) {
    const last = line === e.shownLines - 1 && e.shownLines > 1;
    const placeholder = div('line-bar');
    placeholder.style.top = (line + bar.top) * e.lineHeight + 'px';
    placeholder.style.height = bar.height * e.lineHeight + 'px';
    placeholder.style.width = (last ? bar.lastWidth : bar.width) * 100 + '%';
    node.append(placeholder);
  }
};

export const elementNode = (e) => {
  const node = div('el t-' + e.type);
  node.dataset.id = e.id;
  node.style.width = e.w + 'px';
  node.style.zIndex = Z[e.z];
  switch (e.type) {
    case 'bar':
      node.classList.add(e.edge);
      if (e.translucent) node.classList.add('glass');
      paint(node, e.color, e.ink);
      if (e.label) node.append(part(div('label', e.label), 'text'));
      break;
    case 'scroll':
    case 'stack':
      paint(node, e.color, e.ink);
      break;
    case 'header':
      paint(node, e.color, e.ink);
      image(node, e.image);
      if (e.title || e.subtitle) {
        // Centred in what the status bar leaves of the header.
        if (e.titleInset) node.style.paddingTop = e.titleInset + 'px';
        node.append(texts('titles', [['title', e.title], ['subtitle', e.subtitle]]));
      }
      break;
    case 'box':
      if (e.x > 0) node.classList.add('card'); // inset boxes read as cards
      paint(node, e.color, e.ink);
      image(node, e.image);
      if (e.label || e.detail) node.append(texts('texts', [['label', e.label], ['detail', e.detail]]));
      break;
    case 'text': {
      const body = part(div('body', e.text), 'text');
      body.style.lineHeight = e.lineHeight + 'px';
      if (e.lineHeight >= HEADING_LINE_HEIGHT) {
        body.style.fontSize = Math.round(e.lineHeight / HEADING_FONT_RATIO) + 'px';
        body.style.fontWeight = '700';
      }
      body.style.webkitLineClamp = String(Math.max(1, e.textLines));
      node.append(body);
      placeholders(node, e);
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

// Whether an element paints the screen under it (for the status bar's ink),
// and with which ink: '' for the theme's.
export const surfaceInk = (e) => (e.type === 'button' && !e.color ? data.accentInk : e.ink || '');
export const paintsScreen = (e) =>
  Boolean(e.color || e.rows) || ['bar', 'scroll', 'header', 'box', 'button'].includes(e.type);
