/// Where a carousel's markers (SPEC section 15) sit: a row of dots, one per
/// snap target in order, centred across the carousel's frame and on a line
/// in its bottom padding, or near its bottom edge over the items when that
/// padding is too small to hold them (as a page control sits on a photo
/// pager). The one rule the page and the drawings follow; the dots neither
/// take room nor move the items.
public enum CarouselMarkerDots {
  /// A dot's diameter.
  public static let diameter = 7.0
  /// From one dot's centre to the next.
  public static let pitch = 15.0
  /// The least room under the items that holds the dots; in less, they sit
  /// this far above the carousel's bottom edge, centre to edge, over the items.
  public static let room = 20.0
  /// An inactive dot's opacity; the active one is opaque.
  public static let inactiveOpacity = 0.35

  /// The dots' centre line below the carousel's top, for a carousel of
  /// `height` with `bottomPadding`.
  public static func centreLine(height: Double, bottomPadding: Double) -> Double {
    height - (bottomPadding >= room ? bottomPadding : room) / 2
  }

  /// The centre of dot `index` of `count` from the left edge of a carousel
  /// `width` wide.
  public static func centre(of index: Int, count: Int, width: Double) -> Double {
    width / 2 + (Double(index) - Double(count - 1) / 2) * pitch
  }
}
