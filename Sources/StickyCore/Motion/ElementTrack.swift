/// The motion of one element (not a list row): its fixed horizontal extent and its
/// exact vertical tracks in screen coordinates, with the element itself, so
/// that what reads the tracks needs nothing else.
public struct ElementTrack: Hashable, Sendable {
  public var id: String
  /// The scroller whose offset `y`, `height` and the effects are functions of.
  public var scroller: ScrollerID
  public var node: ElementNode
  public var layer: ElementLayer
  /// The left edge in screen coordinates; inside a carousel, at its offset
  /// `x_k = 0` (the frame's is then `x - x_k`).
  public var x: Double
  public var width: Double
  /// The carousel whose offset `x_k` slides the element sideways (its items
  /// and what they hold, SPEC section 15); nil outside carousels.
  public var slide: ScrollerID?
  /// Fixed once solved, since `ride` is told from them.
  public let y: PiecewiseLinear
  public let height: PiecewiseLinear
  /// How the frame follows the offset: classified here, once, for the page,
  /// the plot, the ticks and the gallery alike.
  public let ride: ElementRide
  /// The sticky element it is or rides with, for moments whose pin lines move.
  public var sticky: StickyRide? {
    get { boxedSticky?.value }
    set { boxedSticky = newValue.map(Boxed.value) }
  }
  /// The tracks of the rows, when the element is a list.
  public var rows: RowTracks? {
    get { boxedRows?.value }
    set { boxedRows = newValue.map(Boxed.value) }
  }
  // Most elements neither stick nor list rows: boxed, the two cost 16 bytes
  // of a track instead of 208 (18 MB in a layout of the largest size).
  private var boxedSticky: Boxed<StickyRide>?
  private var boxedRows: Boxed<RowTracks>?
  /// The element's effects, in the order written; empty for most elements.
  public var effects: [EffectTrack]
  /// What paints under a block of the content: the index in the scene's
  /// tracks of its nearest ancestor with a colour (a stack's) or else of the
  /// scroll. A text block takes its ink from it, and a translucent colour
  /// shows it through. Nil for the bars, the scroll and the header.
  public var backdrop: Int?

  init(
    id: String, scroller: ScrollerID, node: ElementNode, layer: ElementLayer, x: Double,
    width: Double,
    y: PiecewiseLinear, height: PiecewiseLinear, sticky: StickyRide? = nil, rows: RowTracks? = nil,
    effects: [EffectTrack] = [], slide: ScrollerID? = nil
  ) {
    self.id = id
    self.scroller = scroller
    self.node = node
    self.layer = layer
    self.x = x
    self.width = width
    self.y = y
    self.height = height
    ride = ElementRide(y: y, height: height)
    boxedSticky = sticky.map(Boxed.value)
    boxedRows = rows.map(Boxed.value)
    self.effects = effects
    self.slide = slide
  }

  public var kind: ElementKind { node.kind }
}
