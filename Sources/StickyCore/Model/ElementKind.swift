/// What an element is: a node type of the format, or `row` for a list's row,
/// which has no node of its own. The raw value is the name `frames` prints and
/// the page data carries; everything else compares kinds, never names.
public enum ElementKind: String, CaseIterable, Hashable, Sendable {
  case bar
  case scroll
  case header
  case stack
  case box
  case text
  case button
  case spacer
  case list
  case row
  case carousel
}
