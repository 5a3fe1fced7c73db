import Testing

@testable import StickySite

@Suite struct RuntimeBundlerTests {
  static let modules = [
    "track.js": """
    // Track lookup.
    export const pieceAt = (p, i) => i;
    export function pieceValue(p, i) {
      return p[i];
    }
    const hidden = 1;

    """,
    "rows.js": """
    import { pieceAt } from './track.js';
    export class Rows {}
    export const rowTop = (i) => pieceAt([], i);

    """,
    "preview.js": """
    import {
      pieceAt,
      pieceValue as value,
    } from './track.js';
    import { rowTop } from './rows.js';
    // The page.
    export const start = () => value(pieceAt, rowTop(1));

    """,
    "embed.js": """
    import { pieceValue } from "./track.js";
    export function start() {
      pieceValue([], 0);
    }

    """,
    "unused.js": "export const nothing = 0;\n",
  ]

  @Test func writesEachReachableModuleOnceAfterItsImports() throws {
    let bundler = try RuntimeBundler(modules: Self.modules)
    #expect(
      try bundler.bundle(entry: "preview.js") == """
        (() => {
        'use strict';
        const __m_track = (() => {
        const pieceAt=(p,i)=>i;
        function pieceValue(p,i){
        return p[i];
        }
        const hidden=1;
        return { pieceAt, pieceValue };
        })();
        const __m_rows = (() => {
        const { pieceAt } = __m_track;
        class Rows{}
        const rowTop=(i)=>pieceAt([],i);
        return { Rows, rowTop };
        })();
        const __m_preview = (() => {
        const { pieceAt, pieceValue: value } = __m_track;
        const { rowTop } = __m_rows;
        const start=()=>value(pieceAt,rowTop(1));
        return { start };
        })();
        __m_preview.start();
        })();

        """)
  }

  /// Modules only define things; the page's one call starts it.
  @Test func anEntryMustExportStart() throws {
    var modules = Self.modules
    modules["embed.js"] = "import { pieceValue } from './track.js';\npieceValue([], 0);\n"
    let bundler = try RuntimeBundler(modules: modules)
    let error = #expect(throws: SiteError.self) { try bundler.bundle(entry: "embed.js") }
    #expect(
      error?.message
        == "Templates/runtime/embed.js: an entry module must export start, which its page calls "
        + "once every module is defined")
    // A test bundle starts nothing, so any module may be read alone.
    #expect(!(try bundler.testBundle(exposing: ["preview.js"])).contains(".start()"))
  }

  /// Lines lose their indentation in the bundle, so a literal that runs on
  /// to the next line is refused rather than changed.
  @Test(arguments: ["const s = `a\n  b`;\n", "const s = 'a\\\n  b';\n"])
  func refusesALiteralThatRunsOnToTheNextLine(text: String) {
    #expect(throws: SiteError.self) { try RuntimeBundler(modules: ["page.js": text]) }
  }

  @Test func leavesOutWhatTheEntryDoesNotImport() throws {
    let bundler = try RuntimeBundler(modules: Self.modules)
    #expect(try bundler.modules(reachableFrom: ["embed.js"]) == ["track.js", "embed.js"])
    let script = try bundler.bundle(entry: "embed.js")
    #expect(!script.contains("__m_rows") && !script.contains("__m_unused"))
    #expect(
      script.hasSuffix(
        "const { pieceValue } = __m_track;\nfunction start(){\npieceValue([],0);\n}\n"
          + "return { start };\n})();\n__m_embed.start();\n})();\n"))
  }

  @Test func theSameModulesGiveTheSameBytes() throws {
    let first = try RuntimeBundler(modules: Self.modules).bundle(entry: "preview.js")
    let second = try RuntimeBundler(modules: Self.modules).bundle(entry: "preview.js")
    #expect(first == second)
  }

  @Test func theTestBundleExposesTheNamedModules() throws {
    var modules = Self.modules
    modules["scroll-physics.js"] = "import { rowTop } from './rows.js';\nexport const f = rowTop;\n"
    let bundler = try RuntimeBundler(modules: modules)
    let script = try bundler.testBundle(exposing: ["scroll-physics.js", "track.js"])
    #expect(
      script.hasSuffix(
        "window.stickyPreviewModules = { 'scroll-physics': __m_scroll_physics, "
          + "track: __m_track };\n})();\n"))
    #expect(
      script.components(separatedBy: "\n").filter { $0.hasPrefix("const __m_") } == [
        "const __m_track = (() => {", "const __m_rows = (() => {",
        "const __m_scroll_physics = (() => {",
      ])
    #expect(!(try bundler.bundle(entry: "preview.js")).contains("stickyPreviewModules"))
  }

  /// The kernel's modules sit in their folder: a module outside names one
  /// by the folder, a kernel module names another by its file name, and
  /// each is bound, and exposed to tests, under its path.
  @Test func kernelModulesAreBundledUnderTheirPaths() throws {
    var modules = Self.modules
    modules["kernel/easing.js"] = "export const eased = (t) => t * t;\n"
    modules["kernel/replay.js"] =
      "import { eased } from './easing.js';\nexport const replayed = (t) => eased(t);\n"
    modules["playback.js"] =
      "import { replayed } from './kernel/replay.js';\nimport { rowTop } from './rows.js';\n"
      + "export const start = () => replayed(rowTop(0));\n"
    let bundler = try RuntimeBundler(modules: modules)
    #expect(bundler.kernelModuleNames == ["kernel/easing.js", "kernel/replay.js"])
    #expect(
      try bundler.modules(reachableFrom: ["playback.js"]) == [
        "kernel/easing.js", "kernel/replay.js", "track.js", "rows.js", "playback.js",
      ])
    let script = try bundler.bundle(entry: "playback.js")
    #expect(
      script.contains("const __m_kernel_replay = (() => {\nconst { eased } = __m_kernel_easing;"))
    #expect(
      script.contains("const { replayed } = __m_kernel_replay;\nconst { rowTop } = __m_rows;"))
    #expect(
      try bundler.testBundle(exposing: ["kernel/replay.js"]).hasSuffix(
        "window.stickyPreviewModules = { 'kernel/replay': __m_kernel_replay };\n})();\n"))
  }

  @Test func anUnknownEntryIsAnError() throws {
    let error = #expect(throws: SiteError.self) {
      try RuntimeBundler(modules: Self.modules).bundle(entry: "nope.js")
    }
    #expect(error?.message == "there is no runtime module nope.js in Templates/runtime/")
  }
}

