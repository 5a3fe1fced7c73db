import StickyCore

/// An object of the page data, described by its fields: they write it, in
/// their order, and they make its JSON Schema.
protocol PageRecord: PageValue {
  /// What the record is, for the schema.
  static var summary: String { get }
  static var fields: [PageField<Self>] { get }
}

extension PageRecord {
  static var kind: PageKind { .record(PageRecordType(Self.self)) }

  var json: JSONValue {
    .object(Self.fields.compactMap { field in field.value(self).map { (field.name, $0) } })
  }

  func write(json output: inout String) {
    write(json: &output, member: nil) { (_: inout String) throws(Never) in }
  }

  /// Writes the record with the value of its member `member` written by
  /// `writeMember` instead of from the record.
  func write<Failure: Error>(
    json output: inout String, member: String?,
    _ writeMember: (inout String) throws(Failure) -> Void
  ) throws(Failure) {
    output += "{"
    var first = true
    for field in Self.fields where field.isPresent(self) {
      if !first { output += "," }
      first = false
      output += JSONString.quoted(field.name)
      output += ":"
      if field.name == member { try writeMember(&output) } else { field.write(self, &output) }
    }
    output += "}"
  }
}
