import Foundation
import StickyFormats
import StickySite
import Testing

@testable import StickyCLI

/// `build` always runs here with absolute paths or in a temporary folder, so
/// that no test writes into the package.
@Suite struct BuildCommandTests {
  /// A fresh folder for one test; `remove()` deletes it.
  struct Folder {
    let path: String

    init() throws {
      path =
        FileManager.default.temporaryDirectory.appending(
          path: "stickycli-build-\(UUID().uuidString)"
        ).path(percentEncoded: false).trimmingSuffix("/")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ text: String, to relative: String) throws {
      let file = URL(fileURLWithPath: path + "/" + relative)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func read(_ relative: String) -> String? {
      FileManager.default.contents(atPath: path + "/" + relative).map {
        String(decoding: $0, as: UTF8.self)
      }
    }

    func exists(_ relative: String) -> Bool {
      FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    func remove() {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  static let alpha = """
    <screen id="alpha" title="Alpha">
      <scroll><box height="100" label="A" image="img/dot.svg"/></scroll>
    </screen>
    """
  static let beta = """
    {"type": "screen", "id": "beta", "children": [
      {"type": "scroll", "children": [{"type": "list", "count": 3}]}]}
    """
  static let dot = #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#

  /// Two layouts: `a.xml` with an image beside it, and `layouts/b.json`.
  static func project() throws -> Folder {
    let folder = try Folder()
    try folder.write(alpha, to: "a.xml")
    try folder.write(dot, to: "img/dot.svg")
    try folder.write(beta, to: "layouts/b.json")
    return folder
  }

  /// Runs `build` with relative paths starting at `directory`, reporting
  /// invalid input as the dispatcher does.
  static func build(_ arguments: [String], in directory: String, standardInput: String = "")
    -> CommandRun
  {
    var output = ""
    var warnings = ""
    do {
      let request = try BuildCommand.parse(arguments)
      try BuildCommand.build(
        request, in: directory, standardInput: { Array(standardInput.utf8) }, output: &output,
        warnings: &warnings)
      return CommandRun(status: 0, output: output, errors: warnings)
    } catch {
      switch CommandError(error) {
      case .invalidInput(let lines):
        return CommandRun(status: 1, output: output, errors: lines.map { $0 + "\n" }.joined())
      case .usage(let problem):
        return CommandRun(status: 64, errors: "Error: \(problem)\n")
      }
    }
  }

  @Test func withNeitherInputNorConfigItBuildsTheBuiltInGallery() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let run = Self.build([], in: folder.path)
    #expect(
      run
        == CommandRun(
          status: 0,
          output:
            "Built the built-in gallery of the four behaviours and their variations "
            + "(\(SiteResources.galleryLayouts.count) screens) into \(folder.path)/_site; "
            + "open \(folder.path)/_site/index.html\n"))
    for id in [
      "stretchy-header", "sticky-cell", "sticky-section-header", "full-screen-short",
      "full-screen-long",
    ] {
      #expect(folder.exists("_site/\(id)/index.html"), "no page for \(id)")
    }
    #expect(folder.exists("_site/index.html") && folder.exists("_site/.stickypreview"))
  }

  @Test func inputsAreBuiltInOrderWithImagesBesideThem() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let site = folder.path + "/site"
    let run = CommandRun(
      "build", folder.path + "/a.xml", folder.path + "/layouts/b.json", "--out", site + "/",
      "--base-url", "https://example.com/p/")
    #expect(
      run
        == CommandRun(status: 0, output: "Built 2 screens into \(site); open \(site)/index.html\n"))
    let gallery = try #require(folder.read("site/index.html"))
    let alpha = try #require(gallery.range(of: "alpha/index.html"))
    let beta = try #require(gallery.range(of: "beta/index.html"))
    #expect(alpha.lowerBound < beta.lowerBound)
    #expect(
      folder.read("site/alpha/index.html")?.contains(
        #"<link rel="canonical" href="https://example.com/p/alpha/index.html">"#) == true)
    let images = try FileManager.default.contentsOfDirectory(atPath: site + "/_images")
    #expect(images.count == 1 && images[0].hasSuffix(".svg"))
  }

