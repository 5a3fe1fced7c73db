import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// Mangled versions of the valid fixtures: whatever comes out of the readers and
/// the validator must either be a screen the solver handles, with finite frames,
/// or diagnostics that point inside the file. Nothing may trap.
struct MutationTests {
  /// Fragments that push values and structure towards their edges.
  static let splices = [
    "-1", "0", "1e999", "1000001", "\"", "<", ">", "/>", "}", "]", ",", "{}", "[]", "&amp;",
    "&x;", " sticky=\"both\"", "\"sticky\": \"top\", ", "<pin index=\"0\" edge=\"top\"/>",
    "<header height=\"9\"/>", "\u{0}", "\u{FF}", "NaN", "99999999999999999999",
  ]

  @Test(.heavy, arguments: FixtureTests.names)
  func mangledLayoutsNeverTrap(name: String) throws {
    var generator = SplitMix64(seed: name.utf8.reduce(0x5EED) { $0 &* 31 &+ UInt64($1) })
    for url in FixtureTests.layouts(named: name) {
      let original = Array(try Data(contentsOf: url))
      for _ in 0..<300 {
        var bytes = original
        for _ in 0...generator.next(below: 3) {
          mutate(&bytes, with: &generator)
        }
        check(bytes, file: url.lastPathComponent)
      }
    }
  }

  func mutate(_ bytes: inout [UInt8], with generator: inout SplitMix64) {
    guard !bytes.isEmpty else { return }
    let position = generator.next(below: bytes.count)
    switch generator.next(below: 4) {
    case 0: bytes.remove(at: position)
    case 1: bytes[position] = UInt8(generator.next(below: 256))
    case 2:
      let end = min(bytes.count, position + generator.next(below: 40))
      bytes.removeSubrange(position..<end)
    default:
      let splice = Self.splices[generator.next(below: Self.splices.count)]
      bytes.insert(contentsOf: Array(splice.utf8), at: position)
    }
  }

  func check(_ bytes: [UInt8], file: String) {
    do {
      let table = Scene(screen: try ScreenLoader.load(bytes, file: file))
      for reference in table.allElements.prefix(2_000) {
        for offset in [table.lowestOffset, 0, table.maxOffset, table.highestOffset] {
          let frame = table.frame(of: reference, at: offset)
          #expect(frame.y.isFinite && frame.height.isFinite && frame.height >= 0)
        }
      }
    } catch {
      #expect(!error.diagnostics.isEmpty)
      for diagnostic in error.diagnostics {
        #expect(diagnostic.location.file == file)
        #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
      }
    }
  }
}
