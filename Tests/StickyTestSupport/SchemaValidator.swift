import Foundation
import StickyWebDriver

/// An independent JSON Schema validator: Python's `jsonschema`, run through
/// `Tests/StickyFormatsTests/SchemaCheck/validate_schema.py` with the
/// interpreter of the virtual environment that `.ci/run` creates in the
/// package's `.build` folder.
public enum SchemaValidator {
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  public static let checkFolder = packageRoot.appendingPathComponent(
    "Tests/StickyFormatsTests/SchemaCheck")
  public static let python = packageRoot.appendingPathComponent(".build/schema-venv/bin/python3")

  public static let setupCommand =
    "python3 -m venv .build/schema-venv && .build/schema-venv/bin/pip install jsonschema"

  /// The one line printed when the schema tests cannot run here.
  public static let installHint =
    "JSON Schema tests skipped: in the package folder run \(setupCommand)"

  public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

  /// As for the browser tests: without the validator the tests skip, except
  /// under CI, where they run and fail.
  public static var shouldRun: Bool { isInstalled || BrowserTools.isCI }

  public struct Report: Decodable {
    /// Why the schema itself is not valid draft 2020-12; nil when it is.
    public var schemaError: String?
    public var results: [FileResult]
  }

  /// What the validator found in one instance file.
  public struct FileResult: Decodable {
    public var path: String
    public var errors: [Failure]

    public var file: String { URL(fileURLWithPath: path).lastPathComponent }
  }

  /// One mistake: where in the instance, and which schema keyword it breaks.
  public struct Failure: Decodable, Equatable, CustomStringConvertible {
    public var at: String
    public var keyword: String
    public var message: String

    public var description: String { "\(at) \(keyword): \(message)" }
  }

  public struct Failed: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// Checks `schema` against draft 2020-12 and validates each file against it.
  public static func check(schema: String, instances: [URL]) async throws -> Report {
    let schemaFile = try temporaryFile(holding: Data(schema.utf8))
    defer { try? FileManager.default.removeItem(at: schemaFile) }
    return try JSONDecoder().decode(
      Report.self, from: await run([schemaFile.path] + instances.map(\.path)))
  }

  /// A JSON text and the name of the schema to validate it against.
  public struct Document: Encodable {
    public var schema: String
    public var text: String

    public init(schema: String, text: String) {
      self.schema = schema
      self.text = text
    }
  }

  public struct BatchReport: Decodable {
    /// By schema name: why it is not valid draft 2020-12; nil when it is.
    public var schemaErrors: [String: String?]
    /// In the order of the documents.
    public var results: [BatchResult]
  }

  public struct BatchResult: Decodable {
    public var errors: [Failure]
  }

  /// Checks each of `schemas` (by name) against draft 2020-12 and validates
  /// each document against the one it names, all in one Python process.
  public static func check(schemas: [String: String], documents: [Document]) async throws
    -> BatchReport
  {
    let batchFile = try temporaryFile(
      holding: JSONEncoder().encode(Batch(schemas: schemas, documents: documents)))
    defer { try? FileManager.default.removeItem(at: batchFile) }
    return try JSONDecoder().decode(
      BatchReport.self, from: await run(["--batch", batchFile.path]))
  }

  private struct Batch: Encodable {
    var schemas: [String: String]
    var documents: [Document]
  }

  private static func requireInstalled() throws {
    guard isInstalled else {
      throw Failed(
        description: "\(python.path) not found"
          + (BrowserTools.isCI ? " (CI is set, so the schema tests must run)" : "")
          + ": in the package folder run \(setupCommand)")
    }
  }

  private static func temporaryFile(holding data: Data) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-schema-\(UUID().uuidString).json")
    try data.write(to: file, options: .atomic)
    return file
  }

  /// Runs `validate_schema.py` with `arguments`, awaited rather than
  /// waited for on a thread of the test pool, and gives its standard output.
  private static func run(_ arguments: [String]) async throws -> Data {
    try requireInstalled()
    let result = try await ChildProcess.run(
      python, [checkFolder.appendingPathComponent("validate_schema.py").path] + arguments)
    guard result.status == 0 else {
      throw Failed(description: "validate_schema.py exited with \(result.status): \(result.stderr)")
    }
    return result.stdout
  }
}
