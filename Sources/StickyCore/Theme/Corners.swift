/// The corner radii of the screen's rounded elements, in points: the page's
/// CSS (as custom properties) and the drawings read them here.
public enum Corners {
  /// A box inset from the screen's sides, which reads as a card.
  public static let card = 12.0
  /// A button, or half its height when it is lower than twice this.
  public static let button = 14.0

  /// Whether an element is drawn as a card, its corners rounded by `card`:
  /// the one rule of the drawings and of the page, which reads it in its
  /// data. A box inset from the screen's sides is one, and so is each box
  /// or stack a carousel slides (SPEC section 15), wherever the row holds
  /// it: a full-width pager's first photo starts at the screen's edge, and
  /// is a card as the photos after it are.
  public static func isCard(_ track: ElementTrack) -> Bool {
    guard case .block(let block) = track.node else { return false }
    switch block.kind {
    case .box: return track.x > 0 || track.slide != nil
    case .stack: return track.slide != nil
    default: return false
    }
  }
}
