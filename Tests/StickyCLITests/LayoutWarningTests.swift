import Foundation
import Testing

/// What the format accepts but a designer almost certainly did not mean is
/// said as a located warning, and the command does its work (exit 0): a top
/// bar no taller than the status bar lies wholly under it, because a bar's
/// height counts from the screen's edge (a `height="44"` navigation bar).
struct LayoutWarningTests {
  static let message =
    "warning: a top bar's height counts from the screen's top edge, the status bar included: "
    + "this one of 44 is no taller than the status bar of iphone-15 (59), so none of it shows "
    + "below it; a bar of 44 under the status bar is 103 tall"

  static func layout(device: String = "iphone-15", safeTop: String = "", height: Int = 44)
    -> String
  {
    """
    <screen id="nav" device="\(device)"\(safeTop)>
      <bar edge="top" height="\(height)" label="Inbox"/>
      <scroll><box height="2000"/></scroll>
    </screen>
    """
  }

  @Test func everyCommandThatReadsTheLayoutSaysWhereTheBarIs() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.layout(), to: "nav.xml")
    let path = folder.file("nav.xml")
    let warning = "\(path):2:27: \(Self.message)\n"
    for arguments in [
      ["frames", path, "--offsets", "0"], ["snapshot", path, "--offset", "0"],
      ["film", path, "--offsets", "0,100"], ["animate", path, "--path", "0@0,100@1"],
      ["build", path, "--out", folder.file("site")],
    ] {
      let run = CommandRun(arguments)
      #expect(run.status == 0, "\(arguments[0]): \(run.errors)")
      #expect(run.errors.hasPrefix(warning), "\(arguments[0]): \(run.errors)")
      #expect(
        run.errors.components(separatedBy: "warning:").count == 2,
        "\(arguments[0]) warned more than once: \(run.errors)")
    }
    let validate = CommandRun("config", "validate", path)
    #expect(validate.status == 0)
    #expect(validate.errors == warning)
    #expect(validate.output == "1 file checked, no errors, 1 warning\n")
    let json = CommandRun("config", "validate", path, "--format", "json")
    #expect(json.status == 0)
    #expect(
      json.output.contains(#""line": 2, "column": 27, "severity": "warning""#), "\(json.output)")
  }

  @Test func theJSONSpellingIsWarnedAtItsValue() throws {
    let text = """
      {"type": "screen", "id": "nav", "device": "iphone-15", "children": [
        {"type": "bar", "edge": "top", "height": 59},
        {"type": "scroll", "children": [{"type": "box", "height": 900}]}]}
      """
    let run = CommandRun(["frames", "-", "--offsets", "0"], standardInput: text)
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix("<stdin>:2:44: warning: a top bar's height counts"), "\(run.errors)")
    #expect(
      run.errors.contains("this one of 59 is no taller than the status bar of iphone-15 (59)"))
  }

  /// Taller than the status bar, under a smaller one, or on a screen
  /// without one, the bar shows: nothing is said.
  @Test(arguments: [
    layout(height: 60), layout(device: "iphone-se"), layout(safeTop: #" safeTop="0""#),
  ])
  func aBarThatShowsIsNotWarnedAbout(layout: String) {
    let run = CommandRun(["frames", "-", "--offsets", "0"], standardInput: layout)
    #expect(run.status == 0)
    #expect(run.errors == "")
  }
}
