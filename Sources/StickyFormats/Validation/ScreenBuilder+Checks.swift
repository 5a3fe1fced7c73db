import StickyCore

extension ScreenBuilder {
  /// Whether `node` may stand inside `parent`, reporting why not.
  mutating func isAllowed(_ node: RawNode, in parent: RawNode) -> Bool {
    guard let type = node.nodeType else {
      let suggestion = NameSuggestion.closest(
        to: node.type, in: NodeType.allCases.filter { $0 != .screen }.map(\.rawValue))
      report(.unknownNodeType(node.type, suggestion: suggestion), at: node.typeLocation)
      return false
    }
    let parents = LayoutSchema.parents(of: type)
    guard let parentType = parent.nodeType, parents.contains(parentType) else {
      report(
        .misplacedNode(node.type, parent: parent.type, allowed: parents.map(\.rawValue)),
        at: node.typeLocation)
      return false
    }
    return true
  }

  /// The node's properties checked against its schema; problems are reported and
  /// the offending properties left out.
  mutating func checkedProperties(of node: RawNode, _ schema: NodeSchema) -> CheckedProperties {
    let type = schema.type
    var checked = CheckedProperties(schema)
    // A misspelt required property is one mistake: "did you mean" says it, and
    // a "missing" line besides would come first and hide the answer.
    var suggested: Set<String> = []
    for property in node.properties {
      guard let definition = schema.property(named: property.name) else {
        let places = LayoutSchema.nodes.filter {
          $0.type == type && $0.property(named: property.name) != nil
        }
        if !places.isEmpty {
          report(
            .propertyOfAnotherPlace(
              property.name, node: node.type, parents: places.flatMap(\.parents).map(\.rawValue)),
            at: property.nameLocation)
          continue
        }
        let suggestion = NameSuggestion.closest(
          to: property.name, in: schema.properties.map(\.name))
        if let suggestion { suggested.insert(suggestion) }
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
    for definition in schema.properties {
      guard let excluded = definition.excludes, checked.location(excluded) != nil,
        let location = checked.location(definition.name)
      else { continue }
      report(.conflictingProperties(excluded, definition.name), at: location)
    }
    for definition in schema.properties {
      guard let condition = definition.whenTrue, checked.bool(definition.name) == true,
        let location = checked.location(definition.name)
      else { continue }
      let other = checked.value(condition.property)
      switch condition {
      case .requires(let name, let value) where other != value:
        report(.unmetCondition(definition.name, needs: name, value: value), at: location)
      case .forbids(let name, let value) where other == value:
        report(.conflictingProperties(name, definition.name), at: location)
      default: break
      }
    }
    for definition in schema.properties {
      guard case .requires(let name, let value) = definition.whenGiven,
        let location = checked.location(definition.name),
        checked.value(name) != value && !checked.invalid.contains(name)
      else { continue }
      report(.unmetGivenCondition(definition.name, needs: name, value: value), at: location)
    }
    for definition in schema.properties where definition.isRequired {
      if checked.values[definition.name] == nil && !checked.invalid.contains(definition.name)
        && !suggested.contains(definition.name)
      {
        report(.missingProperty(definition.name, node: node.type), at: node.location)
      }
    }
    // Every node passes through here once, and only a parent checks its children
    // (`isAllowed`): without this, whatever stands inside a leaf would be neither
    // checked nor used, and `convert` would carry it into the other spelling.
    if !type.holdsChildren {
      for child in node.children {
        report(.childOfLeaf(child.type, parent: node.type), at: child.typeLocation)
      }
    }
    return checked
  }

  /// The id a node gets when it has none: `<type>-<k>`, counting its type in document order.
  mutating func defaultID(
    for node: RawNode, _ type: NodeType, properties: CheckedProperties
  ) -> String {
    let count = (typeCounts[type] ?? 0) + 1
    typeCounts[type] = count
    return properties.text("id") ?? "\(type.rawValue)-\(count)"
  }

  /// Records an element's id and place, reporting the id when an earlier
  /// element has it.
  mutating func register(_ id: String, for node: RawNode, properties: CheckedProperties) -> String {
    if sourceMap.contains(.element(id)) {
      let first = sourceMap.location(of: .element(id), property: "id")
      report(.duplicateID(id, first: first), at: properties.location("id") ?? node.location)
    } else {
      record(.element(id), node, properties)
    }
    return id
  }

  /// Records where a node and each of its valid properties are written.
  mutating func record(_ key: SourceMap.Key, _ node: RawNode, _ properties: CheckedProperties) {
    let written = node.properties.lazy.filter { properties.location($0.name) != nil }
    sourceMap.add(key, at: node.location, properties: written.map { ($0.name, $0.valueLocation) })
  }

  /// Reports ids that are also the id of a list row (`<list>-<i>`).
  mutating func checkRowIDs() {
    for case .element(let id) in sourceMap.keys {
      guard let row = RowID(parsing: id), let count = rowCounts[row.list], row.index < count
      else { continue }
      report(
        .rowIDTaken(id, list: row.list), at: sourceMap.location(of: .element(id), property: "id"))
    }
  }
}
