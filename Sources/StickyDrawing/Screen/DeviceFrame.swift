import StickyCore

/// The phone around a screen, drawn from the device table (`FrameMetrics`) as
/// the preview page draws it: a dark bezel with a lighter edge, rounded like
/// the device's corners; a speaker above and a home button below a classic
/// iPhone's screen; the screen inside its rounded corners (whose drawing
/// draws the status bar, the camera and the home indicator over it).
public struct DeviceFrame: Sendable {
  public var screen: Screen

  public init(screen: Screen) {
    self.screen = screen
  }

  private var metrics: FrameMetrics { FrameMetrics(screen.frame) }

  /// The bezel beside the screen and above it.
  var side: Double { metrics.side }
  var top: Double { metrics.end }

  var width: Double { metrics.size(width: screen.width, height: screen.height).width }
  var height: Double { metrics.size(width: screen.width, height: screen.height).height }

  /// The hardware's details are the same colour in both appearances.
  private static let detail = Palette.bezelDetail.light.text

  /// Writes the device with its top-left corner at (`x`, `y`) and, inside its
  /// screen's rounded corners, what `screen` writes there: the screen, whose
  /// top-left corner goes at (`x + side`, `y + top`).
  func write(
    into svg: inout SVGWriter, x: Double, y: Double,
    screen drawScreen: (inout SVGWriter) throws(DrawingTooLarge) -> Void
  ) throws(DrawingTooLarge) {
    let metrics = metrics
    svg.leaf(
      "rect",
      [
        ("x", NumberFormat.string(x)), ("y", NumberFormat.string(y)),
        ("width", NumberFormat.string(width)), ("height", NumberFormat.string(height)),
        ("rx", NumberFormat.string(metrics.radius)), ("class", "s-bezel"),
      ])
    // The edge is a ring inside the outline, drawn as a stroke along a line
    // half its width further in.
    let inset = FrameMetrics.detailWidth / 2
    svg.leaf(
      "rect",
      [
        ("x", NumberFormat.string(x + inset)), ("y", NumberFormat.string(y + inset)),
        ("width", NumberFormat.string(width - 2 * inset)),
        ("height", NumberFormat.string(height - 2 * inset)),
        ("rx", NumberFormat.string(metrics.radius - inset)), ("fill", "none"),
        ("stroke", Self.detail), ("stroke-width", NumberFormat.string(FrameMetrics.detailWidth)),
      ])
    if let speaker = metrics.speaker {
      ScreenDecor.pill(
        speaker, x: x + (width - speaker.width) / 2, y: y + (top - speaker.height) / 2,
        [("fill", Self.detail)], into: &svg)
    }
    if let button = metrics.homeButton {
      svg.leaf(
        "circle",
        [
          ("cx", NumberFormat.string(x + width / 2)),
          ("cy", NumberFormat.string(y + height - metrics.end / 2)),
          ("r", NumberFormat.string((button.width - FrameMetrics.detailWidth) / 2)),
          ("fill", "none"), ("stroke", Self.detail),
          ("stroke-width", NumberFormat.string(FrameMetrics.detailWidth)),
        ])
    }
    // The screen's own <svg> clips to a rectangle, whose square corners would
    // show past the device's rounded ones.
    svg.open("clipPath", [("id", Self.clipID)])
    svg.leaf(
      "rect",
      [
        ("x", NumberFormat.string(x + side)), ("y", NumberFormat.string(y + top)),
        ("width", NumberFormat.string(screen.width)),
        ("height", NumberFormat.string(screen.height)),
        ("rx", NumberFormat.string(metrics.screenRadius)),
      ])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(Self.clipID))")])
    try drawScreen(&svg)
    svg.close("g")
  }

  /// Not a name `SharedShapes` gives: its shapes' names have no hyphen, and
  /// its other names end in a number.
  static let clipID = "screen-corners"
}
