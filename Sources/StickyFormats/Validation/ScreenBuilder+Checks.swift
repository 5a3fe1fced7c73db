import StickyCore

extension ScreenBuilder {
  /// Whether `node` may stand inside `parent`, reporting why not.
  mutating func isAllowed(_ node: RawNode, in parent: RawNode) -> Bool {
    guard let schema = LayoutSchema.node(node.type) else {
      let suggestion = NameSuggestion.closest(
        to: node.type, in: LayoutSchema.nodes.map(\.type).filter { $0 != "screen" })
      report(.unknownNodeType(node.type, suggestion: suggestion), at: node.typeLocation)
      return false
    }
    guard schema.parents.contains(parent.type) else {
      report(
        .misplacedNode(node.type, parent: parent.type, allowed: schema.parents),
        at: node.typeLocation)
      return false
    }
    return true
  }

  /// The node's properties checked against its schema; problems are reported and
  /// the offending properties left out.
  mutating func checkedProperties(of node: RawNode) -> CheckedProperties {
    var checked = CheckedProperties()
    guard let schema = LayoutSchema.node(node.type) else { return checked }
    for property in node.properties {
      guard let definition = schema.property(named: property.name) else {
        let suggestion = NameSuggestion.closest(
          to: property.name, in: schema.properties.map(\.name))
        report(
          .unknownProperty(property.name, node: node.type, suggestion: suggestion),
          at: property.nameLocation)
        continue
      }
      switch definition.kind.parse(property.value, property: property.name) {
      case .success(let value):
        checked.values[property.name] = (value, property.valueLocation)
      case .failure(let error):
        report(error, at: property.valueLocation)
        checked.invalid.insert(property.name)
      }
    }
    for definition in schema.properties where definition.isRequired {
      if checked.values[definition.name] == nil && !checked.invalid.contains(definition.name) {
        report(.missingProperty(definition.name, node: node.type), at: node.location)
      }
    }
    return checked
  }

  /// The id a node gets when it has none: `<type>-<k>`, counting its type in document order.
  mutating func defaultID(for node: RawNode, properties: CheckedProperties) -> String {
    let count = (typeCounts[node.type] ?? 0) + 1
    typeCounts[node.type] = count
    return properties.text("id") ?? "\(node.type)-\(count)"
  }

  /// Records an element's id, reporting it when an earlier element has it.
  mutating func register(_ id: String, for node: RawNode, properties: CheckedProperties) -> String {
    let location = properties.location("id") ?? node.location
    if let first = ids[id] {
      report(.duplicateID(id, first: first), at: location)
    } else {
      ids[id] = location
    }
    return id
  }

  /// Reports ids that are also the id of a list row (`<list>-<i>`).
  mutating func checkRowIDs() {
    for (id, location) in ids {
      guard let dash = id.lastIndex(of: "-") else { continue }
      let suffix = id[id.index(after: dash)...]
      guard let index = Int(suffix), String(index) == suffix,
        let count = rowCounts[String(id[..<dash])], index < count
      else { continue }
      report(.rowIDTaken(id, list: String(id[..<dash])), at: location)
    }
  }
}

/// Property values that passed their checks, with where each was written.
struct CheckedProperties {
  var values: [String: (value: PropertyValue, location: SourceLocation)] = [:]
  /// Properties given with a bad value: already reported, so not "missing" too.
  var invalid: Set<String> = []

  func location(_ name: String) -> SourceLocation? { values[name]?.location }

  func text(_ name: String) -> String? {
    if case .text(let text) = values[name]?.value { return text }
    return nil
  }

  func number(_ name: String) -> Double? {
    if case .number(let number) = values[name]?.value { return number }
    return nil
  }

  func integer(_ name: String) -> Int? {
    if case .integer(let integer) = values[name]?.value { return integer }
    return nil
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let flag) = values[name]?.value { return flag }
    return nil
  }

  func padding(_ name: String) -> EdgeInsets? {
    if case .padding(let padding) = values[name]?.value { return padding }
    return nil
  }

  func numbers(_ name: String) -> [Double]? {
    if case .numbers(let numbers) = values[name]?.value { return numbers }
    return nil
  }
}
