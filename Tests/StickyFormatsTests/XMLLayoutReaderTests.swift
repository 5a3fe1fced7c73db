import Foundation
import StickyFormats
import Testing

@Suite struct XMLLayoutParserTests {
  private func read(_ text: String) throws -> RawNode {
    try XMLLayoutReader.read(Array(text.utf8), file: "layout.xml")
  }

  @Test func specExampleGivesTheTree() throws {
    let root = try read(specExampleXML)
    #expect(
      Shape(root).description
        == "screen(id=sticky-cell, title=Sticky cell, device=iphone-se)[scroll()[list(id=items, "
        + "count=50, rowHeight=40, label={i})[pin(index=25, edge=both)[]]]]")
    #expect(root.properties.first?.value == .text("sticky-cell"))
    #expect(root.location.file == "layout.xml")
  }

  /// A tag over two lines with tabs, a `>` and non-ASCII text inside quoted
  /// values; the same places are expected with LF and with CRLF line ends.
  @Test(arguments: ["\n", "\r\n"])
  func exactPlacesOfElementsAttributesAndValues(newline: String) throws {
    let text = [
      #"<screen id="a""#,
      #"        title='x > y'>"#,
      "\t<box\theight=\"10\"",
      "\t     label=\"é>ü\" detail=\"z\"/>",
      "  <!-- a comment -->  <stack",
      "  ></stack>",
      "</screen>",
    ].joined(separator: newline)
    let root = try read(text)
    #expect(place(root.location) == "1:1")
    #expect(place(root.typeLocation) == "1:2")
    #expect(root.properties.map(\.name) == ["id", "title"])
    #expect(root.properties.map(\.value) == [.text("a"), .text("x > y")])
    #expect(root.properties.map { place($0.nameLocation) } == ["1:9", "2:9"])
    #expect(root.properties.map { place($0.valueLocation) } == ["1:13", "2:16"])
    #expect(root.children.map(\.type) == ["box", "stack"])
    let box = root.children[0]
    #expect(place(box.location) == "3:2")
    #expect(place(box.typeLocation) == "3:3")
    #expect(box.properties.map(\.name) == ["height", "label", "detail"])
    #expect(box.properties.map(\.value) == [.text("10"), .text("é>ü"), .text("z")])
    #expect(box.properties.map { place($0.nameLocation) } == ["3:7", "4:7", "4:21"])
    #expect(box.properties.map { place($0.valueLocation) } == ["3:15", "4:14", "4:29"])
    #expect(place(root.children[1].location) == "5:23")
  }

  @Test func attributeValuesAreNormalisedAsXMLRequires() throws {
    let root = try read(
      "<a x=\"a&#10;b&#x9;c&lt;&gt;&amp;&quot;&apos;&#xE9;\" y=\"p\r\nq\tr\ns\" z='&#38;#38;'/>")
    #expect(
      root.properties.map(\.value) == [.text("a\nb\tc<>&\"'é"), .text("p q r s"), .text("&#38;")])
  }

  @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
    let root = try XMLLayoutReader.read([0xEF, 0xBB, 0xBF] + Array("<a x='1'/>".utf8), file: "f")
    #expect(place(root.location) == "1:1")
    #expect(root.properties.map { place($0.nameLocation) } == ["1:4"])
  }

  @Test func declaredEncodingIsIgnoredBecauseTheInputIsUTF8() throws {
    let root = try read(
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!-- é -->\n<a x=\"é\" y=\"2\"/>")
    #expect(root.properties.map(\.value) == [.text("é"), .text("2")])
    #expect(place(root.location) == "3:1")
    #expect(root.properties.map { place($0.nameLocation) } == ["3:4", "3:11"])
  }

  @Test func commentsAndWhitespaceAreIgnored() throws {
    let root = try read(
      "<?xml version='1.0'?>\n<!-- top -->\n<a>\n  <!-- x -->\n  <b/>\n</a>\n<!-- end -->\n")
    #expect(Shape(root).description == "a()[b()[]]")
  }

  @Test(arguments: [
    ("<a></b>", [#"1:8: closing tag "b" does not match the open element "a""#]),
    ("<a/><b/>", ["1:5: unexpected content after the root element"]),
    ("<a x=\"1\" x=\"2\"/>", [#"1:10: duplicate attribute "x""#]),
    ("<a>\n<bé y='1'\n x='1' y='2'/></a>", [#"3:8: duplicate attribute "y""#]),
    (
      "<a>&foo;</a>",
      [
        "1:9: unknown entity \"foo\": only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
      ]
    ),
    ("<!DOCTYPE a><a/>", ["1:1: DOCTYPE is not allowed"]),
    (
      "<?xml version=\"1.0\"?>\n<!-- c -->\n  <!DOCTYPE a SYSTEM \"x.dtd\">\n<a/>",
      ["3:3: DOCTYPE is not allowed"]
    ),
    (
      "<a>\n  <list>\n    hello  \r\n world\n  </list>\n</a>",
      [#"3:5: unexpected text "hello world" inside <list>"#]
    ),
    (
      "<a>x &amp; y<b/>z</a>",
      [#"1:4: unexpected text "x & y" inside <a>"#, #"1:17: unexpected text "z" inside <a>"#]
    ),
    (
      "<a>\(String(repeating: "é", count: 100))</a>",
      ["1:4: unexpected text \"\(String(repeating: "é", count: 80))…\" inside <a>"]
    ),
    ("<a><![CDATA[x]]></a>", ["1:4: unexpected CDATA section inside <a>"]),
    ("<a>\n  <![CDATA[ ]]></a>", ["2:3: unexpected CDATA section inside <a>"]),
    ("<a><?pi x?></a>", [#"1:4: processing instruction "<?pi" is not allowed"#]),
    ("<?xml version='1.0'?><?pi?><a/>", [#"1:22: processing instruction "<?pi" is not allowed"#]),
    ("<a/>\n<?pi?>", [#"2:1: processing instruction "<?pi" is not allowed"#]),
    (
      "<x:a xmlns:x=\"u\"/>",
      [
        #"1:2: namespaced element "x:a" is not supported"#,
        #"1:6: namespace declaration "xmlns:x" is not supported"#,
      ]
    ),
    ("<a xmlns=\"u\"/>", [#"1:4: namespace declaration "xmlns" is not supported"#]),
    ("<a x:y=\"1\"/>", [#"1:4: namespaced attribute "x:y" is not supported"#]),
    ("", ["1:1: file is empty"]),
    ("<a", [#"1:3: expected ">" or "/>" to end the tag"#]),
    ("<a x=\"<\"/>", [#"1:7: "<" is not allowed in an attribute value; write &lt;"#]),
  ])
  func errorsAreReportedAtTheirPlace(text: String, expected: [String]) {
    #expect(failures(text, readXML) == expected)
  }

  private static let encodingCases: [([UInt8], String)] = [
    (Array("<a>".utf8) + [0xFF] + Array("</a>".utf8), "1:4: invalid UTF-8 byte 0xFF"),
    (Array("<a x='".utf8) + [0xE2, 0x82] + Array("'/>".utf8), "1:7: invalid UTF-8 byte 0xE2"),
    (Array("<a>\n ".utf8) + [0x00] + Array("</a>".utf8), "2:2: NUL byte is not allowed"),
  ]

  @Test(arguments: encodingCases)
  func encodingErrorsAreLocated(bytes: [UInt8], expected: String) {
    #expect(failures(bytes, readXML) == [expected])
  }

  @Test func externalEntitiesAreNeverLoaded() throws {
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-xxe-\(UUID().uuidString).dtd")
    try Data("<!ENTITY leak 'LEAKED'>".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let external = "<!DOCTYPE a SYSTEM \"\(secret.path)\">\n<a x=\"&leak;\">&leak;</a>"
    #expect(failures(external, readXML) == ["1:1: DOCTYPE is not allowed"])
    let internalSubset = """
      <?xml version="1.0"?>
      <!DOCTYPE a [<!ENTITY leak SYSTEM "file://\(secret.path)">]>
      <a x="&leak;">&leak;</a>
      """
    #expect(failures(internalSubset, readXML) == ["2:1: DOCTYPE is not allowed"])
  }

  @Test func entityExpansionBombIsRefused() {
    var lines = [#"<?xml version="1.0"?>"#, "<!DOCTYPE lolz [", #"  <!ENTITY lol "lol">"#]
    for level in 1...9 {
      let previous = level == 1 ? "&lol;" : "&lol\(level - 1);"
      lines.append("  <!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">")
    }
    lines += ["]>", "<lolz x=\"&lol9;\">&lol9;</lolz>"]
    #expect(failures(lines.joined(separator: "\n"), readXML) == ["2:1: DOCTYPE is not allowed"])
    #expect(
      failures("<lolz>&lol9;</lolz>", readXML) == [
        "1:13: unknown entity \"lol9\": only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
      ])
  }

  @Test func elementsNestUpToTheDepthLimit() throws {
    let levels = LayoutParser.maxDepth
    let text = String(repeating: "<a>", count: levels) + String(repeating: "</a>", count: levels)
    var node = try read(text)
    var depth = 1
    while let child = node.children.first {
      node = child
      depth += 1
    }
    #expect(depth == 64)
    let deeper = "<a>" + text + "</a>"
    #expect(failures(deeper, readXML) == ["1:193: nesting is deeper than 64 levels"])
  }

  @Test func hundredThousandNestedElementsFailCleanly() {
    let text = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    #expect(failures(text, readXML) == ["1:193: nesting is deeper than 64 levels"])
  }
}
