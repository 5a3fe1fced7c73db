/// The node types of the layout format: an XML element name or a JSON `"type"`.
public enum NodeType: String, CaseIterable, Hashable, Sendable {
  case screen
  case bar
  case scroll
  case header
  case stack
  case box
  case text
  case button
  case spacer
  case list
  case carousel
  case pin
  case effect

  /// The types that stand in a stack's (or the scroll content's) flow.
  public static let blocks: [NodeType] = [.stack, .box, .text, .button, .spacer, .list, .carousel]

  /// The types that hold nodes of other types.
  public var holdsChildren: Bool {
    !LayoutSchema.children(of: self).isEmpty
  }
}
