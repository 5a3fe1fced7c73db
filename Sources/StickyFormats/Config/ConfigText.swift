import StickyCore

/// The rule for strings of the project config: no control characters.
///
/// A NUL ends a path at the system call (`"l.json\u0000ignored.xml"` would
/// quietly read `l.json`), and the other controls have no business in a
/// path, a title or a URL either.
enum ConfigText {
  /// The first control character in a string value or in the strings of an
  /// array, with the place of the string that holds it.
  static func firstControlCharacter(in located: LocatedValue) -> (
    character: Unicode.Scalar, location: SourceLocation
  )? {
    switch located.value {
    case .string(let text):
      return text.unicodeScalars.first(where: isControl).map { ($0, located.location) }
    case .array(let items):
      return items.lazy.compactMap(firstControlCharacter).first
    default:
      return nil
    }
  }

  /// C0 controls, DEL and C1 controls (Unicode's general category Cc); the
  /// JSON Schema of the config states the same ranges.
  static let controls: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F]

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    controls.contains { $0.contains(scalar.value) }
  }
}
