extension Template {
  /// The folder of `Templates/` that `{{> name}}` reads from. Partials live
  /// apart from the pages, so that no page is included by mistake and no
  /// partial is taken for a page.
  static let partialsFolder = "partials/"

  /// `source` with each `{{> NAME}}` replaced by the text of `partials/NAME`,
  /// whose own includes are resolved alike. A partial's final newline is left
  /// out, so that an include on a line of its own stands for exactly the
  /// partial's lines. `chain` holds the templates being resolved, outermost
  /// first, so that one that includes itself, directly or not, is an error.
  static func resolvingIncludes(
    in source: String, chain: [String], text: (String) -> String?
  ) throws(SiteError) -> String {
    guard source.contains("{{>") else { return source }
    let name = chain.last!
    var result = ""
    var rest = source[...]
    while let open = rest.firstRange(of: "{{>") {
      result += rest[..<open.lowerBound]
      let written = rest[open.upperBound...].drop(while: { $0 == " " })
      let partialName = written.prefix(while: { character in
        character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
      })
      let afterName = written.dropFirst(partialName.count).drop(while: { $0 == " " })
      guard !partialName.isEmpty, afterName.hasPrefix("}}") else {
        let line = source[..<open.lowerBound].count(where: { $0 == "\n" }) + 1
        throw SiteError(
          "the template \(name) has an include it cannot read on line \(line); "
            + "write {{> name.html}}")
      }
      let path = partialsFolder + partialName
      if chain.contains(path) {
        throw SiteError(
          "the templates include each other: " + (chain + [path]).joined(separator: " → "))
      }
      guard var partial = text(path) else {
        throw SiteError(
          "the template \(name) includes \(partialName), which is not in Templates/"
            + "\(partialsFolder) of this build")
      }
      if partial.hasSuffix("\n") { partial.removeLast() }
      result += try resolvingIncludes(in: partial, chain: chain + [path], text: text)
      rest = afterName.dropFirst(2)
    }
    return result + rest
  }
}
