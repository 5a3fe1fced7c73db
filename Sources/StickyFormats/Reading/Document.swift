/// A file `config validate` and `config fmt` take: a layout in either
/// spelling or a project config, told apart by content.
public enum Document {
  case layout(RawNode, isXML: Bool)
  case config(LocatedValue)

  /// XML is a layout; a JSON object with a `"type"` is a layout, any other
  /// JSON object a config.
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> Document {
    let body = bytes.starts(with: SourceText.byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
    let first = body.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    guard first == UInt8(ascii: "{") else {
      return .layout(try LayoutParser.read(bytes, file: file), isXML: true)
    }
    let top = try JSONObjectReader.read(bytes, file: file)
    if case .object(let members) = top.value, members.contains(where: { $0.name == "type" }) {
      return .layout(try JSONLayoutReader.read(bytes, file: file), isXML: false)
    }
    return .config(top)
  }
}
