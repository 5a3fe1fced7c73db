import Foundation
import StickyCore
import StickyFormats

/// A file named on the command line; `-` is standard input, named `<stdin>`
/// in diagnostics. Only this type tells the two apart.
struct Input: Equatable {
  var path: String

  init(_ path: String) {
    self.path = path
  }

  /// How the command line names standard input.
  static let standardInputPath = "-"

  var isStandardInput: Bool { path == Self.standardInputPath }

  /// The name diagnostics give it.
  var file: String { isStandardInput ? "<stdin>" : path }

  /// The file; nil for standard input.
  var url: URL? { isStandardInput ? nil : URL(fileURLWithPath: path) }

  /// The input with a relative path taken from `folder`; standard input is
  /// the same from anywhere.
  func resolved(in folder: String) -> Input {
    isStandardInput ? self : Input(Paths.joined(folder, path))
  }

  /// Refuses `paths` that name standard input more than once, a usage error
  /// of `option`: it can be read only once.
  static func checkStandardInputReadOnce(_ paths: [String], option: String) throws(UsageError) {
    guard paths.count(where: { Input($0).isStandardInput }) > 1 else { return }
    throw .invalidValue(
      standardInputPath, option: option, reason: "standard input can be read only once")
  }

  func bytes(standardInput: () -> [UInt8]?) throws(DiagnosticError) -> [UInt8] {
    guard isStandardInput else { return try InputFile.read(path: path, file: file) }
    guard let bytes = standardInput() else {
      let location = SourceLocation(file: file, line: 1, column: 1)
      throw DiagnosticError([Diagnostic("cannot read standard input", at: location)])
    }
    return bytes
  }
}
