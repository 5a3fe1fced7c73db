import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// The JSON Schemas and the reader agree: thousands of layouts and configs,
/// the valid ones of the repository mutated by `MutationGenerator`, are each
/// judged by Python's `jsonschema` against `config schema layout|config` and
/// by the reader as `config validate` reads them (in process). Every file one
/// accepts and the other rejects must be the reader applying a rule of
/// `SchemaBlindSpot`, which a JSON Schema cannot state; any other
/// disagreement fails with the file, both verdicts and their messages.
///
/// The layouts are written in XML too, where XML has a spelling for them; the
/// test reads each back, checks that it is the same tree, and holds the XML
/// Schema (`config schema layout --format xsd`, judged by `xmllint`) to the
/// reader the same way, outside the rules of `XSDUnstatedRule`.
@Suite(.enabled(if: SchemaValidator.shouldRun, Comment(rawValue: SchemaValidator.installHint)))
struct SchemaAgreementTests {
  static let seed: UInt64 = 0x5C_4E3A
  static let mutatedLayouts = 2_500
  static let mutatedConfigs = 600
  static let reportedInFull = 10

  static let root = SchemaValidator.packageRoot

  @Test func theSchemasAgreeWithTheReaderOnMutatedFiles() async throws {
    let clock = ContinuousClock()
    let started = clock.now
    let work = try Workspace()
    defer { work.remove() }

    let layoutSeeds = try Self.layoutSeeds(initFolder: work.initFolder)
    let configSeeds = try Self.configSeeds(initFolder: work.initFolder)
    var generator = MutationGenerator(seed: Self.seed, layouts: layoutSeeds, configs: configSeeds)
    let seeds =
      layoutSeeds.map {
        GeneratedFile(
          kind: .layout, name: $0.name, origin: $0.name, mutations: [], json: $0.tree.json,
          tree: $0.tree)
      }
      + configSeeds.map {
        GeneratedFile(
          kind: .config, name: $0.name, origin: $0.name, mutations: [],
          json: TreeValue.object($0.members).json() + "\n", tree: nil)
      }
    let files =
      seeds + generator.layouts(count: Self.mutatedLayouts)
      + generator.configs(count: Self.mutatedConfigs)

    var tally = Tally()
    var unexplained: [GeneratedFile] = []
    var spelledInXML: [(file: GeneratedFile, xml: String, reader: [String])] = []
    /// Reports a disagreement in full, the first few of them.
    func disagree(_ file: GeneratedFile, _ schema: [SchemaValidator.Failure], _ reader: [String]) {
      unexplained.append(file)
      guard unexplained.count <= Self.reportedInFull else { return }
      Issue.record(Comment(rawValue: Self.describe(file, schema, reader)))
    }
    let validating = clock.now
    let report = try await SchemaValidator.check(
      schemas: [
        GeneratedFile.Kind.layout.rawValue: JSONSchemaWriter.layout(),
        GeneratedFile.Kind.config.rawValue: JSONSchemaWriter.config(),
      ],
      documents: files.map { SchemaValidator.Document(schema: $0.kind.rawValue, text: $0.json) })
    tally.pythonSeconds = Tally.seconds(clock.now - validating)
    for (name, error) in report.schemaErrors {
      #expect(error == nil, "the \(name) schema is not valid draft 2020-12")
    }
    try #require(report.results.count == files.count)

    for (file, result) in zip(files, report.results) {
      let reader = Self.readerMessages(file, screensIn: work.screensFolder)
      let schema = result.errors
      tally.count(file, schemaAccepts: schema.isEmpty, readerAccepts: reader.isEmpty)
      if file.mutations.isEmpty {
        #expect(schema.isEmpty && reader.isEmpty, "\(Self.describe(file, schema, reader))")
        continue
      }
      if !schema.isEmpty, let rule = StatedRule.soleRule(of: reader) {
        tally.stated[rule, default: 0] += 1
      }
      switch (schema.isEmpty, reader.isEmpty) {
      case (true, false):
        guard let spots = Self.explanation(of: reader, in: file) else {
          disagree(file, schema, reader)
          continue
        }
        tally.explained(file, by: spots)
      case (false, true):
        disagree(file, schema, reader)
      default:
        break
      }
      if file.kind == .layout, let (xml, reader) = Self.checkXML(of: file, into: &tally) {
        spelledInXML.append((file, xml, reader))
      }
    }
    if XMLSchemaCheck.shouldRun {
      unexplained += try await Self.checkXSD(spelledInXML, in: work.folder, into: &tally)
    }
    if unexplained.count > Self.reportedInFull {
      let names = unexplained.map(\.name).joined(separator: ", ")
      Issue.record("\(unexplained.count) disagreements in all: \(names)")
    }
    tally.seconds = Tally.seconds(clock.now - started)
    print(tally.summary)

    tally.expectEveryRuleReached(mutatedLayouts: Self.mutatedLayouts, configs: Self.mutatedConfigs)
  }

