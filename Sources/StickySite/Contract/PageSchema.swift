import StickyCore

/// The JSON Schema (draft 2020-12) of the page contract, made from the same
/// fields that write it: every record a definition whose members are its
/// fields, none other allowed, the members every record has required.
public enum PageSchema {
  /// The schema as compact JSON.
  public static var text: String {
    var definitions: [(String, JSONValue)] = []
    let root = schema(of: PageScene.kind, into: &definitions)
    guard case .object(var members) = root else { return "" }
    members.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
    members.insert(
      ("title", .string("StickyPreview page data, version \(PageScene.version)")), at: 1)
    members.append(("$defs", .object(definitions)))
    return JSONValue.object(members).text
  }

  /// The schema of `kind`; a record's definition is added to `definitions`
  /// once and referred to. The root record is written in place.
  private static func schema(of kind: PageKind, into definitions: inout [(String, JSONValue)])
    -> JSONValue
  {
    switch kind {
    case .string: return .object([("type", .string("string"))])
    case .enumeration(let names):
      return .object([("type", .string("string")), ("enum", .array(names.map(JSONValue.string)))])
    case .integer: return .object([("type", .string("integer"))])
    case .number: return .object([("type", .string("number"))])
    case .boolean: return .object([("type", .string("boolean"))])
    case .array(let element, let count):
      var members: [(String, JSONValue)] = [
        ("type", .string("array")), ("items", schema(of: element, into: &definitions)),
      ]
      if let count {
        members += [("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))]
      }
      return .object(members)
    case .tuple(let kinds):
      return .object([
        ("type", .string("array")),
        ("prefixItems", .array(kinds.map { schema(of: $0, into: &definitions) })),
        ("items", .bool(false)), ("minItems", .number(Double(kinds.count))),
      ])
    case .record(let record):
      if record.name == String(describing: PageScene.self) {
        return object(record, into: &definitions)
      }
      if !definitions.contains(where: { $0.0 == record.name }) {
        // Reserved first, so that a record met again while this one is
        // written refers to it rather than writing it twice.
        definitions.append((record.name, .object([])))
        let index = definitions.count - 1
        definitions[index].1 = object(record, into: &definitions)
      }
      return .object([("$ref", .string("#/$defs/" + record.name))])
    }
  }

  private static func object(
    _ record: PageRecordType, into definitions: inout [(String, JSONValue)]
  )
    -> JSONValue
  {
    var properties: [(String, JSONValue)] = []
    for field in record.fields {
      var property = schema(of: field.kind, into: &definitions)
      if case .object(var members) = property, !members.contains(where: { $0.0 == "$ref" }) {
        members.insert(("description", .string(field.summary)), at: 0)
        property = .object(members)
      }
      properties.append((field.name, property))
    }
    return .object([
      ("description", .string(record.summary)),
      ("type", .string("object")),
      ("properties", .object(properties)),
      ("required", .array(record.fields.filter(\.isRequired).map { .string($0.name) })),
      ("additionalProperties", .bool(false)),
    ])
  }
}

extension PageSchema {
  /// A table per record, the root first: each member, its kind and what it
  /// means (`*` marks the members every record has).
  public static var markdown: String {
    var records: [PageRecordType] = []
    collect(PageScene.kind, into: &records)
    return records.map { record in
      "#### `\(record.name)`\n\n\(record.summary)\n\n| member | kind | meaning |\n|---|---|---|\n"
        + record.fields.map {
          "| `\($0.name)`\($0.isRequired ? " *" : "") | \(name(of: $0.kind)) | \($0.summary) |\n"
        }.joined()
    }.joined(separator: "\n")
  }

  private static func collect(_ kind: PageKind, into records: inout [PageRecordType]) {
    switch kind {
    case .array(let element, _): collect(element, into: &records)
    case .tuple(let kinds): for kind in kinds { collect(kind, into: &records) }
    case .record(let record):
      guard !records.contains(where: { $0.name == record.name }) else { return }
      records.append(record)
      for field in record.fields { collect(field.kind, into: &records) }
    case .string, .enumeration, .integer, .number, .boolean: break
    }
  }

  private static func name(of kind: PageKind) -> String {
    switch kind {
    case .string: "string"
    case .enumeration(let names): names.map { "`\($0)`" }.joined(separator: " \\| ")
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .array(let element, let count):
      "\(count.map { "\($0) × " } ?? "array of ")\(name(of: element))"
    case .tuple(let kinds): "[" + kinds.map(name(of:)).joined(separator: ", ") + "]"
    case .record(let record): "`\(record.name)`"
    }
  }
}
