import StickyCore
import StickyFormats

extension ConfigSetCommand {
  /// The problems found in the changed text, told at their places in the file
  /// on disk, since the changed text was never written: a place before or
  /// after the change moves to where that text stands on disk, and a place in
  /// the new value goes to the old value, or, for a key the file did not
  /// have, to the file and the key.
  static func placed(
    _ error: DiagnosticError, key: String, old: LocatedValue?, in bytes: [UInt8],
    changed: [UInt8]
  ) -> CommandError {
    // Both texts start with the same byte order mark, if any, which places do
    // not count.
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let before = bytes.starts(with: mark) ? Array(bytes.dropFirst(3)) : bytes
    let after = changed.starts(with: mark) ? Array(changed.dropFirst(3)) : changed
    // The changed text is `after[start..<changedEnd]`, in place of
    // `before[start..<before.count - after.count + changedEnd]`.
    let start = zip(before, after).prefix(while: { $0 == $1 }).count
    let common = zip(before.reversed(), after.reversed()).prefix(while: { $0 == $1 }).count
    let changedEnd = after.count - min(common, before.count - start, after.count - start)
    return .invalidInput(
      error.diagnostics.map { diagnostic in
        let offset = Self.offset(of: diagnostic.location, in: after)
        if offset < start { return diagnostic.description }
        if offset >= changedEnd {
          let location = Self.location(
            at: offset - after.count + before.count, in: before, file: diagnostic.location.file)
          return Diagnostic(diagnostic.message, at: location).description
        }
        guard let old else {
          return "\(diagnostic.location.file): error: setting \(DiagnosticText.quoted(key)): "
            + diagnostic.message
        }
        return Diagnostic(diagnostic.message, at: old.location).description
      })
  }

  private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  private static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int {
    let starts = lineStarts(bytes)
    let line = min(max(location.line, 1), starts.count)
    return min(starts[line - 1] + location.column - 1, bytes.count)
  }

  private static func location(at offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
    let starts = lineStarts(bytes)
    let line = starts.lastIndex(where: { $0 <= offset }) ?? 0
    return SourceLocation(file: file, line: line + 1, column: offset - starts[line] + 1)
  }
}
