// The motion plot's cursor and the plot's pointer: hovering a curve outlines
// its element, clicking goes to that offset. The plot over time of what hides
// (`HiddenPlot`) is static: hovering its curves outlines their elements too.
//
// The cursor is an HTML line over the plot on a layer of its own: a step
// moves it by a transform the compositor applies, so the plot is never
// repainted. Its track spans the plot's axis; a translation of p% of the
// track's width puts it at p% of the offset range.
import { byId, listen, onUndo } from './context.js';
import { glideTo } from './motion.js';
import { subscribeFor } from './player.js';

// The plots of one mount and what they show now, in one record. The plot's
// axis is in its own units (`MotionPlot`). A screen where nothing moves has a
// sentence instead of a plot, and no cursor.
const plotOf = (ctx) => {
  const plot = byId(ctx, 'plot');
  return {
    screen: ctx.screen,
    plot,
    cursor: byId(ctx, 'plot-cursor'),
    timePlot: byId(ctx, 'plot-time'),
    axis: plot && {
      x0: Number(plot.dataset.x0),
      x1: Number(plot.dataset.x1),
      low: Number(plot.dataset.lowest),
      span: Number(plot.dataset.highest) - Number(plot.dataset.lowest),
    },
    percent: NaN,
    highlighted: null,
  };
};

const placeCursor = (shown, o) => {
  const axis = shown.axis;
  const percent = axis.span > 0 ? ((o - axis.low) / axis.span) * 100 : 0;
  if (percent !== shown.percent) {
    shown.percent = percent;
    shown.cursor.style.transform = 'translateX(' + percent + '%)';
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

// The plots of the player's current mount, until the mount is undone, which
// outlines nothing any more; returns their record, for `highlight`.
export const attachPlot = (player, mounted) => {
  const ctx = mounted.ctx;
  const shown = plotOf(ctx);
  const { plot, cursor, timePlot, axis } = shown;
  onUndo(ctx, () => highlight(shown, null));
  if (timePlot) outlineOnHover(ctx, shown, timePlot);
  if (!plot) return shown;
  // The track over the axis, placed once in the plot's units as fractions of
  // its view box.
  const box = plot.viewBox.baseVal;
  const track = cursor.parentNode;
  const y0 = Number(plot.dataset.y0);
  const y1 = Number(plot.dataset.y1);
  track.style.left = (axis.x0 / box.width) * 100 + '%';
  track.style.width = ((axis.x1 - axis.x0) / box.width) * 100 + '%';
  track.style.top = (y0 / box.height) * 100 + '%';
  track.style.height = ((y1 - y0) / box.height) * 100 + '%';
  outlineOnHover(ctx, shown, plot);
  // The pointer's place on the plot, in its own units, is the only thing read
  // from layout: it is input, like a drag.
  listen(ctx, plot, 'click', (ev) => {
    const rect = plot.getBoundingClientRect();
    if (!(rect.width > 0) || !(axis.span > 0)) return;
    const x = ((ev.clientX - rect.left) * box.width) / rect.width;
    glideTo(mounted.motion, axis.low + ((x - axis.x0) / (axis.x1 - axis.x0)) * axis.span);
  });
  subscribeFor(ctx, player, { step: (o) => placeCursor(shown, o) });
  placeCursor(shown, player.offset);
  return shown;
};
