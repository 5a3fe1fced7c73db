import StickyCore

/// One effect of an element (SPEC sections 10 and 13), in the order written.
struct PageEffect: PageRecord {
  var part: Effect.Part
  var property: Effect.Property
  var v: ExactTrack
  var hairline: Bool?
  var colors: [String]?
  var state: PageState?
  var scroller: String?

  /// An effect of an element of `kind`, on a screen whose content scrolls by
  /// `content`.
  init(_ track: EffectTrack, of kind: ElementKind, content: ScrollerID) {
    part = track.effect.part
    property = track.effect.property
    v = ExactTrack(function: track.value)
    hairline = property == .shadow && EffectShadow.isHairline(part, of: kind) ? true : nil
    // A colour effect's `v` is its keyframe position, so the page needs the
    // colours it moves between.
    colors = track.effect.property.takesColors ? track.effect.colors.map(\.hexWithAlpha) : nil
    scroller = track.scroller == content ? nil : track.scroller.rawValue
    state = track.state.map { state in
      PageState(
        values: track.effect.values.map(Exact.init), duration: Exact(track.effect.duration),
        holds: state.intervals.map(PageHold.init))
    }
  }

  static let summary = "A property of a part driven by the offset."
  static var fields: [PageField<Self>] {
    [
      .init("part", \.part, "The part the effect drives."),
      .init("property", \.property, "The property it drives."),
      .init(
        "v", \.v,
        "The value as a TRACK of the offset; for a colour, the keyframe position between colors."),
      .init(
        "hairline", \.hairline,
        "A shadow that is the opacity of the element's hairline, not a drop shadow."),
      .init("colors", \.colors, "A colour effect's colours, #rrggbbaa."),
      .init("state", \.state, "A state effect's values and where its condition holds."),
      .init(
        "scroller", \.scroller,
        "The scroller whose offset drives it (axis x, SPEC section 15): v is then a TRACK of that offset."
      ),
    ]
  }
}
