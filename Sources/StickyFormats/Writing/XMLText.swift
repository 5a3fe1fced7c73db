import StickyCore

/// Escaping for XML written by the layout writer.
enum XMLText {
  /// An attribute value in double quotes; whitespace other than spaces is written
  /// as character references so that attribute normalisation keeps it.
  static func escapeAttribute(_ text: String) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "\n": "&#10;"
      case "\r": "&#13;"
      case "\t": "&#9;"
      default: nil
      }
    }
  }
}
