/// One member of a record of the page data: its name, what it means, its
/// kind, whether every record has it, and how it is read from the record.
struct PageField<Record> {
  var name: String
  var summary: String
  var kind: PageKind
  var isRequired: Bool
  var value: (Record) -> JSONValue?
  /// Whether the record has the member, and its text as `value` writes it.
  var isPresent: (Record) -> Bool
  var write: (Record, inout String) -> Void

  /// A member every record has.
  init<Value: PageValue>(_ name: String, _ path: KeyPath<Record, Value>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = Value.kind
    isRequired = true
    value = { $0[keyPath: path].json }
    isPresent = { _ in true }
    write = { $0[keyPath: path].write(json: &$1) }
  }

  /// A member present only where it is set.
  init<Value: PageValue>(_ name: String, _ path: KeyPath<Record, Value?>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = Value.kind
    isRequired = false
    value = { $0[keyPath: path]?.json }
    isPresent = { $0[keyPath: path] != nil }
    write = { $0[keyPath: path]?.write(json: &$1) }
  }

  /// A list every record has.
  init<Element: PageValue>(_ name: String, _ path: KeyPath<Record, [Element]>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = .array(Element.kind, count: nil)
    isRequired = true
    value = { .array($0[keyPath: path].map(\.json)) }
    isPresent = { _ in true }
    write = { Self.write($0[keyPath: path], into: &$1) }
  }

  /// A list present only where it is set.
  init<Element: PageValue>(_ name: String, _ path: KeyPath<Record, [Element]?>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = .array(Element.kind, count: nil)
    isRequired = false
    value = { $0[keyPath: path].map { .array($0.map(\.json)) } }
    isPresent = { $0[keyPath: path] != nil }
    write = { record, output in
      if let elements = record[keyPath: path] { Self.write(elements, into: &output) }
    }
  }

  /// A list as `JSONValue.array` writes it.
  private static func write(_ elements: [some PageValue], into output: inout String) {
    output += "["
    for (index, element) in elements.enumerated() {
      if index > 0 { output += "," }
      element.write(json: &output)
    }
    output += "]"
  }
}
