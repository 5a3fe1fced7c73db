import StickyCore

/// One layout file as both readers see it: its bytes without a UTF-8 byte
/// order mark, and the way from a byte offset back to a line and column.
///
/// Offsets index `bytes`, so columns on line 1 do not count the byte order
/// mark: it is an encoding signature, not text the user sees.
struct SourceText {
  let file: String
  let bytes: [UInt8]
  /// The offset at which each line starts; line 1 starts at 0.
  private let lineStarts: [Int]

  init(_ fileBytes: [UInt8], file: String) {
    self.file = file
    bytes =
      fileBytes.starts(with: SourceText.byteOrderMark) ? Array(fileBytes.dropFirst(3)) : fileBytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The text of a file that is small enough and is valid UTF-8 without NUL
  /// bytes, so that neither reader has to cope with broken encodings.
  static func checked(_ fileBytes: [UInt8], file: String) throws(DiagnosticError) -> SourceText {
    try checkSize(fileBytes, file: file)
    let source = SourceText(fileBytes, file: file)
    if let problem = source.firstEncodingProblem() {
      throw DiagnosticError([problem])
    }
    return source
  }

  static func checkSize(_ fileBytes: [UInt8], file: String) throws(DiagnosticError) {
    let limit = LayoutParser.maxInputSize
    if fileBytes.count > limit {
      throw DiagnosticError([
        Diagnostic(
          "file is larger than \(limit / 1_048_576) MiB (\(limit) bytes)",
          at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
  }

  /// The place of a byte offset; offsets past the end mean the end of the file.
  func location(at offset: Int) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    // Binary search for the last line starting at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = low + (high - low + 1) / 2
      if lineStarts[middle] <= offset {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The byte offset of a place in this text, the inverse of `location(at:)`.
  func offset(of location: SourceLocation) -> Int {
    let line = min(max(location.line, 1), lineStarts.count)
    return min(lineStarts[line - 1] + location.column - 1, bytes.count)
  }

  func diagnostic(_ message: String, at offset: Int) -> Diagnostic {
    Diagnostic(message, at: location(at: offset))
  }

  func error(_ message: String, at offset: Int) -> DiagnosticError {
    DiagnosticError([diagnostic(message, at: offset)])
  }

  private func firstEncodingProblem() -> Diagnostic? {
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0 {
        return diagnostic("NUL byte is not allowed", at: offset)
      }
      if byte < 0x80 {
        offset += 1
        continue
      }
      let length = SourceText.validSequenceLength(bytes, at: offset)
      if length == 0 {
        let hex = String(byte, radix: 16, uppercase: true)
        return diagnostic("invalid UTF-8 byte 0x\(hex)", at: offset)
      }
      offset += length
    }
    return nil
  }

  /// The length of the well-formed UTF-8 sequence starting with the non-ASCII
  /// byte at `offset`, or 0. Overlong forms, surrogates and values above
  /// U+10FFFF are rejected, as the Unicode standard requires.
  private static func validSequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[offset] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return 0
    }
    guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else {
      return 0
    }
    for index in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[index]) {
      return 0
    }
    return length
  }
}
