/// Frames and values at a moment when carousels have offsets of their own
/// (SPEC section 15): an element inside a carousel is at `x - x_k`, its `y`
/// and `height` still its tracks' at the content's offset, and an `x`
/// effect's value is its track's at its carousel's offset.
extension Scene {
  /// The carousel whose scroller is `id`; nil for any other.
  public func carousel(_ id: ScrollerID) -> CarouselTracks? {
    carousels.first { scrollers[$0.scroller].id == id }
  }

  /// The scroller `id`; nil where there is none.
  public func scroller(_ id: ScrollerID) -> Scroller? {
    scrollers.first { $0.id == id }
  }

  /// Where scroller `id` is among `offsets`.
  public func offset(of id: ScrollerID, in offsets: ScrollOffsets) -> Double {
    id == content.id ? offsets.content : offsets.carousel(id)
  }

  /// The element's left edge, its carousel at its offset among `carousels`.
  public func x(of reference: ElementReference, carousels: [ScrollerID: Double]) -> Double {
    // Read in place, as `frame(of:at:)` does.
    let index = reference.track
    return tracks[index].x - (tracks[index].slide.map { carousels[$0] ?? 0 } ?? 0)
  }

  /// The element's frame at `offsets`, in screen coordinates.
  public func frame(of reference: ElementReference, at offsets: ScrollOffsets) -> Frame {
    var frame = frame(of: reference, at: offsets.content)
    frame.x = x(of: reference, carousels: offsets.carousels)
    return frame
  }

  /// The element's frame at a moment of a path, each carousel at its offset
  /// among `carousels`.
  public func frame(
    of reference: ElementReference, at moment: FrameMoment, carousels: [ScrollerID: Double]
  ) -> Frame {
    var frame = frame(of: reference, at: moment)
    frame.x = x(of: reference, carousels: carousels)
    return frame
  }

  /// The effect's value at `offsets`: at its scroller's offset.
  public func value(of effect: EffectTrack, at offsets: ScrollOffsets) -> EffectValue {
    effect.sample(at: offset(of: effect.scroller, in: offsets))
  }

  /// The default offsets of `frames --carousel`: both ends of the range the
  /// carousel can be dragged through, and inside it every offset where one
  /// of its `x` effects bends or steps or its active marker changes. Its
  /// items' frames are linear in `x_k` and add none.
  public func breakpointOffsets(of carousel: CarouselTracks) -> [Double] {
    let scroller = scrollers[carousel.scroller]
    var found = [scroller.lowestOffset, scroller.highestOffset]
    found += carousel.markers?.breakpoints ?? []
    // What slides in the carousel follows its track in document order.
    for track in tracks[(carousel.track + 1)...].prefix(while: { $0.slide == scroller.id }) {
      for effect in track.effects where effect.scroller == scroller.id {
        found += effect.breakpoints
      }
    }
    return NumberFormat.distinctOffsets(
      found.filter { $0 >= scroller.lowestOffset && $0 <= scroller.highestOffset })
  }
}

extension ElementReference {
  /// The track the element is or is a row of.
  var track: Int {
    switch self {
    case .track(let index), .row(let index, _): index
    }
  }
}
