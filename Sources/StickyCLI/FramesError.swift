import StickyCore

/// An `--ids` entry that names no element of the layout (exit 1).
enum FramesError: Error, Equatable, CustomStringConvertible {
  /// No element has this id; the suggestion is the closest id, if any is close.
  case unknownID(String, suggestion: String?)
  /// The id names a row past the end of a list of `count` rows.
  case rowOutOfRange(String, list: String, count: Int)

  var description: String {
    switch self {
    case .unknownID(let id, let suggestion):
      "no element with id \(DiagnosticText.quoted(id))"
        + (suggestion.map { " (did you mean \(DiagnosticText.quoted($0))?)" } ?? "")
    case .rowOutOfRange(let id, let list, let count):
      "no element with id \(DiagnosticText.quoted(id)) (list \(DiagnosticText.quoted(list)) has rows "
        + "\(DiagnosticText.quoted(RowID(list: list, index: 0).description)) to "
        + "\(DiagnosticText.quoted(RowID(list: list, index: count - 1).description)))"
    }
  }
}
