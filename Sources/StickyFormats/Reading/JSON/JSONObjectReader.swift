import StickyCore

/// Reads a JSON document whose top-level value is an object, keeping the place
/// of every member and value for diagnostics: the syntax under the project
/// config, shared with the layout reader.
public enum JSONObjectReader {
  /// The top-level object (its value is always `.object`). Syntax errors stop
  /// reading at the first one; duplicate members are all reported.
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> LocatedValue {
    var parser = JSONParser(try SourceText.checked(bytes, file: file))
    return try parser.readObjectDocument()
  }
}
