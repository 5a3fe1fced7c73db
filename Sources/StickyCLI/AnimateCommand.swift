import StickyCore
import StickyDrawing
import StickyFormats

/// `stickypreview animate FILE --path PATH [--loop] [--output FILE]`: the screen
/// scrolled along a path, as a self-playing SVG (SPEC section 11).
enum AnimateCommand: SVGCommand {
  static let path = Option(
    name: "--path", valueName: "path",
    help: "Comma-separated OFFSET@SECONDS points at increasing times; between two points the "
      + "offset eases in and out (CSS ease-in-out); a point ending in ! is where the finger "
      + "lifts (800@1.2!), in !+D or !-D where it lifts with momentum that would travel D "
      + "(800@1.2!+300, on a screen that snaps). At most \(ScrollLimits.maximumPathPoints) "
      + "points, times up to \(NumberFormat.exact(ScrollLimits.maximumSeconds)) seconds, offsets "
      + "from \(OffsetLimit.range).", isRequired: true)
  static let loop = Option.flag("--loop", help: "Start over at the end instead of stopping.")

  static let help = CommandHelp(
    name: "animate", overview: "Animate the screen along a scroll path as an SVG.",
    discussion: "The animation is SMIL, without script, so it plays wherever SVG images show, "
      + "READMEs included. Every element moves exactly as `frames --path` says at each moment "
      + "of the path, bars that hide, floating headers and their snaps, and the glides to "
      + "where snapping content rests included; elements "
      + "that never come on screen are left out.",
    arguments: [SVGOutput.file], options: [path, loop, SVGOutput.output],
    examples: [
      "stickypreview animate layout.xml --path 0@0,-150@0.6,0@1,900@2.5,0@4 --loop"
    ])

  struct Options: Equatable {
    var scroll: PathValue
    var loop: Bool
  }

  static func options(from scanner: ArgumentScanner) throws(UsageError) -> Options {
    guard let text = scanner.value(of: path) else { throw .missingArgument(path.usage) }
    return Options(scroll: try PathValue(parsing: text, option: path), loop: scanner.isSet(loop))
  }

  static func check(_ options: Options, on drawing: ScreenDrawing) throws(UsageError) {
    try options.scroll.check(on: drawing.table, option: path)
  }

  static func svg(of drawing: ScreenDrawing, _ options: Options) throws(DrawingTooLarge)
    -> String
  {
    try ScrollAnimation(drawing: drawing, path: options.scroll.path.content, loop: options.loop)
      .svg()
  }
}
