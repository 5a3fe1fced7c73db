/// A place in an input file, shared by the JSON and XML readers so that every
/// diagnostic points at the same kind of position whatever the spelling, and
/// by the stages after them, which locate what they find through the
/// builder's `SourceMap`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path as the user gave it, or `<stdin>`.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes as compilers do.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  /// Files by name, then places in reading order.
  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
