// The gallery page's runtime: the filter box. Without script the box stays
// hidden and every card shows.

// Every word of the query must occur in the card's search text.
const matches = (text, words) => words.every((word) => text.includes(word));

// The filter's nodes and the cards it filters, in one record.
const galleryOf = (root) => ({
  box: root.querySelector('#filter-box'),
  input: root.querySelector('#filter'),
  count: root.querySelector('#filter-count'),
  none: root.querySelector('#no-match'),
  cards: Array.from(root.querySelectorAll('.card[data-search]')),
  groups: Array.from(root.querySelectorAll('.group')),
});

const filter = (gallery) => {
  const { input, cards, groups, count, none } = gallery;
  const words = input.value.toLowerCase().split(/\s+/).filter((w) => w !== '');
  let shown = 0;
  for (const card of cards) {
    const hide = !matches(card.dataset.search, words);
    if (card.hidden !== hide) card.hidden = hide;
    if (!hide) shown++;
  }
  for (const group of groups) {
    group.hidden = group.querySelector('.card:not([hidden])') === null;
  }
  count.textContent = words.length === 0 ? '' : shown + ' of ' + cards.length;
  none.hidden = shown > 0;
};

export const start = () => {
  const gallery = galleryOf(document);
  const input = gallery.input;
  input.addEventListener('input', () => filter(gallery));
  // "/" jumps to the filter, as on many documentation sites.
  document.addEventListener('keydown', (ev) => {
    if (ev.key === '/' && document.activeElement !== input && !ev.ctrlKey && !ev.metaKey) {
      ev.preventDefault();
      input.focus();
    }
  });
  gallery.box.hidden = false;
  filter(gallery);
};
