extension SourceHighlighter {
  /// JSON: member names, strings, numbers and literals; the value of a
  /// `"type"` member is coloured as a node type, like an XML element name.
  static func json(_ text: String) -> String {
    var output = ""
    var rest = text[...]
    var lastName: Substring? = nil
    while let character = rest.first {
      if character == "\"" {
        let end = stringEnd(rest)
        let string = rest[..<end]
        rest = rest[end...]
        if rest.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).first == ":" {
          output += span(.name, string)
          lastName = string
        } else {
          output += span(lastName == "\"type\"" ? .tag : .string, string)
          lastName = nil
        }
      } else if character == "-" || character.isASCII && character.isNumber {
        let number = rest.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        output += span(.number, number)
        rest = rest[number.endIndex...]
        lastName = nil
      } else if let literal = ["true", "false", "null"].first(where: { rest.hasPrefix($0) }) {
        output += span(.literal, literal)
        rest = rest.dropFirst(literal.count)
        lastName = nil
      } else {
        let plain = rest.prefix { $0 != "\"" && $0 != "-" && !($0.isASCII && $0.isNumber) }
        let taken = plain.isEmpty ? rest.prefix(1) : plain
        // A literal may start inside a run of plain text: stop at its first letter.
        let cut = taken.firstIndex { "tfn".contains($0) } ?? taken.endIndex
        let piece = cut == taken.startIndex ? taken.prefix(1) : taken[..<cut]
        output += HTMLText.escape(piece)
        rest = rest[piece.endIndex...]
      }
    }
    return output
  }

  /// The index just past the string that `text` starts with (at its quote).
  private static func stringEnd(_ text: Substring) -> Substring.Index {
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if character == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      index = text.index(after: index)
      if character == "\"" { return index }
    }
    return text.endIndex
  }
}
