import StickyCore

/// The lexical level of JSON (RFC 8259): whitespace, strings, numbers and
/// literals, each checked strictly and failing at the exact byte at fault.
///
/// The text is known to be valid UTF-8 without NUL bytes (see
/// `SourceText.checked`), so only JSON's own rules are checked here.
struct JSONScanner {
  let source: SourceText
  private(set) var offset = 0

  init(_ source: SourceText) {
    self.source = source
  }

  var current: UInt8? { offset < source.bytes.count ? source.bytes[offset] : nil }

  var isAtEnd: Bool { offset >= source.bytes.count }

  mutating func advance() {
    offset += 1
  }

  mutating func seek(to offset: Int) {
    self.offset = offset
  }

  mutating func skipWhitespace() {
    while let byte = current, Whitespace.contains(byte) {
      offset += 1
    }
  }

  /// Consumes `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    offset += 1
    return true
  }

  func error(_ message: String, at offset: Int) -> DiagnosticError {
    source.error(message, at: offset)
  }

  /// The error for an unexpected byte at the current position; running out of
  /// text is the more useful thing to say when that is what happened.
  func expected(_ message: String) -> DiagnosticError {
    error(isAtEnd ? "unexpected end of file" : message, at: offset)
  }

  /// Reads the string, number or literal at the current position.
  mutating func scanScalar() throws(DiagnosticError) -> RawValue {
    switch current {
    case UInt8(ascii: "\""): return .string(try scanString())
    case let byte? where NumberText.canStart(with: byte):
      return .number(try scanNumber())
    case let byte? where isLetter(byte): return try scanLiteral()
    default: throw expected("expected a value")
    }
  }

  /// Reads the string whose opening quote is the current byte.
  mutating func scanString() throws(DiagnosticError) -> String {
    let start = offset
    offset += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        throw error("unterminated string", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try scanEscape(into: &utf8)
      case ..<0x20:
        throw error(
          "control character U+\(hex(UInt32(byte))) must be escaped in strings", at: offset)
      default:
        utf8.append(byte)
        offset += 1
      }
    }
  }

  private mutating func scanEscape(into utf8: inout [UInt8]) throws(DiagnosticError) {
    let start = offset
    offset += 1
    guard let letter = current else {
      throw error("unterminated string", at: start)
    }
    offset += 1
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard letter == UInt8(ascii: "u") else {
      throw error("invalid escape sequence '\\\(describeCharacter(at: start + 1))'", at: start)
    }
    let first = try scanHexQuad(escapeStart: start)
    var scalarValue = first
    if (0xDC00...0xDFFF).contains(first) {
      throw error("lone surrogate '\\u\(hex(first))' in string", at: start)
    }
    if (0xD800...0xDBFF).contains(first) {
      let lowStart = offset
      guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
        throw error("lone surrogate '\\u\(hex(first))' in string", at: start)
      }
      let second = try scanHexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error("lone surrogate '\\u\(hex(first))' in string", at: start)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    // Surrogates were excluded above, so every remaining value is a scalar.
    if let scalar = Unicode.Scalar(scalarValue) {
      utf8.append(contentsOf: String(Character(scalar)).utf8)
    }
  }

  /// Reads the four hex digits after `\u`.
  private mutating func scanHexQuad(escapeStart: Int) throws(DiagnosticError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigitValue(byte) else {
        throw error("invalid escape sequence: '\\u' needs 4 hexadecimal digits", at: escapeStart)
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  /// Reads a number (the current byte is `-` or a digit) as RFC 8259 spells it.
  private mutating func scanNumber() throws(DiagnosticError) -> Double {
    let start = offset
    do throws(NumberText.Flaw) {
      offset = try NumberText.end(of: source.bytes, from: start)
    } catch .leadingZero {
      throw error("leading zeros are not allowed in numbers", at: start)
    } catch {
      // `error` here is the flaw, so the scanner's own method is named in full.
      throw self.error("invalid number", at: start)
    }
    let text = String(decoding: source.bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("number is out of range", at: start)
    }
    return value
  }

  /// Reads `true`, `false` or `null`; the current byte is a letter.
  private mutating func scanLiteral() throws(DiagnosticError) -> RawValue {
    let start = offset
    while let byte = current, isLetter(byte) {
      offset += 1
    }
    let word = String(decoding: source.bytes[start..<offset], as: UTF8.self)
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default: throw error("invalid literal \(DiagnosticText.quoted(word))", at: start)
    }
  }

  /// The character starting at `offset`, printable in a message.
  private func describeCharacter(at offset: Int) -> String {
    guard offset < source.bytes.count else { return "" }
    let byte = source.bytes[offset]
    if byte >= 0x20 && byte < 0x7F {
      return String(UnicodeScalar(byte))
    }
    if byte < 0x80 {
      return "U+\(hex(UInt32(byte)))"
    }
    // Valid UTF-8 is guaranteed, so the sequence is complete.
    var end = offset + 1
    while end < source.bytes.count && (source.bytes[end] & 0xC0) == 0x80 {
      end += 1
    }
    return String(decoding: source.bytes[offset..<end], as: UTF8.self)
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
