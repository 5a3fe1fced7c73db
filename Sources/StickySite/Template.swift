/// An HTML template of `Templates/` with `{{name}}` placeholders and
/// `{{> name.html}}` includes of `Templates/partials/`.
///
/// Values are inserted as given, in one pass (a value is never scanned for
/// placeholders): callers escape each value for where its placeholder sits.
struct Template {
  var name: String
  var text: String

  /// The embedded template `Templates/<name>`, its includes resolved.
  static func named(_ name: String) throws(SiteError) -> Template {
    try named(name) { SiteResources.text(at: "Templates/" + $0) }
  }

  /// The template `name` as `text(path)` gives the files of `Templates/` by
  /// their path there, its includes resolved.
  static func named(_ name: String, text: (String) -> String?) throws(SiteError) -> Template {
    guard let source = text(name) else {
      throw SiteError("the template \(name) is missing from this build")
    }
    return Template(name: name, text: try resolvingIncludes(in: source, chain: [name], text: text))
  }

  /// The names of the placeholders, in order of first appearance.
  var placeholders: [String] {
    var names: [String] = []
    forEachPart { part in
      if case .placeholder(let name) = part, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The text with every placeholder replaced; every placeholder needs a value and
  /// every value a placeholder, so a renamed placeholder cannot go unnoticed.
  func render(_ values: [String: String]) throws(SiteError) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + values.values.reduce(0) { $0 + $1.utf8.count })
    var missing: [String] = []
    var used: Set<String> = []
    forEachPart { part in
      switch part {
      case .text(let text): result += text
      case .placeholder(let name):
        if let value = values[name] {
          result += value
          used.insert(name)
        } else {
          missing.append(name)
        }
      }
    }
    if let name = missing.first {
      throw SiteError("the template \(self.name) has a placeholder {{\(name)}} with no value")
    }
    if let unused = values.keys.sorted().first(where: { !used.contains($0) }) {
      throw SiteError("the template \(self.name) has no placeholder {{\(unused)}}")
    }
    return result
  }

  private enum Part {
    case text(Substring)
    case placeholder(String)
  }

  private func forEachPart(_ body: (Part) -> Void) {
    var rest = text[...]
    while let open = rest.firstRange(of: "{{") {
      guard let close = rest[open.upperBound...].firstRange(of: "}}") else { break }
      let name = rest[open.upperBound..<close.lowerBound]
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
        body(.text(rest[..<open.upperBound]))
        rest = rest[open.upperBound...]
        continue
      }
      body(.text(rest[..<open.lowerBound]))
      body(.placeholder(String(name)))
      rest = rest[close.upperBound...]
    }
    body(.text(rest))
  }
}
