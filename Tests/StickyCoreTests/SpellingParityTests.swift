import Foundation
import StickyCore
import StickyFormats
import Testing

/// The two spellings are one format: the same layout in XML and JSON must give
/// byte-identical frames, and converting either way and back must keep the tree.
struct SpellingParityTests {
  static func frames(_ screen: Screen) -> String {
    let table = Scene(screen: screen)
    let elements = table.allElements
    var output = ""
    FramesWriter(table: table, offsets: table.breakpointOffsets(of: elements), elements: elements)
      .json(into: &output)
    return output
  }

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  @Test(arguments: FixtureTests.names.filter { FixtureTests.layouts(named: $0).count == 2 })
  func handWrittenSpellingsGiveIdenticalFrames(name: String) throws {
    let screens = try FixtureTests.layouts(named: name).map {
      try ScreenLoader.load(contentsOf: $0.path)
    }
    #expect(Self.frames(screens[0]) == Self.frames(screens[1]))
  }

  @Test(arguments: FixtureTests.names)
  func convertingBothWaysKeepsTreeAndFrames(name: String) throws {
    let source = FixtureTests.directory.appendingPathComponent("\(name).json")
    let json = try LayoutParser.read(Self.bytes(source), file: source.path)
    let xmlText = try LayoutWriter.xml(json)
    let xml = try LayoutParser.read(Array(xmlText.utf8), file: "converted.xml")
    let backText = LayoutWriter.json(xml)
    #expect(backText == LayoutWriter.json(json))
    #expect(
      try LayoutWriter.xml(LayoutParser.read(Array(backText.utf8), file: "back.json")) == xmlText)
    let fromJSON = try ScreenBuilder.build(json).screen
    let fromXML = try ScreenBuilder.build(xml).screen
    #expect(fromJSON == fromXML)
    #expect(Self.frames(fromJSON) == Self.frames(fromXML))
  }

  @Test func writersEscapeTextForTheirSpelling() throws {
    let label = "</script>&\"quoted\"\n\ttab <b>"
    let layout = """
      {"type": "screen", "id": "s", "children": [{"type": "scroll", "children": [
        {"type": "box", "height": 10, "label": \(JSONString.quoted(label))}]}]}
      """
    let json = try LayoutParser.read(Array(layout.utf8), file: "s.json")
    let xml = try LayoutParser.read(Array(try LayoutWriter.xml(json).utf8), file: "s.xml")
    let screen = try ScreenBuilder.build(xml).screen
    guard case .box(let box) = screen.scroll.children.first?.kind else {
      Issue.record("expected a box")
      return
    }
    #expect(box.label == label)
  }
}
