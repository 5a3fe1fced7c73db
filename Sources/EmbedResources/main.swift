import Foundation

// Turns files into a Swift source that carries their text:
//
//     EmbedResources OUTPUT ROOT RELATIVE_PATH...
//
// writes OUTPUT declaring `EmbeddedResources.files`, the files' paths (relative
// to ROOT, in the order given) and their UTF-8 text as string literals. Only
// text files are accepted: the templates and layouts are all text.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: EmbedResources OUTPUT ROOT [PATH...]\n".utf8))
  exit(64)
}
let output = URL(filePath: arguments[arguments.startIndex])
let root = URL(filePath: arguments[arguments.startIndex + 1], directoryHint: .isDirectory)
let paths = arguments.dropFirst(2)

/// A Swift string literal for `text`; every character outside printable ASCII
/// is written as a `\u{...}` escape so the generated file is plain ASCII.
func literal(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case " "..."~": result.unicodeScalars.append(scalar)
    default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
    }
  }
  return result + "\""
}

var source = """
  // Generated at build time from the package's Templates/ and site/ folders.
  // Do not edit: edit those files instead.

  enum EmbeddedResources {
    /// Package-relative path and UTF-8 text of every embedded file, sorted by path.
    static let files: [(path: String, text: String)] = [

  """
for path in paths {
  let data: Data
  do {
    data = try Data(contentsOf: root.appending(path: path))
  } catch {
    FileHandle.standardError.write(Data("error: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
  guard let text = String(validating: data, as: UTF8.self) else {
    FileHandle.standardError.write(Data("error: \(path) is not UTF-8 text\n".utf8))
    exit(1)
  }
  source += "    (\(literal(path)),\n     \(literal(text))),\n"
}
source += "  ]\n}\n"

do {
  // Rewrite only on change, so an unchanged set of files does not recompile the target.
  if let existing = try? Data(contentsOf: output), existing == Data(source.utf8) { exit(0) }
  try Data(source.utf8).write(to: output, options: .atomic)
} catch {
  FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
  exit(1)
}
