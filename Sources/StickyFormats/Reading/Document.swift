import StickyCore

/// A file `config validate` and `config fmt` take: a layout in either
/// spelling or a project config, told apart by content.
public enum Document {
  case layout(RawNode, isXML: Bool)
  case config(LocatedValue)

  /// XML is a layout; a JSON object with a `"type"` is a layout, any other
  /// JSON object a config. The spelling is told as `LayoutParser` tells it,
  /// and a JSON file is parsed once, as what its top-level names say it is.
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> Document {
    guard try LayoutParser.spelling(of: bytes, file: file) == .json else {
      return .layout(try XMLLayoutReader.read(bytes, file: file), isXML: true)
    }
    var parser = JSONParser(try SourceText.checked(bytes, file: file))
    guard parser.topLevelObjectHasType() else { return .config(try parser.readObjectDocument()) }
    return .layout(try parser.readLayoutDocument(), isXML: false)
  }
}
