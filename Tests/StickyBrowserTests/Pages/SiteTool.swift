import Foundation
import StickyCore
import StickyNativeHTML
import StickySite
import StickyTestSupport
import Testing

/// Runs the `stickypreview` binary built with the tests, as a user would: the
/// page tests only rely on the command line (SPEC section 6) and the page
/// contract (SPEC section 7), not on how the site emitter is written.
enum SiteTool {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The binary: `STICKYPREVIEW_BIN`, else the one beside the test bundle.
  static func binary() throws -> URL { try BuiltBinary.url() }

  struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  typealias Output = ChildProcess.Output

  /// Runs the binary with `arguments` in `directory`, awaited.
  static func run(_ arguments: [String], in directory: URL? = nil) async throws -> Output {
    try await ChildProcess.run(try binary(), arguments, in: directory)
  }

  /// `stickypreview build INPUT... --out OUT`; returns OUT.
  @discardableResult
  static func build(_ inputs: [URL], into out: URL) async throws -> URL {
    let result = try await run(["build"] + inputs.map(\.path) + ["--out", out.path])
    guard result.status == 0 else {
      throw ToolError("stickypreview build failed (\(result.status)): \(result.stderr)")
    }
    try await checkPageData(in: out)
    return out
  }

  /// Every page of the site carries data its schema (`PageSchema`) takes:
  /// the contract holds for each page a test builds, not only the gallery's.
  static func checkPageData(in site: URL) async throws {
    let marker = "<script type=\"application/json\" id=\"sticky-data\">"
    var documents: [SchemaValidator.Document] = []
    var pages: [String] = []
    for case let path as String in FileManager.default.enumerator(atPath: site.path) ?? .init()
    where path.hasSuffix(".html") {
      let html = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
      guard let start = html.range(of: marker),
        let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
      else { continue }
      documents.append(.init(schema: "page", text: String(html[start.upperBound..<end.lowerBound])))
      pages.append(path)
    }
    guard !documents.isEmpty else { return }
    let report = try await SchemaValidator.check(
      schemas: ["page": PageSchema.text], documents: documents)
    let failures = zip(pages, report.results).filter { !$0.1.errors.isEmpty }
      .map { "\($0.0): \($0.1.errors.prefix(3))" }
    guard failures.isEmpty else {
      throw ToolError("page data outside its schema:\n" + failures.joined(separator: "\n"))
    }
  }

  /// `stickypreview build` with no input in an empty folder: the built-in
  /// gallery, built once per run for every test and engine that reads it
  /// (none writes to it), and removed as the run ends.
  static func gallery() async throws -> URL {
    try await builtGallery.value
  }

  private static let builtGallery = Once<URL> {
    let directory = try temporaryDirectory(named: "gallery")
    let result = try await run(["build"], in: directory)
    guard result.status == 0 else {
      throw ToolError("stickypreview build (gallery) failed (\(result.status)): \(result.stderr)")
    }
    Leftovers.removeAtExit(directory)
    let site = directory.appendingPathComponent("_site")
    try await checkPageData(in: site)
    return site
  }

  /// `stickypreview frames FILE --format json`, optionally at given offsets.
  /// A file's frames are worked out once per run for every engine's tests.
  static func frames(of file: URL, offsets: [Double]? = nil) async throws -> FramesOutput {
    var arguments = ["frames", file.path, "--format", "json"]
    if let offsets { arguments += ["--offsets", offsets.map(cssNumber).joined(separator: ",")] }
    return try await framesOutputs.value(for: arguments) { arguments in
      let result = try await run(arguments)
      guard result.status == 0 else {
        throw ToolError("stickypreview frames \(file.lastPathComponent) failed: \(result.stderr)")
      }
      return try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
    }
  }

  private static let framesOutputs = OnceEach<[String], FramesOutput>()

  /// `stickypreview frames FILE --path PATH --times LIST --format json` (SPEC
  /// section 12): the frames along `path` at `times`, which print rounded to
  /// 1/10,000 s, ascending and each once.
  static func frames(of file: URL, path: ScrollPath, times: [Double]) async throws
    -> FramesOutput
  {
    let result = try await run([
      "frames", file.path, "--format", "json", "--path", path.text, "--times",
      times.map(cssNumber).joined(separator: ","),
    ])
    guard result.status == 0 else {
      throw ToolError(
        "stickypreview frames \(file.lastPathComponent) --path \(path.text) failed: \(result.stderr)"
      )
    }
    return try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
  }

  /// The layout files of the built-in gallery (the package's `site/` folder).
  static func galleryLayouts() -> [URL] {
    let site = packageRoot.appendingPathComponent("site")
    guard let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }
      .filter {
        ["xml", "json"].contains($0.pathExtension) && $0.lastPathComponent != "stickypreview.json"
      }
      .sorted { $0.path < $1.path }
  }

  /// The page data (`#sticky-data`) of a screen's page, as the built page
  /// carries it.
  static func pageData(_ site: URL, _ screen: String) throws -> String {
    let html = try String(contentsOf: BrowserTests.Pages.page(site, screen), encoding: .utf8)
    let data = #/<script type="application/json" id="sticky-data">(.*?)</script>/#
    return String(try #require(html.firstMatch(of: data)).output.1)
  }

  /// Writes `screens` as layout files in a fresh folder.
  static func writeLayouts(_ screens: [Screen]) throws -> [URL] {
    let directory = try temporaryDirectory(named: "layouts")
    return try screens.map { screen in
      let url = directory.appendingPathComponent("\(screen.id).json")
      try ScratchFile.write(LayoutJSON.encode(screen), to: url)
      return url
    }
  }

  static func temporaryDirectory(named name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-tests-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
