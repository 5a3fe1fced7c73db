/// One screen as everything downstream of the solver reads it: the screen's
/// facts, its scrollers and the exact tracks of every element, each naming the
/// scroller whose offset drives it. Sampling the tracks at an offset gives the
/// frame of SPEC section 5; frames, drawings and pages read nothing else.
public struct Scene: Hashable, Sendable {
  public var screenID: String
  public var viewport: Viewport
  public var contentHeight: Double
  /// The content first (`content`), then one horizontal scroller per
  /// carousel, in document order.
  public var scrollers: [Scroller]
  /// `T` and `B` of SPEC section 5: the screen lines sticky elements pin to
  /// before stacking, at offset 0 (bars that hide and a floating header move
  /// them, SPEC section 12).
  public var pinTop: Double
  public var pinBottom: Double
  /// Bars (top, then bottom), the scroll element, the header and the blocks in
  /// document order; each list's rows are reached through its `rows`.
  public var tracks: [ElementTrack]
  /// The carousels (SPEC section 15) in document order, the scroller of
  /// `carousels[k]` being `scrollers[k + 1]`.
  public var carousels: [CarouselTracks]
  /// Track index by id, so lookups stay cheap on screens with many elements.
  private var trackIndex: [String: Int]

  /// The screen's content, the vertical scroller the page's offset `o` moves.
  public var content: Scroller { scrollers[0] }

  // The content's range and rules, as SPEC sections 2 and 12 name them.
  public var minOffset: Double { content.minOffset }
  public var maxOffset: Double { content.maxOffset }
  public var overscroll: Double { content.overscroll }
  public var lowestOffset: Double { content.lowestOffset }
  public var highestOffset: Double { content.highestOffset }
  /// What answers how the screen was scrolled, for frames along a path.
  public var hiding: HidingMotion { content.rules.hiding }
  /// Where the content comes to rest (SPEC section 14).
  public var snap: SnapRule { content.rules.snap }

  public init(screen: Screen) {
    self = MotionSolver(screen: screen).solve()
  }

  init(
    screenID: String, viewport: Viewport, contentHeight: Double, scrollers: [Scroller],
    pinTop: Double, pinBottom: Double, tracks: [ElementTrack], carousels: [CarouselTracks]
  ) {
    self.screenID = screenID
    self.viewport = viewport
    self.contentHeight = contentHeight
    self.scrollers = scrollers
    self.pinTop = pinTop
    self.pinBottom = pinBottom
    self.tracks = tracks
    self.carousels = carousels
    trackIndex = Dictionary(
      tracks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func trackIndex(of id: some StringProtocol) -> Int? { trackIndex[String(id)] }
}
