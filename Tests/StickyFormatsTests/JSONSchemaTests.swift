import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// The generated JSON Schemas, checked by an independent validator (see
/// `SchemaValidator`): they are valid draft 2020-12, they accept every good
/// layout and config, and they reject mistakes of type, range and required
/// properties at the place and for the reason the readers do.
@Suite(.enabled(if: SchemaValidator.shouldRun, Comment(rawValue: SchemaValidator.installHint)))
struct JSONSchemaTests {
  static let fixtures = SchemaValidator.packageRoot.appendingPathComponent(
    "Tests/StickyCoreTests/Fixtures")
  static let siteScreens = SchemaValidator.packageRoot.appendingPathComponent("site/screens")
  static let badInputs = SchemaValidator.packageRoot.appendingPathComponent(
    "Tests/StickyCLITests/BadInputs")
  static let checkFolder = SchemaValidator.checkFolder

  /// Hand-written layouts with one mistake each, and the mistake as the
  /// validator reports it: where, and which keyword.
  static let invalidLayouts: [String: [String]] = [
    "bad-color.json": ["$.children[0].children[0].color pattern"],
    "child-of-a-box.json": ["$.children[0].children[0].children[0] oneOf"],
    // A pin takes no children: its "children", if any, is an empty array.
    "child-of-a-pin.json": ["$.children[0].children[0].children[0].children maxItems"],
    "count-as-string.json": ["$.children[0].children[0].count type"],
    "five-paddings.json": ["$.children[0].padding anyOf"],
    "flag-as-string.json": ["$.children[0].translucent type"],
    // A carousel holds boxes, stacks and texts, none of them sticky.
    "list-in-a-carousel.json": ["$.children[0].children[0].children[0] oneOf"],
    "negative-height.json": ["$.children[0].children[0].height minimum"],
    "no-row-heights.json": ["$.children[0].children[0].rowHeights minItems"],
    "pin-under-stack.json": ["$.children[0].children[0].children[0] oneOf"],
    "schema-member-below-root.json": ["$.children[0] additionalProperties"],
    "screen-without-id.json": ["$ required"],
    "sticky-carousel-child.json": ["$.children[0].children[0].children[0] additionalProperties"],
    "unknown-device.json": ["$.device enum"],
    "unknown-property.json": ["$.children[0].children[0] additionalProperties"],
    "zero-width.json": ["$.width exclusiveMinimum"],
  ]

  /// The JSON files of the CLI's bad inputs whose mistake is one of type, range
  /// or a required property; the others are not JSON a schema can judge
  /// (`empty.json`, `malformed.json` and `invalid-utf8.json`).
  static let badInputsWithSchemaMistakes: [String: [String]] = [
    // A whole number past its maximum.
    "count-over-limit.json": ["$.children[0].children[0].count maximum"],
    // Strings and booleans and arrays where numbers belong.
    "wrong-types.json": [
      "$.children[0].children[0].height type", "$.children[0].children[1].count type",
      "$.children[0].spacing type",
    ],
    // Ids past the longest a file name allows.
    "id-too-long.json": ["$.children[0].children[0].id maxLength", "$.id maxLength"],
    // A width outside a carousel, and children of a carousel without one.
    "carousel-width.json": [
      "$.children[0].children[0] additionalProperties",
      "$.children[0].children[1].children[0] required",
      "$.children[0].children[1].children[1] required",
    ],
    // 1e999 overflows to infinity, past the longest length.
    "non-finite.json": ["$.children[0].children[0].height maximum"],
  ]

  static let invalidConfigs: [String: [String]] = [
    "bad-accent.json": ["$.theme.accent pattern"],
    "bad-appearance.json": ["$.theme.appearance enum"],
    "empty-pattern.json": ["$.screens[1] minLength"],
    "script-base-url.json": ["$.baseURL pattern"],
    "empty-screens.json": ["$.screens minItems"],
    "no-screens.json": ["$ required"],
    "schema-not-a-string.json": ["$['$schema'] type"],
    "unknown-key.json": ["$ additionalProperties"],
    "version-2.json": ["$.version const"],
  ]

  @Test func schemasAreValidDraft202012() async throws {
    for (name, schema) in [
      ("layout", JSONSchemaWriter.layout()), ("config", JSONSchemaWriter.config()),
    ] {
      let report = try await SchemaValidator.check(schema: schema, instances: [])
      #expect(report.schemaError == nil, "\(name) schema")
    }
  }

  @Test func everyMemberIsDescribed() throws {
    for schema in [JSONSchemaWriter.layout(), JSONSchemaWriter.config()] {
      #expect(schema.hasPrefix("{\n  \"$schema\": ") && schema.hasSuffix("\n}\n"))
      let undescribed = Self.undescribedMembers(
        try JSONSerialization.jsonObject(with: Data(schema.utf8)), at: "$")
      #expect(undescribed.isEmpty)
    }
  }

