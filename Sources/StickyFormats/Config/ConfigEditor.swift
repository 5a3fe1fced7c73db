import StickyCore

/// Reads and changes one key of a project config in its own text, so that
/// `config set` keeps every other byte of the file as it was: key order,
/// spacing and the other values.
public struct ConfigEditor {
  let source: SourceText
  /// The top-level object, as read.
  let top: LocatedValue
  private let hasByteOrderMark: Bool

  public init(_ bytes: [UInt8], file: String) throws(DiagnosticError) {
    source = try SourceText.checked(bytes, file: file)
    top = try JSONObjectReader.read(bytes, file: file)
    hasByteOrderMark = bytes.starts(with: SourceText.byteOrderMark)
  }

  /// The JSON text for a value given on the command line: the text itself when
  /// it is JSON, else the text as a JSON string (`#fff` is a color, `true` a
  /// boolean).
  public static func jsonText(for argument: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let trimmed = String(argument.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    if let source = try? SourceText.checked(Array(trimmed.utf8), file: ""), !trimmed.isEmpty {
      var parser = JSONParser(source)
      if (try? parser.readValueDocument()) != nil { return trimmed }
    }
    return JSONString.quoted(argument)
  }

  /// The value of a dotted key as written, or nil when the file leaves it out.
  public func value(of key: String) -> LocatedValue? {
    var current = top
    for name in key.split(separator: ".") {
      guard case .object(let members) = current.value,
        let member = members.first(where: { $0.name == name })
      else { return nil }
      current = LocatedValue(member.value, at: member.valueLocation)
    }
    return current
  }

  /// The file's bytes with the dotted key set to `json`, a JSON value's text:
  /// the old value's text replaced, or a member added after the last one of
  /// its object, laid out like its neighbours. Objects on the way are created.
  public func setting(_ key: String, toJSON json: String) throws(DiagnosticError) -> [UInt8] {
    let names = key.split(separator: ".").map(String.init)
    var bytes = source.bytes
    if let existing = value(of: key) {
      let start = source.offset(of: existing.location)
      var parser = JSONParser(source)
      let end = try parser.endOfValue(at: start)
      bytes.replaceSubrange(start..<end, with: Array(json.utf8))
    } else {
      // The deepest object on the key's way that exists, and the names below it.
      var depth = names.count - 1
      while depth > 0, value(of: names[..<depth].joined(separator: ".")) == nil { depth -= 1 }
      let holder = depth == 0 ? top : value(of: names[..<depth].joined(separator: "."))!
      guard case .object(let members) = holder.value else {
        throw source.error(
          "\(DiagnosticText.quoted(names[..<depth].joined(separator: "."))) is not an object",
          at: source.offset(of: holder.location))
      }
      var text = json
      for name in names[(depth + 1)...].reversed() {
        text = "{\(JSONString.quoted(name)): \(text)}"
      }
      let member = "\(JSONString.quoted(names[depth])): \(text)"
      let (offset, insertion) = try inserting(member, into: holder, members: members)
      bytes.insert(contentsOf: Array(insertion.utf8), at: offset)
    }
    return (hasByteOrderMark ? SourceText.byteOrderMark : []) + bytes
  }

  /// Where a new member goes in an object, and its text with the separator
  /// and line break its neighbours use.
  private func inserting(
    _ member: String, into object: LocatedValue, members: [RawProperty]
  ) throws(DiagnosticError) -> (Int, String) {
    let open = source.offset(of: object.location)
    guard let last = members.last else {
      return (open + 1, member)
    }
    var parser = JSONParser(source)
    let end = try parser.endOfValue(at: source.offset(of: last.valueLocation))
    let lastStart = source.offset(of: last.nameLocation)
    let sameLine = !source.bytes[open..<lastStart].contains(UInt8(ascii: "\n"))
    if sameLine { return (end, ", " + member) }
    let lineStart = source.bytes[..<lastStart].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let indent = String(decoding: source.bytes[lineStart..<lastStart], as: UTF8.self)
    // The line ending the file uses there, so that a CRLF file stays CRLF.
    let isCRLF = lineStart >= 2 && source.bytes[lineStart - 2] == UInt8(ascii: "\r")
    return (end, (isCRLF ? ",\r\n" : ",\n") + indent + member)
  }
}
