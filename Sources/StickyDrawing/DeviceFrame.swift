import StickyCore

/// The phone around a screen: a dark bezel, rounded like the device's corners;
/// a home button below screens without a bottom safe area (the classic iPhones).
public struct DeviceFrame: Sendable {
  public var screen: Screen

  public init(screen: Screen) {
    self.screen = screen
  }

  private var isClassic: Bool { screen.safeBottom == 0 }

  /// Bezel beside the screen, above it and below it.
  var side: Double { 14 }
  var top: Double { isClassic ? 72 : 14 }
  var bottom: Double { isClassic ? 72 : 14 }

  var width: Double { screen.width + 2 * side }
  var height: Double { screen.height + top + bottom }

  /// Writes the bezel with its top-left corner at (`x`, `y`); the screen goes at
  /// (`x + side`, `y + top`).
  func write(into svg: inout SVGWriter, x: Double, y: Double) {
    let radius = isClassic ? 48.0 : 62.0
    svg.leaf(
      "rect",
      [
        ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
        ("width", SVGWriter.number(width)), ("height", SVGWriter.number(height)),
        ("rx", SVGWriter.number(radius)), ("class", "s-bezel"),
      ])
    guard isClassic else { return }
    svg.leaf(
      "circle",
      [
        ("cx", SVGWriter.number(x + width / 2)),
        ("cy", SVGWriter.number(y + top + screen.height + bottom / 2)), ("r", "22"),
        ("fill", "none"), ("stroke", "#3a3a3c"), ("stroke-width", "2"),
      ])
  }
}