  @Test func standardInputIsALayoutWithoutAFolder() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let site = folder.path + "/site"
    let run = CommandRun("build", "-", "--out", site, standardInput: Self.beta)
    #expect(
      run == CommandRun(status: 0, output: "Built 1 screen into \(site); open \(site)/index.html\n")
    )
    #expect(folder.exists("site/beta/index.html"))
  }

  static let config = """
    {"version": 1, "title": "Team previews", "screens": ["layouts/*.json", "*.xml"],
     "output": "public", "baseURL": "/docs/", "theme": {"accent": "#ff0000"}}
    """

  @Test func theConfigInTheWorkingFolderNamesScreensOutputAndLook() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(Self.config, to: ProjectConfig.fileName)
    let publicFolder = folder.path + "/public"
    #expect(
      Self.build([], in: folder.path)
        == CommandRun(
          status: 0,
          output: "Built 2 screens into \(publicFolder); open \(publicFolder)/index.html\n"))
    let gallery = try #require(folder.read("public/index.html"))
    #expect(gallery.contains("Team previews"))
    #expect(gallery.contains("--accent:#ff0000"))
    #expect(gallery.contains(#"<link rel="canonical" href="/docs/index.html">"#))
    let beta = try #require(gallery.range(of: "beta/index.html"))
    let alpha = try #require(gallery.range(of: "alpha/index.html"))
    #expect(beta.lowerBound < alpha.lowerBound, "the order of screens is not the config's")
  }

  @Test func theGalleryGroupsScreensByTheirFolderUnderTheConfig() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(
      #"{"version": 1, "screens": ["layouts/*.json", "*.xml"]}"#,
      to: "site/" + ProjectConfig.fileName)
    try folder.write(Self.beta, to: "site/layouts/b.json")
    try folder.write(
      Self.alpha.replacingOccurrences(of: " image=\"img/dot.svg\"", with: ""), to: "site/a.xml")
    #expect(
      Self.build(["--config", "site/" + ProjectConfig.fileName], in: folder.path).status == 0)
    let gallery = try #require(folder.read("site/_site/index.html"))
    let groups = gallery.matches(of: /<h2 class="group-name">([^<]*) </).map { String($0.output.1) }
    #expect(groups == ["layouts", "Top folder"])
  }

  @Test func devicesBuildEveryScreenOncePerDevice() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(
      #"{"version": 1, "screens": ["a.xml", "layouts/b.json"], "devices": ["iphone-se", "pixel-8"]}"#,
      to: ProjectConfig.fileName)
    #expect(Self.build([], in: folder.path).status == 0)
    for id in ["alpha", "beta"] {
      for page in ["", "pixel-8/"] {
        #expect(folder.exists("_site/\(id)/\(page)index.html"))
        #expect(folder.exists("_site/\(id)/\(page)embed.html"))
      }
      #expect(!folder.exists("_site/\(id)/iphone-se"))
    }
    let first = try #require(folder.read("_site/alpha/index.html"))
    #expect(first.contains(#""device":"iphone-se""#))
    let pixel = try #require(folder.read("_site/alpha/pixel-8/index.html"))
    #expect(pixel.contains(#""device":"pixel-8""#))
    // The page's source is the layout with that device, as config convert writes it.
    #expect(pixel.contains(#"device="pixel-8""#))
    #expect(folder.read("_site/alpha/pixel-8/alpha.xml")?.contains(#"device="pixel-8""#) == true)
    #expect(
      pixel.contains(#"<img src="../../_images/"#) || pixel.contains(#""image":"../../_images/"#))
    let beta = try #require(folder.read("_site/beta/pixel-8/index.html"))
    #expect(beta.contains(#""device": "pixel-8""#))
  }

  @Test func aLayoutThatFailsOnADeviceSaysWhichDevice() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write(
      #"<screen id="tall"><bar edge="top" height="700"/><scroll/></screen>"#, to: "tall.xml")
    try folder.write(
      #"{"version": 1, "screens": ["tall.xml"], "devices": ["iphone-15", "iphone-se"]}"#,
      to: ProjectConfig.fileName)
    let run = Self.build([], in: folder.path)
    #expect(run.status == 1)
    #expect(run.errors.contains(#"(with the device "iphone-se" of "devices")"#), "\(run.errors)")
    #expect(!run.errors.contains(#""iphone-15" of"#))
  }

  @Test func optionsAndInputsWinOverTheConfig() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(Self.config, to: "conf/\(ProjectConfig.fileName)")
    try folder.write(Self.beta, to: "conf/layouts/b.json")
    try folder.write(Self.alpha, to: "conf/a.xml")
    try folder.write(Self.dot, to: "conf/img/dot.svg")
    let run = Self.build(
      [
        "conf/a.xml", "--config", "conf/stickypreview.json", "--out", "elsewhere", "--base-url",
        "/x/",
      ],
      in: folder.path)
    let out = folder.path + "/elsewhere"
    #expect(
      run == CommandRun(status: 0, output: "Built 1 screen into \(out); open \(out)/index.html\n"))
    let gallery = try #require(folder.read("elsewhere/index.html"))
    #expect(gallery.contains("Team previews") && !gallery.contains("beta/index.html"))
    #expect(gallery.contains(#"<link rel="canonical" href="/x/index.html">"#))
    #expect(!folder.exists("conf/public"))
  }

  @Test func imagesMustStayInsideTheConfigFolder() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(
      #"{"version": 1, "screens": ["../a.xml"]}"#, to: "conf/\(ProjectConfig.fileName)")
    let run = Self.build(["--config", "conf/stickypreview.json"], in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        folder.path
          + #"/conf/../a.xml:2:46: error: alpha: image "img/dot.svg" is outside the folder"#
      ))
  }

  @Test func configMistakesAreReportedInTheConfig() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let config = folder.path + "/" + ProjectConfig.fileName
    try folder.write(
      #"{"version": 1, "screens": ["*.xml", "missing/*.xml"]}"#, to: ProjectConfig.fileName)
    #expect(
      Self.build([], in: folder.path)
        == CommandRun(
          status: 1, errors: #"\#(config):1:37: error: "missing/*.xml" matches no file"# + "\n"))
    try folder.write(#"{"version": 2, "screens": [], "ouput": "x"}"#, to: ProjectConfig.fileName)
    #expect(
      Self.build([], in: folder.path)
        == CommandRun(
          status: 1,
          errors: """
            \(config):1:13: error: "version" is 2, but this stickypreview reads only version 1
            \(config):1:27: error: "screens" must list at least one layout file or pattern
            \(config):1:31: error: unknown key "ouput" (did you mean "output"?)

            """))
    #expect(!folder.exists("_site"))
  }

  @Test func screensWithTheSameIDAreReportedWithBothFiles() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(Self.alpha, to: "copy/a.xml")
    try folder.write(
      Self.alpha.replacingOccurrences(of: "\"alpha\"", with: "\"Alpha\""), to: "A.xml")
    let run = Self.build(["a.xml", "layouts/b.json", "copy/a.xml", "A.xml"], in: folder.path)
    let path = folder.path
    #expect(
      run
        == CommandRun(
          status: 1,
          errors: """
            \(path)/copy/a.xml:1:13: error: duplicate screen id "alpha": \(path)/a.xml has a screen with this id too
            \(path)/A.xml:1:13: error: screen id "Alpha" differs only in case from "alpha" in \(path)/a.xml

            """))
    #expect(!folder.exists("_site"))
  }

  @Test func everyInvalidLayoutIsReportedBeforeFailing() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write(#"<screen id="a"><scrol/></screen>"#, to: "bad.xml")
    try folder.write(
      #"{"type": "screen", "id": "b", "children": [{"type": "scroll", "children": ["#
        + #"{"type": "box", "hieght": 3}]}]}"#, to: "bad.json")
    let run = Self.build(["bad.xml", "bad.json", "missing.xml"], in: folder.path)
    let path = folder.path
    #expect(
      run
        == CommandRun(
          status: 1,
          errors: """
            \(path)/bad.xml:1:1: error: "screen" must contain one "scroll"
            \(path)/bad.xml:1:17: error: unknown node type "scrol" (did you mean "scroll"?)
            \(path)/bad.json:1:92: error: unknown property "hieght" on "box" (did you mean "height"?)
            \(path)/missing.xml:1:1: error: cannot read file: No such file or directory

            """))
    #expect(!folder.exists("_site"))
  }

  @Test func itReplacesOnlyAFolderItWrote() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write("mine", to: "docs/notes.txt")
    let refused = Self.build(["a.xml", "--out", "docs"], in: folder.path)
    #expect(
      refused
        == CommandRun(
          status: 64,
          errors: "Error: The value 'docs' is invalid for '--out <dir>': refusing to replace "
            + "\(folder.path)/docs: it was not written by stickypreview build (there is no "
            + ".stickypreview file in it); choose another output folder or remove it\n"))
    #expect(folder.read("docs/notes.txt") == "mine")
    #expect(Self.build(["a.xml"], in: folder.path).status == 0)
    #expect(Self.build(["layouts/b.json"], in: folder.path).status == 0)
    #expect(folder.exists("_site/beta/index.html") && !folder.exists("_site/alpha"))
  }

  /// A site built without a config looks like one built from a config that
  /// gives only `version` and `screens`: both take the schema's defaults.
  @Test func aBareConfigBuildsWhatNoConfigBuilds() throws {
    let folder = try Self.project()
    defer { folder.remove() }
    try folder.write(
      #"{"version": 1, "screens": ["layouts/b.json"], "output": "with"}"#,
      to: "stickypreview.json")
    #expect(Self.build(["--config", "stickypreview.json"], in: folder.path).status == 0)
    #expect(Self.build(["layouts/b.json", "--out", "without"], in: folder.path).status == 0)
    #expect(folder.read("with/index.html") != nil)
    #expect(folder.read("with/index.html") == folder.read("without/index.html"))
    #expect(folder.read("with/beta/index.html") == folder.read("without/beta/index.html"))
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}

