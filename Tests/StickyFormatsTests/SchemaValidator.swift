import Foundation
import StickyWebDriver

/// An independent JSON Schema validator: Python's `jsonschema`, run through
/// `SchemaCheck/validate_schema.py` with the interpreter of the virtual
/// environment that `.ci/run` creates in the package's `.build` folder.
enum SchemaValidator {
  static let checkFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SchemaCheck")
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let python = packageRoot.appendingPathComponent(".build/schema-venv/bin/python3")

  static let setupCommand =
    "python3 -m venv .build/schema-venv && .build/schema-venv/bin/pip install jsonschema"

  /// The one line printed when the schema tests cannot run here.
  static let installHint =
    "JSON Schema tests skipped: in the package folder run \(setupCommand)"

  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

  /// As for the browser tests: without the validator the tests skip, except
  /// under CI, where they run and fail.
  static var shouldRun: Bool { isInstalled || BrowserTools.isCI }

  struct Report: Decodable {
    /// Why the schema itself is not valid draft 2020-12; nil when it is.
    var schemaError: String?
    var results: [FileResult]
  }

  /// What the validator found in one instance file.
  struct FileResult: Decodable {
    var path: String
    var errors: [Failure]

    var file: String { URL(fileURLWithPath: path).lastPathComponent }
  }

  /// One mistake: where in the instance, and which schema keyword it breaks.
  struct Failure: Decodable, Equatable, CustomStringConvertible {
    var at: String
    var keyword: String
    var message: String

    var description: String { "\(at) \(keyword): \(message)" }
  }

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  /// Checks `schema` against draft 2020-12 and validates each file against it.
  static func check(schema: String, instances: [URL]) throws -> Report {
    guard isInstalled else {
      throw Failed(
        description: "\(python.path) not found"
          + (BrowserTools.isCI ? " (CI is set, so the schema tests must run)" : "")
          + ": in the package folder run \(setupCommand)")
    }
    let schemaFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-schema-\(UUID().uuidString).json")
    try schema.write(to: schemaFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: schemaFile) }

    let process = Process()
    process.executableURL = python
    process.arguments =
      [checkFolder.appendingPathComponent("validate_schema.py").path, schemaFile.path]
      + instances.map(\.path)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(
        description: "validate_schema.py exited with \(process.terminationStatus): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return try JSONDecoder().decode(Report.self, from: outputData)
  }
}
