/// A phone whose screen size and safe-area insets a layout can borrow.
public struct Device: Hashable, Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var safeTop: Double
  public var safeBottom: Double
  /// The hardware drawn around the screen, and the status bar inside it.
  public var frame: FrameStyle

  /// The kinds of phone a preview draws around a screen.
  public enum FrameStyle: String, Hashable, Sendable, CaseIterable {
    /// Rounded screen, no home button, a home indicator and (with a tall top
    /// safe area) a dynamic island.
    case modern
    /// Square screen between a speaker above and a home button below.
    case classic
    /// Thin even bezel, rounded corners, a punch-hole camera and Android's
    /// status bar (time on the left, icons on the right).
    case android
  }

  public init(
    name: String, width: Double, height: Double, safeTop: Double, safeBottom: Double,
    frame: FrameStyle
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeTop = safeTop
    self.safeBottom = safeBottom
    self.frame = frame
  }

  /// The presets, in the order documentation lists them.
  public static let presets: [Device] = [
    Device(name: "iphone-se", width: 375, height: 667, safeTop: 20, safeBottom: 0, frame: .classic),
    Device(name: "iphone-15", width: 393, height: 852, safeTop: 59, safeBottom: 34, frame: .modern),
    Device(
      name: "iphone-15-pro", width: 393, height: 852, safeTop: 59, safeBottom: 34, frame: .modern),
    Device(
      name: "iphone-15-plus", width: 430, height: 932, safeTop: 59, safeBottom: 34, frame: .modern),
    Device(
      name: "iphone-15-pro-max", width: 430, height: 932, safeTop: 59, safeBottom: 34,
      frame: .modern),
    Device(
      name: "iphone-13-mini", width: 375, height: 812, safeTop: 50, safeBottom: 34, frame: .modern),
    Device(name: "pixel-8", width: 412, height: 915, safeTop: 24, safeBottom: 0, frame: .android),
  ]

  public static func named(_ name: String) -> Device? {
    presets.first { $0.name == name }
  }
}
