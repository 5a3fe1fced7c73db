/// One member of a record of the page data: its name, what it means, its
/// kind, whether every record has it, and how it is read from the record.
struct PageField<Record> {
  var name: String
  var summary: String
  var kind: PageKind
  var isRequired: Bool
  var value: (Record) -> JSONValue?

  /// A member every record has.
  init<Value: PageValue>(_ name: String, _ path: KeyPath<Record, Value>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = Value.kind
    isRequired = true
    value = { $0[keyPath: path].json }
  }

  /// A member present only where it is set.
  init<Value: PageValue>(_ name: String, _ path: KeyPath<Record, Value?>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = Value.kind
    isRequired = false
    value = { $0[keyPath: path]?.json }
  }

  /// A list every record has.
  init<Element: PageValue>(_ name: String, _ path: KeyPath<Record, [Element]>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = .array(Element.kind, count: nil)
    isRequired = true
    value = { .array($0[keyPath: path].map(\.json)) }
  }

  /// A list present only where it is set.
  init<Element: PageValue>(_ name: String, _ path: KeyPath<Record, [Element]?>, _ summary: String) {
    self.name = name
    self.summary = summary
    kind = .array(Element.kind, count: nil)
    isRequired = false
    value = { $0[keyPath: path].map { .array($0.map(\.json)) } }
  }
}
