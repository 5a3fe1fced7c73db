/// Where a layout writes each of its nodes and properties, as the builder
/// checked them. The stages after the builder hold the screen, not the
/// layout's text or its raw tree, and locate what they find wrong (an image
/// that cannot be read, a screen id that another file has too) through this.
///
/// A node is found by what the screen calls it: an element by its id, written
/// or generated; a pin by the row it pins; an effect by its element, part and
/// property. The map lives as long as its screen and grows with the layout, so
/// it is kept small: all places are in one file and keep only a line and a
/// column, and property names are numbered. For a layout of the largest size
/// (96,000 boxes) it holds about 10 MB.
public struct SourceMap: Sendable {
  public enum Key: Hashable, Sendable {
    /// The screen, a bar, the scroll, the header or a block, by its id.
    case element(String)
    /// A `pin` of a list, by the row it pins.
    case pin(RowID)
    /// An `effect`, by its element's id, its part and its property.
    case effect(element: String, part: Effect.Part, property: Effect.Property)
  }

  /// The layout file, as diagnostics name it.
  public let file: String
  /// The elements apart from the rest: keyed by their id alone, they take
  /// two thirds of the room.
  private var elements: [String: Node] = [:]
  private var others: [Key: Node] = [:]
  /// The properties of every node, each node's together, in written order.
  private var properties: [Property] = []
  /// The property names, numbered in the order first seen.
  private var names: [String] = []
  private var numbers: [String: Int32] = [:]

  private struct Position {
    var line: Int32
    var column: Int32
  }

  private struct Node {
    var start: Position
    /// The node's properties are `properties[first..<first + count]`.
    var first: Int32
    var count: Int32
  }

  private struct Property {
    var name: Int32
    var value: Position
  }

  public init(file: String) {
    self.file = file
  }

  /// Every node of the map.
  public var keys: [Key] { elements.keys.map(Key.element) + others.keys }

  public func contains(_ key: Key) -> Bool { node(key) != nil }

  /// Records where a node starts and where the value of each property it
  /// writes is.
  public mutating func add(
    _ key: Key, at location: SourceLocation,
    properties: some Sequence<(name: String, value: SourceLocation)>
  ) {
    let first = self.properties.count
    for property in properties {
      self.properties.append(Property(name: number(property.name), value: position(property.value)))
    }
    let node = Node(
      start: position(location), first: Int32(first), count: Int32(self.properties.count - first))
    if case .element(let id) = key { elements[id] = node } else { others[key] = node }
  }

  /// Where the node writes the value of `property`, or where the node starts
  /// when it leaves the property to its default (or when `property` is nil).
  /// Every error is to be located somewhere: for a node the layout does not
  /// hold, that is the start of the file.
  public func location(of key: Key, property: String? = nil) -> SourceLocation {
    guard let node = node(key) else { return SourceLocation(file: file, line: 1, column: 1) }
    let name = property.flatMap { numbers[$0] }
    let written = self.properties(of: node).first { $0.name == name }
    return location(written?.value ?? node.start)
  }

  /// The properties the node writes, each with where its value is, in written
  /// order; none for a node the layout does not hold.
  public func properties(of key: Key) -> [(name: String, value: SourceLocation)] {
    guard let node = node(key) else { return [] }
    return properties(of: node).map { (names[Int($0.name)], location($0.value)) }
  }

  private func node(_ key: Key) -> Node? {
    if case .element(let id) = key { return elements[id] }
    return others[key]
  }

  private func properties(of node: Node) -> ArraySlice<Property> {
    properties[Int(node.first)..<Int(node.first + node.count)]
  }

  private mutating func number(_ name: String) -> Int32 {
    if let number = numbers[name] { return number }
    names.append(name)
    numbers[name] = Int32(names.count - 1)
    return Int32(names.count - 1)
  }

  private func location(_ position: Position) -> SourceLocation {
    SourceLocation(file: file, line: Int(position.line), column: Int(position.column))
  }

  /// Layouts are far smaller than 2 GiB, so a line or column always fits.
  private func position(_ location: SourceLocation) -> Position {
    Position(line: Int32(clamping: location.line), column: Int32(clamping: location.column))
  }
}
