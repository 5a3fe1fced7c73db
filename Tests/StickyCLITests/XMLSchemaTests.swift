import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickyCLI

/// The XML Schema of the XML spelling, checked by xmllint (see
/// `XMLSchemaCheck`): it compiles; it accepts every good XML layout of the
/// repository, the files `config init` writes and the XML spelling of every
/// good JSON layout; and each bad one that it accepts, the reader rejects for
/// a rule on `XSDUnstatedRule`'s list, and for no other.
///
/// Good and bad are the reader's word: every XML file under `Tests`, `site`
/// and `Fuzz` counts, so a new fixture is checked as soon as it is added.
/// `XSDCheck` holds cases of the schema's edges: `Valid` spellings it must
/// take, `Stated` mistakes it must catch, and for each rule it cannot state a
/// file in `Unstated` named after the rule.
@Suite(.enabled(if: XMLSchemaCheck.shouldRun, Comment(rawValue: XMLSchemaCheck.installHint)))
struct XMLSchemaTests {
  static let root = ConfigToolFiles.root
  static let cases = root.appendingPathComponent("Tests/StickyCLITests/XSDCheck")
  static let xsd = XSDWriter.layout()

  /// An XML layout and what the reader and the builder say of it: nothing
  /// for a good one.
  struct Layout {
    var file: URL
    var diagnostics: [String]

    init(_ file: URL) {
      self.file = file
      let bytes = FileManager.default.contents(atPath: file.path).map(Array.init) ?? []
      diagnostics = XMLSchemaTests.diagnostics(of: bytes, file: file.path)
    }
  }

