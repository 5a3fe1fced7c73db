/// Where a layout writes each of its nodes and properties, as the builder
/// checked them. The stages after the builder hold the screen, not the
/// layout's text or its raw tree, and locate what they find wrong (an image
/// that cannot be read, a screen id that another file has too) through this.
///
/// A node is found by what the screen calls it: an element by its id, written
/// or generated; a pin by the row it pins; an effect by its element and its
/// key. All places are in one file, so each keeps only its line and column:
/// the map of a layout of the largest size costs megabytes, not tens of them.
public struct SourceMap: Sendable {
  public enum Key: Hashable, Sendable {
    /// The screen, a bar, the scroll, the header or a block, by its id.
    case element(String)
    /// A `pin` of a list, by the row it pins.
    case pin(RowID)
    /// An `effect`, by its element's id and its key (`opacity`, `image.scale`).
    case effect(element: String, key: String)
  }

  /// The layout file, as diagnostics name it.
  public let file: String
  private var nodes: [Key: Node] = [:]
  /// The properties of every node, each node's together, in written order.
  private var properties: [Property] = []

  private struct Position {
    var line: Int32
    var column: Int32
  }

  private struct Node {
    var start: Position
    var properties: Range<Int>
  }

  private struct Property {
    var name: String
    var value: Position
  }

  public init(file: String) {
    self.file = file
  }

  /// Every node of the map.
  public var keys: [Key] { Array(nodes.keys) }

  public func contains(_ key: Key) -> Bool { nodes[key] != nil }

  /// Records where a node starts and where the value of each property it
  /// writes is.
  public mutating func add(
    _ key: Key, at location: SourceLocation,
    properties: some Sequence<(name: String, value: SourceLocation)>
  ) {
    let first = self.properties.count
    for property in properties {
      self.properties.append(Property(name: property.name, value: position(property.value)))
    }
    nodes[key] = Node(start: position(location), properties: first..<self.properties.count)
  }

  /// Where the node writes the value of `property`, or where the node starts
  /// when it leaves the property to its default (or when `property` is nil).
  /// Every error is to be located somewhere: for a node the layout does not
  /// hold, that is the start of the file.
  public func location(of key: Key, property: String? = nil) -> SourceLocation {
    guard let node = nodes[key] else { return SourceLocation(file: file, line: 1, column: 1) }
    let written = self.properties[node.properties].first { $0.name == property }
    return location(written?.value ?? node.start)
  }

  /// The properties the node writes, each with where its value is, in written
  /// order; none for a node the layout does not hold.
  public func properties(of key: Key) -> [(name: String, value: SourceLocation)] {
    nodes[key].map { node in
      self.properties[node.properties].map { ($0.name, location($0.value)) }
    } ?? []
  }

  private func location(_ position: Position) -> SourceLocation {
    SourceLocation(file: file, line: Int(position.line), column: Int(position.column))
  }

  /// Layouts are far smaller than 2 GiB, so a line or column always fits.
  private func position(_ location: SourceLocation) -> Position {
    Position(line: Int32(clamping: location.line), column: Int32(clamping: location.column))
  }
}
