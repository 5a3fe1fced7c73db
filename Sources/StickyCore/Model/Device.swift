/// A phone whose screen size and safe-area insets a layout can borrow.
public struct Device: Hashable, Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var safeTop: Double
  public var safeBottom: Double

  public init(name: String, width: Double, height: Double, safeTop: Double, safeBottom: Double) {
    self.name = name
    self.width = width
    self.height = height
    self.safeTop = safeTop
    self.safeBottom = safeBottom
  }

  /// The presets, in the order documentation lists them.
  public static let presets: [Device] = [
    Device(name: "iphone-se", width: 375, height: 667, safeTop: 20, safeBottom: 0),
    Device(name: "iphone-15", width: 393, height: 852, safeTop: 59, safeBottom: 34),
    Device(name: "iphone-15-pro", width: 393, height: 852, safeTop: 59, safeBottom: 34),
    Device(name: "iphone-15-plus", width: 430, height: 932, safeTop: 59, safeBottom: 34),
    Device(name: "iphone-15-pro-max", width: 430, height: 932, safeTop: 59, safeBottom: 34),
    Device(name: "iphone-13-mini", width: 375, height: 812, safeTop: 50, safeBottom: 34),
    Device(name: "pixel-8", width: 412, height: 915, safeTop: 24, safeBottom: 0),
  ]

  public static func named(_ name: String) -> Device? {
    presets.first { $0.name == name }
  }
}