@Suite struct BuildErrorPlaceTests {
  /// Screen ids that clash across files are located at the id of the later
  /// file, in either spelling, wherever the id stands in the node.
  @Test func aClashingScreenIDPointsAtTheID() throws {
    let folder = try BuildCommandTests.Folder()
    defer { folder.remove() }
    try folder.write(
      """
      {"type": "screen",
       "id": "home", "children": [{"type": "scroll"}]}
      """, to: "home.json")
    try folder.write(
      """
      <screen
          title="Again"
          id="home">
        <scroll/>
      </screen>
      """, to: "again.xml")
    try folder.write(
      """
      {"type": "screen", "title": "Shouting",
        "id": "HOME", "children": [{"type": "scroll"}]}
      """, to: "shouting.json")
    let run = BuildCommandTests.build(
      ["home.json", "again.xml", "shouting.json", "--out", "out"], in: folder.path)
    let path = folder.path
    #expect(
      run
        == CommandRun(
          status: 1,
          errors: """
            \(path)/again.xml:3:9: error: duplicate screen id "home": \(path)/home.json has a screen with this id too
            \(path)/shouting.json:2:9: error: screen id "HOME" differs only in case from "home" in \(path)/home.json

            """))
    #expect(!folder.exists("out"))
  }

  @Test func anImageErrorPointsAtTheAttribute() throws {
    let folder = try BuildCommandTests.Folder()
    defer { folder.remove() }
    let layout = HostileInput.path("image-outside.xml")
    let run = BuildCommandTests.build([layout, "--out", "out"], in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        layout + #":3:57: error: dotdot: image "../outside/x.png" is outside the folder"#))
    #expect(!folder.exists("out"))
  }

  @Test func aRefusedOutputOfTheConfigPointsAtIt() throws {
    let folder = try BuildCommandTests.project()
    defer { folder.remove() }
    try folder.write("mine", to: "docs/notes.txt")
    try folder.write(
      #"{"version": 1, "screens": ["a.xml"],"# + "\n" + #" "output": "docs"}"#,
      to: ProjectConfig.fileName)
    let run = BuildCommandTests.build([], in: folder.path)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "\(folder.path)/\(ProjectConfig.fileName):2:12: error: refusing to replace "
          + "\(folder.path)/docs: it was not written by stickypreview build"))
    #expect(folder.read("docs/notes.txt") == "mine")
  }

  @Test func buildingIntoTheFolderOfItsLayoutIsRefused() throws {
    let folder = try BuildCommandTests.project()
    defer { folder.remove() }
    #expect(BuildCommandTests.build(["a.xml", "--out", "site"], in: folder.path).status == 0)
    try folder.write(BuildCommandTests.beta, to: "site/mine.json")
    let run = BuildCommandTests.build(["site/mine.json", "--out", "site"], in: folder.path)
    #expect(run.status == 64)
    #expect(run.errors.contains("it holds \(folder.path)/site/mine.json, which this build reads"))
    #expect(folder.exists("site/mine.json"))
  }
}

@Test(arguments: [
  (
    "config-nul-in-screens.json",
    [#"2:14: error: "screens" holds the control character "\u{0}""#]
  ),
  ("config-nul-in-output.json", [#"2:12: error: "output" holds the control character "\u{0}""#]),
  (
    "config-controls-in-title.json",
    [
      #"2:11: error: "title" holds the control character "\u{1B}""#,
      #"2:55: error: "baseURL" holds the control character "\n""#,
    ]
  ),
])
func configStringsRefuseControlCharacters(name: String, expected: [String]) {
  let path = HostileInput.path(name)
  let run = CommandRun("build", "--config", path)
  #expect(run.status == 1)
  #expect(run.output.isEmpty)
  let lines = run.errors.split(separator: "\n").map(String.init)
  #expect(lines.count == expected.count)
  for (line, start) in zip(lines, expected) {
    #expect(line.hasPrefix(path + ":" + start), "\(line)")
    #expect(line.hasSuffix(", which no path or text may contain"))
  }
}
