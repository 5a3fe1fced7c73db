import StickyCore
import StickyFormats

/// A reader entry point, so that one test can run against each reader.
typealias Reader = @Sendable ([UInt8], String) throws(DiagnosticError) -> RawNode

let readXML: Reader = { bytes, file throws(DiagnosticError) in
  try XMLLayoutReader.read(bytes, file: file)
}
let readJSON: Reader = { bytes, file throws(DiagnosticError) in
  try JSONLayoutReader.read(bytes, file: file)
}
let readAny: Reader = { bytes, file throws(DiagnosticError) in
  try LayoutParser.read(bytes, file: file)
}

/// The diagnostics of reading `text`, as `line:column: message`; empty if it was read.
func failures(_ text: String, _ reader: Reader) -> [String] {
  failures(Array(text.utf8), reader)
}

func failures(_ bytes: [UInt8], _ reader: Reader) -> [String] {
  do {
    _ = try reader(bytes, "test")
    return []
  } catch {
    return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
  }
}

/// A tree without places, with every value written as text, so that the XML
/// and JSON spellings of one layout compare equal.
struct Shape: Equatable, CustomStringConvertible {
  var type: String
  var properties: [String]
  var children: [Shape]

  init(_ node: RawNode) {
    type = node.type
    properties = node.properties.map { "\($0.name)=\(Shape.text($0.value))" }
    children = node.children.map(Shape.init)
  }

  var description: String {
    "\(type)(\(properties.joined(separator: ", ")))[\(children.map(\.description).joined(separator: ", "))]"
  }

  private static func text(_ value: RawValue) -> String {
    switch value {
    case .text(let text), .string(let text): text
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .bool(let flag): String(flag)
    case .null: "null"
    case .array(let elements): elements.map { text($0.value) }.joined(separator: " ")
    case .object(let members):
      "{" + members.map { "\($0.name)=\(text($0.value))" }.joined(separator: ", ") + "}"
    }
  }
}

/// A place as `line:column`, for compact expectations.
func place(_ location: SourceLocation) -> String {
  "\(location.line):\(location.column)"
}

/// The example of SPEC section 3 in both spellings.
let specExampleXML = """
  <screen id="sticky-cell" title="Sticky cell" device="iphone-se">
    <scroll>
      <list id="items" count="50" rowHeight="40" label="{i}">
        <pin index="25" edge="both"/>
      </list>
    </scroll>
  </screen>
  """

let specExampleJSON = """
  {"type": "screen", "id": "sticky-cell", "title": "Sticky cell", "device": "iphone-se",
   "children": [{"type": "scroll", "children": [
     {"type": "list", "id": "items", "count": 50, "rowHeight": 40, "label": "{i}",
      "children": [{"type": "pin", "index": 25, "edge": "both"}]}]}]}
  """
