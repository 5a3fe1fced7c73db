import StickyCore

/// A carousel's markers (SPEC section 15): a dot per snap target, the active
/// one as a step function of the carousel's offset (`CarouselMarkers`,
/// looked up by `kernel/carouselMarkers.js`), and where the row of dots sits
/// (`CarouselMarkerDots`).
struct PageMarkers: PageRecord {
  var targets: [String]
  var first: Int
  var maxOffset: Double
  var at: [Double]
  var inclusive: [Bool]
  var target: [Int]
  var y: Double

  /// Nil for a carousel without markers or without targets.
  init?(_ carousel: CarouselTracks, in table: Scene) {
    guard let markers = carousel.markers, let first = markers.first else { return nil }
    targets = carousel.targets.map { table.tracks[$0].id }
    self.first = first
    maxOffset = markers.maxOffset
    at = markers.steps.map(\.offset)
    inclusive = markers.steps.map(\.inclusive)
    target = markers.steps.map(\.target)
    let track = table.tracks[carousel.track]
    var bottom = 0.0
    if case .block(let block) = track.node, case .carousel(let model) = block.kind {
      bottom = model.padding.bottom
    }
    y = CarouselMarkerDots.centreLine(height: track.height.value(at: 0), bottomPadding: bottom)
  }

  static let summary = "A carousel's markers: a dot per snap target and which is active."
  static var fields: [PageField<Self>] {
    [
      .init("targets", \.targets, "The ids of the snap targets, a dot each, in document order."),
      .init("first", \.first, "The target active below the first step, as an index of targets."),
      .init("maxOffset", \.maxOffset, "maxX: the offset is clamped to [0, maxX] first."),
      .init("at", \.at, "The offsets where the active target changes, ascending."),
      .init("inclusive", \.inclusive, "Whether each step's target is active at its offset too."),
      .init("target", \.target, "The target active from each step on."),
      .init("y", \.y, "The centre of the row of dots below the carousel's top."),
    ]
  }
}
