/// What a value of the page data is, as its JSON Schema says it: the one
/// description that both the writer (`PageValue.json`) and the schema
/// (`PageSchema`) follow.
indirect enum PageKind {
  case string
  /// One of these strings.
  case enumeration([String])
  case integer
  case number
  case boolean
  /// Values of one kind, `count` of them when it is fixed.
  case array(PageKind, count: Int?)
  /// A fixed list of values of these kinds, in this order.
  case tuple([PageKind])
  /// An object whose members are a record's fields.
  case record(PageRecordType)
}

/// A record's name and fields, for the schema: what `PageRecord.fields` says
/// without a value to read them from.
struct PageRecordType {
  var name: String
  var summary: String
  var fields: [(name: String, summary: String, kind: PageKind, isRequired: Bool)]

  init<Record: PageRecord>(_ type: Record.Type) {
    name = String(describing: type)
    summary = Record.summary
    fields = Record.fields.map { ($0.name, $0.summary, $0.kind, $0.isRequired) }
  }
}