  @Test func schemaCompilesAndTakesOnlyAScreenAtTheRoot() async throws {
    #expect(CommandRun("config", "schema", "layout", "--format", "xsd").output == Self.xsd)
    let good = Self.cases.appendingPathComponent("Valid/comments-and-whitespace.xml")
    let notAScreen = Self.cases.appendingPathComponent("Stated/root-not-a-screen.xml")
    let results = try await XMLSchemaCheck.validate(xsd: Self.xsd, files: [good, notAScreen])
    #expect(results[good] == [])
    #expect(results[notAScreen]?.contains { $0.contains("No matching global declaration") } == true)
    // The check itself tells a schema that does not compile from one that rejects.
    let broken = """
      <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
        <xs:element name="screen" type="missing"/>
      </xs:schema>
      """
    await #expect(throws: XMLSchemaCheck.Failed.self) {
      try await XMLSchemaCheck.validate(
        xsd: broken, files: [Self.cases.appendingPathComponent("Valid/number-spellings.xml")])
    }
  }

  @Test func everyGoodXMLLayoutIsAccepted() async throws {
    let folder = try ScratchFolder()
    let layouts =
      try Self.repositoryLayouts() + Self.conversions(into: folder)
      + Self.initFiles(into: folder)
    let good = layouts.filter(\.diagnostics.isEmpty)
    #expect(good.count >= 50, "\(good.count) good layouts")
    #expect(good.contains { $0.file.path.hasSuffix("init/screens/sticky-cell.xml") })
    let results = try await XMLSchemaCheck.validate(xsd: Self.xsd, files: good.map(\.file))
    for layout in good {
      #expect(results[layout.file] == [], "\(layout.file.path)")
    }
  }

  @Test func everyBadXMLLayoutIsRejectedOrBreaksARuleTheSchemaCannotState() async throws {
    let folder = try ScratchFolder()
    let layouts = try Self.repositoryLayouts() + Self.conversions(into: folder)
    let bad = layouts.filter { !$0.diagnostics.isEmpty }
    #expect(bad.count >= 60, "\(bad.count) bad layouts")
    let results = try await XMLSchemaCheck.validate(xsd: Self.xsd, files: bad.map(\.file))
    let accepted = bad.filter { results[$0.file] == [] }
    // The cases in XSDCheck/Unstated at least.
    #expect(accepted.count >= XSDUnstatedRule.allCases.count)
    for layout in accepted {
      // A reason the schema could state, or one XSDUnstatedRule does not list.
      #expect(Self.unexplained(layout.diagnostics) == [], "the schema takes \(layout.file.path)")
    }
  }

  @Test func eachRuleTheSchemaCannotStateHasACase() async throws {
    let files = Self.caseFiles("Unstated")
    let results = try await XMLSchemaCheck.validate(xsd: Self.xsd, files: files)
    var covered: Set<String> = []
    for file in files {
      let name = String(file.deletingPathExtension().lastPathComponent.prefix { $0 != "-" })
      let rule = try #require(
        XSDUnstatedRule.allCases.first { "\($0)" == name }, "\(file.lastPathComponent)")
      covered.insert(name)
      #expect(results[file] == [], "the schema rejects \(file.lastPathComponent)")
      let diagnostics = Layout(file).diagnostics
      #expect(!diagnostics.isEmpty, "the reader takes \(file.lastPathComponent)")
      for message in diagnostics {
        #expect(rule.recognizes(message), "\(file.lastPathComponent): \(message)")
      }
    }
    #expect(covered == Set(XSDUnstatedRule.allCases.map { "\($0)" }))
  }

  @Test func theSchemaRejectsWhatItStates() async throws {
    let files = Self.caseFiles("Stated")
    #expect(files.count >= 10)
    let results = try await XMLSchemaCheck.validate(xsd: Self.xsd, files: files)
    for file in files {
      #expect(results[file] != [], "the schema takes \(file.lastPathComponent)")
      #expect(!Layout(file).diagnostics.isEmpty, "the reader takes \(file.lastPathComponent)")
    }
  }

  /// The diagnostics that report no rule the schema cannot state: for a file
  /// the schema accepts, each one is a gap in the schema or in the list.
  static func unexplained(_ diagnostics: [String]) -> [String] {
    diagnostics.filter { XSDUnstatedRule.rule(for: $0) == nil }
  }

  static func diagnostics(of bytes: [UInt8], file: String) -> [String] {
    do {
      _ = try ScreenLoader.load(bytes, file: file)
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  static func caseFiles(_ folder: String) -> [URL] {
    let url = cases.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".xml") }.sorted().map { url.appendingPathComponent($0) }
  }

  /// Every file of the repository with the extension, outside the build folder.
  static func repositoryFiles(withExtension pathExtension: String) -> [URL] {
    ["Tests", "site", "Fuzz"].flatMap { folder -> [URL] in
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      return (enumerator?.allObjects as? [URL] ?? []).filter {
        $0.pathExtension == pathExtension
      }
    }
    .sorted { $0.path < $1.path }
  }

  static func repositoryLayouts() -> [Layout] {
    repositoryFiles(withExtension: "xml").map(Layout.init)
  }

  /// The XML spelling of every JSON layout of the repository that has one:
  /// not of a file that is not a layout or not JSON, nor of one holding what
  /// XML cannot (a NUL, an ESC).
  static func conversions(into folder: ScratchFolder) throws -> [Layout] {
    try repositoryFiles(withExtension: "json").compactMap { json in
      let bytes = try Array(Data(contentsOf: json))
      guard let tree = try? LayoutParser.read(bytes, file: json.path),
        let xml = try? LayoutWriter.xml(tree)
      else { return nil }
      let relative = json.path.dropFirst(root.path.count + 1)
      let name = relative.replacingOccurrences(of: "/", with: "__") + ".xml"
      try folder.write(xml, to: name)
      return Layout(URL(fileURLWithPath: folder.file(name)))
    }
  }

  /// The XML files `config init` writes.
  static func initFiles(into folder: ScratchFolder) throws -> [Layout] {
    try ProjectTemplate.files.filter { $0.path.hasSuffix(".xml") }.map { file in
      let url = URL(fileURLWithPath: folder.file("init/" + file.path))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url)
      return Layout(url)
    }
  }
}

/// The list's test needs no xmllint: a reason off the list is never explained.
@Test func aRejectionOffTheListIsUnexplained() {
  let listed = [
    "sticky element \"box-1\" is inside sticky element \"stack-1\"; sticky elements cannot nest",
    "\"height\" must be a length, not \" 40\"",
    "\"padding\" must be a length, not \"8\\t16\"",
    "\"count\" must be a whole number, not 1.5",
    "namespaced attribute \"xsi:schemaLocation\" is not supported",
  ]
  #expect(XMLSchemaTests.unexplained(listed) == [])
  let unlisted = [
    "unknown property \"hieght\" on \"box\" (did you mean \"height\"?)",
    "\"height\" must be a length, not \"tall\"",
    "\"count\" must be a whole number, not \"many\"",
  ]
  #expect(XMLSchemaTests.unexplained(listed + unlisted) == unlisted)
}
