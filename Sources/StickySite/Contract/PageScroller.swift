import StickyCore

/// A scroller inside the content (`Scroller`): a carousel of SPEC section
/// 15, whose offset slides the elements that name it (`PageElement.slide`)
/// and drives the effects that name it (`PageEffect.scroller`). The page
/// gives each one a lane of its own: its range, rubber band and snap.
struct PageScroller: PageRecord {
  var id: String
  var axis: ScrollAxis
  var maxOffset: Double
  var overscroll: Double
  var snap: PageSnapRule?
  var markers: PageMarkers?

  /// The scroller of `carousel` in `table`.
  init(_ carousel: CarouselTracks, in table: Scene) {
    let scroller = table.scrollers[carousel.scroller]
    id = scroller.id.rawValue
    axis = scroller.axis
    maxOffset = scroller.maxOffset
    overscroll = scroller.overscroll
    snap = PageSnapRule(scroller.rules.snap)
    markers = PageMarkers(carousel, in: table)
  }

  static let summary = "A scroller inside the content: a carousel (SPEC section 15)."
  static var fields: [PageField<Self>] {
    [
      .init("id", \.id, "The id of the element that scrolls, the carousel."),
      .init("axis", \.axis, "The direction its offset moves what it slides."),
      .init("maxOffset", \.maxOffset, "The end of its scroll range, which starts at 0."),
      .init("overscroll", \.overscroll, "How far the rubber band reaches past either end."),
      .init(
        "snap", \.snap, "Where it comes to rest (SPEC section 14 along its axis), where it snaps."),
      .init("markers", \.markers, "Its markers, where it shows them."),
    ]
  }
}
