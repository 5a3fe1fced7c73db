import StickyCore
import StickyFormats
import Testing

@Suite struct JSONObjectReaderTests {
  private let objectReader: Reader = { bytes, file throws(DiagnosticError) in
    let top = try JSONObjectReader.read(bytes, file: file)
    return RawNode(type: "", location: top.location, typeLocation: top.location)
  }

  @Test func nestedObjectsKeepTheirMembersAndPlaces() throws {
    let top = try JSONObjectReader.read(
      Array(
        """
        {"a": 1,
         "theme": {"accent": "#fff",
                   "inner": {}}}
        """.utf8), file: "config.json")
    #expect(place(top.location) == "1:1")
    guard case .object(let members) = top.value else {
      Issue.record("the top level is not an object")
      return
    }
    #expect(members.map(\.name) == ["a", "theme"])
    #expect(members.map { place($0.valueLocation) } == ["1:7", "2:11"])
    guard case .object(let theme) = members[1].value else {
      Issue.record("theme is not an object")
      return
    }
    #expect(theme.map(\.name) == ["accent", "inner"])
    #expect(theme.map { place($0.nameLocation) } == ["2:12", "3:12"])
    #expect(theme.map(\.value) == [.string("#fff"), .object([])])
  }

  @Test(arguments: [
    ("[1]", ["1:1: the top-level value must be an object"]),
    ("", ["1:1: unexpected end of file"]),
    (#"{"a": 1} x"#, ["1:10: trailing characters after the top-level value"]),
    (
      #"{"a": 1, "a": 2, "b": {"c": 1, "c": 2}}"#,
      [#"1:10: duplicate member "a""#, #"1:32: duplicate member "c""#]
    ),
    (#"{"a": {"b": tru}}"#, ["1:13: invalid literal \"tru\""]),
  ])
  func problems(text: String, expected: [String]) {
    #expect(failures(text, objectReader) == expected)
  }
}
