import StickyCore
import StickyDrawing
import StickyFormats

/// `stickypreview snapshot FILE --offset N [--output FILE] [--frame device|none]
/// [--appearance light|dark|auto]`: the screen at one offset as an SVG (SPEC section 11).
enum SnapshotCommand: SVGCommand {
  static let offset = Option(
    name: "--offset", valueName: "offset",
    help: "The scroll offset to draw the screen at, from \(OffsetLimit.range).",
    isRequired: true)
  static let frame = Option(
    name: "--frame", valueName: "frame",
    help: "What goes around the screen: device (a phone) or none.", defaultValue: "device")
  static let appearance = Option(
    name: "--appearance", valueName: "appearance",
    help: "The colors of elements without their own: light, dark, or auto to follow the "
      + "viewer's system setting.", defaultValue: "light")

  static let help = CommandHelp(
    name: "snapshot", overview: "Draw the screen at one scroll offset as an SVG image.",
    discussion: "Reads a layout written in XML or JSON and draws every element on screen at "
      + "that offset from the same frames as `frames`: bars, rows and their labels, the header, "
      + "images (inlined). The SVG holds no script and loads nothing.",
    arguments: [SVGOutput.file], options: [offset, SVGOutput.output, frame, appearance],
    examples: [
      "stickypreview snapshot layout.xml --offset -120 --output pulled.svg",
      "stickypreview snapshot layout.json --offset 400 --frame none --appearance dark",
    ])

  struct Options: Equatable {
    var offset: Double
    var framing = Snapshot.Framing.device
    var appearance = Appearance.light
  }

  static func options(from scanner: ArgumentScanner) throws(UsageError) -> Options {
    guard let text = scanner.value(of: offset) else { throw .missingArgument(offset.usage) }
    guard let value = NumberText.parse(text[...]), value.isFinite else {
      throw .invalidValue(text, option: offset.usage, reason: "expected a number")
    }
    guard OffsetLimit.admits(value) else {
      throw .invalidValue(
        text, option: offset.usage, reason: "expected a number from \(OffsetLimit.range)")
    }
    var options = Options(offset: value)
    if let value: Snapshot.Framing = try scanner.choice(frame) { options.framing = value }
    if let value: Appearance = try scanner.choice(appearance) {
      options.appearance = value
    }
    return options
  }

  static func svg(of drawing: ScreenDrawing, _ options: Options) throws(DrawingTooLarge)
    -> String
  {
    try Snapshot(
      drawing: drawing, offset: options.offset, framing: options.framing,
      appearance: options.appearance
    ).svg()
  }
}
