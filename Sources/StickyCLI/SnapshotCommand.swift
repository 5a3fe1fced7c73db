import StickyCore
import StickyDrawing
import StickyFormats

/// `stickypreview snapshot FILE --offset N [--output FILE] [--frame device|none]
/// [--appearance light|dark|auto] [--carousel ID=X ...]`: the screen at one offset as an
/// SVG (SPEC section 11), each carousel at its own offset (section 15).
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
      + "images (inlined), carousels at their own offsets with their markers. The SVG holds no "
      + "script and loads nothing.",
    arguments: [SVGOutput.file],
    options: [offset, SVGOutput.output, frame, appearance, SVGOutput.carousel],
    examples: [
      "stickypreview snapshot layout.xml --offset -120 --output pulled.svg",
      "stickypreview snapshot layout.json --offset 400 --frame none --appearance dark",
      "stickypreview snapshot shelves.xml --offset 0 --carousel apps=240",
    ])

  struct Options: Equatable {
    var offset: Double
    var framing = Snapshot.Framing.device
    var appearance = Appearance.light
    var carousels = CarouselOffsets()
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
    options.carousels = try SVGOutput.carousels(scanner)
    return options
  }

  static func check(_ options: Options, on drawing: ScreenDrawing) throws(UsageError) {
    try SVGOutput.check(options.carousels, on: drawing)
  }

  static func svg(of drawing: ScreenDrawing, _ options: Options) throws(DrawingTooLarge)
    -> String
  {
    try Snapshot(
      drawing: drawing, offset: options.offset, framing: options.framing,
      appearance: options.appearance, carousels: options.carousels.offsets
    ).svg()
  }
}