/// The modules of this build: those in `Templates/runtime/`, and the pages
/// that carry their bundles.
@Suite struct EmbeddedRuntimeTests {
  @Test func everyModuleBundles() throws {
    let bundler = try RuntimeBundler.embedded()
    #expect(Set(PageScripts.entries).isSubset(of: bundler.moduleNames))
    for name in bundler.moduleNames {
      let script = try bundler.testBundle(exposing: [name])
      #expect(script.contains("const \(RuntimeModule.variable(for: name)) = "))
    }
    for entry in PageScripts.entries {
      let script = try bundler.bundle(entry: entry)
      #expect(script.hasSuffix("\(RuntimeModule.variable(for: entry)).start();\n})();\n"))
    }
  }

  /// The modules a bundle's text holds, by their variables.
  static func bundled(_ script: String) -> Set<String> {
    Set(
      script.split(separator: "\n").filter {
        $0.hasPrefix("const __m_") && $0.hasSuffix(" = (() => {")
      }
      .map { String($0.dropFirst("const ".count).dropLast(" = (() => {".count)) })
  }

  @Test func theEmbedLeavesOutWhatOnlyThePreviewNeeds() throws {
    let bundler = try RuntimeBundler.embedded()
    let embed = Set(try bundler.modules(reachableFrom: [PageScripts.embedEntry]))
    let preview = Set(try bundler.modules(reachableFrom: [PageScripts.previewEntry]))
    let previewOnly = preview.subtracting(embed)
    #expect(previewOnly.contains(PageScripts.previewEntry))
    let inEmbed = Self.bundled(try bundler.bundle(entry: PageScripts.embedEntry))
    #expect(inEmbed == Set(embed.map(RuntimeModule.variable(for:))))
    #expect(inEmbed.isDisjoint(with: previewOnly.map(RuntimeModule.variable(for:))))
  }

  @Test func eachPageCarriesTheBundleOfItsOwnEntryAndNoTestGlobal() throws {
    let bundler = try RuntimeBundler.embedded()
    let texts = try SiteBuilder.testing(screens: [SiteScreen(screen: Screens.stretchyHeader)])
      .texts()
    let pages = [
      "index.html": PageScripts.galleryEntry,
      "stretchy-header/index.html": PageScripts.previewEntry,
      "stretchy-header/embed.html": PageScripts.embedEntry,
    ]
    for (path, entry) in pages {
      let page = try #require(texts[path])
      #expect(
        page.between("<script>", "</script>").map(String.init) == (try bundler.bundle(entry: entry))
      )
      #expect(!page.contains(RuntimeBundler.testGlobal))
    }
  }
}
