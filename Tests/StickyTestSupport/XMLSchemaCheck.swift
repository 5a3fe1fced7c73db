import Foundation
import StickyWebDriver

/// An independent XML Schema validator for the XML spelling: libxml2's
/// `xmllint --schema`, which `.ci/run` installs (libxml2-utils). The reader
/// uses libxml2 too, but only its parser; the schema validation is apart.
public enum XMLSchemaCheck {
  public static let xmllint = BrowserTools.executable(named: "xmllint")

  /// The one line printed when the XML Schema tests cannot run here.
  public static let installHint =
    "XML Schema tests skipped: install xmllint (apt-get install libxml2-utils)"

  /// As for the browser tests: without xmllint the tests skip, except under
  /// CI, where they run and fail.
  public static var shouldRun: Bool { xmllint != nil || BrowserTools.isCI }

  public struct Failed: Error, CustomStringConvertible {
    public var description: String
  }

  /// Validates every file against `xsd`, each in a run of xmllint of its
  /// own, and returns each file's errors: none for a file the schema accepts.
  /// Throws when xmllint is missing or the schema does not compile.
  ///
  /// libxml2 2.9 carries state from one document to the next within a run:
  /// after 72 other files it crashed on one it validates alone, and it
  /// rejected another for an identity constraint it meets alone. A run costs
  /// about 5 ms.
  ///
  /// libxml2 2.9.14 also reads and writes freed memory validating a document
  /// nested more than about 16 levels deep against the identity constraint
  /// of the ids (`.|.//*`), as valgrind shows with any version of the schema;
  /// whether that crashes depends on where its heap lies, which the length of
  /// the schema's path moves. A file it crashes on is validated again
  /// against the same schema at paths of other lengths, up to four times: one
  /// more try left 3 files of 2,185 without a verdict in a CI run.
  /// The one error of a file xmllint crashed on: it gave no verdict.
  public static let crashed = "xmllint crashed on this file"

  public static func validate(xsd: String, files: [URL]) async throws -> [URL: [String]] {
    guard let xmllint else {
      throw Failed(
        description: "xmllint not found"
          + (BrowserTools.isCI ? " (CI is set, so the XML Schema tests must run)" : "")
          + ": install libxml2-utils")
    }
    guard !files.isEmpty else { return [:] }
    let name = "stickypreview-layout-\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory
    let schemas = ["", "-a", "-again", "-once-more", "-and-at-last"].map {
      folder.appendingPathComponent(name + $0 + ".xsd")
    }
    for url in schemas {
      try xsd.write(to: url, atomically: true, encoding: .utf8)
    }
    defer {
      for url in schemas { try? FileManager.default.removeItem(at: url) }
    }

    var results: [URL: [String]] = [:]
    for file in files {
      var run = (results: [URL: [String]](), crashed: true)
      for schema in schemas where run.crashed {
        run = try await Self.xmllint(xmllint, schema: schema, files: [file])
      }
      results[file] = run.crashed ? [crashed] : run.results[file]
    }
    return results
  }

  private static func xmllint(
    _ executable: String, schema: URL, files: [URL]
  ) async throws -> (results: [URL: [String]], crashed: Bool) {
    // Nothing is fetched: a file naming an external entity or DTD fails instead.
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: executable),
      ["--noout", "--nonet", "--schema", schema.path] + files.map(\.path))
    if run.stderr.contains("failed to compile") {
      throw Failed(description: "the schema does not compile:\n\(run.stderr)")
    }
    return (results(of: run.stderr, files: files), run.crashed)
  }

  /// Splits xmllint's report by file: a report line starts with the file's
  /// path, then `:LINE:` or ` validates` or ` fails to validate`, and the lines
  /// that quote the source and point at the mistake follow it.
  static func results(of report: String, files: [URL]) -> [URL: [String]] {
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var errors: [URL: [String]] = [:]
    var accepted: Set<URL> = []
    var current: URL? = nil
    for line in report.split(separator: "\n") {
      let ends = line.indices.filter { line[$0] == ":" || line[$0] == " " }
      if let file = ends.lazy.compactMap({ byPath[String(line[..<$0])] }).first {
        current = file
        if line == file.path + " validates" {
          accepted.insert(file)
          continue
        }
      }
      if let current { errors[current, default: []].append(String(line)) }
    }
    var results: [URL: [String]] = [:]
    for file in files {
      let found = errors[file] ?? []
      if accepted.contains(file) && found.isEmpty {
        results[file] = []
      } else {
        results[file] = found.isEmpty ? ["xmllint said nothing of this file"] : found
      }
    }
    return results
  }
}
