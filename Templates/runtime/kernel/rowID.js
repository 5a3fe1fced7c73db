// Row ids, `<list id>-<i>` with i 0-based, built and read as StickyCore's
// RowID builds and reads them. Pure, no DOM, no state.

export const rowID = (list, i) => list + '-' + i;

// The list and index an id names, or null: only the id `rowID` writes, so
// `items-007` names no row.
export const parseRowID = (id) => {
  const match = /^(.*)-(\d+)$/.exec(id);
  return match && String(Number(match[2])) === match[2]
    ? { list: match[1], index: Number(match[2]) }
    : null;
};