  // MARK: The reader

  /// What `config validate` says of the file, as in `ConfigValidateCommand`:
  /// a layout is read and built; a config is read and its patterns matched,
  /// against files made for them (the layouts they name are not read).
  static func readerMessages(_ file: GeneratedFile, screensIn folder: URL) -> [String] {
    let bytes = Array(file.json.utf8)
    do throws(DiagnosticError) {
      switch try Document.read(bytes, file: file.name) {
      case .layout(let root, _):
        _ = try ScreenBuilder.build(root)
      case .config:
        _ = try ProjectConfigReader.read(bytes, file: file.name).screenFiles(in: folder.path)
      }
      return []
    } catch {
      return error.diagnostics.map(\.message)
    }
  }

  /// The rules a JSON Schema cannot state that account for every message of
  /// the reader; nil when one message is none of them. A repeated member
  /// accounts for all (see `SchemaBlindSpot.repeatedMember`).
  static func explanation(of messages: [String], in file: GeneratedFile) -> Set<SchemaBlindSpot>? {
    let applicable = SchemaBlindSpot.allCases.filter {
      $0.fileKind == .json || ($0.fileKind == .layout) == (file.kind == .layout)
    }
    if messages.contains(where: SchemaBlindSpot.repeatedMember.recognises) {
      return [.repeatedMember]
    }
    var spots: Set<SchemaBlindSpot> = []
    for message in messages {
      guard let spot = applicable.first(where: { $0.recognises(message) }) else { return nil }
      spots.insert(spot)
    }
    return spots
  }

  /// A disagreement as the failure shows it.
  static func describe(
    _ file: GeneratedFile, _ schema: [SchemaValidator.Failure], _ reader: [String]
  ) -> String {
    let made = file.mutations.isEmpty ? "unchanged" : file.mutations.joined(separator: "; ")
    return """
      \(file.name), from \(file.origin) (\(made)):
      the JSON Schema \(schema.isEmpty ? "accepts it" : "rejects it:")
      \(schema.map { "  \($0)" }.joined(separator: "\n"))
      the reader \(reader.isEmpty ? "accepts it" : "rejects it:")
      \(reader.map { "  \($0)" }.joined(separator: "\n"))
      the file:
      \(file.json)
      """
  }

  // MARK: The XML spelling

