/// The loop every escaper shares: each scalar is kept or replaced by its escape.
/// The escapers differ only in their tables, which keeps each one readable.
public enum TextEscaping {
  public static func escape(
    _ text: some StringProtocol, _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    // Most texts need no escape (a `data:` URL is hundreds of kilobytes of
    // base64): finding that out is cheaper than copying them scalar by scalar.
    guard text.unicodeScalars.contains(where: { replacement($0) != nil }) else {
      return String(text)
    }
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
