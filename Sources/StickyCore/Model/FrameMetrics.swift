/// The hardware drawn around a screen and over its top, in points, per frame
/// style: the one table of it that the page's CSS (as custom properties), the
/// page data and the SVG device frames read. The page is the reference a
/// designer sees; the drawings match it.
public struct FrameMetrics: Hashable, Sendable {
  /// The bezel beside the screen, and the bezel above and below it.
  public var side: Double
  public var end: Double
  /// The corner radius of the device, and of the screen inside it.
  public var radius: Double
  public var screenRadius: Double
  /// A classic iPhone's speaker slot, in the middle of the bezel above the screen.
  public var speaker: Pill?
  /// A classic iPhone's home button, a ring in the middle of the bezel below.
  public var homeButton: Pill?
  /// What covers the top middle of the screen, `cameraTop` below its top
  /// edge, on screens with a top safe area of at least `cameraMinSafeTop`:
  /// the dynamic island, or Android's punch-hole camera.
  public var camera: Pill?
  public var cameraTop: Double
  public var cameraMinSafeTop: Double

  /// A rectangle with fully rounded ends.
  public struct Pill: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var radius: Double { min(width, height) / 2 }
  }

  public init(_ style: Device.FrameStyle) {
    switch style {
    case .modern:
      self.init(
        side: 14, end: 14, radius: 62, screenRadius: 48,
        camera: Pill(width: 124, height: 36), cameraTop: 11, cameraMinSafeTop: 47)
    case .classic:
      self.init(
        side: 16, end: 78, radius: 54, screenRadius: 2,
        speaker: Pill(width: 64, height: 6), homeButton: Pill(width: 50, height: 50))
    case .android:
      self.init(
        side: 10, end: 10, radius: 44, screenRadius: 34,
        camera: Pill(width: 12, height: 12), cameraTop: 8)
    }
  }

  private init(
    side: Double, end: Double, radius: Double, screenRadius: Double, speaker: Pill? = nil,
    homeButton: Pill? = nil, camera: Pill? = nil, cameraTop: Double = 0,
    cameraMinSafeTop: Double = 0
  ) {
    self.side = side
    self.end = end
    self.radius = radius
    self.screenRadius = screenRadius
    self.speaker = speaker
    self.homeButton = homeButton
    self.camera = camera
    self.cameraTop = cameraTop
    self.cameraMinSafeTop = cameraMinSafeTop
  }

  /// The width of the home button's ring and of the bezel's lighter edge.
  public static let detailWidth = 2.0
  /// The status bar is never taller than this, whatever the safe area.
  public static let statusBarMaxHeight = 54.0
  /// The home indicator over a screen with a bottom safe area, `homeIndicatorBottom`
  /// above its bottom edge.
  public static let homeIndicator = Pill(width: 136, height: 5)
  public static let homeIndicatorBottom = 8.0

  /// Whether the camera shows over `screen`.
  public func showsCamera(over screen: Screen) -> Bool {
    camera != nil && screen.safeTop >= cameraMinSafeTop
  }

  /// The device around a screen `width` by `height` at 1:1.
  public func size(width: Double, height: Double) -> (width: Double, height: Double) {
    (width + 2 * side, height + 2 * end)
  }
}
