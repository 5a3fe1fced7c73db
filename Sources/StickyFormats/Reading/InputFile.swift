import Glibc
import StickyCore

/// The one way input is read, from a file or from standard input: every
/// reader of layouts and configs, and the command line, share its size limit
/// and its messages. Reads at most one byte more than
/// `LayoutParser.maxInputSize`, so that an endless stream or a huge file is
/// refused (by the size check of the reader) without being loaded.
public enum InputFile {
  /// The bytes of the file at `path`; `file` names it in diagnostics.
  public static func read(path: String, file: String) throws(DiagnosticError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw cannotRead(file, errno)
    }
    defer { close(descriptor) }
    do throws(ReadError) {
      return try read(descriptor)
    } catch {
      throw cannotRead(file, error.code)
    }
  }

  /// The bytes of standard input; nil when it cannot be read.
  public static func readStandardInput() -> [UInt8]? {
    try? read(STDIN_FILENO)
  }

  /// A failed `read`, with its `errno`.
  private struct ReadError: Error {
    var code: Int32
  }

  private static func read(_ descriptor: Int32) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= LayoutParser.maxInputSize {
      let wanted = min(chunk.count, LayoutParser.maxInputSize + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress, wanted)
      }
      if count == 0 {
        break
      }
      if count < 0 {
        if errno == EINTR {
          continue
        }
        throw ReadError(code: errno)
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
