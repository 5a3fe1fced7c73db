// Sharing from the preview page: the address keeps the offset (#offset=N),
// copy buttons, and the frames at the offset as CSV.
import { data } from './page.js';
import { framesCSV } from './csv.js';
import { fragmentOf } from './numbers.js';
import { motion, onPanel } from './motion.js';
import { sourceText } from './source.js';

// The address is rewritten at most this often (ms): browsers limit how often
// a page may replace its history entry.
const FRAGMENT_MS = 400;

// The address as last written, in one record.
const address = { fragment: fragmentOf(0), at: -Infinity, timer: 0 };

// The address changes only once the offset does: an unrelated fragment stays
// until then.
export const keepFragment = (o) => {
  address.fragment = fragmentOf(o);
};

const writeFragment = () => {
  const hash = fragmentOf(motion.offset);
  if (hash === address.fragment) return;
  const wait = address.at + FRAGMENT_MS - performance.now();
  if (wait > 0) {
    if (!address.timer) {
      address.timer = setTimeout(() => {
        address.timer = 0;
        writeFragment();
      }, wait);
    }
    return;
  }
  address.fragment = hash;
  address.at = performance.now();
  history.replaceState(history.state, '', hash);
};

// Copies text with the Clipboard API; where that is missing or refused,
// shows it in `node`, selected, for the reader to copy.
const copy = (text, node, status) => {
  const selectInstead = () => {
    node.textContent = text;
    node.hidden = false;
    const range = document.createRange();
    range.selectNodeContents(node);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    node.focus({ preventScroll: true });
    status.textContent = 'Selected: press Ctrl+C or \u2318C to copy';
  };
  if (!navigator.clipboard || !navigator.clipboard.writeText) {
    selectInstead();
    return;
  }
  navigator.clipboard.writeText(text).then(() => {
    status.textContent = 'Copied';
  }, selectInstead);
};

// What each copy button copies: a node's text, a spelling of the layout, or
// the frames at the current offset.
const copied = (button) => {
  if (button.dataset.copySource) return sourceText(button.dataset.copySource);
  if (button.id === 'copy-csv') return framesCSV(data.elements, motion.offset);
  return document.getElementById(button.dataset.copy).textContent;
};

export const listenToSharing = () => {
  for (const button of document.querySelectorAll('button.copy')) {
    const node = document.getElementById(button.dataset.show);
    const status = button.parentNode.querySelector('.copy-status');
    button.addEventListener('click', () => {
      const text = copied(button);
      // The frames' holder always shows the frames last copied.
      if (button.id === 'copy-csv') node.textContent = text;
      copy(text, node, status);
    });
  }
  onPanel(writeFragment);
};
