// The motion plots' cursors and the plots' pointer: hovering a curve outlines
// its element, clicking goes to that offset. The content's plot is against
// its offset; each carousel's (SPEC section 15) against the carousel's own,
// its cursor moved as the carousel scrolls. The plot over time of what hides
// (`HiddenPlot`) is static: hovering its curves outlines their elements too.
//
// A cursor is an HTML line over its plot on a layer of its own: a step
// moves it by a transform the compositor applies, so the plot is never
// repainted. Its track spans the plot's axis; a translation of p% of the
// track's width puts it at p% of the offset range.
import { byId, listen, onUndo } from './context.js';
import { glideTo } from './motion.js';
import { subscribeFor } from './player.js';

// A plot against one scroller's offset: its SVG, its cursor, its axis in its
// own units (`MotionPlot`), and where the cursor is.
const plotView = (svg, cursor) => ({
  svg,
  cursor,
  axis: {
    x0: Number(svg.dataset.x0),
    x1: Number(svg.dataset.x1),
    low: Number(svg.dataset.lowest),
    span: Number(svg.dataset.highest) - Number(svg.dataset.lowest),
  },
  percent: NaN,
});

// The plots of one mount and what they show now, in one record. A screen
// where nothing moves has a sentence instead of the content's plot, and no
// cursor; so has a carousel where nothing follows its offset.
const plotOf = (ctx) => {
  const plot = byId(ctx, 'plot');
  const carousels = new Map();
  for (const svg of ctx.root.querySelectorAll('svg.plot[data-carousel]')) {
    carousels.set(svg.dataset.carousel, plotView(svg, byId(ctx, svg.id + '-cursor')));
  }
  return {
    screen: ctx.screen,
    content: plot && plotView(plot, byId(ctx, 'plot-cursor')),
    carousels,
    timePlot: byId(ctx, 'plot-time'),
    highlighted: null,
  };
};

const placeCursor = (view, o) => {
  const axis = view.axis;
  const percent = axis.span > 0 ? ((o - axis.low) / axis.span) * 100 : 0;
  if (percent !== view.percent) {
    view.percent = percent;
    view.cursor.style.transform = 'translateX(' + percent + '%)';
  }
};

// Outlines the element with this id on the screen (null: none).
export const highlight = (shown, id) => {
  if (shown.highlighted) shown.highlighted.classList.remove('highlighted');
  shown.highlighted =
    id === null ? null : shown.screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
  if (shown.highlighted) shown.highlighted.classList.add('highlighted');
};

// Hovering a curve of `svg` outlines its element.
const outlineOnHover = (ctx, shown, svg) => {
  listen(ctx, svg, 'pointerover', (ev) => {
    const curve = ev.target.closest('[data-for]');
    highlight(shown, curve ? curve.dataset.for : null);
  });
  listen(ctx, svg, 'pointerleave', () => highlight(shown, null));
};

// The cursor's track over the plot's axis, placed once in the plot's units
// as fractions of its view box; hovering outlines, and a click glides
// `lane` to the offset under the pointer.
const attachView = (ctx, shown, view, lane) => {
  const { svg, cursor, axis } = view;
  const box = svg.viewBox.baseVal;
  const track = cursor.parentNode;
  const y0 = Number(svg.dataset.y0);
  const y1 = Number(svg.dataset.y1);
  track.style.left = (axis.x0 / box.width) * 100 + '%';
  track.style.width = ((axis.x1 - axis.x0) / box.width) * 100 + '%';
  track.style.top = (y0 / box.height) * 100 + '%';
  track.style.height = ((y1 - y0) / box.height) * 100 + '%';
  outlineOnHover(ctx, shown, svg);
  // The pointer's place on the plot, in its own units, is the only thing read
  // from layout: it is input, like a drag.
  listen(ctx, svg, 'click', (ev) => {
    const rect = svg.getBoundingClientRect();
    if (!(rect.width > 0) || !(axis.span > 0)) return;
    const x = ((ev.clientX - rect.left) * box.width) / rect.width;
    glideTo(lane, axis.low + ((x - axis.x0) / (axis.x1 - axis.x0)) * axis.span);
  });
  placeCursor(view, lane.offset);
};

// The plots of the player's current mount, until the mount is undone, which
// outlines nothing any more; returns their record, for `highlight`.
export const attachPlot = (player, mounted) => {
  const { ctx, motion } = mounted;
  const shown = plotOf(ctx);
  const { content, carousels, timePlot } = shown;
  onUndo(ctx, () => highlight(shown, null));
  if (timePlot) outlineOnHover(ctx, shown, timePlot);
  if (content) attachView(ctx, shown, content, motion);
  for (const lane of motion.lanes) {
    const view = carousels.get(lane.carousel.id);
    if (view) attachView(ctx, shown, view, lane);
  }
  subscribeFor(ctx, player, {
    step: content ? (o) => placeCursor(content, o) : null,
    slide: carousels.size
      ? (id, x) => {
          const view = carousels.get(id);
          if (view) placeCursor(view, x);
        }
      : null,
  });
  return shown;
};
