/// The direction a scroller's offset moves its content: the screen's content
/// scrolls vertically; a carousel (SPEC section 15) scrolls horizontally.
public enum ScrollAxis: String, CaseIterable, Hashable, Sendable {
  case vertical
  case horizontal
}
