extension RuntimeModule {
  /// Reads the module `name` from its text; `folder` prefixes the paths that
  /// errors name. Throws at the first line that breaks the convention.
  init(name: String, text: String, folder: String) throws(SiteError) {
    self.name = name
    path = folder + name
    imports = []
    exports = []
    body = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The file's final newline ends its last line rather than starting another.
    if lines.last?.isEmpty == true { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      // Either would end the inline <script> early or change how it is parsed.
      if line.lowercased().contains("</script") || line.contains("<!--") {
        throw error("a runtime module must not contain </script or <!--", line: index + 1)
      }
    }
    var exportLines: [String: Int] = [:]
    var importLines: [String: Int] = [:]
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      if Self.starts(line, with: "import") {
        guard let end = lines[index...].firstIndex(where: { $0.contains(";") }) else {
          throw error("an import statement must end with ;", line: number)
        }
        let statement = try parseImport(lines[index...end].joined(separator: "\n"), line: number)
        for (_, local) in statement.names {
          if let first = importLines[local] {
            throw error("imports the name \(local) twice (first on line \(first))", line: number)
          }
          importLines[local] = number
        }
        imports.append(statement)
        index = end + 1
        continue
      }
      if Self.starts(line, with: "export") {
        let (exported, declaration) = try parseExport(line, line: number)
        if let first = exportLines[exported] {
          throw error("exports \(exported) twice (first on line \(first))", line: number)
        }
        exportLines[exported] = number
        body.append(Self.compacted(declaration))
      } else {
        try checkNoOtherModuleSyntax(line, line: number)
        // Every page carries the runtime inline, so its comments and
        // indentation (a third of its text) stay in the modules' files, as
        // do the spaces between tokens (`compacted`).
        let code = line.drop { $0 == " " }
        if !code.isEmpty && !code.hasPrefix("//") {
          try checkEndsOnItsLine(code, line: number)
          body.append(Self.compacted(code))
        }
      }
      index += 1
    }
    for name in exports {
      if let line = importLines[name] {
        throw error("imports \(name), which it also declares and exports", line: line)
      }
    }
  }

  /// Lines are bundled without their indentation, which is harmless only
  /// where no string runs on to the next line.
  func checkEndsOnItsLine(_ code: Substring, line: Int) throws(SiteError) {
    if code.hasSuffix("\\") || code.filter({ $0 == "`" }).count % 2 == 1 {
      throw error(
        "a string or template literal must end on the line it starts", line: line)
    }
  }

  /// Whether `line` starts with the keyword `keyword` (not merely a longer
  /// identifier that begins with it).
  private static func starts(_ line: Substring, with keyword: String) -> Bool {
    guard line.hasPrefix(keyword) else { return false }
    guard let next = line.dropFirst(keyword.count).unicodeScalars.first else { return true }
    return !isIdentifierPart(next)
  }

  private func parseImport(_ statement: String, line: Int) throws(SiteError) -> Import {
    let usage = "; write import { a, b as c } from './other.js';"
    var rest = statement.dropFirst("import".count).drop(while: \.isWhitespace)
    switch rest.first {
    case "(", ".":
      throw error("dynamic import and import.meta are not supported" + usage, line: line)
    case "*": throw error("import * as is not supported" + usage, line: line)
    case "'", "\"": throw error("imports only for effect are not supported" + usage, line: line)
    case "{": break
    default: throw error("default imports are not supported" + usage, line: line)
    }
    guard let close = rest.firstIndex(of: "}") else {
      throw error("cannot read this import" + usage, line: line)
    }
    let list = rest[rest.index(after: rest.startIndex)..<close]
    rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
    guard rest.hasPrefix("from"), let quote = rest.dropFirst(4).drop(while: \.isWhitespace).first,
      quote == "'" || quote == "\""
    else { throw error("cannot read this import" + usage, line: line) }
    rest = rest.dropFirst(4).drop(while: \.isWhitespace).dropFirst()
    guard let end = rest.firstIndex(of: quote),
      rest[rest.index(after: end)...].drop(while: \.isWhitespace).hasPrefix(";"),
      rest[rest.index(after: end)...].drop(while: \.isWhitespace).dropFirst().allSatisfy(
        \.isWhitespace)
    else { throw error("cannot read this import" + usage, line: line) }
    let source = rest[..<end]
    guard let module = imported(source) else {
      throw error(
        "imports \(source), but "
          + (inKernel
            ? "a kernel module imports only other kernel modules, as './NAME.js'"
            : "modules import only sibling modules, as './NAME.js', "
              + "and the kernel's, as './\(RuntimeBundler.kernelFolder)NAME.js'"),
        line: line)
    }
    var names: [(exported: String, local: String)] = []
    var items = list.split(separator: ",", omittingEmptySubsequences: false)
    // A trailing comma, as a list over several lines has.
    if items.count > 1, items.last!.allSatisfy(\.isWhitespace) { items.removeLast() }
    for item in items {
      let words = item.split(whereSeparator: \.isWhitespace)
      switch words.count {
      case 1 where Self.isIdentifier(words[0]):
        names.append((String(words[0]), String(words[0])))
      case 3 where Self.isIdentifier(words[0]) && words[1] == "as" && Self.isIdentifier(words[2]):
        names.append((String(words[0]), String(words[2])))
      case 0 where items.count == 1: break
      default:
        let written = item.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        throw error("cannot read the imported name \(written)" + usage, line: line)
      }
    }
    return Import(module: module, source: String(source), names: names, line: line)
  }

  /// The file name of the module that `source` names from this one: a
  /// sibling (`./NAME.js`), or from outside the kernel one of the kernel's
  /// (`./kernel/NAME.js`). A kernel module imports only the kernel's, so
  /// that the rules both sides run stay pure functions of their arguments.
  private func imported(_ source: Substring) -> String? {
    guard source.hasPrefix("./"), source.hasSuffix(".js") else { return nil }
    var file = source.dropFirst(2)
    let kernel = RuntimeBundler.kernelFolder
    var folder = inKernel ? kernel : ""
    if !inKernel, file.hasPrefix(kernel) {
      file = file.dropFirst(kernel.count)
      folder = kernel
    }
    guard file.count > 3, !file.contains("/") else { return nil }
    return folder + file
  }

  /// The exported name and the declaration without `export`.
  private mutating func parseExport(_ line: Substring, line number: Int) throws(SiteError)
    -> (String, Substring)
  {
    let declaration = line.dropFirst("export".count).drop(while: \.isWhitespace)
    let keyword = declaration.prefix(while: { $0.unicodeScalars.allSatisfy(Self.isIdentifierPart) })
    let afterKeyword = declaration.dropFirst(keyword.count)
    let name = afterKeyword.drop(while: \.isWhitespace).prefix(while: {
      $0.unicodeScalars.allSatisfy(Self.isIdentifierPart)
    })
    let afterName = afterKeyword.drop(while: \.isWhitespace).dropFirst(name.count).drop(
      while: \.isWhitespace)
    let named =
      afterKeyword.first?.isWhitespace == true && Self.isIdentifier(name)
      && name != "extends"
    let supported =
      switch keyword {
      case "const": named && afterName.hasPrefix("=") && !afterName.hasPrefix("==")
      case "function": named && afterName.hasPrefix("(")
      case "class":
        named && (afterName.isEmpty || afterName.hasPrefix("{") || afterName.hasPrefix("extends"))
      default: false
      }
    guard supported else {
      let reason =
        switch keyword {
        case "let", "var":
          "exports must be constant bindings (export const), since the bundle does not keep live bindings"
        case "default": "default exports are not supported"
        case "": "export lists, export * and re-exports are not supported"
        default: "this export is not supported"
        }
      throw error(
        reason + "; write export const NAME =, export function NAME( or export class NAME",
        line: number)
    }
    exports.append(String(name))
    return (String(name), declaration)
  }

  /// Module syntax the line-based reading would miss: a statement that does
  /// not start at column 0, or a dynamic import.
  private func checkNoOtherModuleSyntax(_ line: Substring, line number: Int) throws(SiteError) {
    guard line.contains("import") || line.contains("export") else { return }
    let indented = line.drop(while: { $0 == " " || $0 == "\t" })
    if indented.count < line.count,
      let keyword = ["import", "export"].first(where: { indented.hasPrefix($0 + " ") }),
      let next = indented.dropFirst(keyword.count + 1).drop(while: { $0 == " " }).first,
      next == "{" || next == "*" || next.unicodeScalars.allSatisfy(Self.isIdentifierStart)
    {
      throw error("\(keyword) statements must start at column 0", line: number)
    }
    var rest = line[...]
    while let found = rest.firstRange(of: "import") {
      let before = line[..<found.lowerBound].unicodeScalars.last
      let after = line[found.upperBound...].drop(while: { $0 == " " }).first
      if before.map({ !Self.isIdentifierPart($0) && $0 != "." }) ?? true,
        after == "(" || after == "."
      {
        throw error("dynamic import and import.meta are not supported", line: number)
      }
      rest = line[found.upperBound...]
    }
  }
}
