/// A row of blocks side by side that scrolls sideways on its own inside the
/// vertical content (SPEC section 15), as a nested `overflow-x: auto`
/// scroller renders it.
public struct Carousel: Hashable, Sendable {
  public var height: Double
  public var padding: EdgeInsets
  /// The room between neighbouring items.
  public var spacing: Double
  /// Where the row comes to rest along its own offset, and how it glides there.
  public var snap: CarouselSnap
  /// Whether a dot per snap target shows under the row.
  public var markers: Bool
  public var color: Color?
  public var items: [CarouselItem]

  public init(
    height: Double, padding: EdgeInsets = .zero, spacing: Double = 0,
    snap: CarouselSnap = .none, markers: Bool = false, color: Color? = nil,
    items: [CarouselItem] = []
  ) {
    self.height = height
    self.padding = padding
    self.spacing = spacing
    self.snap = snap
    self.markers = markers
    self.color = color
    self.items = items
  }

  /// The height an item has unless it says otherwise: the carousel's less its
  /// top and bottom padding.
  public var contentHeight: Double { max(0, height - padding.top - padding.bottom) }

  /// Where each item starts, from the carousel's left edge at offset 0: the
  /// first at the left padding, then `spacing` after the one before.
  public var itemStarts: [Double] {
    var x = padding.left
    return items.enumerated().map { position, item in
      if position > 0 { x += spacing }
      defer { x += item.width }
      return x
    }
  }

  /// The width of what scrolls: the padding, the items and the spacing
  /// between them.
  public var contentWidth: Double {
    guard let last = items.last, let start = itemStarts.last else {
      return padding.left + padding.right
    }
    return start + last.width + padding.right
  }
}
