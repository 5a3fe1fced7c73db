import StickyCore

/// Reads a layout file in either spelling, telling XML from JSON by content
/// so that a file's extension never has to be trusted.
public enum LayoutParser {
  /// Larger files are refused before parsing, to bound time and memory: a
  /// layout this large (96,000 boxes) takes about 240 MB to build, and real
  /// layouts are a thousand times smaller.
  public static let maxInputSize = 4 * 1024 * 1024
  /// The deepest nesting of nodes (and of JSON values inside properties);
  /// real layouts stay far below it, and it keeps every reader's work bounded.
  public static let maxDepth = 64

  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> RawNode {
    switch try spelling(of: bytes, file: file) {
    case .xml: try XMLLayoutReader.read(bytes, file: file)
    case .json: try JSONLayoutReader.read(bytes, file: file)
    }
  }

  enum Spelling {
    case xml
    case json
  }

  /// The spelling the first byte past a byte order mark and whitespace names;
  /// a file too large, empty or starting with anything else is an error.
  static func spelling(of bytes: [UInt8], file: String) throws(DiagnosticError) -> Spelling {
    try SourceText.checkSize(bytes, file: file)
    let body = bytes.starts(with: SourceText.byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
    guard
      let start = body.firstIndex(where: { !Whitespace.contains($0) })
    else {
      throw DiagnosticError([
        Diagnostic("file is empty", at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
    switch body[start] {
    case UInt8(ascii: "<"): return .xml
    case UInt8(ascii: "{"): return .json
    default:
      // Offsets of `SourceText` start after the byte order mark, as `body` does.
      throw SourceText(bytes, file: file).error(
        "expected an XML or JSON layout", at: start - body.startIndex)
    }
  }

  /// Reads the layout file at `path`, named as it is in diagnostics.
  public static func read(contentsOf path: String) throws(DiagnosticError) -> RawNode {
    try read(InputFile.read(path: path, file: path), file: path)
  }
}
