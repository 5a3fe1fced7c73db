// Colours a layout's text for the Source section: the text as a list of
// tokens [class, text], class null for plain text, so that the page builds
// spans with textContent and no label can open or close a tag. Pure
// functions, no DOM, no state.
//
// The input is what the format's writers print; anything a lexer does not
// recognise is kept as plain text rather than refused.

export const TOKENS = Object.freeze({
  // An XML element name, and the value of a JSON `"type"`: the node types.
  tag: 'tok-tag',
  // An XML attribute name or a JSON member name: the properties.
  name: 'tok-name',
  string: 'tok-str',
  number: 'tok-num',
  literal: 'tok-lit', // true, false, null
  comment: 'tok-com',
});

// Adds a token, joining plain text to plain text before it.
const push = (out, cls, text) => {
  if (text === '') return;
  const last = out[out.length - 1];
  if (cls === null && last && last[0] === null) last[1] += text;
  else out.push([cls, text]);
};

const isName = (c) => /[\p{L}\p{N}_:.-]/u.test(c);

// '<' is escaped: an inline script may not hold the opener of an HTML comment.
const COMMENT = '\x3C!--';

// XML: comments, element names, attribute names and quoted values.
export const xmlTokens = (text) => {
  const out = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const open = text.indexOf('<', i);
    if (open < 0) break;
    push(out, null, text.slice(i, open));
    i = open;
    const comment = text.startsWith(COMMENT, i);
    if (comment || text.startsWith('<?', i)) {
      const close = comment ? '-->' : '?>';
      const found = text.indexOf(close, i);
      const end = found < 0 ? n : found + close.length;
      push(out, TOKENS.comment, text.slice(i, end));
      i = end;
      continue;
    }
    i++;
    push(out, null, text[i] === '/' ? '</' : '<');
    if (text[i] === '/') i++;
    let j = i;
    while (j < n && isName(text[j])) j++;
    push(out, TOKENS.tag, text.slice(i, j));
    i = j;
    while (i < n && text[i] !== '>') {
      const c = text[i];
      if (c === '"' || c === "'") {
        const found = text.indexOf(c, i + 1);
        const end = found < 0 ? n : found + 1;
        push(out, TOKENS.string, text.slice(i, end));
        i = end;
      } else if (isName(c)) {
        j = i;
        while (j < n && isName(text[j])) j++;
        push(out, TOKENS.name, text.slice(i, j));
        i = j;
      } else {
        push(out, null, c);
        i++;
      }
    }
    if (text[i] === '>') {
      push(out, null, '>');
      i++;
    }
  }
  push(out, null, text.slice(i));
  return out;
};

// The index just past the JSON string that starts at i (at its quote).
const stringEnd = (text, i) => {
  for (let k = i + 1; k < text.length; k++) {
    if (text[k] === '\\') k++;
    else if (text[k] === '"') return k + 1;
  }
  return text.length;
};

const NUMBER = /^-?[0-9][0-9+\-.eE]*|^-/;
const LITERAL = /^(true|false|null)/;
const WHITE = /^[ \t\r\n]*/;

// JSON: member names, strings, numbers and literals; the value of a `"type"`
// member is coloured as a node type, like an XML element name.
export const jsonTokens = (text) => {
  const out = [];
  let i = 0;
  let lastName = null;
  while (i < text.length) {
    const c = text[i];
    const rest = text.slice(i, i + 64);
    let match;
    if (c === '"') {
      const end = stringEnd(text, i);
      const string = text.slice(i, end);
      const after = end + WHITE.exec(text.slice(end, end + 64))[0].length;
      if (text[after] === ':') {
        push(out, TOKENS.name, string);
        lastName = string;
      } else {
        push(out, lastName === '"type"' ? TOKENS.tag : TOKENS.string, string);
        lastName = null;
      }
      i = end;
    } else if ((match = NUMBER.exec(rest))) {
      push(out, TOKENS.number, match[0]);
      i += match[0].length;
      lastName = null;
    } else if ((match = LITERAL.exec(rest))) {
      push(out, TOKENS.literal, match[0]);
      i += match[0].length;
      lastName = null;
    } else {
      push(out, null, c);
      i++;
    }
  }
  return out;
};
