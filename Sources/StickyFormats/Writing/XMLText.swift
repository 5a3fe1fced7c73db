import StickyCore

/// Escaping for the XML the layout and schema writers write (their attributes
/// take `MarkupAttribute`'s).
enum XMLText {
  /// Character content, where only what would start markup needs escaping.
  static func escapeText(_ text: String) -> String {
    TextEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      default: nil
      }
    }
  }

  /// The first character of `text` that XML 1.0 cannot hold, even as a
  /// reference: the C0 controls other than tab, line feed and carriage return,
  /// U+FFFE and U+FFFF (a Swift string holds no surrogates).
  static func firstForbidden(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      switch scalar.value {
      case 0x9, 0xA, 0xD: false
      case 0xFFFE, 0xFFFF: true
      default: scalar.value < 0x20
      }
    }
  }
}
