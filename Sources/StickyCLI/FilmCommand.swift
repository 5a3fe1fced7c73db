import StickyCore
import StickyDrawing
import StickyFormats

/// `stickypreview film FILE --offsets LIST [--columns N] [--output FILE]
/// [--appearance light|dark|auto] [--carousel ID=X ...]`: the screen at several offsets
/// side by side (SPEC section 11), each carousel at its own offset (section 15).
enum FilmCommand: SVGCommand {
  static let offsets = Option(
    name: "--offsets", valueName: "list",
    help: "Comma-separated offsets and inclusive ranges start:end:step, drawn in ascending "
      + "order without duplicates; offsets from \(OffsetLimit.range).", isRequired: true)
  static let columns = Option(
    name: "--columns", valueName: "n", help: "Screens per row, at least 1.",
    defaultValue: "all in one row")

  /// More screens than this make a picture nobody can read, and a file too big to share.
  static let maximumScreens = 200

  static let help = CommandHelp(
    name: "film", overview: "Draw snapshots at several offsets as an SVG filmstrip.",
    discussion: "A filmstrip for design reviews: one snapshot per offset, each captioned with "
      + "its offset, at most \(maximumScreens).",
    arguments: [SVGOutput.file],
    options: [offsets, columns, SVGOutput.output, SnapshotCommand.appearance, SVGOutput.carousel],
    examples: [
      "stickypreview film layout.xml --offsets -150,0,300:900:300 --output film.svg",
      "stickypreview film layout.json --offsets 0:1200:100 --columns 4 > film.svg",
      "stickypreview film layout.xml --offsets 0,400 --appearance dark > dark.svg",
      "stickypreview film shelves.xml --offsets 0,300 --carousel apps=240",
    ])

  struct Options: Equatable {
    var offsets: [Double]
    var columns: Int?
    var appearance = Appearance.light
    var carousels = CarouselOffsets()
  }

  static func options(from scanner: ArgumentScanner) throws(UsageError) -> Options {
    guard let text = scanner.value(of: offsets) else { throw .missingArgument(offsets.usage) }
    let list: [Double]
    do throws(OffsetList.ParseError) {
      list = try OffsetList(parsing: text).offsets
    } catch {
      throw .invalidValue(text, option: offsets.usage, reason: error.description)
    }
    guard list.count <= maximumScreens else {
      throw .invalidValue(
        text, option: offsets.usage, reason: "it gives more than \(maximumScreens) offsets")
    }
    var options = Options(offsets: list)
    if let text = scanner.value(of: columns) {
      guard let value = Int(text), value >= 1 else {
        throw .invalidValue(text, option: columns.usage, reason: "expected a whole number >= 1")
      }
      options.columns = value
    }
    if let value: Appearance = try scanner.choice(SnapshotCommand.appearance) {
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
    try Filmstrip(
      drawing: drawing, offsets: options.offsets,
      columns: options.columns ?? options.offsets.count, appearance: options.appearance,
      carousels: options.carousels.offsets
    ).svg()
  }
}
