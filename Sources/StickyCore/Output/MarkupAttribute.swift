/// Escapes text for an attribute value between double quotes: one rule for
/// the pages' HTML, the SVG drawings and the XML of layouts and schemas, which
/// all quote their attributes so. The markup characters and the quote become
/// references, and so do tabs and line breaks, which an XML reader would
/// otherwise turn into spaces; the characters XML 1.0 cannot hold at all (the
/// C0 controls other than those, U+FFFE, U+FFFF) become U+FFFD. Apostrophes
/// stay as they are, so that `fmt` and `convert` keep a layout's "don't".
public enum MarkupAttribute {
  public static func escape(_ text: some StringProtocol) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "\t": "&#9;"
      case "\n": "&#10;"
      case "\r": "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
      default: nil
      }
    }
  }
}
