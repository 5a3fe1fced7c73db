/// Where a carousel's markers (SPEC section 15) are drawn, one dot per snap
/// target in document order: a row centred across the carousel's frame, in
/// its bottom padding where that holds a band of `band` points, else that
/// far above its bottom edge, over its items, as a page control sits over
/// photos. The row does not slide with the carousel; the dot of the active
/// target (`CarouselMarkers`) is filled. The page and the drawings place them
/// by these numbers.
public enum MarkerDots {
  public static let diameter = 7.0
  /// From one dot's centre to the next's.
  public static let pitch = 15.0
  /// The band the row is centred in.
  public static let band = 20.0

  /// The row's centre below the carousel's top.
  public static func centerY(height: Double, bottomPadding: Double) -> Double {
    height - max(bottomPadding, band) / 2
  }

  /// The centre of dot `index` of `count` from the carousel's left edge, in a
  /// carousel `width` wide.
  public static func centerX(_ index: Int, of count: Int, width: Double) -> Double {
    width / 2 + (Double(index) - Double(count - 1) / 2) * pitch
  }
}
