import Foundation
import StickyTestSupport
import Testing

@testable import StickyCLI

/// Drawings a few hundred bytes of layout can ask for and no viewer could
/// show: each command refuses them at the file, with exit 1, before it holds
/// more than the drawings' size limit, and writes nothing.
@Suite(.heavy) struct DrawingLimitTests {
  /// A thousand lists of a million rows, swept from top to bottom: every row
  /// comes on screen once (this took gigabytes and aborted).
  static let longLists = SVGCommandTests.packageRoot.appendingPathComponent(
    "Tests/StickyCLITests/Hostile/a-thousand-million-row-lists.xml"
  ).path

  /// A million one-point rows on 200 bytes.
  static let thinRows = """
    <screen id="thin" device="iphone-se"><scroll>
      <list id="rows" count="1000000" rowHeight="1"/>
    </scroll></screen>
    """

  /// Twenty thousand rows of a hundredth of a point that all pin: every one
  /// is on screen at every offset, 1.6 MB of SVG a screen.
  static let pinnedRows =
    "<screen id=\"pins\" device=\"iphone-se\"><scroll>"
    + "<list id=\"rows\" count=\"20000\" rowHeight=\"0.01\">"
    + (0..<20_000).map { "<pin index=\"\($0)\" edge=\"both\"/>" }.joined()
    + "</list></scroll></screen>"

  static let refusal =
    "error: the drawing would be larger than 32 MiB of SVG; draw fewer offsets, a shorter "
    + "path or one that sweeps less of the content, or fewer rows\n"

  @Test func aPathThatSweepsEveryRowOfLongListsIsRefused() {
    let run = CommandRun("animate", Self.longLists, "--path", "0@0,1e12@1")
    #expect(run == CommandRun(status: 1, errors: Self.longLists + ": " + Self.refusal))
  }

  @Test func aPathBackAndForthOverAMillionRowsIsRefused() {
    let run = CommandRun(
      "animate", "-", "--path", "0@0,1000000@1,0@2,1000000@3", standardInput: Self.thinRows)
    #expect(run == CommandRun(status: 1, errors: "<stdin>: " + Self.refusal))
  }

  @Test func aFilmOfManyScreensFullOfPinnedRowsIsRefusedAndLeavesTheOutputAlone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "drawing-limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("film.svg").path
    try Data("kept".utf8).write(to: URL(fileURLWithPath: output))
    let offsets = (0..<200).map(String.init).joined(separator: ",")
    let run = CommandRun(
      ["film", "-", "--offsets", offsets, "--output", output], standardInput: Self.pinnedRows)
    #expect(run == CommandRun(status: 1, errors: "<stdin>: " + Self.refusal))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "kept")
  }

  /// One screenful of the same rows draws: the limit is far above what a
  /// screen shows.
  @Test func oneScreenOfPinnedRowsDraws() {
    let run = CommandRun(["snapshot", "-", "--offset", "0"], standardInput: Self.pinnedRows)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.utf8.count < 32 * 1024 * 1024)
  }
}