  /// Reads the XML spelling back: the same tree, or a nesting too deep for
  /// the reader. Writes nothing when XML cannot spell the layout, or would
  /// repeat an attribute (not well-formed, as JSON's readers also refuse).
  /// Returns the XML and what the reader says of it, for the XML Schema.
  static func checkXML(of file: GeneratedFile, into tally: inout Tally) -> (String, [String])? {
    guard let tree = file.tree, let xml = file.xml else {
      tally.xmlUnwritten += 1
      return nil
    }
    guard
      !tree.paths.contains(where: { path in
        let names = tree[path].properties.map(\.name)
        return Set(names).count != names.count
      })
    else {
      tally.xmlRepeatedAttributes += 1
      return nil
    }
    do throws(DiagnosticError) {
      let root = try XMLLayoutReader.read(Array(xml.utf8), file: file.name)
      #expect(
        xmlShape(LayoutTree(root)) == xmlShape(tree),
        "\(file.name) read back from XML differs:\n\(xml)")
      do throws(DiagnosticError) {
        _ = try ScreenBuilder.build(root)
        tally.xmlAccepted += 1
        return (xml, [])
      } catch {
        tally.xmlRejected += 1
        return (xml, error.diagnostics.map(\.message))
      }
    } catch {
      let messages = error.diagnostics.map(\.message)
      #expect(
        messages.allSatisfy(SchemaBlindSpot.nestingDepth.recognises),
        "\(file.name): the XML spelling is not read: \(messages)\n\(xml)")
      tally.xmlRejected += 1
      return (xml, messages)
    }
  }

  /// Judges every XML spelling with `xmllint` against the XML Schema in one
  /// run: a file only the reader rejects must break rules of `XSDUnstatedRule`
  /// alone, and no file may be rejected by the schema alone. Returns the
  /// files that disagree otherwise, each reported in full among the first few.
  static func checkXSD(
    _ spelled: [(file: GeneratedFile, xml: String, reader: [String])], in folder: URL,
    into tally: inout Tally
  ) async throws -> [GeneratedFile] {
    let xmlFolder = folder.appendingPathComponent("xml")
    try FileManager.default.createDirectory(at: xmlFolder, withIntermediateDirectories: true)
    let urls = try spelled.enumerated().map { index, entry in
      let url = xmlFolder.appendingPathComponent("\(index).xml")
      try ScratchFile.write(entry.xml, to: url)
      return url
    }
    let verdicts = try await XMLSchemaCheck.validate(xsd: XSDWriter.layout(), files: urls)
    var unexplained: [GeneratedFile] = []
    for (entry, url) in zip(spelled, urls) {
      let schema = verdicts[url] ?? ["no verdict"]
      // xmllint of libxml2 2.9.14 segfaults validating a rare file (a
      // 10,000-emoji detail 61 stacks deep), with the schema of any version
      // and any stack size: no verdict of the schema's, so none to compare.
      if schema == [XMLSchemaCheck.crashed] {
        tally.xsdCrashes += 1
        continue
      }
      tally.countXSD(schemaAccepts: schema.isEmpty, readerAccepts: entry.reader.isEmpty)
      let rules = entry.reader.map(XSDUnstatedRule.rule(for:))
      if schema.isEmpty && !entry.reader.isEmpty && !rules.contains(nil) {
        for rule in Set(rules.compactMap { $0 }) { tally.xsdRules[rule, default: 0] += 1 }
        continue
      }
      guard schema.isEmpty != entry.reader.isEmpty else { continue }
      unexplained.append(entry.file)
      if unexplained.count <= reportedInFull {
        Issue.record(
          """
          \(entry.file.name), from \(entry.file.origin) \
          (\(entry.file.mutations.joined(separator: "; "))):
          the XML Schema \(schema.isEmpty ? "accepts it" : "rejects it:")
          \(schema.map { "  \($0)" }.joined(separator: "\n"))
          the reader \(entry.reader.isEmpty ? "accepts it" : "rejects it:")
          \(entry.reader.map { "  \($0)" }.joined(separator: "\n"))
          the file:
          \(entry.xml)
          """)
      }
    }
    return unexplained
  }

  /// The tree as XML holds it: values as attribute text, the root's schema
  /// first, no empty children arrays.
  static func xmlShape(_ tree: LayoutTree, isRoot: Bool = true) -> String {
    var properties = tree.properties.map {
      "\($0.name)=\(JSONString.quoted($0.value.xmlText ?? "?"))"
    }
    if isRoot, let index = properties.firstIndex(where: { $0.hasPrefix("$schema=") }) {
      properties.insert(properties.remove(at: index), at: 0)
    }
    let comments = [tree.comments.before, tree.comments.end, tree.comments.after].map {
      $0.map(JSONString.quoted).joined(separator: ",")
    }
    return "\(tree.type)(\(properties.joined(separator: " ")))<\(comments.joined(separator: "|"))>["
      + tree.children.map { xmlShape($0, isRoot: false) }.joined(separator: ", ") + "]"
  }

  // MARK: Seeds

  /// The valid layouts of the repository: the solver's fixtures, the schema
  /// checks' valid layouts, the gallery's screens and those `config init`
  /// writes. XML ones are read through their JSON spelling for typed values.
  static func layoutSeeds(initFolder: URL) throws -> [(name: String, tree: LayoutTree)] {
    let folders = [
      root.appendingPathComponent("Tests/StickyCoreTests/Fixtures"),
      SchemaValidator.checkFolder.appendingPathComponent("ValidLayouts"),
      root.appendingPathComponent("site/screens"),
      initFolder.appendingPathComponent("screens"),
    ]
    var seeds: [(name: String, tree: LayoutTree)] = []
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        .filter {
          ($0.hasSuffix(".json") && !$0.hasSuffix(".expected.json")) || $0.hasSuffix(".xml")
        }
      #expect(!names.isEmpty, "no layouts in \(folder.lastPathComponent)")
      for name in names {
        let node = try LayoutParser.read(contentsOf: folder.appendingPathComponent(name).path)
        let typed = try JSONLayoutReader.read(Array(LayoutWriter.json(node).utf8), file: name)
        seeds.append(("\(folder.lastPathComponent)/\(name)", LayoutTree(typed)))
      }
    }
    return seeds
  }

  /// The schema checks' valid configs, the one `config init` writes, and one
  /// with every key.
  static func configSeeds(initFolder: URL) throws -> [(name: String, members: [TreeMember])] {
    let valid = SchemaValidator.checkFolder.appendingPathComponent("ValidConfigs")
    let files =
      try FileManager.default.contentsOfDirectory(atPath: valid.path).sorted()
      .filter { $0.hasSuffix(".json") }.map { valid.appendingPathComponent($0) }
      + [initFolder.appendingPathComponent(ProjectConfig.fileName)]
    var seeds: [(name: String, members: [TreeMember])] = try files.map { file in
      let value = try JSONObjectReader.read(
        Array(try Data(contentsOf: file)), file: file.lastPathComponent)
      guard case .object(let members) = TreeValue(value.value) else {
        throw Workspace.Failed(description: "\(file.path) is not a JSON object")
      }
      return (
        "\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent)", members
      )
    }
    seeds.append(
      (
        "every key",
        [
          TreeMember("$schema", .string("config.schema.json")), TreeMember("version", .number("1")),
          TreeMember("title", .string("All")),
          TreeMember("screens", .array([.string("screens/*.xml")])),
          TreeMember("output", .string("out")),
          TreeMember("baseURL", .string("https://example.com/")),
          TreeMember("devices", .array(Device.presets.prefix(2).map { .string($0.name) })),
          TreeMember(
            "theme",
            .object([
              TreeMember("accent", .string("#0a84ff")), TreeMember("appearance", .string("dark")),
            ])),
        ]
      ))
    return seeds
  }

  /// Folders the test works in: one `config init` wrote, and files for the
  /// configs' patterns to match.
  struct Workspace {
    let folder: URL
    var initFolder: URL { folder.appendingPathComponent("init") }
    var screensFolder: URL { folder.appendingPathComponent("screens-for-patterns") }

    struct Failed: Error, CustomStringConvertible {
      var description: String
    }

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stickypreview-agreement-\(UUID().uuidString)")
      let manager = FileManager.default
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      let process = Process()
      process.executableURL = try BuiltBinary.url()
      process.arguments = ["config", "init", folder.appendingPathComponent("init").path]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw Failed(description: "config init exited with \(process.terminationStatus)")
      }
      // What the seeds' patterns name.
      for path in ["a.xml", "b/c/d.json", "site/screens/s.xml", "screens/s.xml", "screens/s.json"] {
        let file = screensFolder.appendingPathComponent(path)
        try manager.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
      }
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}

