// The gallery page's runtime: the filter box. Without script the box stays
// hidden and every card shows.

// Every word of the query must occur in the card's search text.
const matches = (text, words) => words.every((word) => text.includes(word));

const box = document.getElementById('filter-box');
const input = document.getElementById('filter');
const count = document.getElementById('filter-count');
const none = document.getElementById('no-match');
const cards = Array.from(document.querySelectorAll('.card[data-search]'));
const groups = Array.from(document.querySelectorAll('.group'));

function filter() {
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
}

input.addEventListener('input', filter);
// "/" jumps to the filter, as on many documentation sites.
document.addEventListener('keydown', (ev) => {
  if (ev.key === '/' && document.activeElement !== input && !ev.ctrlKey && !ev.metaKey) {
    ev.preventDefault();
    input.focus();
  }
});
box.hidden = false;
filter();
