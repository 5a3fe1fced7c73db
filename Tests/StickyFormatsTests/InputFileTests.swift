import Foundation
import StickyCore
import StickyFormats
import Testing

struct InputFileTests {
  @Test func readsAFileWhole() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-\(UUID().uuidString).txt")
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try InputFile.read(path: url.path, file: "f") == bytes)
  }

  @Test func stopsOneBytePastTheLimit() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-\(UUID().uuidString).txt")
    try Data(count: LayoutParser.maxInputSize + 100_000).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try InputFile.read(path: url.path, file: "f").count == LayoutParser.maxInputSize + 1)
  }

  @Test func aFileThatCannotBeReadIsDiagnosedUnderItsName() {
    #expect {
      try InputFile.read(path: "/nonexistent-\(UUID().uuidString)", file: "named")
    } throws: { error in
      (error as? DiagnosticError)?.description
        == "named:1:1: error: cannot read file: No such file or directory"
    }
  }
}
