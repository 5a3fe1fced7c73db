// The Source section: the layout's text in each spelling, kept once as text
// in a <template> and coloured into the page only when the reader opens it,
// and then only its first lines, so that the page's DOM does not grow with
// the layout. The whole file is a link away.
import { xmlTokens, jsonTokens } from './highlight.js';
import { byId, listen, onUndo } from './context.js';

// Spans drawn at most per spelling; the rest is behind the file's link.
const SPAN_LIMIT = 250;
const LEXERS = Object.freeze({ xml: xmlTokens, json: jsonTokens });

// The text of spelling `name` as the page under `root` holds it: whole, or
// its first lines when the layout is long (the Swift side decides).
const template = (root, name) => root.querySelector('#source-' + name + '-text');
export const sourceText = (root, name) => template(root, name).content.textContent;

// The first lines of `text` whose tokens come to at most `limit` spans, and
// how many lines that is.
const firstLines = (text, lex, limit) => {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let end = 0;
  let shown = 0;
  let spans = 0;
  while (shown < lines.length) {
    const line = lines[shown];
    const count = lex(line).filter((t) => t[0] !== null).length;
    if (spans + count > limit && shown > 0) break;
    spans += count;
    end += line.length + 1;
    shown++;
  }
  return { text: text.slice(0, end), shown };
};

// Colours spelling `name` into its panel, once per mount.
const draw = (drawn, name) => {
  const root = drawn.root;
  if (drawn.panels.has(name)) return;
  drawn.panels.add(name);
  const pre = root.querySelector('#source-' + name);
  const lex = LEXERS[name];
  const part = firstLines(sourceText(root, name), lex, SPAN_LIMIT);
  const total = Number(template(root, name).dataset.lines);
  const code = document.createElement('code');
  for (const [cls, text] of lex(part.text)) {
    if (cls === null) {
      code.append(text);
    } else {
      const span = document.createElement('span');
      span.className = cls;
      span.textContent = text;
      code.append(span);
    }
  }
  pre.replaceChildren(code);
  if (part.shown < total) {
    const more = root.querySelector('#source-' + name + '-more');
    more.firstChild.textContent = 'Showing the first ' + part.shown + ' of ' + total + ' lines. ';
    more.hidden = false;
  }
};

// Takes back what `draw` drew: the panels as the page came.
const erase = (drawn) => {
  for (const name of drawn.panels) {
    drawn.root.querySelector('#source-' + name).replaceChildren();
    const more = drawn.root.querySelector('#source-' + name + '-more');
    more.firstChild.textContent = '';
    more.hidden = true;
  }
  drawn.panels.clear();
};

// Tabs switch between the spellings; a spelling is drawn when it is first
// shown with the section open, until the mount is undone, which erases it.
// Whether the section is open and which spelling it shows are the reader's
// choice (`kept`, the player's), which a load keeps, on the page's nodes or
// on new ones that a rebuild put in their place.
export const attachSource = (ctx, kept) => {
  const root = ctx.root;
  const view = byId(ctx, 'source-view');
  if (!view) return;
  // What the section has drawn, in one record.
  const drawn = { root, panels: new Set() };
  const tabs = root.querySelectorAll('#source-tabs [role="tab"]');
  const selected = () => root.querySelector('#source-tabs [aria-selected="true"]');
  const drawSelected = () => {
    const tab = selected();
    if (view.open && tab) draw(drawn, tab.dataset.spelling);
  };
  const select = (tab) => {
    for (const other of tabs) {
      const on = other === tab;
      other.setAttribute('aria-selected', String(on));
      root.querySelector('#' + CSS.escape(other.getAttribute('aria-controls'))).hidden = !on;
    }
  };
  onUndo(ctx, () => erase(drawn));
  listen(ctx, view, 'toggle', () => {
    kept.sourceOpen = view.open;
    drawSelected();
  });
  for (const tab of tabs) {
    listen(ctx, tab, 'click', () => {
      kept.spelling = tab.dataset.spelling;
      select(tab);
      if (view.open) draw(drawn, tab.dataset.spelling);
    });
  }
  const chosen = Array.prototype.find.call(tabs, (tab) => tab.dataset.spelling === kept.spelling);
  if (chosen) select(chosen);
  if (kept.sourceOpen) view.open = true;
  drawSelected();
};
