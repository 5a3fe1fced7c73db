import StickyCore

/// Reads the JSON spelling of a layout into a `RawNode` tree.
///
/// Hand-written rather than built on `JSONSerialization` because every value
/// and member name needs its exact place for diagnostics.
public enum JSONLayoutReader {
  /// Reads a layout whose top level is the root node object.
  ///
  /// Syntax errors stop reading at the first one; mistakes in the node
  /// structure (a missing `"type"`, a duplicate member...) are collected so
  /// that one run reports all of them.
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> RawNode {
    var parser = JSONParser(try SourceText.checked(bytes, file: file))
    return try parser.readLayoutDocument()
  }
}