/// Rules of the reader that the JSON Schemas state although a schema states
/// them only with some care (counts, conditions, exclusions, lengths): the
/// test shows each with files whose only problem, for the reader, is that
/// rule, and which the schema rejects too.
enum StatedRule: CaseIterable {
  case textLength
  case effectValues
  case oneScroll
  case headerFirst
  case exclusiveProperties
  case configControlCharacters

  func recognises(_ message: String) -> Bool {
    switch self {
    case .textLength: message.contains(" characters long, but it may have at most ")
    case .effectValues: message.contains(" is not a value \"") && message.contains(" can take (")
    case .oneScroll: message.hasPrefix("\"screen\" must contain ") && message.contains("\"scroll\"")
    case .headerFirst: message == "\"header\" must be the first child of \"scroll\""
    case .exclusiveProperties: message.hasSuffix(" cannot be used together")
    case .configControlCharacters: message.contains(" holds the control character ")
    }
  }

  /// The one rule all the messages are of, if there is one.
  static func soleRule(of messages: [String]) -> StatedRule? {
    allCases.first { rule in !messages.isEmpty && messages.allSatisfy(rule.recognises) }
  }
}

/// The counts the test prints.
struct Tally {
  enum Verdict: String, CaseIterable {
    case bothAccept = "both accept"
    case bothReject = "both reject"
    case onlyReaderRejects = "only the reader rejects"
    case onlySchemaRejects = "only the schema rejects"

    init(schemaAccepts: Bool, readerAccepts: Bool) {
      self =
        switch (schemaAccepts, readerAccepts) {
        case (true, true): .bothAccept
        case (false, false): .bothReject
        case (true, false): .onlyReaderRejects
        case (false, true): .onlySchemaRejects
        }
    }
  }

