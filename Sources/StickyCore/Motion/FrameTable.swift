/// Every element's motion for one screen: the exact tracks the preview replays.
/// Sampling the table at an offset gives the frame of SPEC section 5.
public struct FrameTable: Hashable, Sendable {
  public var screenID: String
  public var viewport: Viewport
  public var contentHeight: Double
  public var maxOffset: Double
  public var overscroll: Double
  /// `T` and `B` of SPEC section 5: the screen lines sticky elements pin to
  /// before stacking, at offset 0 (bars that hide and a floating header move
  /// them, SPEC section 12).
  public var pinTop: Double
  public var pinBottom: Double
  /// What answers how the screen was scrolled, for frames along a path.
  public var hiding: HidingMotion
  /// Bars (top, then bottom), the scroll element, the header and the blocks in
  /// document order; each list's rows are reached through its `rows`.
  public var tracks: [ElementTrack]
  /// Track index by id, so lookups stay cheap on screens with many elements.
  private var trackIndex: [String: Int]

  public var minOffset: Double { 0 }
  /// The ends of the range the user can drag the content through.
  public var lowestOffset: Double { -overscroll }
  public var highestOffset: Double { maxOffset + overscroll }

  public init(screen: Screen) {
    self = MotionSolver(screen: screen).solve()
  }

  init(
    screenID: String, viewport: Viewport, contentHeight: Double, maxOffset: Double,
    overscroll: Double, pinTop: Double, pinBottom: Double, hiding: HidingMotion,
    tracks: [ElementTrack]
  ) {
    self.screenID = screenID
    self.viewport = viewport
    self.contentHeight = contentHeight
    self.maxOffset = maxOffset
    self.overscroll = overscroll
    self.pinTop = pinTop
    self.pinBottom = pinBottom
    self.hiding = hiding
    self.tracks = tracks
    trackIndex = Dictionary(
      tracks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func trackIndex(of id: some StringProtocol) -> Int? { trackIndex[String(id)] }
}
