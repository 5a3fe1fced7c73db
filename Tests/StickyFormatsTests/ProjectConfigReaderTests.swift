import StickyCore
import StickyFormats
import Testing

@Suite struct ProjectConfigReaderTests {
  private func read(_ text: String) throws(DiagnosticError) -> ProjectConfig {
    try ProjectConfigReader.read(Array(text.utf8), file: "stickypreview.json")
  }

  /// The diagnostics of reading `text`, as `line:column: message`.
  private func problems(_ text: String) -> [String] {
    do {
      _ = try read(text)
      return []
    } catch {
      return error.diagnostics.map { "\(place($0.location)): \($0.message)" }
    }
  }

  @Test func specExample() throws {
    let config = try read(
      """
      {"version": 1, "title": "Scroll previews", "screens": ["site/screens/*.xml"],
       "output": "_site", "baseURL": "/", "theme": {"accent": "#0a84ff", "appearance": "auto"}}
      """)
    #expect(config.title == "Scroll previews")
    #expect(config.screens.map(\.text) == ["site/screens/*.xml"])
    #expect(config.screens.map { "\($0.location)" } == ["stickypreview.json:1:56"])
    #expect(config.output == "_site")
    #expect(config.baseURL == BaseURL("/"))
    #expect(config.theme == Theme(accent: "#0a84ff", appearance: .auto))
  }

  @Test func optionalKeysMayBeLeftOut() throws {
    let config = try read(#"{"version": 1, "screens": ["a.xml", "b/*.json"]}"#)
    #expect(
      config
        == ProjectConfig(
          screens: [
            ProjectConfig.Pattern(
              "a.xml", at: SourceLocation(file: "stickypreview.json", line: 1, column: 28)),
            ProjectConfig.Pattern(
              "b/*.json", at: SourceLocation(file: "stickypreview.json", line: 1, column: 37)),
          ]))
  }

