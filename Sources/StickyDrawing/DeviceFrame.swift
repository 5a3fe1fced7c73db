import StickyCore

/// The phone around a screen, in its device's frame style: a dark bezel, rounded
/// like the device's corners; a home button below a classic iPhone's screen; a
/// thin even bezel and a punch-hole camera on Android.
public struct DeviceFrame: Sendable {
  public var screen: Screen

  public init(screen: Screen) {
    self.screen = screen
  }

  private var isClassic: Bool { screen.frame == .classic }

  /// Bezel beside the screen, above it and below it.
  var side: Double { screen.frame == .android ? 10 : 14 }
  var top: Double { isClassic ? 72 : 14 }
  var bottom: Double { isClassic ? 72 : 14 }

  var width: Double { screen.width + 2 * side }
  var height: Double { screen.height + top + bottom }

  /// Writes the bezel with its top-left corner at (`x`, `y`); the screen goes at
  /// (`x + side`, `y + top`).
  func write(into svg: inout SVGWriter, x: Double, y: Double) {
    let radius = isClassic ? 48.0 : screen.frame == .android ? 44 : 62
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

  /// Writes what sits over the screen (Android's punch-hole camera), after the
  /// screen, with the frame's top-left corner at (`x`, `y`).
  func writeOver(into svg: inout SVGWriter, x: Double, y: Double) {
    guard screen.frame == .android else { return }
    svg.leaf(
      "circle",
      [
        ("cx", SVGWriter.number(x + width / 2)), ("cy", SVGWriter.number(y + top + 14)),
        ("r", "6"), ("class", "s-bezel"),
      ])
  }
}
