import Testing

@testable import StickySite

/// Everything outside the module convention is refused, naming the file and
/// line, so that a module is never bundled into something it did not mean.
@Suite struct RuntimeBundlerErrorTests {
  static let track = "export const pieceAt = (p, i) => i;\nconst hidden = 1;\n"

  /// The error that bundling `modules` (with `track.js`) gives.
  static func failure(_ modules: [String: String]) -> SiteError? {
    #expect(throws: SiteError.self) {
      try RuntimeBundler(modules: modules.merging(["track.js": track]) { a, _ in a })
    }
  }

  static func expect(
    _ modules: [String: String], at place: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = failure(modules)
    let located = if case .input(let location?) = error?.subject { "\(location)" } else { "" }
    #expect(located == "Templates/runtime/" + place, sourceLocation: sourceLocation)
    #expect(error?.message == message, sourceLocation: sourceLocation)
  }

  @Test func aMissingModule() {
    Self.expect(
      ["page.js": "// The page.\nimport { a } from './nope.js';\n"], at: "page.js:2:1",
      "imports ./nope.js, but there is no module nope.js")
  }

  @Test func aNameTheModuleDoesNotExport() {
    Self.expect(
      ["page.js": "import { pieceAt, hidden as h } from './track.js';\n"], at: "page.js:1:1",
      "imports hidden from ./track.js, which does not export it")
  }

  @Test func aNameExportedTwice() {
    Self.expect(
      ["page.js": "export const a = 1;\n\nexport function a() {}\n"], at: "page.js:3:1",
      "exports a twice (first on line 1)")
  }

  @Test func aNameImportedTwice() {
    Self.expect(
      [
        "page.js": "import { pieceAt } from './track.js';\nimport { a as pieceAt } from './b.js';\n"
      ],
      at: "page.js:2:1", "imports the name pieceAt twice (first on line 1)")
    Self.expect(
      ["page.js": "import { pieceAt } from './track.js';\nexport const pieceAt = 1;\n"],
      at: "page.js:1:1", "imports pieceAt, which it also declares and exports")
  }

  @Test func anImportCycle() {
    Self.expect(
      [
        "a.js": "import { b } from './b.js';\nexport const a = 1;\n",
        "b.js": "import { c } from './c.js';\nexport const b = 1;\n",
        "c.js": "export const c = 1;\nimport { a } from './a.js';\n",
      ], at: "c.js:2:1", "import cycle: a.js → b.js → c.js → a.js")
    Self.expect(
      ["a.js": "import { a } from './a.js';\n"], at: "a.js:1:1", "import cycle: a.js → a.js")
  }

  @Test func markupThatWouldEndTheScript() {
    Self.expect(
      ["page.js": "const a = 1;\nconst b = '</SCRIPT>';\n"], at: "page.js:2:1",
      "a runtime module must not contain </script or <!--")
    Self.expect(
      ["page.js": "// <!-- a comment\n"], at: "page.js:1:1",
      "a runtime module must not contain </script or <!--")
  }

  static let importUsage = "; write import { a, b as c } from './other.js';"
  static let exportUsage = "; write export const NAME =, export function NAME( or export class NAME"

  @Test(arguments: [
    ("import * as track from './track.js';", "import * as is not supported" + importUsage),
    ("import track from './track.js';", "default imports are not supported" + importUsage),
    ("import { pieceAt }, track from './track.js';", "cannot read this import" + importUsage),
    ("import './track.js';", "imports only for effect are not supported" + importUsage),
    ("import('./track.js');", "dynamic import and import.meta are not supported" + importUsage),
    ("const t = import('./track.js');", "dynamic import and import.meta are not supported"),
    ("const u = import.meta.url;", "dynamic import and import.meta are not supported"),
    ("import { pieceAt } from './track.js'", "an import statement must end with ;"),
    ("import { pieceAt } from './track.js'; go();", "cannot read this import" + importUsage),
    (
      "import { piece At } from './track.js';",
      "cannot read the imported name piece At" + importUsage
    ),
    (
      "import { pieceAt } from '../track.js';",
      "imports ../track.js, but modules import only sibling modules, as './NAME.js', "
        + "and the kernel's, as './kernel/NAME.js'"
    ),
    (
      "import { pieceAt } from './lib/track.js';",
      "imports ./lib/track.js, but modules import only sibling modules, as './NAME.js', "
        + "and the kernel's, as './kernel/NAME.js'"
    ),
    (
      "import { pieceAt } from 'track';",
      "imports track, but modules import only sibling modules, as './NAME.js', "
        + "and the kernel's, as './kernel/NAME.js'"
    ),
    ("  import { pieceAt } from './track.js';", "import statements must start at column 0"),
    ("  export const a = 1;", "export statements must start at column 0"),
    (
      "export let a = 1;",
      "exports must be constant bindings (export const), since the bundle does not keep live bindings"
        + exportUsage
    ),
    (
      "export var a = 1;",
      "exports must be constant bindings (export const), since the bundle does not keep live bindings"
        + exportUsage
    ),
    ("export default 1;", "default exports are not supported" + exportUsage),
    ("export { a };", "export lists, export * and re-exports are not supported" + exportUsage),
    (
      "export * from './track.js';",
      "export lists, export * and re-exports are not supported" + exportUsage
    ),
    (
      "export { pieceAt } from './track.js';",
      "export lists, export * and re-exports are not supported" + exportUsage
    ),
    ("export const { a, b } = c;", "this export is not supported" + exportUsage),
    ("export async function f() {}", "this export is not supported" + exportUsage),
    ("export function* f() {}", "this export is not supported" + exportUsage),
  ])
  func unsupportedSyntax(line: String, message: String) {
    Self.expect(["page.js": "// The page.\n" + line + "\n"], at: "page.js:2:1", message)
  }

  /// A kernel module imports other kernel modules only, by their file
  /// names; the rest of the runtime names them by the folder.
  @Test func kernelImports() {
    let easing = "export const eased = (t) => t;\n"
    Self.expect(
      ["kernel/easing.js": easing, "kernel/replay.js": "import { pieceAt } from '../track.js';\n"],
      at: "kernel/replay.js:1:1",
      "imports ../track.js, but a kernel module imports only other kernel modules, as './NAME.js'")
    Self.expect(
      [
        "kernel/easing.js": easing,
        "kernel/replay.js": "import { eased } from './kernel/easing.js';\n",
      ], at: "kernel/replay.js:1:1",
      "imports ./kernel/easing.js, but a kernel module imports only other kernel modules, "
        + "as './NAME.js'")
    Self.expect(
      ["kernel/replay.js": "// Replay.\nimport { eased } from './easing.js';\n"],
      at: "kernel/replay.js:2:1", "imports ./easing.js, but there is no module kernel/easing.js")
    Self.expect(
      ["kernel/easing.js": easing, "page.js": "import { eased } from './easing.js';\n"],
      at: "page.js:1:1", "imports ./easing.js, but there is no module easing.js")
    Self.expect(
      ["kernel/easing.js": easing, "page.js": "import { ease } from './kernel/easing.js';\n"],
      at: "page.js:1:1", "imports ease from ./kernel/easing.js, which does not export it")
    Self.expect(
      [
        "page.js": "import { pieceAt } from './kernel/sub/track.js';\n"
      ], at: "page.js:1:1",
      "imports ./kernel/sub/track.js, but modules import only sibling modules, as './NAME.js', "
        + "and the kernel's, as './kernel/NAME.js'")
  }

  @Test func fileNamesThatCannotBeBound() {
    let folders = "ending in .js, in Templates/runtime/ or Templates/runtime/kernel/"
    let spaced = Self.failure(["a b.js": ""])
    #expect(
      spaced?.message
        == "Templates/runtime/a b.js: a runtime module's file name is letters, digits, _, $, - "
        + "and . " + folders)
    for name in ["lib/a.js", "kernel/sub/a.js", "kernel/.js", "kernel/"] {
      #expect(
        Self.failure([name: ""])?.message
          == "Templates/runtime/\(name): a runtime module's file name is letters, digits, _, $, "
          + "- and . " + folders)
    }
    let kernelTwins = Self.failure(["kernel/a.js": "", "kernel_a.js": ""])
    #expect(
      kernelTwins?.message
        == "Templates/runtime/kernel/a.js and Templates/runtime/kernel_a.js would both be bound "
        + "to __m_kernel_a in the bundle; rename one")
    let twins = Self.failure(["a-b.js": "", "a_b.js": ""])
    #expect(
      twins?.message
        == "Templates/runtime/a-b.js and Templates/runtime/a_b.js would both be bound to __m_a_b "
        + "in the bundle; rename one")
  }
}
