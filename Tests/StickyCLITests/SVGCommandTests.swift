import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

@testable import StickyCLI

/// `snapshot`, `film` and `animate` as files: well-formed, inert, deterministic
/// and small; their command lines and errors. The browser tests check where
/// things are drawn.
@Suite struct SVGCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let examplePath = "0@0,-150@0.6,0@1.0,1200@2.5,1200@3,0@4.5"

  /// Labels that would run script, end a tag or an attribute, or break XML if
  /// they were pasted into the markup, a control character among them.
  static let hostile = """
    {"type": "screen", "id": "hostile", "title": "</title><script>alert(1)</script>",
     "device": "iphone-se", "children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "\\" onload=\\"alert(2)"},
      {"type": "scroll", "children": [
        {"type": "header", "height": 200, "title": "<svg onload=alert(3)>", "subtitle": "]]> &amp;"},
        {"type": "box", "height": 80, "label": "</text><script>alert(4)</script>",
         "detail": "bell\\u0007 ' onclick='alert(5)'"},
        {"type": "text", "text": "<image href=\\"https://example.com/x.png\\"/> url(https://x)"},
        {"type": "list", "id": "rows", "count": 30, "label": "<a href=\\"javascript:alert(6)\\">{i}</a>",
         "children": [{"type": "pin", "index": 5, "edge": "both"}]}]}]}
    """

  static func galleryLayouts() throws -> [String] {
    let folder = packageRoot.appendingPathComponent("site/screens")
    // The folder also holds the pictures the layouts show.
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }
      .map { folder.appendingPathComponent($0).path }
  }

  /// Every kind of SVG for every gallery layout and the hostile one.
  static func drawings() throws -> [(name: String, svg: String)] {
    var result: [(String, String)] = []
    let inputs = try galleryLayouts().map { ($0, "") } + [("-", hostile)]
    for (path, input) in inputs {
      let name = path == "-" ? "hostile" : URL(fileURLWithPath: path).lastPathComponent
      for arguments in [
        ["snapshot", path, "--offset", "-120"],
        ["snapshot", path, "--offset", "300", "--frame", "none", "--appearance", "dark"],
        ["film", path, "--offsets", "-150,0:900:300", "--columns", "2"],
        ["animate", path, "--path", examplePath, "--loop"],
      ] {
        let run = CommandRun(arguments, standardInput: input)
        #expect(run.status == 0, "\(arguments): \(run.errors)")
        result.append(("\(name) \(arguments[0]) \(arguments[3])", run.output))
      }
    }
    return result
  }

  @Test func noScriptNoEventAttributeNoExternalReference() throws {
    for (name, svg) in try Self.drawings() {
      let markup = try #require(SVGMarkup(svg), "\(name) is not well-formed")
      #expect(markup.elements.contains("text"), "\(name)")
      #expect(!markup.elements.contains("script"), "\(name)")
      #expect(!markup.elements.contains("foreignObject"), "\(name)")
      // A reference is an inlined image, or a shape, clip, mask, filter or
      // gradient the document defines.
      let ids = Set(markup.attributes.filter { $0.name == "id" }.map { "#" + $0.value })
      for (attribute, value) in markup.attributes {
        #expect(!attribute.lowercased().hasPrefix("on"), "\(name): \(attribute)")
        if attribute.hasSuffix("href") {
          #expect(value.hasPrefix("data:") || ids.contains(value), "\(name): \(value)")
        }
        if ["clip-path", "filter", "fill", "mask"].contains(attribute), value.hasPrefix("url(") {
          #expect(ids.map { "url(\($0))" }.contains(value), "\(name): \(value)")
        } else {
          #expect(!value.contains("url("), "\(name): \(attribute)=\(value)")
        }
        // The one address allowed is the SVG namespace, which loads nothing.
        if attribute != "xmlns" { #expect(!value.contains("://"), "\(name): \(attribute)") }
      }
      for style in markup.styles {
        #expect(!style.contains("url(") && !style.contains("@import"), "\(name)")
      }
    }
  }

  /// A filmstrip takes the colours `--appearance` names, as a snapshot does:
  /// light by default, the dark palette, or both with a media query.
  @Test func aFilmstripTakesTheAppearanceItIsGiven() throws {
    func film(_ appearance: [String]) -> String {
      let run = CommandRun(
        ["film", "-", "--offsets", "0,100"] + appearance, standardInput: Self.hostile)
      #expect(run.status == 0, "\(appearance): \(run.errors)")
      return run.output
    }
    let screen = ".s-screen,.s-scroll,.s-row{fill:"
    #expect(film([]).contains(screen + Palette.screen.light.text))
    #expect(film(["--appearance", "dark"]).contains(screen + Palette.screen.dark.text))
    #expect(!film(["--appearance", "dark"]).contains(screen + Palette.screen.light.text))
    #expect(film(["--appearance", "auto"]).contains("@media(prefers-color-scheme:dark)"))
  }

  @Test func hostileLabelsAreEscapedText() throws {
    let run = CommandRun(["snapshot", "-", "--offset", "0"], standardInput: Self.hostile)
    #expect(run.status == 0)
    for escaped in [
      "&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;svg onload=alert(3)&gt;",
      "]]&gt; &amp;amp;", "&lt;/text&gt;&lt;script&gt;alert(4)&lt;/script&gt;",
      "\" onload=\"alert(2)", "bell\u{FFFD} ' onclick='alert(5)'",
      "&lt;a href=\"javascript:alert(6)\"&gt;5&lt;/a&gt;",
    ] {
      #expect(run.output.contains(escaped), "\(escaped)")
    }
  }

  @Test(.enabled(if: Self.xmllint != nil || BrowserTools.isCI, "xmllint missing (libxml2-utils)"))
  func xmllintAcceptsEverySVG() async throws {
    let xmllint = try #require(Self.xmllint, "xmllint not found (CI is set, so it must run)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickypreview-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let drawings = try Self.drawings()
    var files: [String] = []
    for (index, drawing) in drawings.enumerated() {
      let file = folder.appendingPathComponent("\(index).svg")
      try Data(drawing.svg.utf8).write(to: file)
      files.append(file.path)
    }
    let run = try await ChildProcess.run(URL(fileURLWithPath: xmllint), ["--noout"] + files)
    #expect(run.status == 0, "\(run.stderr)")
    // Four drawings of every gallery layout and of the hostile one.
    #expect(files.count == 4 * (try Self.galleryLayouts().count + 1))
  }

  static let xmllint = BrowserTools.executable(named: "xmllint")

  @Test func sameInputSameBytes() throws {
    for arguments in [
      ["snapshot", "-", "--offset", "42.5"], ["film", "-", "--offsets", "0,100"],
      ["animate", "-", "--path", Self.examplePath],
    ] {
      let first = CommandRun(arguments, standardInput: Self.hostile)
      #expect(first.status == 0)
      #expect(CommandRun(arguments, standardInput: Self.hostile) == first)
    }
  }

  /// `animate` reads the path grammar of `frames --path`: a `!` marks where the
  /// finger lifts, which moves nothing on a screen with nothing that snaps.
  @Test func aLiftedFingerIsPartOfThePath() {
    let lifted = CommandRun(
      ["animate", "-", "--path", "0@0,300@1!,300@2"], standardInput: Self.hostile)
    let plain = CommandRun(
      ["animate", "-", "--path", "0@0,300@1,300@2"], standardInput: Self.hostile)
    #expect(lifted.status == 0, "\(lifted.errors)")
    #expect(lifted.output == plain.output)
  }

  /// The issue's bound: rows never on screen along the path are left out.
  @Test func hundredThousandRowsWithHundredPinsAnimateUnder100KB() {
    let pins = (0..<100).map { #"{"type": "pin", "index": \#($0 * 997 + 3), "edge": "both"}"# }
    let layout = """
      {"type": "screen", "id": "long", "device": "iphone-15", "children": [
        {"type": "scroll", "children": [
          {"type": "list", "id": "rows", "count": 100000, "rowHeights": [44, 60],
           "children": [\(pins.joined(separator: ","))]}]}]}
      """
    let run = CommandRun(["animate", "-", "--path", Self.examplePath], standardInput: layout)
    #expect(run.status == 0, "\(run.errors)")
    let size = run.output.utf8.count
    #expect(size < 100_000, "\(size) bytes")
    // The last row on screen at the path's deepest offset, and one never on screen.
    let drawsLastRowOnScreen = run.output.contains(#"data-id="rows-38""#)
    let drawsRowOffScreen = run.output.contains(#"data-id="rows-39""#)
    #expect(drawsLastRowOnScreen && !drawsRowOffScreen)
  }

  @Test func outputReplacesTheFileWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickypreview-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.svg").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    let run = CommandRun(
      ["snapshot", "-", "--offset", "0", "--output", file], standardInput: Self.hostile)
    #expect(run == CommandRun(status: 0))
    let printed = CommandRun(["snapshot", "-", "--offset", "0"], standardInput: Self.hostile)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.svg"])
  }

  @Test(arguments: [
    (
      ["animate", "-", "--path", "0@0,,1@1"],
      "The value '0@0,,1@1' is invalid for '--path <path>': item 2 is empty"
    ),
    (
      ["animate", "-", "--path", "0@0,5"],
      "The value '0@0,5' is invalid for '--path <path>': item 2 '5' is not OFFSET@SECONDS or OFFSET@SECONDS!"
    ),
    (
      ["animate", "-", "--path", "0@0,x@1"],
      "The value '0@0,x@1' is invalid for '--path <path>': item 2: 'x' is not a finite number"
    ),
    (
      ["animate", "-", "--path", "0@1,9@0.5"],
      "The value '0@1,9@0.5' is invalid for '--path <path>': item 2 '9@0.5' does not come after "
        + "the item before it"
    ),
    (
      ["animate", "-", "--path", "0@-1,9@1"],
      "The value '0@-1,9@1' is invalid for '--path <path>': item 1 '0@-1' has a negative time"
    ),
    (
      ["animate", "-", "--path", "0@0"],
      "The value '0@0' is invalid for '--path <path>': a path needs at least two points, such "
        + "as 0@0,400@1"
    ),
    // Times, offsets and point counts past their limits are refused by item, never trapped on.
    (
      ["animate", "-", "--path", "0@0,5@1e10"],
      "The value '0@0,5@1e10' is invalid for '--path <path>': item 2 '5@1e10' is later than 3600 "
        + "seconds, the longest a path may last"
    ),
    (
      ["animate", "-", "--path", "0@0,1e13@1"],
      "The value '0@0,1e13@1' is invalid for '--path <path>': item 2 '1e13@1' has an offset "
        + "beyond -1e12 to 1e12"
    ),
    (
      ["animate", "-", "--path", "0@0,5@1!+40"],
      "The value '0@0,5@1!+40' is invalid for '--path <path>': item 2 '5@1!+40' gives the "
        + "momentum's travel, which only a screen that snaps reads (a scroll with snapType, "
        + "blocks with snapAlign)"
    ),
    (["animate", "-"], "Missing expected argument '--path <path>'"),
    (
      ["film", "-", "--offsets", "0,,3"],
      "The value '0,,3' is invalid for '--offsets <list>': item 2 is empty"
    ),
    (
      ["film", "-", "--offsets", "0:1000:1"],
      "The value '0:1000:1' is invalid for '--offsets <list>': it gives more than 200 offsets"
    ),
    (
      ["film", "-", "--offsets", "0:1e18:1"],
      "The value '0:1e18:1' is invalid for '--offsets <list>': '1e18' is outside -1e12 to 1e12"
    ),
    (
      ["film", "-", "--offsets", "0", "--columns", "0"],
      "The value '0' is invalid for '--columns <n>': expected a whole number >= 1"
    ),
    (
      ["snapshot", "-", "--offset", "1e999"],
      "The value '1e999' is invalid for '--offset <offset>': expected a number"
    ),
    (
      ["snapshot", "-", "--offset", "-1e300"],
      "The value '-1e300' is invalid for '--offset <offset>': expected a number from -1e12 to 1e12"
    ),
    (
      ["snapshot", "-", "--offset", "0", "--frame", "phone"],
      "The value 'phone' is invalid for '--frame <frame>': expected 'device' or 'none'"
    ),
    (["snapshot", "-"], "Missing expected argument '--offset <offset>'"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) {
    let run = CommandRun(arguments, standardInput: Self.hostile)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("Error: \(message)\n"), "\(run.errors)")
  }

  /// Lines per block and characters per line are quotients by the line height,
  /// which a layout may make tiny or 0: too large, infinite or NaN for an Int.
  @Test(arguments: ["1e-300", "0"])
  func textsOfAnyLineHeightAreDrawn(lineHeight: String) {
    let layout = """
      <screen id="s"><scroll><text text="a b c" lines="2" lineHeight="\(lineHeight)" \
      height="100000"/></scroll></screen>
      """
    let run = CommandRun(["snapshot", "-", "--offset", "0"], standardInput: layout)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("a b c"))
  }

  @Test func aPathOfMoreThanAThousandPointsIsRefused() {
    let path = (0...1000).map { "0@\($0)" }.joined(separator: ",")
    let run = CommandRun(["animate", "-", "--path", path], standardInput: Self.hostile)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    // The value is quoted cut short, so that the reason still fits the line.
    #expect(
      run.errors.hasPrefix(
        "Error: The value '\(path.prefix(80))…' is invalid for '--path <path>': a path has at "
          + "most 1000 points\n"))
  }

  @Test func usageLinesShowRequiredOptionsWithoutBrackets() {
    #expect(
      AnimateCommand.help.usage
        == "stickypreview animate <file> --path <path> [--loop] [--output <file>] "
        + "[--carousel <id=x> ...]")
    #expect(
      FilmCommand.help.usage
        == "stickypreview film <file> --offsets <list> [--columns <n>] [--output <file>] "
        + "[--appearance <appearance>] [--carousel <id=x> ...]")
    let run = CommandRun(["snapshot", "-"], standardInput: Self.hostile)
    #expect(run.errors.contains("Usage: stickypreview snapshot <file> --offset <offset> ["))
  }

  @Test func imagesAreInlinedAndMustStayInTheLayoutsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickypreview-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("layouts"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7]
    try Data(png).write(to: folder.appendingPathComponent("layouts/photo.png"))
    try Data(png).write(to: folder.appendingPathComponent("outside.png"))
    func layout(_ image: String) throws -> String {
      let file = folder.appendingPathComponent("layouts/\(UUID().uuidString).json")
      try Data(
        """
        {"type": "screen", "id": "photo", "device": "iphone-se", "children": [
          {"type": "scroll", "children": [
            {"type": "box", "height": 120,
             "image": "\(image)"}]}]}
        """.utf8
      ).write(to: file)
      return file.path
    }
    let inside = CommandRun(["snapshot", try layout("photo.png"), "--offset", "0"])
    #expect(inside.status == 0)
    let dataURL = "data:image/png;base64," + Data(png).base64EncodedString()
    #expect(inside.output.contains("href=\"\(dataURL)\""))
    let outsidePath = try layout("../outside.png")
    let outside = CommandRun(["animate", outsidePath, "--path", "0@0,10@1"])
    #expect(outside.status == 1)
    #expect(outside.output.isEmpty)
    // The place of the image value, where the layout writes it.
    #expect(outside.errors.hasPrefix("\(outsidePath):4:15: error: "), "\(outside.errors)")
  }

  @Test func badLayoutIsALocatedError() {
    let run = CommandRun(
      ["snapshot", "-", "--offset", "0"], standardInput: #"{"type": "screen", "id": 5}"#)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("<stdin>:1:"), "\(run.errors)")
  }
}
