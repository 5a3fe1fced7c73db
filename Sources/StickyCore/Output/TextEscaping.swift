/// The loop every escaper shares: each scalar is kept or replaced by its escape.
/// The escapers differ only in their tables, which keeps each one readable.
public enum TextEscaping {
  public static func escape(
    _ text: some StringProtocol, _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let escaped = replacement(scalar) {
        result += escaped
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
