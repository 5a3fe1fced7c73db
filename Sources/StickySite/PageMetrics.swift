import StickyCore
import StickyDrawing

/// The numbers that the page's CSS, its runtime and Swift share: the device
/// frame around the screen, the stacking order of the screen's layers and the
/// status bar's decoration. They are written here once; `site.css` reads them
/// as custom properties (`cssProperties`) and the runtime (`Templates/runtime/`)
/// as page data (`json`).
enum PageMetrics {
  /// The bezel around a screen with rounded corners (all four sides).
  static let modernBezel = 14.0
  /// The classic frame (a screen without a bottom safe area): its sides, and
  /// its top and bottom, which hold the speaker and the home button.
  static let classicBezelSide = 16.0
  static let classicBezelEnd = 78.0
  /// Android's thin even bezel.
  static let androidBezel = 10.0
  /// The home indicator: its distance from the screen's bottom, and its height.
  /// The indicator's ink is that of what lies under its middle.
  static let homeIndicatorBottom = 8.0
  static let homeIndicatorHeight = 5.0
  /// The z-index of each `ElementLayer`, spaced so that the runtime can put
  /// the content layer between two of them.
  static func zIndex(_ layer: ElementLayer) -> Int { layer.rawValue * 10 }
  /// Decoration (status bar, island, home indicator) sits above every layer.
  static let decorZIndex = 50
  /// The status bar is never taller than this, whatever the safe area.
  static let statusBarMaxHeight = 54.0
  /// Screens with at least this top safe area have a dynamic island.
  static let islandMinSafeTop = 47.0
  /// The height of the embed page's scrubber bar, under the device.
  static let embedBarHeight = 40.0

  /// The device frame around a screen at 1:1: the screen plus its bezels.
  static func frameSize(of screen: Screen) -> (width: Double, height: Double) {
    let (side, end) =
      switch screen.frame {
      case .modern: (modernBezel, modernBezel)
      case .classic: (classicBezelSide, classicBezelEnd)
      case .android: (androidBezel, androidBezel)
      }
    return (screen.width + 2 * side, screen.height + 2 * end)
  }

  /// What the embed page needs at 1:1: the device frame and the scrubber bar
  /// under it. The `<iframe>` snippet and the size message start from it.
  static func embedSize(of screen: Screen) -> (width: Double, height: Double) {
    let frame = frameSize(of: screen)
    return (frame.width, frame.height + embedBarHeight)
  }

  /// Custom properties for `:root`, without the braces.
  static var cssProperties: String {
    let lengths = [
      ("--bezel-modern", modernBezel), ("--bezel-classic-side", classicBezelSide),
      ("--bezel-classic-end", classicBezelEnd), ("--bezel-android", androidBezel),
      ("--home-bottom", homeIndicatorBottom), ("--home-height", homeIndicatorHeight),
    ].map { "\($0):\(NumberFormat.string($1))px" }
    return
      (lengths + [
        "--z-decor:\(decorZIndex)", "--embed-bar:\(NumberFormat.string(embedBarHeight))px",
      ])
      .joined(separator: ";")
  }

  /// The page data's `metrics` member.
  static var json: JSONValue {
    .object([
      ("bezel", .number(modernBezel)),
      ("classicBezelSide", .number(classicBezelSide)),
      ("classicBezelEnd", .number(classicBezelEnd)),
      ("androidBezel", .number(androidBezel)),
      ("homeProbe", .number(homeIndicatorBottom + homeIndicatorHeight / 2)),
      (
        "textBar",
        .object([
          ("top", .number(TextLines.barTop)), ("height", .number(TextLines.barHeight)),
          ("width", .number(TextLines.barWidth)), ("lastWidth", .number(TextLines.lastBarWidth)),
        ])
      ),
      ("z", .array(ElementLayer.allCases.map { .number(Double(zIndex($0))) })),
      ("statusBarMaxHeight", .number(statusBarMaxHeight)),
      ("islandMinSafeTop", .number(islandMinSafeTop)),
      ("embedBar", .number(embedBarHeight)),
    ])
  }
}
