/// The corner radii of the screen's rounded elements, in points: the page's
/// CSS (as custom properties) and the drawings read them here.
public enum Corners {
  /// A box inset from the screen's sides, which reads as a card.
  public static let card = 12.0
  /// A button, or half its height when it is lower than twice this.
  public static let button = 14.0
}