  var files: [GeneratedFile.Kind: Int] = [:]
  var seeds: [GeneratedFile.Kind: Int] = [:]
  var verdicts: [GeneratedFile.Kind: [Verdict: Int]] = [:]
  var spots: [SchemaBlindSpot: Int] = [:]
  var stated: [StatedRule: Int] = [:]
  var xmlAccepted = 0
  var xmlRejected = 0
  var xmlUnwritten = 0
  var xmlRepeatedAttributes = 0
  /// The XML Schema's verdicts on the XML spellings.
  var xsdVerdicts: [Verdict: Int] = [:]
  /// The files xmllint crashed on, which it gave no verdict.
  var xsdCrashes = 0
  var xsdRules: [XSDUnstatedRule: Int] = [:]
  var seconds = 0.0
  /// Of `seconds`, the time Python's validator took.
  var pythonSeconds = 0.0

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  mutating func count(_ file: GeneratedFile, schemaAccepts: Bool, readerAccepts: Bool) {
    files[file.kind, default: 0] += 1
    if file.mutations.isEmpty { seeds[file.kind, default: 0] += 1 }
    let verdict = Verdict(schemaAccepts: schemaAccepts, readerAccepts: readerAccepts)
    verdicts[file.kind, default: [:]][verdict, default: 0] += 1
  }

  /// The files reach every rule: both verdicts on both kinds, each rule a
  /// schema cannot state, each one it states with care, and the XML spelling.
  func expectEveryRuleReached(mutatedLayouts: Int, configs: Int) {
    #expect(files[.layout, default: 0] >= mutatedLayouts)
    #expect(files[.config, default: 0] >= configs)
    for kind in [GeneratedFile.Kind.layout, .config] {
      for verdict in [Verdict.bothAccept, .bothReject, .onlyReaderRejects] {
        #expect(verdicts[kind]?[verdict, default: 0] ?? 0 > 0, "\(kind) \(verdict)")
      }
    }
    for spot in SchemaBlindSpot.allCases {
      #expect(spots[spot, default: 0] > 0, "no file shows \(spot)")
    }
    for rule in StatedRule.allCases {
      #expect(stated[rule, default: 0] > 0, "no file shows that the schema states \(rule)")
    }
    #expect(xmlAccepted > 0 && xmlRejected > 0 && xmlUnwritten > 0)
    // A crash is xmllint's rare failing; more would leave the schema unjudged.
    #expect(xsdCrashes <= 2, "xmllint crashed on \(xsdCrashes) files")
  }

  mutating func countXSD(schemaAccepts: Bool, readerAccepts: Bool) {
    xsdVerdicts[Verdict(schemaAccepts: schemaAccepts, readerAccepts: readerAccepts), default: 0] +=
      1
  }

  mutating func explained(_ file: GeneratedFile, by found: Set<SchemaBlindSpot>) {
    for spot in found { spots[spot, default: 0] += 1 }
  }

  var summary: String {
    func rounded(_ seconds: Double) -> String { NumberFormat.exact((seconds * 10).rounded() / 10) }
    var lines = [
      "Schema agreement, in \(rounded(seconds)) s (\(rounded(pythonSeconds)) s of them in jsonschema):"
    ]
    for kind in [GeneratedFile.Kind.layout, .config] {
      let total = files[kind, default: 0]
      let seedCount = seeds[kind, default: 0]
      lines.append(
        "  \(kind.rawValue)s: \(total) (\(seedCount) seeds, \(total - seedCount) mutated)")
      for verdict in Tally.Verdict.allCases {
        lines.append("    \(verdict.rawValue): \(verdicts[kind]?[verdict, default: 0] ?? 0)")
      }
    }
    lines.append("  only the reader rejects, by the rule a JSON Schema cannot state:")
    for spot in SchemaBlindSpot.allCases {
      lines.append("    \(spot): \(spots[spot, default: 0])")
    }
    lines.append(
      "  both reject, for a rule the schema states with care, and the reader for it alone:")
    for rule in StatedRule.allCases {
      lines.append("    \(rule): \(stated[rule, default: 0])")
    }
    lines.append(
      "  XML spelling of the layouts: \(xmlAccepted) accepted and \(xmlRejected) rejected by "
        + "the reader, \(xmlRepeatedAttributes) repeat an attribute (not read back), "
        + "\(xmlUnwritten) have no XML spelling")
    if !xsdVerdicts.isEmpty {
      lines.append(
        "  the XML Schema against the reader, on the XML spellings (xmllint crashed on "
          + "\(xsdCrashes)):")
      for verdict in Tally.Verdict.allCases {
        lines.append("    \(verdict.rawValue): \(xsdVerdicts[verdict, default: 0])")
      }
      lines.append("  only the reader rejects, by the rule an XML Schema cannot state:")
      for rule in XSDUnstatedRule.allCases where xsdRules[rule, default: 0] > 0 {
        lines.append("    \(rule): \(xsdRules[rule, default: 0])")
      }
    }
    return lines.joined(separator: "\n")
  }
}
