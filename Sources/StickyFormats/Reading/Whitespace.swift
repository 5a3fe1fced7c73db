/// The whitespace of JSON (RFC 8259) and XML 1.0, which agree on it: space,
/// tab, line feed and carriage return. Other Unicode spaces, which
/// `Character.isWhitespace` would also accept, are content in both formats.
enum Whitespace {
  /// The four characters, for the JSON Schema's patterns; `contains` tests
  /// bytes against the same four.
  static let characters: [Unicode.Scalar] = [" ", "\t", "\n", "\r"]

  static func contains(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The words of a space-separated list such as `"8 16"`. Split by scalars,
  /// not characters, because CR LF is a single `Character`.
  static func words(_ text: String) -> [Substring] {
    text.unicodeScalars.split { $0.isASCII && contains(UInt8($0.value)) }.map(Substring.init)
  }
}
