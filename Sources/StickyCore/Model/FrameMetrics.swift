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
  /// edge: the dynamic island, or Android's punch-hole camera. It is
  /// hardware, so it shows whatever the screen's safe area, even none.
  public var camera: Pill?
  public var cameraTop: Double
  /// The status bar: its clock, whose font has this size and weight, on the
  /// left and its icons on the right, `statusInset` from the screen's sides;
  /// Android's has a signal triangle before its battery.
  public var status: StatusBar

  /// What the status bar shows, and where.
  public struct StatusBar: Hashable, Sendable {
    public var clock: String
    public var inset: Double
    public var fontSize: Double
    public var fontWeight: Int
    /// The battery's outline; its level inside is `batteryLevel` of the
    /// room that `batteryBorder` and as much padding leave.
    public var battery: Pill
    public var batteryRadius: Double
    public var batteryBorder: Double
    public var batteryLevel: Double
    public var signal: Double?
    /// The room between the signal and the battery.
    public static let gap = 6.0
    /// The level's corner radius.
    public static let levelRadius = 1.5
    /// The icons are drawn a little lighter than the clock.
    public static let iconOpacity = 0.9
  }

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
        camera: Pill(width: 124, height: 36), cameraTop: 11,
        status: Self.iPhoneStatus(inset: 32, fontSize: 16))
    case .classic:
      self.init(
        side: 16, end: 78, radius: 54, screenRadius: 2,
        speaker: Pill(width: 64, height: 6), homeButton: Pill(width: 50, height: 50),
        status: Self.iPhoneStatus(inset: 8, fontSize: 12))
    case .android:
      self.init(
        side: 10, end: 10, radius: 44, screenRadius: 34,
        camera: Pill(width: 12, height: 12), cameraTop: 8,
        status: StatusBar(
          clock: "12:00", inset: 20, fontSize: 14, fontWeight: 500,
          battery: Pill(width: 8, height: 14), batteryRadius: 2, batteryBorder: 1, batteryLevel: 1,
          signal: 12))
    }
  }

  private init(
    side: Double, end: Double, radius: Double, screenRadius: Double, speaker: Pill? = nil,
    homeButton: Pill? = nil, camera: Pill? = nil, cameraTop: Double = 0, status: StatusBar
  ) {
    self.side = side
    self.end = end
    self.radius = radius
    self.screenRadius = screenRadius
    self.speaker = speaker
    self.homeButton = homeButton
    self.camera = camera
    self.cameraTop = cameraTop
    self.status = status
  }

  private static func iPhoneStatus(inset: Double, fontSize: Double) -> StatusBar {
    StatusBar(
      clock: "9:41", inset: inset, fontSize: fontSize, fontWeight: 600,
      battery: Pill(width: 25, height: 12), batteryRadius: 4, batteryBorder: 1.5,
      batteryLevel: 0.8, signal: nil)
  }

  /// The width of the home button's ring and of the bezel's lighter edge.
  public static let detailWidth = 2.0
  /// The status bar is never taller than this, whatever the safe area.
  public static let statusBarMaxHeight = 54.0
  /// The home indicator over a screen with a bottom safe area, `homeIndicatorBottom`
  /// above its bottom edge.
  public static let homeIndicator = Pill(width: 136, height: 5)
  public static let homeIndicatorBottom = 8.0

  /// The device around a screen `width` by `height` at 1:1.
  public func size(width: Double, height: Double) -> (width: Double, height: Double) {
    (width + 2 * side, height + 2 * end)
  }
}
