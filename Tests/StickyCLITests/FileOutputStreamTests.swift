import Foundation
import Testing

@testable import StickyCLI

@Test func writesEverythingAcrossChunks() throws {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("stickypreview-output-\(UUID().uuidString)")
  #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
  defer { try? FileManager.default.removeItem(at: url) }
  let line = "0,items-25,0,627,375,40\n"
  do {
    var stream = FileOutputStream(try FileHandle(forWritingTo: url))
    for _ in 0..<10_000 { stream.write(line) }
    stream.flush()
    #expect(!stream.failed)
  }
  #expect(try String(contentsOf: url, encoding: .utf8) == String(repeating: line, count: 10_000))
}

// A closed pipe would end the test process with SIGPIPE, as it ends the tool;
// a full disk is the failure that comes back as an error.
@Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
func reportsAFailedWrite() throws {
  var stream = FileOutputStream(try #require(FileHandle(forWritingAtPath: "/dev/full")))
  stream.write("lost\n")
  stream.flush()
  #expect(stream.failed)
}
