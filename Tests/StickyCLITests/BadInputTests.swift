import Foundation
import Testing

@testable import StickyCLI

/// Every file in BadInputs/ is wrong in some way; `frames` must exit 1 and print
/// exactly the diagnostics in the `.stderr` file beside it, each naming the real
/// place. Run with `STICKYPREVIEW_RECORD=1` to rewrite the `.stderr` files after
/// a deliberate change of wording; a recording run fails so it is never mistaken
/// for a passing one.
struct BadInputTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("BadInputs")

  static var inputs: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { !$0.hasSuffix(".stderr") }.sorted()
  }

  @Test func everyKindOfBadInputHasAFile() {
    #expect(Self.inputs.count >= 15)
  }

  @Test(arguments: inputs)
  func badInputIsReportedWhereItIs(name: String) throws {
    let path = Self.directory.appendingPathComponent(name).path
    let run = CommandRun("frames", path)
    let errors = run.errors.replacingOccurrences(of: Self.directory.path + "/", with: "")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.hasPrefix("\(name):"), "not located: \(line)")
      #expect(line.contains(": error: "))
    }
    let golden = Self.directory.appendingPathComponent(name + ".stderr")
    if ProcessInfo.processInfo.environment["STICKYPREVIEW_RECORD"] != nil {
      try errors.write(to: golden, atomically: true, encoding: .utf8)
      Issue.record("recorded \(golden.lastPathComponent); run again without STICKYPREVIEW_RECORD")
      return
    }
    #expect(errors == (try String(contentsOf: golden, encoding: .utf8)))
  }
}
