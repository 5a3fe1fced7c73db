import StickyCore
import StickyDrawing
import StickyFormats

/// `stickypreview animate FILE --path PATH [--loop] [--output FILE] [--carousel ID=X ...]`:
/// the screen scrolled along a path, its carousels along their own (SPEC sections 11
/// and 15), as a self-playing SVG.
enum AnimateCommand: SVGCommand {
  static let path = Option(
    name: "--path", valueName: "path",
    help: "Comma-separated OFFSET@SECONDS points at increasing times; between two points the "
      + "offset eases in and out (CSS ease-in-out); a point ending in ! is where the finger "
      + "lifts (800@1.2!), in !+D or !-D where it lifts with momentum that would travel D "
      + "(800@1.2!+300, on a screen that snaps). After ';', a carousel's own path after its id "
      + "(0@0,400@1;cards:0@1.2,600@1.8!+200). At most \(ScrollLimits.maximumPathPoints) "
      + "points, times up to \(NumberFormat.exact(ScrollLimits.maximumSeconds)) seconds, offsets "
      + "from \(OffsetLimit.range).", isRequired: true)
  static let loop = Option.flag("--loop", help: "Start over at the end instead of stopping.")

  static let help = CommandHelp(
    name: "animate", overview: "Animate the screen along a scroll path as an SVG.",
    discussion: "The animation is SMIL, without script, so it plays wherever SVG images show, "
      + "READMEs included. Every element moves exactly as `frames --path` says at each moment "
      + "of the path, bars that hide, floating headers and their snaps, and the glides to "
      + "where snapping content rests included; carousels slide along their own paths, their "
      + "markers following; elements that never come on screen are left out.",
    arguments: [SVGOutput.file], options: [path, loop, SVGOutput.output, SVGOutput.carousel],
    examples: [
      "stickypreview animate layout.xml --path 0@0,-150@0.6,0@1,900@2.5,0@4 --loop",
      "stickypreview animate shelves.xml --path '0@0,0@1;apps:0@0,500@1!,500@1.5'",
    ])

  struct Options: Equatable {
    var scroll: PathValue
    var loop: Bool
    /// The offsets of carousels the path does not move.
    var carousels: CarouselOffsets
  }

  static func options(from scanner: ArgumentScanner) throws(UsageError) -> Options {
    guard let text = scanner.value(of: path) else { throw .missingArgument(path.usage) }
    let options = Options(
      scroll: try PathValue(parsing: text, option: path), loop: scanner.isSet(loop),
      carousels: try SVGOutput.carousels(scanner))
    if let moved = options.scroll.path.carousels.first(where: {
      options.carousels.offsets[$0.carousel] != nil
    }) {
      throw .invalidValue(
        text, option: path.usage,
        reason: "carousel '\(moved.carousel)' has a path of its own and an offset of --carousel")
    }
    return options
  }

  static func check(_ options: Options, on drawing: ScreenDrawing) throws(UsageError) {
    try options.scroll.check(on: drawing.table, option: path)
    try SVGOutput.check(options.carousels, on: drawing)
  }

  static func svg(of drawing: ScreenDrawing, _ options: Options) throws(DrawingTooLarge)
    -> String
  {
    try ScrollAnimation(
      drawing: drawing, path: options.scroll.path, loop: options.loop,
      carousels: options.carousels.offsets
    ).svg()
  }
}
