import StickyCore

/// What the XML the layout writer writes cannot hold, even escaped (its
/// attribute values are escaped by `MarkupAttribute`).
enum XMLText {
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
