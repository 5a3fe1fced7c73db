/// One scrolling phone screen: the root of a layout.
public struct Screen: Hashable, Sendable {
  public var id: String
  public var title: String?
  /// The preset name the size and safe area come from unless overridden.
  public var device: String
  /// The device's frame style, kept when the screen overrides its size.
  public var frame: Device.FrameStyle
  public var width: Double
  public var height: Double
  public var safeTop: Double
  public var safeBottom: Double
  /// How far the content can be pulled past either end.
  public var overscroll: Double
  public var stacking: Stacking
  public var background: Color?
  /// A band of this colour behind the status bar, over everything the
  /// screen shows (Material's `statusBarForeground`); nil for none.
  public var statusBar: Color?
  /// What to try on this screen, in a sentence or two.
  public var description: String?
  /// The bars on each edge, from the edge inward: document order, the first
  /// at the very edge and each next one stacked against the one before it.
  public var topBars: [Bar]
  public var bottomBars: [Bar]
  public var scroll: Scroll

  public init(
    id: String, title: String? = nil, device: Device, width: Double? = nil,
    height: Double? = nil, safeTop: Double? = nil, safeBottom: Double? = nil,
    overscroll: Double, stacking: Stacking,
    background: Color? = nil, statusBar: Color? = nil, description: String? = nil,
    topBars: [Bar] = [],
    bottomBars: [Bar] = [], scroll: Scroll
  ) {
    self.id = id
    self.title = title
    self.device = device.name
    self.frame = device.frame
    self.width = width ?? device.width
    self.height = height ?? device.height
    self.safeTop = safeTop ?? device.safeTop
    self.safeBottom = safeBottom ?? device.safeBottom
    self.overscroll = overscroll
    self.stacking = stacking
    self.background = background
    self.statusBar = statusBar
    self.description = description
    self.topBars = topBars
    self.bottomBars = bottomBars
    self.scroll = scroll
  }
}
