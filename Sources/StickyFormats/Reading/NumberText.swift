/// The one number grammar: JSON's (RFC 8259). XML attribute values and numbers
/// given on the command line are read by it too, so that a number means the
/// same wherever it is written: no `inf`, `nan`, hexadecimal, leading `+`,
/// bare `.5` or `5.`, and no leading zeros.
public enum NumberText {
  /// Why the bytes at a place do not begin a number.
  enum Flaw: Error {
    /// A zero before further integer digits, as in `012`.
    case leadingZero
    /// No digit where the grammar needs one: at the start, after the point
    /// or in the exponent.
    case missingDigits
  }

  static func canStart(with byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || isDigit(byte)
  }

  /// The offset just past the number that starts at `start`. Scanning stops
  /// at the first byte that cannot continue the number; whether that byte
  /// may follow a number is for the caller to judge.
  static func end(of bytes: [UInt8], from start: Int) throws(Flaw) -> Int {
    var offset = start
    func consume(_ byte: UInt8) -> Bool {
      guard offset < bytes.count, bytes[offset] == byte else { return false }
      offset += 1
      return true
    }
    func skipDigits() throws(Flaw) {
      let first = offset
      while offset < bytes.count, isDigit(bytes[offset]) {
        offset += 1
      }
      guard offset > first else { throw .missingDigits }
    }
    _ = consume(UInt8(ascii: "-"))
    if consume(UInt8(ascii: "0")) {
      if offset < bytes.count, isDigit(bytes[offset]) { throw .leadingZero }
    } else {
      try skipDigits()
    }
    if consume(UInt8(ascii: ".")) {
      try skipDigits()
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
      try skipDigits()
    }
    return offset
  }

  /// The value of `text` if the whole of it is a number. A number too large
  /// for a `Double` is infinite, so that callers can tell "out of range" from
  /// "not a number".
  public static func parse(_ text: some StringProtocol) -> Double? {
    let bytes = Array(text.utf8)
    guard (try? end(of: bytes, from: 0)) == bytes.count else { return nil }
    return Double(String(text))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
