/// Escapes character content of XML and SVG (the drawings' text, the XML
/// Schema's documentation), as `MarkupAttribute` does attribute values: the
/// characters that would start markup become references, and so does a
/// carriage return, which a reader would turn into a line feed; the
/// characters XML 1.0 cannot hold at all (the C0 controls other than tab and
/// line feed, U+FFFE, U+FFFF) become U+FFFD.
public enum MarkupText {
  public static func escape(_ text: some StringProtocol) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\r": "&#13;"
      case "\t", "\n": nil
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
      default: nil
      }
    }
  }
}
