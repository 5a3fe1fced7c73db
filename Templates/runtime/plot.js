// The motion plot's cursor and the plot's pointer: hovering a curve outlines
// its element, clicking goes to that offset. The plot over time of what hides
// (`HiddenPlot`) is static: hovering its curves outlines their elements too.
//
// The cursor is an HTML line over the plot on a layer of its own: a step
// moves it by a transform the compositor applies, so the plot is never
// repainted. Its track spans the plot's axis; a translation of p% of the
// track's width puts it at p% of the offset range.
import { screen } from './page.js';
import { glideTo, onStep } from './motion.js';

const plot = document.getElementById('plot');
const cursor = document.getElementById('plot-cursor');
const timePlot = document.getElementById('plot-time');

// The plot's axis, in its own units (`MotionPlot`). A screen where nothing
// moves has a sentence instead of a plot, and no cursor.
const axis = plot && {
  x0: Number(plot.dataset.x0),
  x1: Number(plot.dataset.x1),
  low: Number(plot.dataset.lowest),
  span: Number(plot.dataset.highest) - Number(plot.dataset.lowest),
};

// What the plot shows now, in one record.
const shown = { percent: NaN, highlighted: null };

const placeCursor = (o) => {
  const percent = axis.span > 0 ? ((o - axis.low) / axis.span) * 100 : 0;
  if (percent !== shown.percent) {
    shown.percent = percent;
    cursor.style.transform = 'translateX(' + percent + '%)';
  }
};

// Outlines the element with this id on the screen (null: none).
export const highlight = (id) => {
  if (shown.highlighted) shown.highlighted.classList.remove('highlighted');
  shown.highlighted = id === null ? null : screen.querySelector('[data-id="' + CSS.escape(id) + '"]');
  if (shown.highlighted) shown.highlighted.classList.add('highlighted');
};

// Hovering a curve of `svg` outlines its element.
const outlineOnHover = (svg) => {
  svg.addEventListener('pointerover', (ev) => {
    const curve = ev.target.closest('[data-for]');
    highlight(curve ? curve.dataset.for : null);
  });
  svg.addEventListener('pointerleave', () => highlight(null));
};

export const listenToPlot = () => {
  if (timePlot) outlineOnHover(timePlot);
  if (!plot) return;
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
  outlineOnHover(plot);
  // The pointer's place on the plot, in its own units, is the only thing read
  // from layout: it is input, like a drag.
  plot.addEventListener('click', (ev) => {
    const rect = plot.getBoundingClientRect();
    if (!(rect.width > 0) || !(axis.span > 0)) return;
    const x = ((ev.clientX - rect.left) * box.width) / rect.width;
    glideTo(axis.low + ((x - axis.x0) / (axis.x1 - axis.x0)) * axis.span);
  });
  onStep(placeCursor);
};
