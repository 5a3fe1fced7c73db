// A list row's label, as StickyCore's RowLabel makes it: its text from the
// list's template, its size from the row's height. Pure, no DOM, no state.

// The body's size, and the rows too short for it or for any label
// (TextLines.bodySize, RowLabel).
const BODY_SIZE = 17;
const MINIMUM_ROW_HEIGHT = 16;
const HEIGHT_SHARE = 0.45;

// A row's label from its template ({i} 0-based, {n} 1-based), split once so
// that labelling a row is only concatenation.
export const labeller = (template) => {
  const parts = template.split(/(\{i\}|\{n\})/);
  return (i) => {
    let label = '';
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k];
      label += part === '{i}' ? i : part === '{n}' ? i + 1 : part;
    }
    return label;
  };
};

// The label's font size on a row `height` points tall: the body's, smaller
// on a row too short for it, 0 on one that shows no label.
export const labelSize = (height) =>
  height >= MINIMUM_ROW_HEIGHT ? Math.min(BODY_SIZE, height * HEIGHT_SHARE) : 0;
