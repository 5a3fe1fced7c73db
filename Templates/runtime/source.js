// The Source section: the layout's text in each spelling, kept once as text
// in a <template> and coloured into the page only when the reader opens it,
// and then only its first lines, so that the page's DOM does not grow with
// the layout. The whole file is a link away.
import { xmlTokens, jsonTokens } from './highlight.js';

// Spans drawn at most per spelling; the rest is behind the file's link.
const SPAN_LIMIT = 250;
const LEXERS = Object.freeze({ xml: xmlTokens, json: jsonTokens });

const view = document.getElementById('source-view');

// What the section has drawn, in one record.
const drawn = { panels: new Set() };

// The text of spelling `name` as the page holds it: whole, or its first
// lines when the layout is long (the Swift side decides).
const template = (name) => document.getElementById('source-' + name + '-text');
export const sourceText = (name) => template(name).content.textContent;

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

const draw = (name) => {
  if (drawn.panels.has(name)) return;
  drawn.panels.add(name);
  const pre = document.getElementById('source-' + name);
  const lex = LEXERS[name];
  const part = firstLines(sourceText(name), lex, SPAN_LIMIT);
  const total = Number(template(name).dataset.lines);
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
    const more = document.getElementById('source-' + name + '-more');
    more.firstChild.textContent = 'Showing the first ' + part.shown + ' of ' + total + ' lines. ';
    more.hidden = false;
  }
};

// Tabs switch between the spellings; a spelling is drawn when it is first
// shown with the section open.
const selected = () => document.querySelector('#source-tabs [aria-selected="true"]');

export const listenToSource = () => {
  if (!view) return;
  view.addEventListener('toggle', () => {
    const tab = selected();
    if (view.open && tab) draw(tab.dataset.spelling);
  });
  for (const tab of document.querySelectorAll('#source-tabs [role="tab"]')) {
    tab.addEventListener('click', () => {
      for (const other of tab.parentNode.querySelectorAll('[role="tab"]')) {
        const on = other === tab;
        other.setAttribute('aria-selected', String(on));
        document.getElementById(other.getAttribute('aria-controls')).hidden = !on;
      }
      if (view.open) draw(tab.dataset.spelling);
    });
  }
};
