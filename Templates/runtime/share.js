// Sharing from the preview page: the address keeps the offsets
// (#offset=N;ID:X), copy buttons, and the frames at the offset as CSV.
import { byId, listen, onUndo } from './context.js';
import { framesCSV } from './csv.js';
import { fragmentOf } from './numbers.js';
import { subscribeFor } from './player.js';
import { sourceText } from './source.js';

// The address is rewritten at most this often (ms): browsers limit how often
// a page may replace its history entry.
const FRAGMENT_MS = 400;

// The fragment of what the mount shows: the content's offset and the
// carousels'.
const hashOf = (motion) =>
  fragmentOf(motion.offset, motion.lanes.map((lane) => [lane.carousel.id, lane.offset]));

// The address of one mount as last written, in one record. It changes only
// once an offset does: an unrelated fragment stays until then.
const addressOf = (motion) => ({
  motion,
  fragment: hashOf(motion),
  at: -Infinity,
  timer: 0,
  write: null, // the timer's callback
});

// The offsets came where they are by the address itself: nothing to write.
export const keepFragment = (address) => {
  address.fragment = hashOf(address.motion);
};

const writeFragment = (address) => {
  const hash = hashOf(address.motion);
  if (hash === address.fragment) return;
  const wait = address.at + FRAGMENT_MS - performance.now();
  if (wait > 0) {
    if (!address.timer) address.timer = setTimeout(address.write, wait);
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
const copied = (ctx, motion, button) => {
  if (button.dataset.copySource) return sourceText(ctx.root, button.dataset.copySource);
  if (button.id === 'copy-csv') return framesCSV(ctx.data.elements, motion.offset);
  return byId(ctx, button.dataset.copy).textContent;
};

// The copy buttons and the address of the player's current mount, until the
// mount is undone, which writes an address that waits at once; returns the
// address's record, for `keepFragment`.
export const attachSharing = (player, mounted) => {
  const { ctx, motion } = mounted;
  for (const button of ctx.root.querySelectorAll('button.copy')) {
    const node = byId(ctx, button.dataset.show);
    const status = button.parentNode.querySelector('.copy-status');
    listen(ctx, button, 'click', () => {
      const text = copied(ctx, motion, button);
      // The frames' holder always shows the frames last copied.
      if (button.id === 'copy-csv') node.textContent = text;
      copy(text, node, status);
    });
  }
  const address = addressOf(motion);
  address.write = () => {
    address.timer = 0;
    writeFragment(address);
  };
  onUndo(ctx, () => {
    if (!address.timer) return;
    clearTimeout(address.timer);
    address.at = -Infinity;
    address.write();
  });
  subscribeFor(ctx, player, { panel: () => writeFragment(address) });
  return address;
};
