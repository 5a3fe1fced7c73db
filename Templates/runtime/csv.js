// The frames of every element at one offset, in the shape of
// `stickypreview frames --format csv --offsets o`. Pure, no DOM, no state.
import { trackValue } from './track.js';
import { rowStarts, rowTop } from './kernel/rowGeometry.js';
import { rowID } from './kernel/rowID.js';
import { rounded, formatNumber, FRAME_DIGITS } from './kernel/numberFormat.js';

// The elements in the page data's order (that of `frames`), each list
// followed by its rows.
export const framesCSV = (elements, offset) => {
  const o = rounded(offset, FRAME_DIGITS);
  const prefix = formatNumber(o) + ',';
  const lines = ['offset,id,x,y,width,height'];
  const line = (id, x, y, w, h) =>
    lines.push(
      prefix + id + ',' + formatNumber(x) + ',' + formatNumber(y) + ',' + formatNumber(w) + ',' +
        formatNumber(h),
    );
  for (const e of elements) {
    line(e.id, e.x, trackValue(e.y, o), e.w, trackValue(e.h, o));
    if (!e.rows) continue;
    const r = e.rows;
    const { starts, cycle } = rowStarts(r.heights);
    const pins = new Map(r.pins.map((p) => [p.index, p.y]));
    const origin = trackValue(e.y, o);
    for (let i = 0; i < r.count; i++) {
      const pin = pins.get(i);
      const y = pin ? trackValue(pin, o) : origin + rowTop(starts, cycle, i);
      line(rowID(e.id, i), e.x, y, e.w, r.heights[i % r.heights.length]);
    }
  }
  return lines.join('\n') + '\n';
};
