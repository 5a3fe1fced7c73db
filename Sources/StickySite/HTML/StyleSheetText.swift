/// The site's style sheet as every page carries it inline: without its
/// comments, indentation and blank lines, which are for the people who edit
/// `site.css` and would otherwise be sent again with every page (about 6.5 KB
/// of each).
enum StyleSheetText {
  /// `css` without `/* … */` comments (outside strings), leading whitespace
  /// and empty lines.
  static func compact(_ css: String) -> String {
    var kept = ""
    kept.reserveCapacity(css.utf8.count)
    var quote: Character? = nil
    var escaped = false
    var index = css.startIndex
    while index < css.endIndex {
      let character = css[index]
      if let open = quote {
        kept.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
        }
        index = css.index(after: index)
        continue
      }
      if character == "/", css[index...].hasPrefix("/*") {
        // An unclosed comment runs to the end, as CSS reads it.
        let body = css.index(index, offsetBy: 2)
        index = css[body...].range(of: "*/")?.upperBound ?? css.endIndex
        continue
      }
      if character == "\"" || character == "'" { quote = character }
      kept.append(character)
      index = css.index(after: index)
    }
    return
      kept.split(separator: "\n", omittingEmptySubsequences: true)
      .map { $0.drop { $0 == " " || $0 == "\t" } }
      .filter { !$0.isEmpty }
      .joined(separator: "\n") + "\n"
  }
}
