import Foundation
import StickyCore
import StickyFormats
import Testing

@testable import StickyCLI

/// Every layout the project ships, taken XML -> JSON -> XML and JSON -> XML ->
/// JSON, comes back in the canonical form of the original, and both spellings
/// give byte-identical frames.
@Suite struct ConversionRoundTripTests {
  static var layouts: [(name: String, bytes: [UInt8])] {
    ConfigToolFiles.repositoryLayouts.map {
      (URL(fileURLWithPath: $0).lastPathComponent, Array(FileManager.default.contents(atPath: $0)!))
    }
      + ProjectTemplate.files.filter { $0.path.hasPrefix("screens/") }.map {
        ($0.path, Array($0.text.utf8))
      }
  }

  static var names: [String] { layouts.map(\.name) }

  @Test func everyKindOfFileIsCovered() {
    #expect(Self.names.count(where: { $0.hasSuffix(".xml") }) >= 10)
    #expect(Self.names.count(where: { $0.hasSuffix(".json") }) >= 20)
  }

  @Test(arguments: names)
  func thereAndBackGivesTheCanonicalForm(name: String) throws {
    let bytes = try #require(Self.layouts.first { $0.name == name }).bytes
    let canonical = try ConfigFormatCommand.canonicalText(of: bytes, file: name)
    let isXML = name.hasSuffix(".xml")
    let there = try convert(bytes, toXML: !isXML)
    let back = try convert(Array(there.utf8), toXML: isXML)
    #expect(back == canonical)

    let frames = try framesJSON(bytes)
    #expect(try framesJSON(Array(there.utf8)) == frames)
  }

  private func convert(_ bytes: [UInt8], toXML: Bool) throws -> String {
    let root = try LayoutParser.read(bytes, file: "t")
    return toXML ? try LayoutWriter.xml(root) : LayoutWriter.json(root)
  }

  private func framesJSON(_ bytes: [UInt8]) throws -> String {
    let table = Scene(screen: try ScreenLoader.load(bytes, file: "t"))
    var output = ""
    FramesWriter(
      table: table, offsets: table.breakpointOffsets(of: table.allElements),
      elements: table.allElements
    ).json(into: &output)
    return output
  }
}
