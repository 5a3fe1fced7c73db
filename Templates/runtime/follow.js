// A preview page of a site that `build --watch` writes follows the rebuilds
// of its screen. While the page is shown it asks, every POLL_MS, for
// `watch-state.js` beside it: the stamp of the page as last built and the
// problems that keep the screen from being built again. A stamp other than
// the page's own is a new build: the page asks for `watch-page.js`, the new
// page's text, puts what Swift built around the screen (the plot, the facts,
// the source...) in place of its own, and mounts the screen again with the
// new data through the player's `load`, which keeps the offset and what the
// reader chose (zoom, inspector, the source's tab); the page's scroll and
// focus stay. Problems show over the last good preview until a good save.
//
// Why <script> elements: from file:// a page can neither fetch() nor
// XMLHttpRequest the files beside it in Chromium or WebKit (each file is an
// origin of its own there), nor read the document of an <iframe> showing
// one; a classic script loads from file:// as from any host, in Chromium,
// Firefox and WebKit alike, and a query of its own each time gets past every
// cache. The page's policy trusts exactly the scripts its runtime adds
// ('strict-dynamic'), and the files hand their records to one function.

const POLL_MS = 300;
const STATE_FILE = 'watch-state.js';
const PAGE_FILE = 'watch-page.js';
const CALLBACK = 'stickyPreviewWatch';

// The stamp a document carries (`PageStamp` in Swift).
const stampOf = (doc) => {
  const node = doc.getElementById('sticky-watch');
  return node ? JSON.parse(node.textContent).stamp : null;
};

// What the page cannot take without loading again: its policy (the hashes
// of its style and runtime), its appearance and colour scheme.
const shellOf = (doc) => {
  const read = (selector, name) => {
    const node = doc.querySelector(selector);
    return node ? node.getAttribute(name) : '';
  };
  return [
    read('meta[http-equiv="Content-Security-Policy"]', 'content'),
    read('meta[name="color-scheme"]', 'content'),
    doc.documentElement.className,
  ].join('\n');
};

// The follower's record: the page's stamp, the one of the build it asked
// for, the request under way, and the notice shown over the preview.
const followerOf = (player) => ({
  player,
  stamp: stampOf(document),
  wanted: null,
  asked: 0, // requests made, so that each has a query of its own
  request: null, // the <script> element asked for, until it loads or fails
  timer: 0,
  notice: null, // made when first needed
  shown: '', // what the notice shows, to write it only when that changes
});

const node = (tag, cls, text) => {
  const made = document.createElement(tag);
  if (cls) made.className = cls;
  if (text !== undefined) made.textContent = text;
  return made;
};

// Shows `heading`, `hint` and `problems` over the preview, or nothing with
// a null heading. Every text goes in as text: a message quotes the layout.
const notify = (f, heading, hint, problems) => {
  const key = heading === null ? '' : JSON.stringify([heading, hint, problems]);
  if (key === f.shown) return;
  f.shown = key;
  if (heading === null) {
    if (f.notice) f.notice.hidden = true;
    return;
  }
  if (!f.notice) {
    f.notice = node('section', 'watch-notice');
    f.notice.setAttribute('role', 'alert');
    f.notice.setAttribute('aria-labelledby', 'watch-notice-head');
    document.body.append(f.notice);
  }
  const title = node('h2', 'watch-notice-head', heading);
  title.id = 'watch-notice-head';
  const note = node('p', 'watch-hint', hint);
  const list = node('ul', 'watch-problems');
  for (const p of problems) {
    const item = node('li', p.severity);
    item.append(
      node('code', 'watch-place', p.file + ':' + p.line + ':' + p.column),
      node('span', 'watch-severity', ' ' + p.severity + ': '),
      node('span', 'watch-message', p.message));
    list.append(item);
  }
  f.notice.replaceChildren(title, note, list);
  f.notice.hidden = false;
};

const showProblems = (f, problems) => {
  if (problems.length === 0) {
    notify(f, null, null, []);
    return;
  }
  notify(
    f, 'This screen did not build',
    'The preview shows its last good build. Fix the layout and save: the page follows.',
    problems);
};

// Puts the new page's parts in place of the page's own and mounts its data.
const take = (f, html) => {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const stamp = stampOf(next);
  if (stamp === null) return;
  if (shellOf(next) !== shellOf(document)) {
    // A new theme or runtime: only a load of the page can take it. The
    // address keeps the offset (`#offset=N`).
    location.reload();
    return;
  }
  const body = document.body;
  const x = window.scrollX;
  const y = window.scrollY;
  const focused = document.activeElement && document.activeElement.id;
  const old = Array.from(body.childNodes).filter((n) => n.nodeName !== 'SCRIPT' && n !== f.notice);
  const before = body.querySelector(':scope > script');
  for (const n of Array.from(next.body.childNodes)) {
    if (n.nodeName !== 'SCRIPT') body.insertBefore(document.adoptNode(n), before);
  }
  for (const n of old) n.remove();
  for (const id of ['sticky-data', 'sticky-watch']) {
    document.getElementById(id).textContent = next.getElementById(id).textContent;
  }
  document.title = next.title;
  f.stamp = stamp;
  try {
    f.player.load(JSON.parse(document.getElementById('sticky-data').textContent));
  } catch (error) {
    // Data the runtime cannot mount: the page as built shows what it can.
    location.reload();
    return;
  }
  const again = focused && document.getElementById(focused);
  if (again) again.focus({ preventScroll: true });
  window.scrollTo(x, y);
};

const receive = (f, record) => {
  if (!record || typeof record !== 'object') return;
  if (record.kind === 'state') {
    showProblems(f, record.problems || []);
    f.wanted = record.stamp === f.stamp ? null : record.stamp;
  } else if (record.kind === 'page' && record.stamp !== f.stamp) {
    // Asked for once per state that names it, whatever comes of it.
    f.wanted = null;
    take(f, record.html);
  }
};

// Asks for `file` by a script element; when it has run, or failed, asks
// for what comes next.
const ask = (f, file) => {
  const script = document.createElement('script');
  const done = () => {
    script.remove();
    f.request = null;
    next(f);
  };
  script.onload = done;
  script.onerror = () => {
    if (file === PAGE_FILE) {
      // A build that wrote no copy (the first of a session) made this page
      // anew: it loads again, at its offset (the address keeps it).
      location.reload();
      return;
    }
    // No state beside the page: its screen left the site (its layout was
    // removed, or its id changed); it may come back.
    notify(
      f, 'This screen is no longer in the site',
      'Its layout was removed, or its id changed. The preview shows its last build.', []);
    f.wanted = null;
    done();
  };
  f.asked++;
  script.src = file + '?' + f.asked;
  f.request = script;
  document.head.append(script);
};

// A new build's page at once, else the state after POLL_MS; nothing while
// the page is hidden, which asks again when it is shown.
const next = (f) => {
  clearTimeout(f.timer);
  f.timer = 0;
  if (f.request || document.hidden) return;
  if (f.wanted !== null) {
    ask(f, PAGE_FILE);
    return;
  }
  f.timer = setTimeout(() => {
    f.timer = 0;
    ask(f, STATE_FILE);
  }, POLL_MS);
};

export const follow = (player) => {
  const f = followerOf(player);
  window[CALLBACK] = (record) => receive(f, record);
  document.addEventListener('visibilitychange', () => next(f));
  next(f);
};
