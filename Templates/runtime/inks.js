// The status bar and the home indicator, black or white by what lies topmost
// under them at the offset, found from the tracks through a visibility index;
// the DOM is written only when the ink changes. What follows the state of
// SPEC section 12 (bars that hide, the floating header, sticky elements) is
// a candidate at every offset and asked where the state puts it.
import { cursorOn, visibleRanges } from './track.js';
import { buildIndex, topOwner } from './visibility.js';
import { rowAt } from './kernel/rowGeometry.js';
import { appendFor, div } from './context.js';
import { INK_CLASSES } from './elements.js';
import { inkAt } from './kernel/inkTrack.js';
import { listTop } from './lists.js';
import { roleOf, shownTop, shownHeight, shownReach } from './hiding-state.js';

const WIDE = 16;

// A surface that paints the screen: its tracks (with cursors), its ink (and
// where its colour effects flip it, Swift's `InkTrack`), its list when it
// paints through its rows, and how it follows the state.
const surface = (y, h, ink, inks, list, role, form) => ({
  y, h, ink, inks, list, role, form, at: cursorOn(y), hAt: cursorOn(h),
});

// What paints the screen, as Swift says (`surface`): each element with a
// background, each list (through its rows) and each pinned row, ranked as the
// page stacks them (class, then data order).
const surfacesOf = (ctx, scene) => {
  const { data, Z } = ctx;
  const surfaces = [];
  const rank = [];
  data.elements.forEach((e, k) => {
    if (!e.surface) return;
    const list = e.rows ? scene.listOf.get(e.id) : null;
    surfaces.push(surface(e.y, e.h, e.surface, e.inks || null, list, roleOf(e), e.form || null));
    rank.push(Z[e.z] * 1e6 + k);
  });
  for (const m of scene.movers) {
    if (!m.list) continue;
    surfaces.push(surface(m.y.p, m.h.p, 'theme', null, null, m.role, m.form));
    rank.push(Math.max(Z[m.list.e.z], Z[2]) * 1e6 + 5e5 + surfaces.length);
  }
  return { surfaces, rank };
};

// The row of `list` under line y of the screen at offset o, or -1.
const rowUnder = (list, y, o) =>
  rowAt(list.starts, list.heights, list.cycle, list.count, y - listTop(list, o));

// Whether a surface that follows the state covers line y at offset o.
const hidingCovers = (hiding, s, y, o) => {
  const top = shownTop(hiding, s.role, s.form, s.at, o);
  return top < y && y < top + shownHeight(hiding, s.role, s.hAt, o);
};

// The ink of the surface under the line y of the screen, as a function of o.
const probe = (ctx, hiding, painted, y) => {
  const { data, LOWEST, HIGHEST, H } = ctx;
  const { surfaces, rank } = painted;
  const ranges = [];
  surfaces.forEach((s, k) => {
    const reach = shownReach(hiding, s.role);
    const r = visibleRanges(s.y, s.h, LOWEST, HIGHEST, y - reach, y + reach);
    for (let i = 0; i < r.length; i += 2) ranges.push(r[i], r[i + 1], k);
  });
  const lineIndex = buildIndex(ranges, LOWEST, HIGHEST, Math.max(64, H), WIDE);
  const covers = (k, o) => {
    const s = surfaces[k];
    if (s.role && !hidingCovers(hiding, s, y, o)) return false;
    const list = s.list;
    if (!list) return true;
    const i = rowUnder(list, y, o);
    return i !== -1 && !list.pinned.has(i);
  };
  const screenInk = data.ink || 'theme';
  return (o) => {
    const k = topOwner(lineIndex, o, rank, covers);
    if (k === -1) return screenInk;
    const { list, inks } = surfaces[k];
    if (!list) return inks ? inkAt(inks, o) : surfaces[k].ink;
    const odd = rowUnder(list, y, o) % 2 === 1;
    return (odd ? list.alt : list.color) ? (odd ? list.altInk : list.ink) : 'theme';
  };
};

// The decoration of one mount, in one record: each node that takes an ink
// with the ink of the surface under it and the class it shows. The status
// bar and the camera are Swift's (`status`, `camera`), the camera's class
// its look. `hiding` is the state of SPEC section 12.
export const inksOf = (ctx, scene, hiding) => {
  const { data, H, metrics } = ctx;
  const painted = surfacesOf(ctx, scene);
  const inked = (node, y) => ({ node, ink: probe(ctx, hiding, painted, y), shown: null });
  const decor = div('decor');
  decor.setAttribute('aria-hidden', 'true');
  const marks = [];
  if (data.status) {
    const { band, bandInk } = data.status;
    if (band) {
      // A band of its own colour covers whatever scrolls under the status bar.
      const node = div('status-band');
      node.style.height = data.safeTop + 'px';
      node.style.background = band;
      decor.append(node);
    }
    const status = div('status');
    status.style.height = data.status.height + 'px';
    const icons = div('icons');
    if (data.status.signal) icons.append(div('signal'));
    icons.append(div('battery'));
    status.append(div('time', data.status.clock), icons);
    decor.append(status);
    marks.push(band ? { node: status, ink: () => bandInk, shown: null } : inked(status, data.status.height / 2));
  }
  if (data.camera) decor.append(div(data.camera));
  if (data.safeBottom > 0) {
    const home = div('home-indicator');
    decor.append(home);
    marks.push(inked(home, H - metrics.homeProbe));
  }
  appendFor(ctx, ctx.screen, decor);
  return { marks };
};

export const placeInks = (inks, o) => {
  const marks = inks.marks;
  for (let k = 0; k < marks.length; k++) {
    const mark = marks[k];
    const ink = INK_CLASSES[mark.ink(o)];
    if (ink !== mark.shown) {
      if (mark.shown) mark.node.classList.remove(mark.shown);
      mark.node.classList.add(ink);
      mark.shown = ink;
    }
  }
};