  @Test func devicesAreReadInOrder() throws {
    let config = try read(
      #"{"version": 1, "screens": ["a.xml"], "devices": ["pixel-8", "iphone-se"]}"#)
    #expect(config.devices == ["pixel-8", "iphone-se"])
    #expect(try read(#"{"version": 1, "screens": ["a.xml"]}"#).devices.isEmpty)
  }

  @Test(arguments: [
    (
      #"{"version": 1, "screens": ["a"], "devices": ["iphone-15", "pixle-8"]}"#,
      [#"1:59: "pixle-8" is not one of the "devices" (did you mean "pixel-8"?)"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "devices": ["iphone-se", "iphone-se"]}"#,
      [#"1:59: "devices" lists "iphone-se" twice"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "devices": []}"#,
      [#"1:45: each entry of "devices" must be a name, not an empty array"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "devices": ["pixel-8", 8]}"#,
      [#"1:57: each entry of "devices" must be a name, not 8"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "devices": "pixel-8"}"#,
      [#"1:45: "devices" must be a non-empty array of names, not "pixel-8""#]
    ),
  ])
  func devicesMustBePresetsEachOnce(text: String, expected: [String]) {
    #expect(problems(text) == expected)
  }

  @Test func aSchemaMemberIsAcceptedAndIgnored() throws {
    let plain = try read(#"{"version": 1, "screens": ["a.xml"]}"#)
    let named = try read(#"{"version": 1, "screens": ["a.xml"], "$schema": "config.schema.json"}"#)
    #expect(named == plain)
  }

  @Test(arguments: [
    (#"{"version": 1, "screens": ["a"], "colour": 1}"#, [#"1:34: unknown key "colour""#]),
    (
      #"{"version": 1, "scrren": ["a"]}"#,
      [
        #"1:1: missing required key "screens""#,
        #"1:16: unknown key "scrren" (did you mean "screens"?)"#,
      ]
    ),
    (
      #"{"version": 1, "screens": ["a"], "titel": "x"}"#,
      [#"1:34: unknown key "titel" (did you mean "title"?)"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "baseUrl": "/"}"#,
      [#"1:34: unknown key "baseUrl" (did you mean "baseURL"?)"#]
    ),
    (
      ##"{"version": 1, "screens": ["a"], "theme": {"acent": "#fff"}}"##,
      [#"1:44: unknown key "theme.acent" (did you mean "theme.accent"?)"#]
    ),
    (#"{"screens": ["a"]}"#, [#"1:1: missing required key "version""#]),
    (#"{"version": 1}"#, [#"1:1: missing required key "screens""#]),
    (#"{"version": "1", "screens": ["a"]}"#, [#"1:13: "version" must be a whole number, not "1""#]),
    (
      #"{"version": 2, "screens": ["a"]}"#,
      [#"1:13: "version" is 2, but this stickypreview reads only version 1"#]
    ),
    (
      #"{"version": 1.5, "screens": ["a"]}"#,
      [#"1:13: "version" is 1.5, but this stickypreview reads only version 1"#]
    ),
    (#"{"version": 1, "screens": ["a"], "title": 3}"#, [#"1:43: "title" must be a string, not 3"#]),
    (
      #"{"$schema": 1, "version": 1, "screens": ["a"]}"#,
      [#"1:13: "$schema" must be a string, not 1"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "baseURL": null}"#,
      [#"1:45: "baseURL" must be "# + BaseURL.summary + ", not null"]
    ),
    (
      #"{"version": 1, "screens": ["a"], "baseURL": "javascript:alert(1)"}"#,
      [#"1:45: "baseURL" must be "# + BaseURL.summary + #", not "javascript:alert(1)""#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "output": ""}"#,
      [#"1:44: "output" must be a path, not """#]
    ),
    (
      #"{"version": 1, "screens": "*.xml"}"#,
      [#"1:27: "screens" must be a non-empty array of paths, not "*.xml""#]
    ),
    (
      #"{"version": 1, "screens": []}"#,
      [#"1:27: "screens" must list at least one layout file or pattern"#]
    ),
    (
      #"{"version": 1, "screens": ["a", 2, ""]}"#,
      [
        #"1:33: each entry of "screens" must be a path, not 2"#,
        #"1:36: each entry of "screens" must be a path, not """#,
      ]
    ),
    (
      #"{"version": 1, "screens": ["a"], "theme": "dark"}"#,
      [#"1:43: "theme" must be an object, not "dark""#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "theme": {"accent": "blue"}}"#,
      [#"1:54: "theme.accent" must be a color (#rgb, #rrggbb or #rrggbbaa), not "blue""#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "theme": {"appearance": "lihgt"}}"#,
      [#"1:58: "lihgt" is not a valid "theme.appearance" (did you mean "light"?)"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "theme": {"appearance": "dim"}}"#,
      [#"1:58: "dim" is not a valid "theme.appearance" (expected "auto", "light" or "dark")"#]
    ),
    (
      #"{"version": 1, "screens": ["a"], "screens": ["b"]}"#,
      [#"1:34: duplicate member "screens""#]
    ),
    (#"["a"]"#, ["1:1: the top-level value must be an object"]),
  ])
  func eachMistakeIsReportedWhereItIsWritten(text: String, expected: [String]) {
    #expect(problems(text) == expected)
  }

  @Test func everyMistakeIsReportedInFileOrder() {
    #expect(
      problems(
        """
        {"theme": {"accent": "#12", "mode": "dark"},
         "version": 0,
         "screens": [1]}
        """)
        == [
          ##"1:22: "theme.accent" must be a color (#rgb, #rrggbb or #rrggbbaa), not "#12""##,
          #"1:29: unknown key "theme.mode""#,
          #"2:13: "version" is 0, but this stickypreview reads only version 1"#,
          #"3:14: each entry of "screens" must be a path, not 1"#,
        ])
  }

  @Test func readsAFileAndNamesItInDiagnostics() throws {
    do {
      _ = try ProjectConfigReader.read(contentsOf: "/nonexistent/stickypreview.json")
      Issue.record("a missing file was read")
    } catch {
      #expect(
        error.description
          == "/nonexistent/stickypreview.json:1:1: error: cannot read file: No such file or directory"
      )
    }
  }

  @Test func theSchemaDescribesEveryKeyOnce() {
    let names = ConfigSchema.keys.map(\.name)
    #expect(
      names == [
        "$schema", "version", "title", "screens", "output", "baseURL", "devices", "theme",
        "theme.accent", "theme.appearance",
      ])
    #expect(ConfigSchema.keys(in: "theme").map(\.member) == ["accent", "appearance"])
    #expect(ConfigSchema.keys.filter(\.isRequired).map(\.name) == ["version", "screens"])
  }
}
