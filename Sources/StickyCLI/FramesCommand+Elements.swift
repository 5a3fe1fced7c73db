import StickyCore
import StickyFormats

extension FramesCommand {
  /// The elements named by `--ids`, in the order given, each once.
  static func elements(_ ids: [String], in table: Scene) throws(CommandError)
    -> [ElementReference]
  {
    var elements: [ElementReference] = []
    var seen: Set<ElementReference> = []
    var problems: [String] = []
    for id in ids {
      guard let element = table.element(withID: id) else {
        problems.append(unknownElement(id, in: table).description)
        continue
      }
      if seen.insert(element).inserted { elements.append(element) }
    }
    // The ids come from the command line, which has no place to point at.
    guard problems.isEmpty else {
      throw .usage(
        .invalidValue(
          ids.joined(separator: ","), option: Self.ids.usage,
          reason: problems.joined(separator: "; ")))
    }
    return elements
  }

  /// Explains a missing id: a row past the end of its list, or a likely typo of
  /// an element's id, suggested the way layout diagnostics suggest names. The
  /// only rows worth comparing are those with the same index, one per list, so
  /// a list of a million rows costs no more than one.
  static func unknownElement(_ id: String, in table: Scene) -> FramesError {
    var candidates = table.tracks.map(\.id)
    if let row = RowID(parsing: id, loosely: true) {
      if let index = table.trackIndex(of: row.list), let rows = table.tracks[index].rows,
        row.index >= rows.count
      {
        return .rowOutOfRange(id, list: row.list, count: rows.count)
      }
      for track in table.tracks {
        if let rows = track.rows, row.index < rows.count {
          candidates.append(rows.geometry.rowID(row.index))
        }
      }
    }
    return .unknownID(id, suggestion: NameSuggestion.closest(to: id, in: candidates))
  }
}
