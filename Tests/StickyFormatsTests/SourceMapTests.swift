import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// The builder's source map holds the place of every node and property that a
/// layout writes, found by what the screen calls each node, so that no stage
/// after the builder needs the layout's text to locate an error.
@Suite struct SourceMapTests {
  static let layouts: [URL] = [
    SchemaValidator.packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures"),
    SchemaValidator.packageRoot.appendingPathComponent("site/screens"),
  ].flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { ($0.hasSuffix(".xml") || $0.hasSuffix(".json")) && !$0.contains(".expected.") }
      .sorted().map { folder.appendingPathComponent($0) }
  }

  /// A node's place and its properties' places, as text, to compare as sets.
  static func places(of node: RawNode) -> [String] {
    [
      "\(node.location) "
        + node.properties.map { "\($0.name)@\($0.valueLocation)" }.joined(separator: " ")
    ]
      + node.children.flatMap(places)
  }

  @Test func thereAreLayoutsToMap() {
    #expect(Self.layouts.count >= 20)
  }

  @Test(arguments: layouts)
  func everyNodeAndPropertyHasItsPlace(layout: URL) throws {
    let root = try LayoutParser.read(contentsOf: layout.path)
    let map = try ScreenBuilder.build(root).sourceMap
    let mapped = map.keys.map { key in
      "\(map.location(of: key)) "
        + map.properties(of: key).map { "\($0.name)@\($0.value)" }.joined(separator: " ")
    }
    #expect(mapped.sorted() == Self.places(of: root).sorted())
    #expect(map.file == layout.path)
  }

  /// Each kind of node under the name later stages know it by, in both
  /// spellings: an XML value starts inside its quotes, a JSON string at its
  /// opening quote.
  @Test(arguments: [
    ("s.xml", specExampleXML, ["1:13", "2:3", "3:5", "3:29", "4:7", "4:29"]),
    ("s.json", specExampleJSON, ["1:26", "2:15", "3:4", "3:45", "4:18", "4:55"]),
  ])
  func nodesAreFoundByTheirIDRowOrEffect(file: String, text: String, expected: [String]) throws {
    let map = try ScreenBuilder.build(LayoutParser.read(Array(text.utf8), file: file)).sourceMap
    let pin = SourceMap.Key.pin(RowID(list: "items", index: 25))
    let found = [
      map.location(of: .element("sticky-cell"), property: "id"),
      // The scroll writes no id: its generated one is found, at the node.
      map.location(of: .element("content"), property: "id"),
      map.location(of: .element("items")),
      map.location(of: .element("items"), property: "count"),
      map.location(of: pin),
      map.location(of: pin, property: "edge"),
    ]
    #expect(found.map(place) == expected)
    #expect(found.allSatisfy { $0.file == file })
    // A row is no node of the layout: an error about one is at the file's start.
    #expect(!map.contains(.element("items-25")))
    #expect(place(map.location(of: .element("items-25"))) == "1:1")
  }

  @Test func effectsAreFoundByElementPartAndProperty() throws {
    let layout = """
      <screen id="s"><scroll><box height="10">
        <effect part="text" property="opacity" range="0 1" values="0 1"/>
        <effect property="opacity" range="0 1" values="1 0"/>
      </box></scroll></screen>
      """
    let map = try ScreenBuilder.build(LayoutParser.read(Array(layout.utf8), file: "e.xml"))
      .sourceMap
    let text = map.location(
      of: .effect(element: "box-1", part: .text, property: .opacity), property: "values")
    let whole = map.location(of: .effect(element: "box-1", part: .self, property: .opacity))
    #expect(place(text) == "2:62")
    #expect(place(whole) == "3:3")
  }
}
