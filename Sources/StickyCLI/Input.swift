import Foundation
import StickyCore
import StickyFormats

/// A file named on the command line; `-` is standard input, named `<stdin>`
/// in diagnostics.
struct Input: Equatable {
  var path: String

  init(_ path: String) {
    self.path = path
  }

  var isStandardInput: Bool { path == "-" }

  /// The name diagnostics give it.
  var file: String { isStandardInput ? "<stdin>" : path }

  /// The file; nil for standard input.
  var url: URL? { isStandardInput ? nil : URL(fileURLWithPath: path) }

  func bytes(standardInput: () -> [UInt8]?) throws(DiagnosticError) -> [UInt8] {
    guard isStandardInput else { return try InputFile.read(path: path, file: file) }
    guard let bytes = standardInput() else {
      let location = SourceLocation(file: file, line: 1, column: 1)
      throw DiagnosticError([Diagnostic("cannot read standard input", at: location)])
    }
    return bytes
  }
}