  @Test func everyGoodLayoutValidates() async throws {
    let fixtures = try Self.files(in: Self.fixtures) {
      $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json")
    }
    let screens = try Self.files(in: Self.siteScreens) { $0.hasSuffix(".json") }
    let handWritten = try Self.files(in: Self.checkFolder.appendingPathComponent("ValidLayouts")) {
      $0.hasSuffix(".json")
    }
    let conversions = try Self.jsonConversions(
      of: Self.files(in: Self.fixtures) { $0.hasSuffix(".xml") }
        + Self.files(in: Self.siteScreens) { $0.hasSuffix(".xml") })
    defer { try? FileManager.default.removeItem(at: conversions.folder) }
    for group in [fixtures, screens, handWritten, conversions.files] {
      #expect(!group.isEmpty)
    }

    let report = try await SchemaValidator.check(
      schema: JSONSchemaWriter.layout(),
      instances: fixtures + screens + handWritten + conversions.files)
    #expect(report.schemaError == nil)
    #expect(
      report.results.count
        == fixtures.count + screens.count + handWritten.count + conversions.files.count)
    for result in report.results {
      #expect(result.errors.isEmpty, "\(result.path): \(result.errors)")
    }
  }

  @Test func handWrittenLayoutMistakesAreRejectedAsTheReaderRejectsThem() async throws {
    let files = try Self.files(in: Self.checkFolder.appendingPathComponent("InvalidLayouts")) {
      $0.hasSuffix(".json")
    }
    #expect(Set(files.map(\.lastPathComponent)) == Set(Self.invalidLayouts.keys))
    try await expectRejected(files, by: JSONSchemaWriter.layout(), as: Self.invalidLayouts) {
      _ = try ScreenLoader.load(contentsOf: $0)
    }
  }

  @Test func badInputsWithSchemaMistakesAreRejected() async throws {
    let files = Self.badInputsWithSchemaMistakes.keys.sorted().map {
      Self.badInputs.appendingPathComponent($0)
    }
    try await expectRejected(
      files, by: JSONSchemaWriter.layout(), as: Self.badInputsWithSchemaMistakes
    ) {
      _ = try ScreenLoader.load(contentsOf: $0)
    }
  }

  @Test func goodConfigsValidate() async throws {
    let files = try Self.files(in: Self.checkFolder.appendingPathComponent("ValidConfigs")) {
      $0.hasSuffix(".json")
    }
    #expect(!files.isEmpty)
    let report = try await SchemaValidator.check(
      schema: JSONSchemaWriter.config(), instances: files)
    #expect(report.results.count == files.count)
    for result in report.results {
      #expect(result.errors.isEmpty, "\(result.file): \(result.errors)")
      #expect(throws: Never.self) { try ProjectConfigReader.read(contentsOf: result.path) }
    }
  }

  @Test func configMistakesAreRejectedAsTheReaderRejectsThem() async throws {
    let files = try Self.files(in: Self.checkFolder.appendingPathComponent("InvalidConfigs")) {
      $0.hasSuffix(".json")
    }
    #expect(Set(files.map(\.lastPathComponent)) == Set(Self.invalidConfigs.keys))
    try await expectRejected(files, by: JSONSchemaWriter.config(), as: Self.invalidConfigs) {
      _ = try ProjectConfigReader.read(contentsOf: $0)
    }
  }

  /// Ids, colors and paddings, valid and not, each in an otherwise valid
  /// layout: the schema's patterns accept exactly those the reader accepts,
  /// paddings with any JSON and XML whitespace around and between their
  /// numbers included, and a final line feed, which Python's `$` would let
  /// through, excluded. (A padding string of numbers past the longest length is
  /// beyond a pattern.)
  @Test func patternsAgreeWithTheReader() async throws {
    let samples: [(property: String, value: String)] =
      ["a", "Z9", "a-b_c", "9a", "-a", "_a", "a b", "a.b", "é", "", "a\n", "\na"].map { ("id", $0) }
      + [
        "#fff", "#0A84FF", "#0a84ff80", "#12", "#1234", "#12345", "fff", "#ggg", "# fff", "#fff\n",
      ].map { ("background", $0) }
      + [
        "8", "8 16", "8 16 24", "0.5 1e2 3E-1 4", "007", "", " 8", "8 ", "8  16", "8,16",
        "1 2 3 4 5", "-1", "+1", ".5", "1.", "1e", "x", "\t8\n16\r\n", "8\u{A0}16", " \t ", "-0",
        "-0.0e3 1", "-0.5", "-00", "8\n",
      ].map { ("padding", $0) }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    var readerAccepts: [Bool] = []
    for (index, sample) in samples.enumerated() {
      func value(_ property: String, else fallback: String) -> String {
        JSONString.quoted(sample.property == property ? sample.value : fallback)
      }
      let text = """
        {"type": "screen", "id": \(value("id", else: "s")), \
        "background": \(value("background", else: "#fff")), "children": \
        [{"type": "scroll", "padding": \(value("padding", else: "8"))}]}
        """
      let file = folder.appendingPathComponent("sample-\(index).json")
      try text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
      readerAccepts.append((try? ScreenLoader.load(contentsOf: file.path)) != nil)
    }
    #expect(readerAccepts.contains(true) && readerAccepts.contains(false))
    try await expectAgreement(
      of: JSONSchemaWriter.layout(), on: files, readerAccepts: readerAccepts,
      named: samples.map { "\($0.property) \(JSONString.quoted($0.value))" })
  }

  @Test func baseURLPatternAgreesWithTheReader() async throws {
    let samples = [
      "/", "/previews/", "/docs/a_b-c.d~e/%20/", "//cdn.example.com/p/", "https://example.com",
      "https://example.com/docs/previews/", "http://127.0.0.1:8080/", "https://a.b/(x)!$&'*+,;=@[]",
      "", "previews/", "javascript:alert(1)", "data:text/html,x", "https://", "https:///p",
      "HTTPS://example.com/", "ftp://example.com/", "/a b/", "/a\tb", "/a\n", "\n/", "/caf\u{E9}/",
      "/p?x=1", "/p#top", "/\"", "/<", "/>", "/\\", "/^", "/`", "/{", "/|", "/}", "/\u{7F}",
      "https://exa mple.com/",
    ]
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [URL] = []
    var readerAccepts: [Bool] = []
    for (index, sample) in samples.enumerated() {
      let file = folder.appendingPathComponent("config-\(index).json")
      try """
      {"version": 1, "screens": ["a.xml"], "baseURL": \(JSONString.quoted(sample))}
      """.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
      readerAccepts.append((try? ProjectConfigReader.read(contentsOf: file.path)) != nil)
    }
    #expect(readerAccepts.filter { $0 }.count == 8)
    try await expectAgreement(
      of: JSONSchemaWriter.config(), on: files, readerAccepts: readerAccepts,
      named: samples.map(JSONString.quoted))
  }

  /// Checks that `schema` accepts exactly the files that the reader accepted.
  private func expectAgreement(
    of schema: String, on files: [URL], readerAccepts: [Bool], named names: [String]
  ) async throws {
    let report = try await SchemaValidator.check(schema: schema, instances: files)
    #expect(report.results.count == files.count)
    for (name, (result, accepted)) in zip(names, zip(report.results, readerAccepts)) {
      #expect(
        result.errors.isEmpty == accepted,
        "\(name): reader \(accepted ? "accepts" : "rejects"), schema \(result.errors)")
    }
  }

  /// Validates `files` against `schema` and checks that each fails with exactly
  /// the mistakes `expected` names for it (`<path> <keyword>`), and that `read`
  /// rejects it too.
  private func expectRejected(
    _ files: [URL], by schema: String, as expected: [String: [String]],
    read: (String) throws -> Void
  ) async throws {
    let report = try await SchemaValidator.check(schema: schema, instances: files)
    #expect(report.results.count == files.count)
    for result in report.results {
      #expect(
        result.errors.map { "\($0.at) \($0.keyword)" } == expected[result.file],
        "\(result.file): \(result.errors)")
      #expect(throws: DiagnosticError.self, "\(result.file)") { try read(result.path) }
    }
  }

  /// The paths of the members of `properties` objects that have no
  /// `description`, anywhere in `schema`.
  private static func undescribedMembers(_ schema: Any, at path: String) -> [String] {
    if let array = schema as? [Any] {
      return array.enumerated().flatMap { undescribedMembers($1, at: "\(path)[\($0)]") }
    }
    guard let object = schema as? [String: Any] else { return [] }
    var found: [String] = []
    if let members = object["properties"] as? [String: Any] {
      for (name, member) in members {
        let description = (member as? [String: Any])?["description"] as? String
        if description?.isEmpty ?? true { found.append("\(path).properties.\(name)") }
      }
    }
    for (key, value) in object {
      found += undescribedMembers(value, at: "\(path).\(key)")
    }
    return found
  }

  /// The files in `folder` whose names pass `include`, sorted by name.
  private static func files(in folder: URL, _ include: (String) -> Bool) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(include).sorted()
      .map { folder.appendingPathComponent($0) }
  }

  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Each XML layout written in JSON by `LayoutWriter`, in a new temporary folder.
  private static func jsonConversions(of layouts: [URL]) throws -> (folder: URL, files: [URL]) {
    let folder = try Self.temporaryFolder()
    var files: [URL] = []
    for layout in layouts {
      let file = folder.appendingPathComponent(
        layout.deletingPathExtension().lastPathComponent + ".json")
      try LayoutWriter.json(LayoutParser.read(contentsOf: layout.path))
        .write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    return (folder, files)
  }
}
