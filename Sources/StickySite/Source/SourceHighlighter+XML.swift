extension SourceHighlighter {
  /// XML: comments, element names, attribute names and quoted values.
  static func xml(_ text: String) -> String {
    var output = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      output += HTMLText.escape(rest[..<open])
      rest = rest[open...]
      if rest.hasPrefix("<!--") || rest.hasPrefix("<?") {
        let close = rest.hasPrefix("<!--") ? "-->" : "?>"
        let end = rest.firstRange(of: close)?.upperBound ?? rest.endIndex
        output += span(.comment, rest[..<end])
        rest = rest[end...]
        continue
      }
      rest = tag(rest, into: &output)
    }
    return output + HTMLText.escape(rest)
  }

  /// Writes the tag that `text` starts with (at its `<`) and returns what follows it.
  private static func tag(_ text: Substring, into output: inout String) -> Substring {
    var rest = text.dropFirst()
    output += "&lt;"
    if rest.first == "/" {
      output += "/"
      rest = rest.dropFirst()
    }
    let name = rest.prefix(while: isNameCharacter)
    if !name.isEmpty { output += span(.tag, name) }
    rest = rest[name.endIndex...]
    while let character = rest.first, character != ">" {
      if character == "\"" || character == "'" {
        let body = rest.dropFirst()
        let end = body.firstIndex(of: character).map { body.index(after: $0) } ?? body.endIndex
        output += span(.string, rest[..<end])
        rest = rest[end...]
      } else if isNameCharacter(character) {
        let attribute = rest.prefix(while: isNameCharacter)
        output += span(.name, attribute)
        rest = rest[attribute.endIndex...]
      } else {
        output += HTMLText.escape(String(character))
        rest = rest.dropFirst()
      }
    }
    if rest.first == ">" {
      output += "&gt;"
      rest = rest.dropFirst()
    }
    return rest
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "_"
      || character == ":" || character == "."
  }
}
