import Glibc

/// Reads a layout file in either spelling, telling XML from JSON by content
/// so that a file's extension never has to be trusted.
public enum LayoutParser {
  /// Larger files are refused before parsing, to bound time and memory.
  public static let maxInputSize = 16 * 1024 * 1024
  /// The deepest nesting of nodes (and of JSON values inside properties);
  /// real layouts stay far below it, and it keeps every reader's work bounded.
  public static let maxDepth = 64

  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> RawNode {
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
    case UInt8(ascii: "<"): return try XMLLayoutReader.read(bytes, file: file)
    case UInt8(ascii: "{"): return try JSONLayoutReader.read(bytes, file: file)
    default:
      // Offsets of `SourceText` start after the byte order mark, as `body` does.
      throw SourceText(bytes, file: file).error(
        "expected an XML or JSON layout", at: start - body.startIndex)
    }
  }

  /// Reads the layout file at `path`, or standard input when `path` is `-`
  /// (named `<stdin>` in diagnostics).
  public static func read(contentsOf path: String) throws(DiagnosticError) -> RawNode {
    let file = path == "-" ? "<stdin>" : path
    return try read(readBytes(path: path, file: file), file: file)
  }

  /// Reads at most one byte more than the size limit, so that an endless
  /// stream or a huge file is refused without being loaded.
  static func readBytes(path: String, file: String) throws(DiagnosticError) -> [UInt8] {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw cannotRead(file, errno)
    }
    defer {
      if descriptor != STDIN_FILENO {
        close(descriptor)
      }
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= maxInputSize {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 {
        break
      }
      if count < 0 {
        if errno == EINTR {
          continue
        }
        throw cannotRead(file, errno)
      }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  private static func cannotRead(_ file: String, _ code: Int32) -> DiagnosticError {
    DiagnosticError([
      Diagnostic(
        "cannot read file: \(String(cString: strerror(code)))",
        at: SourceLocation(file: file, line: 1, column: 1))
    ])
  }
}
