import Foundation
import StickyCore
import StickyFormats
import Testing

@testable import StickyCLI

@Suite struct ConfigCommandTests {
  @Test func initThenBuildWorksInAnEmptyFolderAndASecondInitRefuses() throws {
    let folder = try ScratchFolder()
    let project = folder.file("demo")
    let first = CommandRun("config", "init", project)
    #expect(first.status == 0)
    #expect(first.output.contains("stickypreview.json"))
    let config = project + "/stickypreview.json"
    let build = CommandRun("build", "--config", config)
    #expect(build.status == 0, "\(build.errors)")
    #expect(FileManager.default.fileExists(atPath: project + "/_site/sticky-cell/index.html"))
    #expect(FileManager.default.fileExists(atPath: project + "/_site/section-headers/index.html"))
    #expect(CommandRun("config", "validate", config).status == 0)
    #expect(
      CommandRun(
        "config", "fmt", "--check", config, project + "/screens/sticky-cell.xml",
        project + "/screens/section-headers.json"
      ).status == 0)

    let before = folder.bytes("demo/stickypreview.json")
    let second = CommandRun("config", "init", project)
    #expect(second.status == 1)
    #expect(second.errors.contains("stickypreview.json already exists"))
    #expect(folder.bytes("demo/stickypreview.json") == before)
  }

  @Test func initWritesNothingWhenOneFileIsInTheWay() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("screens"), withIntermediateDirectories: true)
    try folder.write("mine", to: "screens/sticky-cell.xml")
    let run = CommandRun("config", "init", folder.path)
    #expect(run.status == 1)
    #expect(
      run.errors == "error: \(folder.path)/screens/sticky-cell.xml already exists; "
        + "config init writes no file over another\n")
    #expect(folder.text("screens/sticky-cell.xml") == "mine")
    #expect(folder.bytes("stickypreview.json") == nil)
    #expect(folder.bytes("screens/section-headers.json") == nil)
  }

  @Test(arguments: ConfigToolFiles.repositoryLayouts)
  func formattingTwiceChangesNothingTheSecondTime(path: String) throws {
    let folder = try ScratchFolder()
    let name = URL(fileURLWithPath: path).lastPathComponent
    try Data(contentsOf: URL(fileURLWithPath: path)).write(
      to: URL(fileURLWithPath: folder.file(name)))
    #expect(CommandRun("config", "fmt", folder.file(name)).status == 0)
    let once = folder.bytes(name)
    #expect(CommandRun("config", "fmt", "--check", folder.file(name)).status == 0)
    #expect(CommandRun("config", "fmt", folder.file(name)).status == 0)
    #expect(folder.bytes(name) == once)
    #expect(once?.last == UInt8(ascii: "\n"))
  }

  @Test func checkListsWhatIsNotCanonicalAndNeverWrites() throws {
    let folder = try ScratchFolder()
    let loose = #"{"type":"screen","id":"s","children":[{"type":"scroll"}]}"#
    try folder.write(loose, to: "loose.json")
    try folder.write("<screen id=\"t\">\n  <scroll/>\n</screen>\n", to: "tidy.xml")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("loose.json"))
    let run = CommandRun(
      "config", "fmt", "--check", folder.file("loose.json"), folder.file("tidy.xml"))
    #expect(run == CommandRun(status: 1, output: folder.file("loose.json") + "\n"))
    #expect(folder.text("loose.json") == loose)
    let after = try FileManager.default.attributesOfItem(atPath: folder.file("loose.json"))
    #expect(after[.modificationDate] as? Date == attributes[.modificationDate] as? Date)
  }

  @Test func formattingStandardInputWritesStandardOutput() {
    let run = CommandRun(
      ["config", "fmt", "-"],
      standardInput:
        #"<screen  id="s"><scroll padding="8.0 16.50"><box height="1e2"/></scroll></screen>"#)
    #expect(
      run
        == CommandRun(
          status: 0,
          output: """
            <screen id="s">
              <scroll padding="8 16.5">
                <box height="100"/>
              </scroll>
            </screen>

            """))
  }

  @Test func aLayoutWithMistakesIsReportedAndLeftAsItIs() throws {
    let folder = try ScratchFolder()
    let text = "<screen id=\"s\">\n  <scroll><box hieght=\"1\"/></scroll>\n</screen>\n"
    try folder.write(text, to: "bad.xml")
    let run = CommandRun("config", "fmt", folder.file("bad.xml"))
    #expect(run.status == 1)
    #expect(run.errors.contains("bad.xml:2:16: error: unknown property \"hieght\" on \"box\""))
    #expect(folder.text("bad.xml") == text)
  }

  /// JSON spells any character as `\uXXXX`; XML holds no NUL or ESC even as a
  /// reference, so writing one would give a file no XML reader takes.
  @Test func aCharacterXMLCannotHoldIsAnError() {
    let json = #"""
      {"type": "screen", "id": "s", "children": [{"type": "scroll", "children": [
        {"type": "box", "height": 1, "label": "\u001b[2J", "detail": "a\u0000b"}]}],
       "//end": "bell \u0007"}
      """#
    let run = CommandRun(["config", "convert", "-", "--to", "xml"], standardInput: json)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.split(separator: "\n") == [
        #"<stdin>:2:41: error: "label" cannot be written in XML: it holds the character "\u{1B}", which XML cannot hold"#,
        #"<stdin>:2:64: error: "detail" cannot be written in XML: it holds the character "\u{0}", which XML cannot hold"#,
        #"<stdin>:1:1: error: comment "bell \u{7}" cannot be written in XML: it holds the character "\u{7}", which XML cannot hold"#,
      ])
  }

  @Test func aCommentJSONCannotHoldInXMLIsAnError() {
    let json = #"{"//": "a -- b", "type": "screen", "id": "s", "children": [{"type": "scroll"}]}"#
    let run = CommandRun(["config", "convert", "-", "--to", "xml"], standardInput: json)
    #expect(run.status == 1)
    #expect(run.errors.contains("cannot be written in XML"))
  }

  @Test func convertRefusesToReplaceAFile() throws {
    let folder = try ScratchFolder()
    try folder.write("mine", to: "out.json")
    let layout = "<screen id=\"s\"><scroll/></screen>"
    let run = CommandRun(
      ["config", "convert", "-", "--to", "json", "--output", folder.file("out.json")],
      standardInput: layout)
    #expect(run.status == 1)
    #expect(run.errors.contains("already exists"))
    #expect(folder.text("out.json") == "mine")
  }

  static let config = """
    {
      "version": 1,
      "screens": ["a.xml"],   "title":"Mine",
      "theme": {"accent": "#123456"}
    }

    """

  @Test func setReplacesOnlyTheValueAndKeepsEveryOtherByte() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    #expect(CommandRun("config", "set", "theme.accent", "#abcdef", "--config", file).status == 0)
    #expect(
      folder.text("stickypreview.json")
        == Self.config.replacingOccurrences(of: "#123456", with: "#abcdef"))
    #expect(CommandRun("config", "set", "theme.appearance", "dark", "--config", file).status == 0)
    #expect(CommandRun("config", "set", "output", "docs", "--config", file).status == 0)
    #expect(
      folder.text("stickypreview.json") == """
        {
          "version": 1,
          "screens": ["a.xml"],   "title":"Mine",
          "theme": {"accent": "#abcdef", "appearance": "dark"},
          "output": "docs"
        }

        """)
    #expect(
      CommandRun("config", "get", "theme.appearance", "--config", file)
        == CommandRun(status: 0, output: "dark\n"))
    #expect(
      CommandRun("config", "get", "screens", "--config", file)
        == CommandRun(status: 0, output: "[\"a.xml\"]\n"))
  }

  @Test(arguments: [
    ["theme.appearance", "dim"], ["version", "2"], ["screens", "[]"], ["title", "3"],
    ["theme", "\"red\""], ["theme.accent", "blue"], ["devices", #"["pixle-8"]"#],
    ["devices", "pixel-8"],
  ])
  func anInvalidValueLeavesTheFileByteIdentical(_ words: [String]) throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let run = CommandRun(
      ["config", "set"] + words + ["--config", folder.file("stickypreview.json")])
    #expect(run.status == 1)
    #expect(run.errors.contains(": error: "))
    #expect(folder.text("stickypreview.json") == Self.config)
  }

  @Test func devicesAreSetAndGotAsAList() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    #expect(
      CommandRun("config", "set", "devices", #"["iphone-se", "pixel-8"]"#, "--config", file)
        .status == 0)
    #expect(
      CommandRun("config", "get", "devices", "--config", file)
        == CommandRun(status: 0, output: "[\"iphone-se\", \"pixel-8\"]\n"))
    let run = CommandRun(
      "config", "set", "devices", #"["iphone-se", "pixle-8"]"#, "--config", file)
    #expect(run.status == 1)
    #expect(run.errors.contains(#"is not one of the "devices" (did you mean "pixel-8"?)"#))
  }

  @Test func unknownKeysAreSuggested() {
    let run = CommandRun(
      ["config", "get", "theme.acent", "--config", "-"], standardInput: Self.config)
    #expect(
      run
        == CommandRun(
          status: 1,
          errors: "error: unknown config key \"theme.acent\" "
            + "(did you mean \"theme.accent\"?)\n"))
    #expect(
      CommandRun(["config", "get", "output", "--config", "-"], standardInput: Self.config)
        == CommandRun(status: 0, output: "_site\n"))
  }

  @Test func validateReportsEveryProblemOfEveryFile() throws {
    let folder = try ScratchFolder()
    try folder.write("<screen id=\"a\"><scroll><box/></scroll></screen>", to: "a.xml")
    try folder.write(#"{"type": "screen", "children": [{"type": "scrol"}]}"#, to: "b.json")
    try folder.write(#"{"version": 1, "screens": ["a.xml"], "ouput": "x"}"#, to: "c.json")
    let files = ["a.xml", "b.json", "c.json"].map(folder.file)
    let text = CommandRun(["config", "validate"] + files)
    #expect(text.status == 1)
    let lines = text.errors.split(separator: "\n")
    #expect(lines.count == 5, "\(lines)")
    #expect(
      lines.contains {
        $0.hasSuffix("c.json:1:38: error: unknown key \"ouput\" (did you mean \"output\"?)")
      })
    #expect(lines.contains { $0.contains("b.json:1:42: error: unknown node type \"scrol\"") })

    let json = CommandRun(["config", "validate", "--format", "json"] + files)
    #expect(json.status == 1 && json.errors.isEmpty)
    let items = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(items?.count == 5)
    #expect(items?.allSatisfy { $0["severity"] as? String == "error" && $0["line"] is Int } == true)
    #expect(CommandRun("config", "validate", "--format", "json", files[0]).output.hasPrefix("[\n"))
  }

  @Test func schemaPrintsTheGeneratedSchemasAndTables() {
    #expect(CommandRun("config", "schema").output == JSONSchemaWriter.layout())
    #expect(CommandRun("config", "schema", "config").output == JSONSchemaWriter.config())
    #expect(
      CommandRun("config", "schema", "layout", "--format", "markdown").output
        == SchemaMarkdown.layoutTable())
    #expect(
      CommandRun("config", "schema", "layout", "--format", "xsd").output == XSDWriter.layout())
    #expect(CommandRun("config", "schema", "--format=xsd").output == XSDWriter.layout())
    #expect(CommandRun("config", "schema", "screens").status == 64)
    #expect(CommandRun("help", "config", "schema").output.contains("header, stack, box"))
    #expect(CommandRun("help", "config", "schema").output.contains("xsd: XML Schema"))
  }

  @Test func theConfigHasNoXMLSchema() {
    #expect(
      CommandRun("config", "schema", "config", "--format", "xsd")
        == CommandRun(
          status: 64,
          errors: "Error: The value 'xsd' is invalid for '--format <format>': the config is "
            + "JSON only; an XML Schema describes layouts\n"
            + "Usage: stickypreview config schema [<subject>] [--format <format>]\n"
            + "  See 'stickypreview config schema --help' for more information.\n"))
    #expect(CommandRun("config", "schema", "layout", "--format", "dtd").status == 64)
  }

  @Test func initNamesTheXMLSchemaInXMLAndTheJSONSchemaInJSON() throws {
    let folder = try ScratchFolder()
    #expect(CommandRun("config", "init", folder.path).status == 0)
    #expect(folder.text("schemas/layout.xsd") == XSDWriter.layout())
    #expect(folder.text("schemas/layout.schema.json") == JSONSchemaWriter.layout())
    let xml = try #require(folder.text("screens/sticky-cell.xml"))
    #expect(xml.contains(#"xsi:noNamespaceSchemaLocation="../schemas/layout.xsd""#))
    let json = try #require(folder.text("screens/section-headers.json"))
    #expect(json.contains(#""$schema": "../schemas/layout.schema.json""#))
  }

  @Test func theSchemaAFileNamesSurvivesFormattingAndConversion() throws {
    let folder = try ScratchFolder()
    let xml = """
      <screen xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xsi:noNamespaceSchemaLocation="../schemas/layout.xsd" id="s"><scroll/></screen>
      """
    try folder.write(xml, to: "a.xml")
    #expect(CommandRun("config", "fmt", folder.file("a.xml")).status == 0)
    let formatted = try #require(folder.text("a.xml"))
    #expect(formatted.contains(#"xsi:noNamespaceSchemaLocation="../schemas/layout.xsd" id="s">"#))
    #expect(CommandRun("config", "fmt", "--check", folder.file("a.xml")).status == 0)

    let json =
      #"{"$schema": "../schemas/layout.schema.json", "type": "screen", "id": "s", "#
      + #""children": [{"type": "scroll"}]}"#
    let there = CommandRun(["config", "convert", "-", "--to", "xml"], standardInput: json)
    #expect(
      there.output.contains(#"xsi:noNamespaceSchemaLocation="../schemas/layout.schema.json""#))
    let back = CommandRun(["config", "convert", "-", "--to", "json"], standardInput: there.output)
    #expect(back.output.hasPrefix("{\n  \"$schema\": \"../schemas/layout.schema.json\",\n"))
    let xsdThere = CommandRun(
      ["config", "convert", folder.file("a.xml"), "--to", "json"])
    #expect(xsdThere.output.contains(#""$schema": "../schemas/layout.xsd""#))
    let xsdBack = CommandRun(
      ["config", "convert", "-", "--to", "xml"], standardInput: xsdThere.output)
    #expect(xsdBack.output == formatted)
  }

  @Test func helpForTheGroupAndEachSubcommand() {
    let group = CommandRun("help", "config")
    #expect(group.output.hasPrefix("OVERVIEW: "))
    #expect(group.output.contains("SUBCOMMANDS:\n  init "))
    for name in ["init", "validate", "fmt", "convert", "schema", "get", "set"] {
      let run = CommandRun("help", "config", name)
      #expect(run.status == 0)
      #expect(run.output.contains("USAGE: stickypreview config \(name)"))
      #expect(run.output.contains("EXAMPLES:\n  stickypreview config \(name)"))
      #expect(CommandRun("config", name, "--help").output == run.output)
    }
    #expect(CommandRun("help", "config", "get").output.contains("theme.appearance"))
    #expect(
      CommandRun("config", "fnt").errors.hasPrefix(
        "Error: Unknown subcommand 'fnt'. Did you mean 'fmt'?"))
    #expect(CommandRun("config").status == 64)
  }
}
