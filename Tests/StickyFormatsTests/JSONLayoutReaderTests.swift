import StickyFormats
import Testing

@Suite struct JSONLayoutParserTests {
  private func read(_ text: String) throws -> RawNode {
    try JSONLayoutReader.read(Array(text.utf8), file: "layout.json")
  }

  @Test func specExampleMatchesTheXMLSpelling() throws {
    let json = try read(specExampleJSON)
    let xml = try XMLLayoutReader.read(Array(specExampleXML.utf8), file: "layout.xml")
    #expect(Shape(json) == Shape(xml))
    #expect(
      Shape(json).description
        == "screen(id=sticky-cell, title=Sticky cell, device=iphone-se)[scroll()[list(id=items, "
        + "count=50, rowHeight=40, label={i})[pin(index=25, edge=both)[]]]]")
  }

  @Test func locationsOfNodesNamesAndValues() throws {
    let root = try read(
      """
      {"type": "screen",
        "id": "x",
        "children": [
          {"type": "box", "height": 10.5, "rowHeights": [1, 2]}
        ]
      }
      """)
    #expect(root.location.file == "layout.json")
    #expect(place(root.location) == "1:1")
    #expect(place(root.typeLocation) == "1:10")
    #expect(root.properties.map(\.name) == ["id"])
    #expect(place(root.properties[0].nameLocation) == "2:3")
    #expect(place(root.properties[0].valueLocation) == "2:9")
    let box = try #require(root.children.first)
    #expect(box.type == "box")
    #expect(place(box.location) == "4:5")
    #expect(place(box.typeLocation) == "4:14")
    #expect(box.properties.map(\.name) == ["height", "rowHeights"])
    #expect(box.properties.map { place($0.nameLocation) } == ["4:21", "4:37"])
    #expect(box.properties.map { place($0.valueLocation) } == ["4:31", "4:51"])
    #expect(box.properties[0].value == .number(10.5))
    guard case .array(let heights) = box.properties[1].value else {
      Issue.record("rowHeights is not an array")
      return
    }
    #expect(heights.map(\.value) == [.number(1), .number(2)])
    #expect(heights.map { place($0.location) } == ["4:52", "4:55"])
  }

  @Test func columnsCountUTF8BytesAndTabsAsOneAndIgnoreCR() throws {
    let root = try read("{\"type\": \"é\", \"ü\": \"x\",\r\n\t\"t\":\t1}")
    #expect(place(root.typeLocation) == "1:10")
    #expect(root.properties.map { place($0.nameLocation) } == ["1:16", "2:2"])
    #expect(root.properties.map { place($0.valueLocation) } == ["1:22", "2:7"])
  }

  @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
    let root = try JSONLayoutReader.read(
      [0xEF, 0xBB, 0xBF] + Array("{\"type\": \"a\"}".utf8), file: "f")
    #expect(root.type == "a")
    #expect(place(root.location) == "1:1")
    #expect(place(root.typeLocation) == "1:10")
  }

  @Test func valuesOfEveryKindInWrittenOrder() throws {
    let root = try read(
      #"""
      {"type": "a", "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "n": -0.5e-3, "big": 1E+2,
       "t": true, "f": false, "z": null, "arr": [1, [2], {"k": 1}], "o": {"k": [1]}}
      """#)
    #expect(root.properties.map(\.name) == ["s", "n", "big", "t", "f", "z", "arr", "o"])
    #expect(root.properties[0].value == .string("q\"\\/\u{8}\u{C}\n\r\té😀"))
    #expect(root.properties[1].value == .number(-0.0005))
    #expect(root.properties[2].value == .number(100))
    #expect(root.properties[3].value == .bool(true))
    #expect(root.properties[4].value == .bool(false))
    #expect(root.properties[5].value == .null)
    guard case .array(let elements) = root.properties[6].value else {
      Issue.record("arr is not an array")
      return
    }
    #expect(elements.map { place($0.location) } == ["2:44", "2:47", "2:52"])
    #expect(elements[0].value == .number(1))
    guard case .object(let members) = elements[2].value else {
      Issue.record("{\"k\": 1} is not an object")
      return
    }
    #expect(members.map(\.name) == ["k"])
    #expect(members.map(\.value) == [.number(1)])
    #expect(members.map { place($0.nameLocation) } == ["2:53"])
    guard case .array(let inner) = elements[1].value else {
      Issue.record("[2] is not an array")
      return
    }
    #expect(inner.map(\.value) == [.number(2)])
    #expect(inner.map { place($0.location) } == ["2:48"])
    guard case .object(let object) = root.properties[7].value,
      case .array(let list) = object.first?.value
    else {
      Issue.record("o is not an object holding an array")
      return
    }
    #expect(object.map(\.name) == ["k"])
    #expect(list.map(\.value) == [.number(1)])
    #expect(object.map { place($0.valueLocation) } == ["2:74"])
    #expect(place(root.properties[7].valueLocation) == "2:68")
  }

  @Test(arguments: [
    (#"{"type": "a" "x": 1}"#, "1:14: expected ',' or '}' after object member"),
    (#"{"type": "a", "x": "abc"#, "1:20: unterminated string"),
    (#"{"type": "a", "x": "ab\"#, "1:23: unterminated string"),
    (#"{"type": "a", "x": "\q"}"#, #"1:21: invalid escape sequence '\q'"#),
    (#"{"type": "a", "x": "\é"}"#, #"1:21: invalid escape sequence '\é'"#),
    (
      #"{"type": "a", "x": "\u12G4"}"#,
      #"1:21: invalid escape sequence: '\u' needs 4 hexadecimal digits"#
    ),
    (#"{"type": "a", "x": "\uD800"}"#, #"1:21: lone surrogate '\uD800' in string"#),
    (#"{"type": "a", "x": "\udc00"}"#, #"1:21: lone surrogate '\uDC00' in string"#),
    (#"{"type": "a", "x": "\uD800\u0041"}"#, #"1:21: lone surrogate '\uD800' in string"#),
    (
      "{\"type\": \"a\", \"x\": \"a\tb\"}",
      "1:22: control character U+0009 must be escaped in strings"
    ),
    (
      "{\"type\": \"a\", \"x\": \"a\nb\"}",
      "1:22: control character U+000A must be escaped in strings"
    ),
    (#"{"type": "a", "x": 1.}"#, "1:20: invalid number"),
    (#"{"type": "a", "x": -}"#, "1:20: invalid number"),
    (#"{"type": "a", "x": 1e}"#, "1:20: invalid number"),
    (#"{"type": "a", "x": -1E+}"#, "1:20: invalid number"),
    (#"{"type": "a", "x": 012}"#, "1:20: leading zeros are not allowed in numbers"),
    (#"{"type": "a", "x": -00}"#, "1:20: leading zeros are not allowed in numbers"),
    (#"{"type": "a", "x": 1e999}"#, "1:20: number is out of range"),
    (#"{"type": "a", "x": -1e999}"#, "1:20: number is out of range"),
    (#"{"type": "a", "x": tru}"#, "1:20: invalid literal \"tru\""),
    (#"{"type": "a", "x": NaN}"#, "1:20: invalid literal \"NaN\""),
    (#"{"type": "a", "x": }"#, "1:20: expected a value"),
    (#"{"type": "a", "x": +1}"#, "1:20: expected a value"),
    (#"{"type": "a", "x": [1,]}"#, "1:23: expected a value"),
    (#"{"type": "a", "x": [1 2]}"#, "1:23: expected ',' or ']' after array element"),
    (#"{"type": "a",}"#, "1:14: expected a member name in quotes"),
    (#"{"type": "a", x: 1}"#, "1:15: expected a member name in quotes"),
    (#"{"type" "a"}"#, "1:9: expected ':' after member name"),
    (#"{"type": "a", "x": 1"#, "1:21: unexpected end of file"),
    (#"{"type": "a", "x": [1, "#, "1:24: unexpected end of file"),
    ("", "1:1: unexpected end of file"),
    (" \n ", "2:2: unexpected end of file"),
    (#"{"type": "a"} x"#, "1:15: trailing characters after the top-level value"),
    (#"{"type": "a"}{}"#, "1:14: trailing characters after the top-level value"),
    ("[1]", "1:1: the top-level value must be a node object"),
    (#""screen""#, "1:1: the top-level value must be a node object"),
    ("{\n  \"type\": \"a\",\n  \"x\": [1,\n    2,,\n  ]\n}", "4:7: expected a value"),
  ])
  func syntaxErrorStopsAtItsPlace(text: String, expected: String) {
    #expect(failures(text, readJSON) == [expected])
  }

  private static let valueStart = Array(#"{"type": "a", "x": ""#.utf8)
  private static let encodingCases: [([UInt8], String)] = [
    (valueStart + [0xFF, 0x22, 0x7D], "1:21: invalid UTF-8 byte 0xFF"),
    (valueStart + [0xC3, 0x22, 0x7D], "1:21: invalid UTF-8 byte 0xC3"),
    (valueStart + [0xED, 0xA0, 0x80, 0x22, 0x7D], "1:21: invalid UTF-8 byte 0xED"),
    (valueStart + [0xC0, 0xAF, 0x22, 0x7D], "1:21: invalid UTF-8 byte 0xC0"),
    (valueStart + [0x00, 0x22, 0x7D], "1:21: NUL byte is not allowed"),
    (Array(#"{"type": "a",  "#.utf8) + [0xF4, 0x90, 0x80, 0x80], "1:16: invalid UTF-8 byte 0xF4"),
  ]

  @Test(arguments: encodingCases)
  func encodingErrorsAreLocated(bytes: [UInt8], expected: String) {
    #expect(failures(bytes, readJSON) == [expected])
  }

  @Test(arguments: [
    (#"{"id": "x"}"#, [#"1:1: node has no "type""#]),
    (#"{"type": 5}"#, [#"1:10: "type" must be a string"#]),
    (#"{"$schema": 1, "type": "a"}"#, [#"1:13: "$schema" must be a string"#]),
    (#"{"type": "a", "$schema": "x", "$schema": "y"}"#, [#"1:31: duplicate member "$schema""#]),
    (#"{"type": "a", "children": {}}"#, [#"1:27: "children" must be an array of nodes"#]),
    (#"{"type": "a", "children": "b"}"#, [#"1:27: "children" must be an array of nodes"#]),
    (
      #"{"type": "a", "children": [1, {"type": "b"}, "c"]}"#,
      ["1:28: each child must be a node object", "1:46: each child must be a node object"]
    ),
    (#"{"type": "a", "height": 1, "height": 2}"#, [#"1:28: duplicate member "height""#]),
    (#"{"type": "a", "type": "b"}"#, [#"1:15: duplicate member "type""#]),
    (#"{"type": "a", "x": {"k": 1, "k": 2}}"#, [#"1:29: duplicate member "k""#]),
    (
      #"{"type": "a", "children": [{"id": 1}, {"type": 2}]}"#,
      [#"1:28: node has no "type""#, #"1:48: "type" must be a string"#]
    ),
  ])
  func structuralErrorsAreAllCollected(text: String, expected: [String]) {
    #expect(failures(text, readJSON) == expected)
  }

  @Test func structuralErrorsComeWithTheSyntaxErrorThatStopped() {
    #expect(
      failures(#"{"type": "a", "children": [{"id": 1}, {"type": "b",}]}"#, readJSON) == [
        #"1:28: node has no "type""#, "1:52: expected a member name in quotes",
      ])
  }

  /// `levels` nodes, each the only child of the one before.
  private func nestedNodes(_ levels: Int) -> String {
    String(repeating: #"{"type":"n","children":["#, count: levels - 1) + #"{"type":"n"}"#
      + String(repeating: "]}", count: levels - 1)
  }

  @Test func nodesNestUpToTheDepthLimit() throws {
    var node = try read(nestedNodes(LayoutParser.maxDepth))
    var depth = 1
    while let child = node.children.first {
      node = child
      depth += 1
    }
    #expect(depth == 64)
    let column = #"{"type":"n","children":["#.utf8.count * 64 + 1
    #expect(
      failures(nestedNodes(65), readJSON) == ["1:\(column): nesting is deeper than 64 levels"])
  }

  @Test func deeplyNestedValuesFailWithoutExhaustingTheStack() {
    let prefix = #"{"type":"a","x":"#
    let arrays = prefix + String(repeating: "[", count: 100_000)
    let column = prefix.utf8.count + 64
    #expect(failures(arrays, readJSON) == ["1:\(column): nesting is deeper than 64 levels"])
    let objects = prefix + String(repeating: #"{"a":"#, count: 100_000)
    let objectColumn = prefix.utf8.count + 5 * 63 + 1
    #expect(failures(objects, readJSON) == ["1:\(objectColumn): nesting is deeper than 64 levels"])
    let nodes = String(repeating: #"{"type":"n","children":["#, count: 100_000)
    let nodeColumn = #"{"type":"n","children":["#.utf8.count * 64 + 1
    #expect(failures(nodes, readJSON) == ["1:\(nodeColumn): nesting is deeper than 64 levels"])
    #expect(
      failures(String(repeating: "[", count: 100_000), readJSON) == [
        "1:1: the top-level value must be a node object"
      ])
  }

  @Test func sixtyThreeNestedArraysInARootPropertyAreAccepted() throws {
    let text =
      #"{"type":"a","x":"# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
      + "}"
    #expect(try read(text).properties.count == 1)
  }

  @Test func theRootNamesItsSchemaApartFromItsProperties() throws {
    let root = try read(
      #"{"type": "screen", "$schema": "layout.schema.json", "id": "s", "children": [{"type": "scroll"}]}"#
    )
    #expect(root.jsonSchema == "layout.schema.json")
    #expect(root.properties.map(\.name) == ["id"])
    #expect(throws: Never.self) { try ScreenBuilder.build(root) }
    let written = LayoutWriter.json(root)
    #expect(
      written.hasPrefix(
        """
        {
          "$schema": "layout.schema.json",
          "type": "screen",
        """))
    #expect(try read(written).jsonSchema == "layout.schema.json")
    // XML names it as XML names a schema, so it survives a conversion.
    let xml = try LayoutWriter.xml(root)
    #expect(
      xml.hasPrefix(
        #"<screen xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" "#
          + #"xsi:noNamespaceSchemaLocation="layout.schema.json" id="s">"#))
    let back = try XMLLayoutReader.read(Array(xml.utf8), file: "s.xml")
    #expect(back.jsonSchema == "layout.schema.json")
    #expect(back.properties.map(\.name) == ["id"])
    #expect(LayoutWriter.json(back) == written)
  }

  @Test func onlyTheRootOfXMLNamesASchemaAndOnlyWithTheXSINamespace() {
    let undeclared = #"<screen xsi:noNamespaceSchemaLocation="a.json" id="s"><scroll/></screen>"#
    #expect(failures(undeclared, readXML).contains { $0.contains("namespaced attribute") })
    let inner = """
      <screen id="s"><scroll xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xsi:noNamespaceSchemaLocation="a.json"/></screen>
      """
    #expect(failures(inner, readXML).contains { $0.contains("namespace declaration") })
  }

  @Test func onlyTheRootNamesASchema() {
    let text = #"{"type": "screen", "id": "s", "children": [{"type": "scroll", "$schema": "x"}]}"#
    do {
      _ = try ScreenLoader.load(Array(text.utf8), file: "s.json")
      Issue.record("a $schema member below the root was accepted")
    } catch {
      #expect(
        error.diagnostics.map { "\(place($0.location)): \($0.message)" } == [
          #"1:63: unknown property "$schema" on "scroll""#
        ])
    }
  }
}
