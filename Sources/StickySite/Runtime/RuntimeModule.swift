import StickyCore

/// One ES module of the page runtime (`Templates/runtime/NAME.js`), read for
/// bundling: its imports, its exports, and its lines of code with the import
/// statements taken out, `export ` taken off its declarations, and comment
/// lines, blank lines and indentation left behind.
///
/// Only a narrow convention is understood, so that a few line-based rules
/// can read it without a JavaScript parser: statements starting at column 0,
/// `import { a, b as c } from './other.js';` and `export const|function|class`.
/// Anything else that imports or exports is an error rather than a guess.
struct RuntimeModule: Sendable {
  /// One `import { ... } from './file.js';` statement.
  struct Import: Sendable {
    /// The imported module's file name (`track.js`, `kernel/easing.js`).
    var module: String
    /// The module as the statement names it (`./track.js`, `./kernel/easing.js`).
    var source: String
    /// Each imported name and the name it is bound to here, in written order.
    var names: [(exported: String, local: String)]
    /// The statement's first line, 1-based.
    var line: Int
  }

  /// The file name (`track.js`), after `kernel/` for the kernel's.
  var name: String
  /// The path that errors name (`Templates/runtime/track.js`).
  var path: String
  var imports: [Import]
  /// The exported names in the order they are declared.
  var exports: [String]
  /// The module's lines as the bundle writes them.
  var body: [Substring]

  /// An error about the statement at `line`; statements start at column 1.
  func error(_ message: String, line: Int) -> SiteError {
    SiteError(message, subject: .input(place: SourceLocation(file: path, line: line, column: 1)))
  }

  /// Whether this is one of the kernel's modules (`kernel/NAME.js`).
  var inKernel: Bool { name.hasPrefix(RuntimeBundler.kernelFolder) }

  /// The identifier the bundle binds this module's exports to.
  var variable: String { Self.variable(for: name) }

  /// `__m_` and the file name without `.js`, any character that cannot be in
  /// an identifier (the kernel's `/` too) written as `_`.
  static func variable(for name: String) -> String {
    "__m_"
      + String(
        name.dropLast(3).unicodeScalars.map { isIdentifierPart($0) ? Character($0) : "_" })
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, isIdentifierStart(first) else { return false }
    return text.unicodeScalars.allSatisfy(isIdentifierPart)
  }
}
